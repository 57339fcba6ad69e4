/**
 * The model list of an OpenAI-compatible endpoint, where it offers one: `GET {baseURL}/models` with the key as a Bearer
 * token (OpenAI's List models; Ollama, LM Studio and vLLM serve the same shape `{ data: [{ id }] }`). Used for
 * suggestions only: any failure (no such route, CORS, bad key) yields no list and is not reported — the model field
 * stays free text. Nothing is fetched before an endpoint is set (`endpointOf`), and the key rides along only when it
 * was entered for that endpoint (read at call time through `getKey(endpoint)`, never part of a query key).
 * @see https://platform.openai.com/docs/api-reference/models/list
 */
import { queryOptions } from '@tanstack/react-query';
import { endpointOf } from '../../contract';

/** Most model ids kept for suggestions. */
const MODEL_LIST_LIMIT = 200;

/**
 * Fetches the model ids.
 *
 * @returns sorted distinct ids (≤ 200, each ≤ 200 characters); `[]` on any failure
 */
async function fetchModelIds(baseUrl: string, apiKey: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/models`, {
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      signal,
    });
    if (!response.ok) return [];
    const body = (await response.json()) as { data?: unknown };
    if (!Array.isArray(body.data)) return [];
    const ids = body.data
      .map((entry) => (typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined))
      .filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200);
    return [...new Set(ids)].sort().slice(0, MODEL_LIST_LIMIT);
  } catch {
    return [];
  }
}

/**
 * Query options for the model list of `baseUrl` (`['llm', 'models', endpoint, hasKey]`, where `hasKey` says
 * whether a key belongs to that endpoint; the key itself is read through `getKey(endpoint)` when the request
 * leaves, so it never lands in the query cache's keys and a key entered for another endpoint is never sent).
 * Disabled while no endpoint is set. Cached for 5 minutes.
 */
export function modelListQuery(baseUrl: string, getKey: (endpoint: string) => string, enabled: boolean) {
  const endpoint = endpointOf(baseUrl);
  const hasKey = endpoint !== '' && getKey(endpoint).length > 0;
  return queryOptions({
    queryKey: ['llm', 'models', endpoint, hasKey] as const,
    queryFn: ({ signal }) => fetchModelIds(endpoint, getKey(endpoint), signal),
    enabled: enabled && endpoint !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });
}
