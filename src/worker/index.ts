/**
 * The worker entry — the ONLY file that touches `self` and Comlink's `expose` (DESIGN.md §2; STYLE.md
 * §3.1). It builds the browser deps, exposes `createHarness(browserDeps)` and registers the built-in tools.
 * Rule: nothing here may hand a raw result to the page; everything crosses as the HarnessApi's bounded
 * contract types.
 */
import { expose } from 'comlink';
import { createHarness } from './harness';
import { createKnowledgeLookup, LOOKUP_KNOWLEDGE_DEFINITION, loadCorpusFromUrl } from './tools/knowledge-lookup';

const CORPUS_URL = new URL('/corpus/sqlite-docs.json', self.location.origin).href;

const knowledgeLookup = createKnowledgeLookup({ loadCorpus: () => loadCorpusFromUrl(CORPUS_URL) });

const harness = createHarness({
  backends: { lookup_knowledge: knowledgeLookup },
});

// registerTools runs synchronously inside its async body, so the tools are in before the first message.
void harness.registerTools([LOOKUP_KNOWLEDGE_DEFINITION], { kind: 'builtin', source: 'builtin' });

expose(harness);
