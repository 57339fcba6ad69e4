/**
 * The page's side of MCP (McpPageHooks, src/contract/mcp-features-api.ts), installed once at start and
 * again in every restarted worker by the harness client. Notices: a log entry goes into the store's
 * bounded log, a changed list re-reads the server list (its `listRevision` reloads open lists), an
 * updated resource bumps its counter. Elicitation: the request waits in the store for its dialog
 * (ElicitationDialog) and resolves with the user's answer. Sampling (MCP spec 2025-06-18
 * client/sampling): a request over the context budget is refused at once; otherwise the approval
 * (SamplingDialog), then the run's configured provider answers it — no tools, no second click.
 */
import type {
  McpElicitationAnswer,
  McpNotice,
  McpPageHooks,
  McpSamplingAnswer,
  McpSamplingRequest,
} from '../../../contract';
import { errorMessage } from '../../../contract';
import type { HarnessClient } from '../../harness';
import type { ConversationMessage } from '../../llm/provider';
import { selectProvider } from '../../llm/select-provider';
import type { ConsoleStore } from '../../store';

const resolvers = new Map<string, (answer: unknown) => void>();

/** Answers a waiting elicitation or sampling request (from its dialog); unknown ids are ignored. */
export function answerMcpAsk(store: ConsoleStore, id: string, answer: McpElicitationAnswer | 'approve' | 'deny'): void {
  const resolve = resolvers.get(id);
  resolvers.delete(id);
  store.getState().removeMcpAsk(id);
  resolve?.(answer);
}

/** Puts a request in the store and waits for its answer (the worker gives up on its own after `timeoutMs`). */
function waitFor<T>(
  store: ConsoleStore,
  ask: Parameters<ReturnType<ConsoleStore['getState']>['addMcpAsk']>[0],
): Promise<T> {
  return new Promise<T>((resolve) => {
    const id = ask.request.id;
    const timer = setTimeout(() => answerMcpAsk(store, id, 'deny'), ask.request.timeoutMs + 1_000);
    resolvers.set(id, (answer) => {
      clearTimeout(timer);
      resolve(answer as T);
    });
    store.getState().addMcpAsk(ask);
  });
}

/** Asks the run's provider for the sampled message (no tools). */
async function sampleWithProvider(store: ConsoleStore, request: McpSamplingRequest): Promise<McpSamplingAnswer> {
  const settings = store.getState();
  const provider = await selectProvider(settings);
  const messages: ConversationMessage[] = [
    ...(request.systemPrompt ? [{ role: 'system' as const, content: request.systemPrompt }] : []),
    ...request.messages.map((message): ConversationMessage =>
      message.role === 'user'
        ? { role: 'user', content: message.text }
        : { role: 'assistant', content: message.text, toolCalls: [] },
    ),
  ];
  const turn = await provider.complete({ messages, tools: [], signal: AbortSignal.timeout(request.timeoutMs) });
  const model =
    provider.id === 'offline' || provider.id === 'scenario' ? provider.label : settings.model || provider.label;
  return { decision: 'approve', text: turn.text || '(the model answered without text)', model };
}

/** Builds the hooks for `store`; `client` re-reads the server list. */
export function createMcpPageHooks(client: Pick<HarnessClient, 'noteChange'>, store: ConsoleStore): McpPageHooks {
  return {
    notice(notice: McpNotice) {
      const state = store.getState();
      if (notice.kind === 'log') state.addMcpLog(notice.server, notice.entry);
      else if (notice.kind === 'resource-updated') state.noteResourceUpdated(notice.server, notice.uri);
      else client.noteChange({ kind: 'mcp' });
    },
    elicit: (request) => waitFor<McpElicitationAnswer>(store, { kind: 'elicitation', request, receivedAt: Date.now() }),
    async sample(request) {
      const budget = store.getState().contextBudgetTokens;
      if (request.estimatedTokens > budget)
        return {
          decision: 'deny',
          reason: `the request needs about ${request.estimatedTokens.toLocaleString('en-US')} tokens, over the context budget of ${budget.toLocaleString('en-US')} tokens.`,
        };
      const decision = await waitFor<'approve' | 'deny'>(store, { kind: 'sampling', request, receivedAt: Date.now() });
      if (decision !== 'approve') return { decision: 'deny', reason: 'the user denied it.' };
      try {
        return await sampleWithProvider(store, request);
      } catch (error) {
        return { decision: 'deny', reason: `the model failed: ${errorMessage(error).slice(0, 200)}` };
      }
    },
  };
}

/** Installs the hooks in the client's worker (and every restarted one). */
export function installMcpPageHooks(
  client: Pick<HarnessClient, 'noteChange' | 'setMcpHooks'>,
  store: ConsoleStore,
): void {
  void client.setMcpHooks(createMcpPageHooks(client, store)).catch(() => undefined);
}
