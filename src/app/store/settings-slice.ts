/**
 * Settings slice: provider, endpoint, model, API key, plan mode, model parameters (tool_choice,
 * temperature, max tokens, images) and the context budget. The store is never persisted: the key lives
 * in memory, and in localStorage only when the user ticks "Remember on this device" (`key-storage.ts`;
 * unticking deletes it). Nothing here is logged or written into events. Changing the provider puts its
 * default base URL and model in place unless the user edited them. The key is bound to the endpoint it was
 * typed for (`endpoint-secret.ts`): a changed base URL holds it back until the user confirms it for the new
 * endpoint (`useKeyForEndpoint`) or forgets it; `modelKey` is the only way the key leaves this slice.
 */
import type { StateCreator } from 'zustand';
import { DEFAULT_BUDGETS, bindingFor, endpointOf, secretFor, type SecretBinding } from '../../contract';
import type { ConsoleState } from './index';
import { forgetRememberedKey, loadRememberedEndpoint, loadRememberedKey, rememberKey } from './key-storage';

/** Default of the `maxTurns` setting: model turns before tools are withheld. */
export const DEFAULT_MAX_TURNS = 12;
/** Largest `maxTurns` the Settings field takes. */
export const MAX_TURNS_LIMIT = 100_000;
/** Default context budget for follow-up questions, in estimated tokens (characters / 4; llm/context-budget.ts). */
const DEFAULT_CONTEXT_BUDGET_TOKENS = 24_000;

/**
 * Default base URL and model per networked provider (used until the user edits the field). The
 * OpenAI-compatible provider has no default endpoint: nothing is sent anywhere until the user types one.
 */
const PROVIDER_DEFAULTS = {
  'openai-compatible': { baseUrl: '', model: 'gpt-4o-mini' },
  anthropic: { baseUrl: 'https://api.anthropic.com', model: 'claude-sonnet-4-5' },
} as const;

/** `tool_choice` values offered in settings (chat completions; mapped for Anthropic). */
export type ToolChoice = 'auto' | 'required' | 'none';

/** Provider ids of the provider select (`provider-select` option values). */
export type ProviderId = 'offline' | 'openai-compatible' | 'anthropic' | 'scenario';

/** Settings state and its actions. */
export interface SettingsSlice {
  providerId: ProviderId;
  /** OpenAI-compatible base URL, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  model: string;
  /** In memory only: never persisted, logged or put into an event. Read it through `modelKey`. */
  apiKey: string;
  /** `endpointOf` the base URL the key was typed (or confirmed) for; '' = before any endpoint was set. */
  apiKeyEndpoint: string;
  planMode: boolean;
  /** Time the user has to answer an approval, in milliseconds (run budget `approvalTimeoutMs`, DESIGN §4.3). */
  approvalTimeoutMs: number;
  /**
   * Model turns before the loop withholds tools and asks for the answer (default `DEFAULT_MAX_TURNS`,
   * 12; a scenario file's `maxTurns` wins for its run).
   */
  maxTurns: number;
  /** True once the user typed a base URL / model: changing the provider then keeps it. */
  baseUrlEdited: boolean;
  modelEdited: boolean;
  /** Whether the key is also kept in localStorage ("Remember on this device"). */
  rememberKey: boolean;
  toolChoice: ToolChoice;
  /** Sampling temperature sent to the model; null = the server's default. */
  temperature: number | null;
  /** Output token limit sent (`max_tokens`); null = the server's default (Anthropic: 1024). */
  maxTokens: number | null;
  /** The model accepts images: tool-result images are attached (chat completions: a user message). */
  acceptsImages: boolean;
  /** Context budget in estimated tokens (characters / 4) for follow-up questions. */
  contextBudgetTokens: number;
  setRememberKey(remember: boolean): void;
  setToolChoice(toolChoice: ToolChoice): void;
  /** Sets the temperature; null, or a number in [0, 2]; anything else is ignored. */
  setTemperature(temperature: number | null): void;
  /** Sets max tokens; null, or a positive integer; anything else is ignored. */
  setMaxTokens(maxTokens: number | null): void;
  setAcceptsImages(acceptsImages: boolean): void;
  /** Sets the context budget; positive integers only. */
  setContextBudgetTokens(tokens: number): void;
  setProviderId(providerId: ProviderId): void;
  setBaseUrl(baseUrl: string): void;
  setModel(model: string): void;
  /** Sets the key, bound to the current base URL's endpoint. */
  setApiKey(apiKey: string): void;
  /** Binds the key to the current base URL's endpoint (the user confirmed it there); no-op when none is set. */
  useKeyForEndpoint(): void;
  /** Empties the key (and its remembered copy). */
  forgetApiKey(): void;
  setPlanMode(planMode: boolean): void;
  /** Sets `approvalTimeoutMs`; values that are not positive finite numbers are ignored. */
  setApprovalTimeoutMs(approvalTimeoutMs: number): void;
  /** Sets `maxTurns`; ignored unless a whole number from 1 to `MAX_TURNS_LIMIT`. */
  setMaxTurns(maxTurns: number): void;
}

