/** Conversation and key settings in the store: bounded request log, retries counted, provider defaults, remember-key. */
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { useConsoleStore } from '../../../src/app/store';
import { REQUEST_LOG_LIMIT, sumUsage, type StoredMessage } from '../../../src/app/store/conversation-slice';
import { REMEMBERED_KEY_STORAGE_KEY } from '../../../src/app/store/key-storage';
import type { ConversationMessage } from '../../../src/app/llm/provider';
import type { RequestSummary } from '../../../src/app/llm/request-summary';

const summary = (turnId: string): RequestSummary => ({
  runId: 'run-1',
  turnId,
  provider: 'openai-compatible',
  url: 'u',
  headers: {},
  system: '',
  tools: [],
  toolsOmitted: 0,
  messages: [],
  messagesOmitted: 0,
  parameters: { model: 'm', stream: true },
  bodyChars: 0,
  attempts: 1,
});

describe('conversation slice', () => {
  beforeEach(() => {
    localStorage.clear();
    useConsoleStore.setState(useConsoleStore.getInitialState(), true);
  });

  it('keeps the conversation type in step with the provider seam', () => {
    expectTypeOf<StoredMessage>().toEqualTypeOf<ConversationMessage>();
  });

  it('keeps at most REQUEST_LOG_LIMIT summaries; a retry of the same turn counts an attempt', () => {
    const state = () => useConsoleStore.getState();
    for (let index = 0; index < REQUEST_LOG_LIMIT + 5; index += 1) state().recordRequest(summary(`turn-${index}`));
    expect(state().requestLog).toHaveLength(REQUEST_LOG_LIMIT);
    state().recordRequest(summary(`turn-${REQUEST_LOG_LIMIT + 4}`));
    expect(state().requestLog.at(-1)!.attempts).toBe(2);
  });

  it('sums usage only over reported fields', () => {
    expect(
      sumUsage([
        { runId: 'r', turnId: 't1', inputTokens: 5 },
        { runId: 'r', turnId: 't2', inputTokens: 7 },
      ]),
    ).toEqual({ inputTokens: 12, outputTokens: undefined });
  });

  it('New conversation forgets messages, trims and usage', () => {
    const state = () => useConsoleStore.getState();
    state().setConversation([{ role: 'user', content: 'q' }], 1);
    state().addContextTrimmed(2);
    state().resetConversation();
    expect(state()).toMatchObject({ conversation: [], conversationQuestions: 0, contextTrimmed: 0, turnUsage: [] });
  });
});

describe('settings: provider defaults and the remembered key', () => {
  beforeEach(() => {
    localStorage.clear();
    useConsoleStore.setState(useConsoleStore.getInitialState(), true);
  });

  it('switching provider sets its default base URL unless the user edited it', () => {
    const state = () => useConsoleStore.getState();
    state().setProviderId('anthropic');
    expect(state().baseUrl).toBe('https://api.anthropic.com');
    state().setProviderId('openai-compatible');
    expect(state().baseUrl).toBe(''); // no default endpoint: nothing is sent before the user types one
    state().setBaseUrl('http://127.0.0.1:11434/v1');
    state().setProviderId('anthropic');
    expect(state().baseUrl).toBe('http://127.0.0.1:11434/v1');
  });

  it('stores the key only while "remember" is ticked; unticking deletes it', () => {
    const state = () => useConsoleStore.getState();
    state().setApiKey('sk-one');
    expect(localStorage.getItem(REMEMBERED_KEY_STORAGE_KEY)).toBeNull();
    state().setRememberKey(true);
    expect(localStorage.getItem(REMEMBERED_KEY_STORAGE_KEY)).toBe('sk-one');
    state().setApiKey('sk-two');
    expect(localStorage.getItem(REMEMBERED_KEY_STORAGE_KEY)).toBe('sk-two');
    state().setRememberKey(false);
    expect(localStorage.getItem(REMEMBERED_KEY_STORAGE_KEY)).toBeNull();
  });
});
