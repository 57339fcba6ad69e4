/**
 * The page's JavaScript heap as text, for raw-isolation checks: a full heap snapshot of the page's main
 * thread (Chrome DevTools Protocol `HeapProfiler.takeHeapSnapshot`, after a forced garbage collection).
 * Flat strings are in the snapshot's `strings` table; a string built by concatenation is a
 * "concatenated string" node whose text is only in its parts, so those are rebuilt from their `first`
 * and `second` edges (a canary split across the parts is found too). Workers are separate isolates and
 * are not in it (the worker's audit store is the one place raw results may live).
 */
import type { Page } from '@playwright/test';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: unknown[]; edge_fields: string[]; edge_types: unknown[] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** Every string the snapshot holds: the strings table, then each outermost concatenated string rebuilt. */
function heapStrings(snapshot: Snapshot): string[] {
  const {
    node_fields: nodeFields,
    node_types: nodeTypes,
    edge_fields: edgeFields,
    edge_types: edgeTypes,
  } = snapshot.snapshot.meta;
  const nodeWidth = nodeFields.length;
  const edgeWidth = edgeFields.length;
  const typeNames = nodeTypes[nodeFields.indexOf('type')] as string[];
  const edgeTypeNames = edgeTypes[edgeFields.indexOf('type')] as string[];
  const [typeAt, nameAt, edgeCountAt] = ['type', 'name', 'edge_count'].map((f) => nodeFields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const [edgeTypeAt, edgeNameAt, toNodeAt] = ['type', 'name_or_index', 'to_node'].map((f) => edgeFields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const consType = typeNames.indexOf('concatenated string');
  const internalEdge = edgeTypeNames.indexOf('internal');
  const { nodes, edges, strings } = snapshot;
  const count = nodes.length / nodeWidth;
  const firstEdge = new Int32Array(count + 1);
  for (let n = 0; n < count; n++) firstEdge[n + 1] = firstEdge[n]! + nodes[n * nodeWidth + edgeCountAt]! * edgeWidth;
  /** The `first` and `second` parts of a concatenated string node (node indexes). */
  const parts = (n: number): number[] => {
    const out: number[] = [];
    for (let e = firstEdge[n]!; e < firstEdge[n + 1]!; e += edgeWidth) {
      if (edges[e + edgeTypeAt] !== internalEdge) continue;
      const name = strings[edges[e + edgeNameAt]!];
      if (name === 'first' || name === 'second') out[name === 'first' ? 0 : 1] = edges[e + toNodeAt]! / nodeWidth;
    }
    return out;
  };
  const isCons = (n: number) => nodes[n * nodeWidth + typeAt] === consType;
  const inner = new Set<number>();
  for (let n = 0; n < count; n++) if (isCons(n)) for (const p of parts(n)) if (isCons(p)) inner.add(p);
  const rebuilt: string[] = [];
  for (let n = 0; n < count; n++) {
    if (!isCons(n) || inner.has(n)) continue;
    const pieces: string[] = [];
    const stack = [n];
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (isCons(at)) stack.push(...parts(at).reverse());
      else pieces.push(strings[nodes[at * nodeWidth + nameAt]!] ?? '');
    }
    rebuilt.push(pieces.join(''));
  }
  return [...strings, ...rebuilt];
}

/**
 * Takes a heap snapshot of `page`.
 *
 * @returns every string in the page's heap (flat ones and rebuilt concatenations), joined by newlines
 */
export async function pageHeapText(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (event) => chunks.push(event.chunk));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  return heapStrings(JSON.parse(chunks.join('')) as Snapshot).join('\n');
}

/** How many times `needle` occurs in `haystack`. */
export function occurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count++;
  return count;
}
