/**
 * A server's prompts (MCP spec 2025-06-18 server/prompts): each prompt (`mcp-prompt`, `data-name`) with
 * a field per argument (`mcp-prompt-field`, `data-name`, with completions) and Use (`mcp-prompt-use`):
 * `prompts/get` with the values, then the last user message becomes the question and the messages
 * before it join the conversation, so the next run sends them and records them. States: loading,
 * error, empty, the list; a Use in flight or failed is said beside its button.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { McpPromptInfo } from '../../../contract';
import type { McpServerState } from '../../../contract/mcp-api';
import { queryKeys, useHarnessClient } from '../../harness';
import { useConsoleStore } from '../../store';
import { McpArgumentField } from './McpArgumentField';
import { promptToQuestion } from './mcp-feature-rules';

/** The prompts of a connected server. */
export function McpPrompts({ state }: { state: McpServerState }) {
  const client = useHarnessClient();
  const server = state.name;
  const listing = useQuery({
    queryKey: queryKeys.mcpPrompts(server, state.listRevision ?? 0),
    queryFn: () => client.mcp('listMcpPrompts', (api) => api.listMcpPrompts(server)),
  });
  if (listing.isPending) return <p className="hint">Loading prompts…</p>;
  if (listing.isError || !listing.data.ok)
    return (
      <p className="form-error" role="alert">
        {listing.data && !listing.data.ok ? listing.data.reason : 'The worker did not answer.'}
      </p>
    );
  const prompts = listing.data.prompts;
  return (
    <div className="mcp-features__section">
      <h4 className="mcp-features__title">
        Prompts <span className="panel__count">{prompts.length}</span>
      </h4>
      {prompts.length === 0 ? <p className="empty">The server lists no prompts.</p> : null}
      <ul className="mcp-list">
        {prompts.map((prompt) => (
          <PromptForm
            key={prompt.name}
            server={server}
            prompt={prompt}
            completions={state.features?.completions === true}
          />
        ))}
      </ul>
    </div>
  );
}

type UseState = { kind: 'ready' } | { kind: 'using' } | { kind: 'used' } | { kind: 'error'; message: string };

/** One prompt: its argument fields and Use. */
function PromptForm({ server, prompt, completions }: { server: string; prompt: McpPromptInfo; completions: boolean }) {
  const client = useHarnessClient();
  const [values, setValues] = useState<Record<string, string>>({});
  const [use, setUse] = useState<UseState>({ kind: 'ready' });
  const running = useConsoleStore((s) => s.runStatus === 'running');

  const submit = async () => {
    const missing = prompt.arguments.find((arg) => arg.required && (values[arg.name] ?? '').trim() === '');
    if (missing) return setUse({ kind: 'error', message: `Fill in “${missing.name}”.` });
    setUse({ kind: 'using' });
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    try {
      const answer = await client.mcp('getMcpPrompt', (api) =>
        api.getMcpPrompt({ server, name: prompt.name, arguments: filled }),
      );
      if (!answer.ok) return setUse({ kind: 'error', message: answer.reason });
      if (answer.messages.length === 0) return setUse({ kind: 'error', message: 'The prompt has no messages.' });
      const { question, history } = promptToQuestion(answer.messages);
      const state = useConsoleStore.getState();
      if (history.length > 0) state.setConversation([...state.conversation, ...history], state.conversationQuestions);
      state.setQuestion(question);
      setUse({ kind: 'used' });
    } catch (error) {
      setUse({ kind: 'error', message: String(error) });
    }
  };

  return (
    <li className="mcp-list__item" data-testid="mcp-prompt" data-name={prompt.name}>
      <span className="mcp-list__name">{prompt.title ?? prompt.name}</span>
      {prompt.description ? <p className="hint">{prompt.description}</p> : null}
      {prompt.arguments.map((arg) => (
        <McpArgumentField
          key={arg.name}
          server={server}
          reference={{ type: 'ref/prompt', name: prompt.name }}
          name={arg.name}
          label={arg.description ? `${arg.name} — ${arg.description}` : arg.name}
          required={arg.required}
          value={values[arg.name] ?? ''}
          context={values}
          completions={completions}
          testId="mcp-prompt-field"
          onChange={(value) => setValues((old) => ({ ...old, [arg.name]: value }))}
        />
      ))}
      <div className="button-row">
        <button
          type="button"
          className="button"
          data-testid="mcp-prompt-use"
          data-status={use.kind}
          disabled={use.kind === 'using' || running}
          onClick={() => void submit()}
        >
          {use.kind === 'using' ? 'Getting the prompt…' : 'Use as the question'}
        </button>
        {use.kind === 'used' ? <span className="hint">Put into the question.</span> : null}
      </div>
      {use.kind === 'error' ? (
        <p className="form-error" role="alert">
          {use.message}
        </p>
      ) : null}
    </li>
  );
}
