/**
 * The worker's readiness (contract/startup-api.ts): the built-in tools registered and the built-in
 * corpus searchable. The worker entry starts both at load and answers `whenReady` with this promise.
 */
import type { RegisterReport } from '../contract/descriptor';
import type { WorkerReadiness } from '../contract/startup-api';
import type { CorpusReadiness } from './tools/knowledge-lookup';

/**
 * Takes the built-in tools' registration and the corpus warm-up
 * (`KnowledgeLookup.warm()`); resolves, never rejects, once both settle: `corpusIndex` `loaded` |
 * `built`, or `failed` with the reason in `error`. `corpusMs` is measured from the worker's time origin.
 */
export async function whenWorkerReady(
  builtins: Promise<RegisterReport>,
  corpus: Promise<CorpusReadiness>,
): Promise<WorkerReadiness> {
  const builtinTools = await builtins.then(
    (report) => report.registered.length,
    () => 0,
  );
  try {
    const { sections, index, indexMs } = await corpus;
    return { builtinTools, corpusIndex: index, corpusSections: sections, corpusMs: performance.now(), indexMs };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      builtinTools,
      corpusIndex: 'failed',
      corpusSections: 0,
      corpusMs: performance.now(),
      indexMs: 0,
      error: reason,
    };
  }
}
