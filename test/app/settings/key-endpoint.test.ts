/**
 * The model key belongs to the endpoint it was entered for (DESIGN §8): the store binds it, a changed base
 * URL holds it back, the provider refuses to send it elsewhere, and the model list never fetches before an
 * endpoint is set nor sends the key to an endpoint it was not entered for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyBinding, modelKey, useConsoleStore } from '../../../src/app/store';
import { REMEMBERED_ENDPOINT_STORAGE_KEY, REMEMBERED_KEY_STORAGE_KEY } from '../../../src/app/store/key-storage';
import { selectProvider } from '../../../src/app/llm/select-provider';
import { modelListQuery } from '../../../src/app/llm/model-list';

const state = () => useConsoleStore.getState();
const A = 'https://a.example/v1';
const B = 'https://b.example/v1';

beforeEach(() => {
  localStorage.clear();
  useConsoleStore.setState(useConsoleStore.getInitialState(), true);
});
afterEach(() => vi.unstubAllGlobals());

describe('the key in the settings store', () => {
  it('is bound to the base URL it was typed for; another URL holds it back until confirmed', () => {
    state().setProviderId('openai-compatible');
    state().setBaseUrl(A);
    state().setApiKey('sk-a');
    expect(keyBinding(state())).toBe('bound');
    expect(modelKey(state())).toBe('sk-a');

    state().setBaseUrl(B);
    expect(keyBinding(state())).toBe('pending');
    expect(modelKey(state())).toBe('');
    expect(modelKey(state(), A)).toBe('sk-a');

    state().useKeyForEndpoint();
    expect(modelKey(state())).toBe('sk-a');
    expect(modelKey(state(), A)).toBe('');
  });

  it('typed before a base URL, it is sent nowhere until confirmed for one', () => {
    state().setProviderId('openai-compatible');
    expect(state().baseUrl).toBe('');
    state().setApiKey('sk-early');
    state().useKeyForEndpoint(); // no endpoint yet: nothing to confirm
    state().setBaseUrl(A);
    expect(keyBinding(state())).toBe('pending');
    state().useKeyForEndpoint();
    expect(modelKey(state())).toBe('sk-early');
  });

  it('switching provider to another default endpoint holds the key back', () => {
    state().setProviderId('openai-compatible');
    state().setBaseUrl(A);
    state().setApiKey('sk-a');
    useConsoleStore.setState({ baseUrlEdited: false });
    state().setProviderId('anthropic');
    expect(state().baseUrl).toBe('https://api.anthropic.com');
    expect(modelKey(state())).toBe('');
  });

  it('forgetting empties the key and its remembered copy; remembering keeps its endpoint', () => {
    state().setBaseUrl(A);
    state().setApiKey('sk-a');
    state().setRememberKey(true);
    expect(localStorage.getItem(REMEMBERED_KEY_STORAGE_KEY)).toBe('sk-a');
    expect(localStorage.getItem(REMEMBERED_ENDPOINT_STORAGE_KEY)).toBe(A);
    state().forgetApiKey();
    expect(state().apiKey).toBe('');
    expect(localStorage.getItem(REMEMBERED_KEY_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(REMEMBERED_ENDPOINT_STORAGE_KEY)).toBeNull();
  });
});

describe('the provider', () => {
  it('refuses to start with a key entered for another endpoint, naming both', async () => {
    state().setProviderId('openai-compatible');
    state().setBaseUrl(A);
    state().setApiKey('sk-a');
    state().setBaseUrl(B);
    await expect(selectProvider(state())).rejects.toThrow(
      /entered for https:\/\/a\.example\/v1, not for https:\/\/b\.example\/v1/,
    );
  });
  it('refuses without a base URL (there is no default endpoint)', async () => {
    state().setProviderId('openai-compatible');
    await expect(selectProvider(state())).rejects.toThrow(/Set a base URL/);
  });
});

describe('the model list', () => {
  it('is not fetched before an endpoint is set', () => {
    const getKey = vi.fn(() => 'sk');
    expect(modelListQuery('', getKey, true).enabled).toBe(false);
    expect(modelListQuery('https://', getKey, true).enabled).toBe(false);
    expect(getKey).not.toHaveBeenCalled();
  });

  it('carries the key only to the endpoint it was entered for', async () => {
    const seen: { url: string; authorization: string | undefined }[] = [];
    vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
      seen.push({ url, authorization: init.headers.authorization });
      return Promise.resolve(new Response(JSON.stringify({ data: [{ id: 'm-1' }] })));
    });
    state().setBaseUrl(A);
    state().setApiKey('sk-a');
    const getKey = (endpoint: string) => modelKey(state(), endpoint);
    // The debounce still shows A while the user has moved on to B and typed a new key for it.
    state().setBaseUrl(B);
    state().setApiKey('sk-b');
    const previous = modelListQuery(A, getKey, true);
    const current = modelListQuery(B, getKey, true);
    const context = { signal: new AbortController().signal } as never;
    await previous.queryFn?.(context);
    await current.queryFn?.(context);
    expect(seen).toEqual([
      { url: `${A}/models`, authorization: undefined },
      { url: `${B}/models`, authorization: 'Bearer sk-b' },
    ]);
    expect(previous.queryKey).toEqual(['llm', 'models', A, false]);
    expect(current.queryKey).toEqual(['llm', 'models', B, true]);
  });
});
