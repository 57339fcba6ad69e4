/**
 * The trace exports of the TimelineApi (contract/timeline-api.ts `exportTrace`, `sendOtlp`): the console
 * trace as a Blob written page by page (trace/console-trace-blob.ts) — from a stored run not loaded by
 * its log pages (record/stored-pages.ts), else from the loaded run — and OTLP/JSON, built from the whole
 * loaded run. Never raw results; every string holding one of `secrets` is `[redacted]`. Never rejects.
 */
import type { TimelineApi } from '../../contract/timeline-api';
import { errorMessage } from '../../contract';
import { stringifyWithoutSecrets } from '../../contract/scrub-secrets';
import { buildConsoleTrace } from '../trace/console-trace';
import { consoleTraceBlob, loadedTraceSource, type TraceSource } from '../trace/console-trace-blob';
import { buildOtlpTrace } from '../trace/otlp-trace';
import { sendOtlpJson } from '../trace/send-otlp';
import type { RecordStore } from '../record/record-store';

/**
 * Creates `exportTrace` and `sendOtlp` over the record store.
 *
 * @param now clock, ms since the epoch (a file's `exportedAt`)
 * @param fetcher `fetch` for sendOtlp (default the global one)
 */
export function createTraceExports(
  store: RecordStore,
  now: () => number,
  fetcher?: typeof fetch,
): Pick<TimelineApi, 'exportTrace' | 'sendOtlp'> {
  const trace = async (runId: string) => {
    const run = await store.open(runId);
    return run && buildConsoleTrace(run, new Date(now()));
  };
  /** A console trace's source: a stored run not loaded by its log pages, else the loaded run. */
  const traceSource = async (runId: string): Promise<TraceSource | undefined> => {
    const pages = await store.pages(runId);
    if (pages) return pages.traceSource();
    const run = await store.open(runId);
    return run && loadedTraceSource(run);
  };
  return {
    async exportTrace(runId, format, secrets = []) {
      try {
        if (format !== 'otlp') {
          const source = await traceSource(runId);
          if (!source) return unknownRun(runId);
          const blob = await consoleTraceBlob(source, new Date(now()), secrets);
          return { ok: true, fileName: `trace-${runId}.json`, blob, holdsRawResults: false };
        }
        const built = await trace(runId);
        if (!built) return unknownRun(runId);
        const blob = new Blob([stringifyWithoutSecrets(buildOtlpTrace(built), secrets, 1)], {
          type: 'application/json',
        });
        return { ok: true, fileName: `otlp-${runId}.json`, blob, holdsRawResults: false };
      } catch (error) {
        return { ok: false, code: 'EXPORT_FAILED', message: `The export failed: ${errorMessage(error)}` };
      }
    },
    async sendOtlp(runId, target, secrets = []) {
      const built = await trace(runId).catch(() => undefined);
      if (!built) return { ok: false, message: `There is no run ${runId} to send.` };
      const removed = [...secrets, ...Object.values(target.headers ?? {})];
      const body = buildOtlpTrace(built);
      const clean = removed.length ? (JSON.parse(stringifyWithoutSecrets(body, removed)) as typeof body) : body;
      return sendOtlpJson(clean, target, fetcher ?? globalThis.fetch);
    },
  };
}

const unknownRun = (runId: string) => ({
  ok: false as const,
  code: 'UNKNOWN_RUN' as const,
  message: `There is no run ${runId}.`,
});