/** Creates the settings slice. */
export const createSettingsSlice: StateCreator<ConsoleState, [], [], SettingsSlice> = (set, get) => ({
  providerId: 'offline',
  baseUrl: '',
  model: 'gpt-4o-mini',
  apiKey: loadRememberedKey() ?? '',
  apiKeyEndpoint: loadRememberedEndpoint(),
  planMode: false,
  approvalTimeoutMs: DEFAULT_BUDGETS.approvalTimeoutMs,
  maxTurns: DEFAULT_MAX_TURNS,
  baseUrlEdited: false,
  modelEdited: false,
  rememberKey: loadRememberedKey() !== undefined,
  toolChoice: 'auto',
  temperature: null,
  maxTokens: null,
  acceptsImages: false,
  contextBudgetTokens: DEFAULT_CONTEXT_BUDGET_TOKENS,
  setProviderId: (providerId) => {
    const state = get();
    const defaults =
      providerId === 'openai-compatible' || providerId === 'anthropic' ? PROVIDER_DEFAULTS[providerId] : undefined;
    set({
      providerId,
      ...(defaults && !state.baseUrlEdited ? { baseUrl: defaults.baseUrl } : {}),
      ...(defaults && !state.modelEdited ? { model: defaults.model } : {}),
    });
  },
  setBaseUrl: (baseUrl) => set({ baseUrl, baseUrlEdited: true }),
  setModel: (model) => set({ model, modelEdited: true }),
  setApiKey: (apiKey) => {
    const apiKeyEndpoint = endpointOf(get().baseUrl);
    if (get().rememberKey) rememberKey(apiKey, apiKeyEndpoint);
    set({ apiKey, apiKeyEndpoint });
  },
  useKeyForEndpoint: () => {
    const state = get();
    const apiKeyEndpoint = endpointOf(state.baseUrl);
    if (apiKeyEndpoint === '' || state.apiKey === '') return;
    if (state.rememberKey) rememberKey(state.apiKey, apiKeyEndpoint);
    set({ apiKeyEndpoint });
  },
  forgetApiKey: () => {
    forgetRememberedKey();
    set({ apiKey: '', apiKeyEndpoint: '' });
  },
  setRememberKey: (remember) => {
    if (remember) rememberKey(get().apiKey, get().apiKeyEndpoint);
    else forgetRememberedKey();
    set({ rememberKey: remember });
  },
  setToolChoice: (toolChoice) => set({ toolChoice }),
  setTemperature: (temperature) => {
    if (temperature === null || (Number.isFinite(temperature) && temperature >= 0 && temperature <= 2))
      set({ temperature });
  },
  setMaxTokens: (maxTokens) => {
    if (maxTokens === null || (Number.isInteger(maxTokens) && maxTokens > 0)) set({ maxTokens });
  },
  setAcceptsImages: (acceptsImages) => set({ acceptsImages }),
  setContextBudgetTokens: (tokens) => {
    if (Number.isInteger(tokens) && tokens > 0) set({ contextBudgetTokens: tokens });
  },
  setPlanMode: (planMode) => set({ planMode }),
  setApprovalTimeoutMs: (approvalTimeoutMs) => {
    if (Number.isFinite(approvalTimeoutMs) && approvalTimeoutMs > 0) set({ approvalTimeoutMs });
  },
  setMaxTurns: (maxTurns) => {
    if (Number.isInteger(maxTurns) && maxTurns >= 1 && maxTurns <= MAX_TURNS_LIMIT) set({ maxTurns });
  },
});

/** The settings `modelKey` and `keyBinding` read. */
type KeyFields = Pick<SettingsSlice, 'apiKey' | 'apiKeyEndpoint' | 'baseUrl'>;

/** Where the key stands against the current base URL (`none` | `bound` | `pending`, endpoint-secret.ts). */
export function keyBinding(state: KeyFields, url: string = state.baseUrl): SecretBinding {
  return bindingFor({ value: state.apiKey, endpoint: state.apiKeyEndpoint }, url);
}

/** The key to send to `url` (default: the base URL): the key when it was entered for that endpoint, else ''. */
export function modelKey(state: KeyFields, url: string = state.baseUrl): string {
  return secretFor({ value: state.apiKey, endpoint: state.apiKeyEndpoint }, url);
}
