/**
 * The model list of an OpenAI-compatible endpoint, where it offers one: `GET {baseURL}/models` with the key as a Bearer
 * token (OpenAI's List models; Ollama, LM Studio and vLLM serve the same shape `{ data: [{ id }] }`). Used for
 * suggestions only: any failure (no such route, CORS, bad key) yields no list and is not reported — the model field
 * stays free text. The key is read at call time and never part of a query key.
 * @see https://platform.openai.com/docs/api-reference/models/list
 */
import { queryOptions } from '@tanstack/react-query';

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
 * Query options for the model list of `baseUrl` (`['llm', 'models', baseUrl, hasKey]`; the key itself
 * is read through `getKey` so it never lands in the query cache's keys). Cached for 5 minutes.
 */
export function modelListQuery(baseUrl: string, getKey: () => string, enabled: boolean) {
  const hasKey = getKey().length > 0;
  return queryOptions({
    queryKey: ['llm', 'models', baseUrl, hasKey] as const,
    queryFn: ({ signal }) => fetchModelIds(baseUrl, getKey(), signal),
    enabled: enabled && /^https?:\/\/[^/]+/i.test(baseUrl),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
