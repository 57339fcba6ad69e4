/**
 * Chooses the model provider for a run from the settings. The offline model is built in; the
 * OpenAI-compatible provider (`providers/openai-chat.ts`) loads the `openai` SDK lazily on its first
 * request, so the SDK stays out of the initial bundle (TOOLCHAIN §8).
 */
import type { ProviderId } from '../store';
import type { ModelProvider } from './provider';
import { createOfflineModel } from './providers/offline-model';
import { createOpenAiChatProvider } from './providers/openai-chat';

/** The connection settings a networked provider needs (the key is held in memory only). */
export interface ProviderSettings {
  providerId: ProviderId;
  baseUrl: string;
  model: string;
  apiKey: string;
}

/** Options of the provider select, in order. */
export const PROVIDER_OPTIONS: readonly { id: ProviderId; label: string; disabled?: boolean }[] = [
  { id: 'offline', label: 'Offline demo model (scripted, no network)' },
  { id: 'openai-compatible', label: 'OpenAI-compatible (chat completions)' },
  { id: 'anthropic', label: 'Anthropic (coming soon)', disabled: true },
];

/**
 * Returns the provider for `settings`.
 *
 * @throws Error with a user-facing sentence when the provider is not available (anthropic; missing
 *   base URL or model)
 */
export async function selectProvider(settings: ProviderSettings): Promise<ModelProvider> {
  switch (settings.providerId) {
    case 'offline':
      return createOfflineModel();
    case 'openai-compatible': {
      if (!settings.baseUrl.trim() || !settings.model.trim())
        throw new Error('Set a base URL and a model in Settings to use the OpenAI-compatible provider.');
      return createOpenAiChatProvider({ baseURL: settings.baseUrl.trim(), model: settings.model.trim(), apiKey: settings.apiKey });
    }
    case 'anthropic':
      throw new Error('The Anthropic provider is coming soon.');
  }
}
