/** Bounded retries after a rate limit: Retry-After first, else 2/4/8 s; at most 3; Stop ends the countdown. */
import { describe, expect, it } from 'vitest';
import { retrySleep, withModelRetries } from '../../../src/app/llm/model-retry';
import { ModelProviderError } from '../../../src/app/llm/provider-errors';

const limited = (retryAfterSeconds?: number) =>
  new ModelProviderError('rate-limit', 'limited', { status: 429, retryAfterSeconds });
const instant = async () => undefined;

describe('withModelRetries', () => {
  it('honours Retry-After, counts down each second, then succeeds', async () => {
    let calls = 0;
    const countdown: (number | null)[] = [];
    const result = await withModelRetries(
      async () => {
        calls += 1;
        if (calls === 1) throw limited(2);
        return 'ok';
      },
      { signal: new AbortController().signal, sleep: instant, onCountdown: (left) => countdown.push(left) },
    );
    expect(result).toBe('ok');
    expect(countdown).toEqual([2, 1, null]);
  });

  it('uses the default backoff 2, 4, 8 s and gives up after 3 retries', async () => {
    const waits: number[] = [];
    let calls = 0;
    await expect(
      withModelRetries(
        async () => {
          calls += 1;
          throw limited();
        },
        { signal: new AbortController().signal, sleep: instant, onRetry: (notice) => waits.push(notice.waitSeconds) },
      ),
    ).rejects.toMatchObject({ kind: 'rate-limit' });
    expect(waits).toEqual([2, 4, 8]);
    expect(calls).toBe(4);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new ModelProviderError('auth', 'bad key', { status: 401 });
    };
    await expect(
      withModelRetries(failing, { signal: new AbortController().signal, sleep: instant }),
    ).rejects.toMatchObject({ kind: 'auth' });
    expect(calls).toBe(1);
  });

  it('Stop during the countdown rejects with AbortError at once', async () => {
    const controller = new AbortController();
    const pending = withModelRetries(
      async () => {
        throw limited(30);
      },
      { signal: controller.signal, sleep: retrySleep },
    );
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
