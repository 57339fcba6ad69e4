/**
 * Suggestions for the model field, from the endpoint's `/models` where it offers one: a
 * `<datalist id="settings-model-options">` filled from the OpenAI-compatible endpoint's `/models`,
 * fetched half a second after the base URL stops changing, and only once an endpoint is set; the key goes with
 * the request only when it was entered for that endpoint (`modelKey`), so the debounce never carries a new key to
 * the previous URL. Silent on failure (no list, no message).
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { modelKey, useConsoleStore } from '../../store';
import { modelListQuery } from '../../llm/model-list';

/** The id the model input's `list` attribute names. */
export const MODEL_OPTIONS_ID = 'settings-model-options';

/** The datalist of model ids. */
export function ModelSuggestions() {
  const providerId = useConsoleStore((s) => s.providerId);
  const baseUrl = useConsoleStore((s) => s.baseUrl.trim());
  // Re-render when the key or the endpoint it belongs to changes, so the query key follows the binding.
  useConsoleStore((s) => `${s.apiKeyEndpoint}\u0000${s.apiKey.length > 0}`);
  const [settled, setSettled] = useState(baseUrl);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(baseUrl), 500);
    return () => clearTimeout(timer);
  }, [baseUrl]);
  const { data } = useQuery(
    modelListQuery(
      settled,
      (endpoint) => modelKey(useConsoleStore.getState(), endpoint),
      providerId === 'openai-compatible',
    ),
  );
  return (
    <datalist id={MODEL_OPTIONS_ID} data-testid="settings-model-options" data-count={data?.length ?? 0}>
      {(data ?? []).map((id) => (
        <option key={id} value={id} />
      ))}
    </datalist>
  );
}
