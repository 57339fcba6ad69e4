/**
 * The page's JS heap after a full garbage collection, from a V8 heap snapshot (CDP HeapProfiler) for the
 * heap row of `npm run bench`: `used` is V8's used heap (`Runtime.getHeapUsage`), `data` the self sizes of
 * the snapshot's JS values (objects, arrays, closures, strings, numbers, shapes), leaving out compiled code
 * (bytecode, machine code, feedback: how much of it exists depends on when the JIT ran, not on what the
 * page keeps) and Blink's own objects (`native`: the DOM, layout). Bytes.
 */

/** Snapshot node types that are not JS values the page keeps. */
const NOT_DATA = new Set(['code', 'native', 'synthetic']);

/**
 * Sums a parsed heap snapshot's `self_size` by node type.
 *
 * @param {{ snapshot: { meta: { node_fields: string[], node_types: [string[]] } }, nodes: number[] }} snapshot
 * @returns {Record<string, number>} bytes per node type
 */
export function sizesByType(snapshot) {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const sizes = {};
  for (let index = 0; index < snapshot.nodes.length; index += fields.length) {
    const type = types[snapshot.nodes[index + typeAt]];
    sizes[type] = (sizes[type] ?? 0) + snapshot.nodes[index + sizeAt];
  }
  return sizes;
}

/**
 * Forces full GCs, then reads the used heap and takes a snapshot.
 *
 * @param {import('playwright-core').CDPSession} cdp a CDP session of the page
 * @returns {Promise<{ used: number, data: number }>} bytes
 */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const chunks = [];
  const onChunk = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const sizes = sizesByType(JSON.parse(chunks.join('')));
  const data = Object.entries(sizes).reduce((sum, [type, bytes]) => (NOT_DATA.has(type) ? sum : sum + bytes), 0);
  return { used: usedSize, data };
}
