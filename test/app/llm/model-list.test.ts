import { afterEach, describe, expect, it, vi } from 'vitest';
import { modelListQuery } from '../../../src/app/llm/model-list';

type QueryFn = (context: { signal: AbortSignal }) => Promise<string[]>;

/** Runs the query's fetch with `fetch` answering `body` (status 200 unless given), recording the requests. */
async function listModels(baseUrl: string, getKey: (endpoint: string) => string, answer: () => Response) {
  const requests: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return answer();
  });
  const query = modelListQuery(baseUrl, getKey, true);
  const ids = await (query.queryFn as unknown as QueryFn)({ signal: new AbortController().signal });
  return { ids, requests, query };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

describe('modelListQuery', () => {
  it('asks {endpoint}/models with the key bound to that endpoint and gives the ids sorted and distinct', async () => {
    const { ids, requests } = await listModels(
      'https://api.example.com/v1/',
      (endpoint) => (endpoint === 'https://api.example.com/v1' ? 'sk-bound' : ''),
      json({ data: [{ id: 'b-model' }, { id: 'a-model' }, { id: 'b-model' }, { id: 42 }, null, { id: '' }] }),
    );
    expect(ids).toEqual(['a-model', 'b-model']);
    expect(requests.map((request) => request.url)).toEqual(['https://api.example.com/v1/models']);
    expect(requests[0]?.init.headers).toEqual({ authorization: 'Bearer sk-bound' });
  });

  it('sends no authorization header when no key was entered for the endpoint', async () => {
    const { requests } = await listModels('http://127.0.0.1:11434/v1', () => '', json({ data: [] }));
    expect(requests[0]?.init.headers).toEqual({});
  });

  it('keeps the key out of the query key, which only says whether there is one', async () => {
    const { query } = await listModels('https://api.example.com/v1', () => 'sk-secret', json({ data: [] }));
    expect(JSON.stringify(query.queryKey)).not.toContain('sk-secret');
    expect(query.queryKey).toEqual(['llm', 'models', 'https://api.example.com/v1', true]);
  });

  it('is disabled while no endpoint is set', () => {
    expect(modelListQuery('', () => 'sk', true).enabled).toBe(false);
    expect(modelListQuery('not a url', () => 'sk', true).enabled).toBe(false);
  });

  it('gives no list for an error status, a body without data, or a failed request', async () => {
    expect((await listModels('https://a.example/v1', () => '', json({ error: 'no' }, 401))).ids).toEqual([]);
    expect((await listModels('https://a.example/v1', () => '', json({ models: ['x'] }))).ids).toEqual([]);
    const failed = await listModels(
      'https://a.example/v1',
      () => '',
      () => {
        throw new TypeError('Failed to fetch');
      },
    );
    expect(failed.ids).toEqual([]);
  });

  it('keeps at most 200 ids and drops ids longer than 200 characters', async () => {
    const data = [
      ...Array.from({ length: 250 }, (_, i) => ({ id: `m${String(i).padStart(3, '0')}` })),
      { id: 'x'.repeat(201) },
    ];
    const { ids } = await listModels('https://a.example/v1', () => '', json({ data }));
    expect(ids).toHaveLength(200);
    expect(ids.every((id) => id.length <= 200)).toBe(true);
  });
});
