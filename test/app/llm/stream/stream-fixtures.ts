/**
 * Helpers for the recorded-stream tests: reads an SSE fixture (test/fixtures/streams/*.sse, the bytes an
 * API sends) and serves it to an official SDK through its `fetch` option, cut into byte chunks of a given
 * size (2 bytes cut every multi-byte UTF-8 character and most escapes), so the SDK's own SSE decoding and
 * the console's assemblers see exactly what they would see from the network.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FIXTURES = fileURLToPath(new URL('../../../fixtures/streams/', import.meta.url));

/** The bytes of fixture `name`. */
export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(`${FIXTURES}${name}`));
}

/** `bytes` cut into chunks of `size` bytes (the last may be shorter); `size` ≤ 0 → one chunk. */
export function cut(bytes: Uint8Array, size: number): Uint8Array[] {
  if (size <= 0) return [bytes];
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size));
  return chunks;
}

/** A `fetch` that answers every request with the fixture as an SSE body in `size`-byte chunks. */
export function fixtureFetch(name: string, size: number): typeof fetch {
  return async () => {
    const chunks = cut(fixtureBytes(name), size);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
}

/**
 * Chunk sizes every fixture is replayed with through an SDK: 2 and 5 bytes (both cut 3- and 4-byte UTF-8
 * characters and escapes at varying offsets) and the whole body at once. The console's own SSE decoder
 * is also fed 1-byte chunks.
 */
export const CHUNK_SIZES = [2, 5, 0] as const;
