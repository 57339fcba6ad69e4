/**
 * Model parameters in Settings: `tool_choice` (auto / required / none),
 * temperature and max tokens (empty = the server's default; sent as `temperature` / `max_tokens`),
 * "model accepts images" (tool-result images attached for chat completions) and the context budget for
 * follow-up questions (estimated tokens = characters / 4). Bad input shows what is wrong and keeps the
 * last valid value.
 */
import { useState } from 'react';
import { useConsoleStore } from '../../store';
import type { ToolChoice } from '../../store/settings-slice';
import { CheckboxField } from '../fields/CheckboxField';

/** A number field that accepts empty (null) or a value `parse` admits; shows why otherwise. */
function NumberField(props: {
  testId: string;
  label: string;
  value: number | null;
  step: string;
  hint: string;
  parse(text: string): number | null | undefined;
  onValid(value: number | null): void;
}) {
  const [text, setText] = useState(props.value === null ? '' : String(props.value));
  const [error, setError] = useState<string | null>(null);
  const errorId = `${props.testId}-error`;
  return (
    <label className="field">
      <span className="field__label">{props.label}</span>
      <input
        data-testid={props.testId}
        type="number"
        step={props.step}
        value={text}
        placeholder="server default"
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = props.parse(event.target.value.trim());
          if (parsed === undefined) setError(props.hint);
          else {
            setError(null);
            props.onValid(parsed);
          }
        }}
      />
      {error ? (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}

/** The model parameter fields. */
export function ModelParameters() {
  const toolChoice = useConsoleStore((s) => s.toolChoice);
  const setToolChoice = useConsoleStore((s) => s.setToolChoice);
  const temperature = useConsoleStore((s) => s.temperature);
  const setTemperature = useConsoleStore((s) => s.setTemperature);
  const maxTokens = useConsoleStore((s) => s.maxTokens);
  const setMaxTokens = useConsoleStore((s) => s.setMaxTokens);
  const acceptsImages = useConsoleStore((s) => s.acceptsImages);
  const setAcceptsImages = useConsoleStore((s) => s.setAcceptsImages);
  const budget = useConsoleStore((s) => s.contextBudgetTokens);
  const setBudget = useConsoleStore((s) => s.setContextBudgetTokens);
  return (
    <fieldset className="fieldset">
      <legend>Model parameters</legend>
      <label className="field">
        <span className="field__label">Tool choice</span>
        <select
          data-testid="settings-tool-choice"
          value={toolChoice}
          onChange={(e) => setToolChoice(e.target.value as ToolChoice)}
        >
          <option value="auto">auto — the model decides</option>
          <option value="required">required — must call a tool</option>
          <option value="none">none — no tool calls</option>
        </select>
      </label>
      <NumberField
        testId="settings-temperature"
        label="Temperature"
        step="0.1"
        value={temperature}
        hint="Temperature must be a number from 0 to 2, or empty for the server's default."
        parse={(text) => (text === '' ? null : Number(text) >= 0 && Number(text) <= 2 ? Number(text) : undefined)}
        onValid={setTemperature}
      />
      <NumberField
        testId="settings-max-tokens"
        label="Max tokens (output)"
        step="1"
        value={maxTokens}
        hint="Max tokens must be a whole number above 0, or empty for the server's default."
        parse={(text) =>
          text === '' ? null : Number.isInteger(Number(text)) && Number(text) > 0 ? Number(text) : undefined
        }
        onValid={setMaxTokens}
      />
      <CheckboxField testId="settings-accepts-images" checked={acceptsImages} onChange={setAcceptsImages}>
        Model accepts images (tool-result images are attached after the tool messages)
      </CheckboxField>
      <NumberField
        testId="settings-context-budget"
        label="Context budget (estimated tokens, ≈ characters / 4)"
        step="1000"
        value={budget}
        hint="The context budget must be a whole number above 0."
        parse={(text) => (Number.isInteger(Number(text)) && Number(text) > 0 && text !== '' ? Number(text) : undefined)}
        onValid={(value) => value !== null && setBudget(value)}
      />
    </fieldset>
  );
}
