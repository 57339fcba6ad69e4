/**
 * Settings: the endpoint (its default follows the provider until edited; the OpenAI-compatible provider has
 * none, so nothing is sent before the user types one), model (with suggestions from `/models`), API key
 * (type=password, in memory unless "Remember on this device" is ticked — never logged, exported or put into
 * events; sent only to the endpoint it was entered for, `KeyEndpoint`), model parameters, and the system prompt
 * the loop sends.
 */
import { useConsoleStore } from '../../store';
import { SYSTEM_PROMPT } from '../../llm/system-prompt';
import { GrantList } from './GrantList';
import { KeyEndpoint } from './KeyEndpoint';
import { ModelParameters } from './ModelParameters';
import { ModelSuggestions, MODEL_OPTIONS_ID } from './ModelSuggestions';
import { RememberKey } from './RememberKey';
import { DEFAULT_MAX_TURNS, MAX_TURNS_LIMIT } from '../../store/settings-slice';

/** The settings panel. */
export function SettingsPanel() {
  const baseUrl = useConsoleStore((s) => s.baseUrl);
  const providerId = useConsoleStore((s) => s.providerId);
  const model = useConsoleStore((s) => s.model);
  const apiKey = useConsoleStore((s) => s.apiKey);
  const setBaseUrl = useConsoleStore((s) => s.setBaseUrl);
  const setModel = useConsoleStore((s) => s.setModel);
  const setApiKey = useConsoleStore((s) => s.setApiKey);
  const approvalTimeoutMs = useConsoleStore((s) => s.approvalTimeoutMs);
  const setApprovalTimeoutMs = useConsoleStore((s) => s.setApprovalTimeoutMs);
  const maxTurns = useConsoleStore((s) => s.maxTurns);
  const setMaxTurns = useConsoleStore((s) => s.setMaxTurns);
  return (
    <section className="panel" aria-labelledby="settings-heading">
      <h2 id="settings-heading" className="panel__title">
        Settings
      </h2>
      <div className="form">
        <label className="field">
          <span className="field__label">Base URL</span>
          <input
            data-testid="settings-base-url"
            type="url"
            value={baseUrl}
            placeholder={providerId === 'anthropic' ? 'https://api.anthropic.com' : 'https://api.openai.com/v1'}
            spellCheck={false}
            onChange={(e) => setBaseUrl(e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">Model</span>
          <input
            data-testid="settings-model"
            type="text"
            list={MODEL_OPTIONS_ID}
            value={model}
            spellCheck={false}
            onChange={(e) => setModel(e.target.value)}
          />
          <ModelSuggestions />
        </label>
        <label className="field">
          <span className="field__label">API key</span>
          <input
            data-testid="settings-api-key"
            type="password"
            value={apiKey}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="api-key-note"
            onChange={(e) => setApiKey(e.target.value)}
          />
        </label>
        <KeyEndpoint />
        <p id="api-key-note" className="hint">
          The key stays in this tab's memory unless you tick "Remember on this device": it is never logged, exported or
          written into the timeline, and it is sent only to the endpoint it was entered for.
        </p>
        <RememberKey />
        <ModelParameters />
        <label className="field">
          <span className="field__label">Approval timeout (ms)</span>
          <input
            data-testid="settings-approval-timeout"
            type="number"
            min={500}
            step={500}
            value={approvalTimeoutMs}
            onChange={(e) => setApprovalTimeoutMs(Number(e.target.value))}
          />
        </label>
        <label className="field">
          <span className="field__label">Turn limit (model turns)</span>
          <input
            data-testid="settings-max-turns"
            type="number"
            min={1}
            max={MAX_TURNS_LIMIT}
            step={1}
            value={maxTurns}
            aria-describedby="max-turns-note"
            onChange={(e) => setMaxTurns(Number(e.target.value))}
          />
        </label>
        <p id="max-turns-note" className="hint">
          After this many model turns the console stops offering tools and asks for the answer (default{' '}
          {DEFAULT_MAX_TURNS}). A scenario file's own maxTurns wins for its run.
        </p>
        <GrantList />
        <details className="details">
          <summary>System prompt sent to the model</summary>
          <pre className="code-block">{SYSTEM_PROMPT}</pre>
        </details>
      </div>
    </section>
  );
}
