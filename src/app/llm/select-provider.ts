/**
 * Chooses the model provider for a run from the settings. Each provider's module is fetched by
 * `import()` when a run first selects it, so no provider is in the initial bundle: the offline model
 * (its language tables), the scenario model, and the networked providers (`providers/openai-chat.ts`,
 * `providers/anthropic-messages.ts`), which in turn load their SDK lazily on their first request
 * (TOOLCHAIN §8).
 */
import type { ProviderId } from '../store';
import type { ModelProvider } from './provider';
import type { ScenarioForPage } from '../../contract/scenario';
import { endpointOf } from '../../contract';
import { keyBinding, modelKey } from '../store';

/** The connection settings a networked provider needs (the key is held in memory only). */
export interface ProviderSettings {
  providerId: ProviderId;
  baseUrl: string;
  model: string;
  apiKey: string;
  /** `endpointOf` the base URL the key was entered for (settings-slice); the key goes nowhere else. */
  apiKeyEndpoint: string;
  /** Model parameters (null = the server's default) and `tool_choice`; see settings-slice. */
  temperature?: number | null;
  maxTokens?: number | null;
  toolChoice?: 'auto' | 'required' | 'none';
  /** The model accepts images (chat completions: tool-result images attached in a user message). */
  acceptsImages?: boolean;
  /** The loaded scenario (provider `scenario`), page-safe: turns and settings, no stub results. */
  scenario?: ScenarioForPage | null;
}

/** Options of the provider select, in order. */
export const PROVIDER_OPTIONS: readonly { id: ProviderId; label: string; disabled?: boolean }[] = [
  { id: 'offline', label: 'Offline demo model (scripted, no network)' },
  { id: 'openai-compatible', label: 'OpenAI-compatible (chat completions)' },
  { id: 'anthropic', label: 'Anthropic (messages)' },
  { id: 'scenario', label: 'Scenario (load a scenario file first)' },
];

/**
 * Connection and model parameters shared by both networked providers (null settings are left out); the key
 * only when it was entered for this base URL.
 *
 * @throws Error naming both endpoints when the key was entered for another one (DESIGN §8)
 */
function modelParameters(settings: ProviderSettings) {
  if (keyBinding(settings) === 'pending') {
    const from = settings.apiKeyEndpoint || 'no endpoint (it was typed before a base URL was set)';
    throw new Error(
      `The API key was entered for ${from}, not for ${endpointOf(settings.baseUrl) || settings.baseUrl.trim()}: in Settings, use the key for this endpoint or enter the key for it.`,
    );
  }
  return {
    baseURL: settings.baseUrl.trim(),
    model: settings.model.trim(),
    apiKey: modelKey(settings),
    ...(typeof settings.temperature === 'number' ? { temperature: settings.temperature } : {}),
    ...(typeof settings.maxTokens === 'number' ? { maxTokens: settings.maxTokens } : {}),
    ...(settings.toolChoice ? { toolChoice: settings.toolChoice } : {}),
  };
}

/**
 * Returns the provider for `settings`.
 *
 * @throws Error with a user-facing sentence when the provider is not available (anthropic; missing
 *   base URL or model)
 */
export async function selectProvider(settings: ProviderSettings): Promise<ModelProvider> {
  switch (settings.providerId) {
    case 'offline': {
      const { createOfflineModel } = await import('./providers/offline-model');
      return createOfflineModel();
    }
    case 'openai-compatible': {
      if (!settings.baseUrl.trim() || !settings.model.trim())
        throw new Error('Set a base URL and a model in Settings to use the OpenAI-compatible provider.');
      const { createOpenAiChatProvider } = await import('./providers/openai-chat');
      return createOpenAiChatProvider({ ...modelParameters(settings), acceptsImages: settings.acceptsImages === true });
    }
    case 'anthropic': {
      if (!settings.baseUrl.trim() || !settings.model.trim())
        throw new Error(
          'Set a base URL (e.g. https://api.anthropic.com) and a model in Settings to use the Anthropic provider.',
        );
      const parameters = modelParameters(settings);
      const { createAnthropicMessagesProvider } = await import('./providers/anthropic-messages');
      return createAnthropicMessagesProvider(parameters);
    }
    case 'scenario': {
      if (!settings.scenario)
        throw new Error('Load a scenario file first (Load scenario, or ?scenario=/scenarios/<name>.json).');
      const { createScenarioModel } = await import('./providers/scenario-model');
      return createScenarioModel(settings.scenario);
    }
  }
}
