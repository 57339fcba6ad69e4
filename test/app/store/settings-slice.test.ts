import { beforeEach, describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../src/app/store';
import { REMEMBERED_KEY_STORAGE_KEY } from '../../../src/app/store/key-storage';
import { modelKey } from '../../../src/app/store/settings-slice';

const state = () => useConsoleStore.getState();

describe('settings slice', () => {
  beforeEach(() => {
    localStorage.clear();
    useConsoleStore.setState(useConsoleStore.getInitialState(), true);
  });

  it('starts offline, with no endpoint, no key, the server’s default parameters and tool_choice auto', () => {
    expect(state()).toMatchObject({
      providerId: 'offline',
      baseUrl: '',
      apiKey: '',
      toolChoice: 'auto',
      temperature: null,
      maxTokens: null,
      acceptsImages: false,
      planMode: false,
    });
  });

  it('puts a provider’s default base URL and model in place, and none for OpenAI-compatible', () => {
    state().setProviderId('anthropic');
    expect(state()).toMatchObject({ baseUrl: 'https://api.anthropic.com', model: 'claude-sonnet-4-5' });
    state().setProviderId('openai-compatible');
    expect(state()).toMatchObject({ baseUrl: '', model: 'gpt-4o-mini' });
  });

  it('keeps a base URL and a model the user typed when the provider changes', () => {
    state().setBaseUrl('http://127.0.0.1:11434/v1');
    state().setModel('llama3.2');
    state().setProviderId('anthropic');
    expect(state()).toMatchObject({ providerId: 'anthropic', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2' });
  });

  it('leaves base URL and model alone when switching to offline or scenario', () => {
    state().setProviderId('anthropic');
    state().setProviderId('offline');
    expect(state()).toMatchObject({ providerId: 'offline', baseUrl: 'https://api.anthropic.com' });
  });

  it('accepts a temperature from 0 to 2 or null, and ignores anything else', () => {
    state().setTemperature(0);
    expect(state().temperature).toBe(0);
    state().setTemperature(2);
    expect(state().temperature).toBe(2);
    for (const bad of [2.01, -0.1, Number.NaN, Number.POSITIVE_INFINITY]) state().setTemperature(bad);
    expect(state().temperature).toBe(2);
    state().setTemperature(null);
    expect(state().temperature).toBeNull();
  });

  it('accepts max tokens as a positive integer or null, and ignores anything else', () => {
    state().setMaxTokens(1024);
    for (const bad of [0, -5, 1.5, Number.NaN]) state().setMaxTokens(bad);
    expect(state().maxTokens).toBe(1024);
    state().setMaxTokens(null);
    expect(state().maxTokens).toBeNull();
  });

  it('accepts only positive integers as the context budget and positive times as the approval timeout', () => {
    const budget = state().contextBudgetTokens;
    for (const bad of [0, -1, 2.5]) state().setContextBudgetTokens(bad);
    expect(state().contextBudgetTokens).toBe(budget);
    state().setContextBudgetTokens(8000);
    expect(state().contextBudgetTokens).toBe(8000);
    const timeout = state().approvalTimeoutMs;
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) state().setApprovalTimeoutMs(bad);
    expect(state().approvalTimeoutMs).toBe(timeout);
    state().setApprovalTimeoutMs(1500);
    expect(state().approvalTimeoutMs).toBe(1500);
  });

  it('keeps the key in memory only until “Remember on this device” is ticked, and deletes it when unticked', () => {
    state().setBaseUrl('https://api.openai.com/v1');
    state().setApiKey('sk-test-123');
    expect(localStorage.getItem(REMEMBERED_KEY_STORAGE_KEY)).toBeNull();
    state().setRememberKey(true);
    expect(localStorage.getItem(REMEMBERED_KEY_STORAGE_KEY)).toBe('sk-test-123');
    state().setApiKey('sk-test-456');
    expect(localStorage.getItem(REMEMBERED_KEY_STORAGE_KEY)).toBe('sk-test-456');
    state().setRememberKey(false);
    expect(localStorage.getItem(REMEMBERED_KEY_STORAGE_KEY)).toBeNull();
    expect(modelKey(state())).toBe('sk-test-456');
  });

  it('forgets the key in memory and on the device', () => {
    state().setBaseUrl('https://api.openai.com/v1');
    state().setApiKey('sk-test-123');
    state().setRememberKey(true);
    state().forgetApiKey();
    expect(state().apiKey).toBe('');
    expect(modelKey(state())).toBe('');
    expect(localStorage.getItem(REMEMBERED_KEY_STORAGE_KEY)).toBeNull();
  });
});
