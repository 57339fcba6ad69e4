/**
 * Runs one part of `npm run bench` under a time limit, so a part that hangs or throws costs its own rows
 * ("failed: <reason>") and never the whole run. Progress goes to stdout as it happens: the part's name,
 * the step it is in (`step(...)`) and how long it took.
 */

/** The first line of an error's message, at most 140 characters (Playwright messages carry a call log). */
function reasonOf(error) {
  const text = String(error?.message ?? error)
    .split('\n')[0]
    .trim();
  return text.length > 140 ? `${text.slice(0, 137)}…` : text;
}

/**
 * Runs `body` with at most `limitMs` ms. `body` gets `{ track, step }`: `track(context)` registers a
 * browser context (closed when the part ends, which also ends a hung `page.evaluate`), `step(label)`
 * names what the part is doing (printed, and named in a timeout's reason).
 *
 * @template T
 * @param {string} name the part's name, e.g. `scale`
 * @param {number} limitMs the time limit, ms
 * @param {(helpers: { track: <C extends { close(): Promise<void> }>(context: C) => C, step: (label: string) => void }) => Promise<T>} body
 * @returns {Promise<T | { failed: string }>} the part's figures, or `{ failed }` with the reason in words
 */
export async function runPart(name, limitMs, body) {
  const contexts = new Set();
  const started = Date.now();
  let current = 'start';
  let ended = false;
  const track = (context) => {
    // A body still running after its part ended (timed out) gets no new context.
    if (ended) {
      void context.close().catch(() => undefined);
      throw new Error(`${name} already ended`);
    }
    contexts.add(context);
    return context;
  };
  const step = (label) => {
    current = label;
    console.log(`  ${name}: ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  let timer;
  const expired = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${Math.round(limitMs / 1000)} s at "${current}"`)),
      limitMs,
    );
  });
  try {
    const value = await Promise.race([body({ track, step }), expired]);
    console.log(`  ${name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return value;
  } catch (error) {
    const failed = reasonOf(error);
    console.log(`  ${name}: failed: ${failed}`);
    return { failed };
  } finally {
    clearTimeout(timer);
    ended = true;
    await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
  }
}
