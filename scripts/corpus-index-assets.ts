/**
 * Serialises the built-in corpus's search index at build time (corpus-index-file.ts): the build emits
 * `corpus/sqlite-docs.index.json`, made from `public/corpus/sqlite-docs.json` (which Vite copies as is)
 * with the worker's own index code, so the two always match; the dev server answers the same path, made
 * once per corpus text. A cold start then loads the index (MiniSearch `loadJS`) instead of building it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { makeCorpusIndexFile } from '../src/worker/tools/corpus-index-file';

const CORPUS = resolve(__dirname, '../public/corpus/sqlite-docs.json');
/** Where the index file is served, beside the corpus. */
export const CORPUS_INDEX_FILE = 'corpus/sqlite-docs.index.json';

/** The index file's JSON text for the corpus as it is on disk now (the last one kept per corpus text). */
let cached: { corpus: string; json: Promise<string> } | undefined;
function indexJson(): Promise<string> {
  const corpus = readFileSync(CORPUS, 'utf8');
  if (cached?.corpus !== corpus)
    cached = { corpus, json: makeCorpusIndexFile(corpus).then((file) => JSON.stringify(file)) };
  return cached.json;
}

/** The Vite plugin: emits the index file in the build; serves it in dev. */
export function corpusIndexPlugin(): Plugin {
  return {
    name: 'corpus-index',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: CORPUS_INDEX_FILE, source: await indexJson() });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').split('?')[0] !== `/${CORPUS_INDEX_FILE}`) return next();
        indexJson().then(
          (json) => {
            res.setHeader('Content-Type', 'application/json');
            res.end(json);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
