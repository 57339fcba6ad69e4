/**
 * Serves the example scenarios to the app: `e2e/scenarios/*.json` is the one source; the
 * build emits each file as `scenarios/<name>.json`, a list `scenarios/index.json`, and the scenario
 * JSON Schema as `schemas/scenario.schema.json` (what the examples' `$schema` names); the dev server
 * answers the same paths from the source folder. So `/?scenario=/scenarios/happy-path.json` works in
 * `npm start`, `vite preview` (Playwright) and `vite` dev alike.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SCENARIO_SCHEMA } from '../src/contract/scenario-schema';

const SOURCE = resolve(__dirname, '../e2e/scenarios');

/** Every served file: path (without leading slash) → content. */
function scenarioAssets(): Map<string, string> {
  const files = readdirSync(SOURCE)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const assets = new Map<string, string>();
  for (const name of files) assets.set(`scenarios/${name}`, readFileSync(join(SOURCE, name), 'utf8'));
  assets.set(
    'scenarios/index.json',
    `${JSON.stringify(
      files.map((name) => `/scenarios/${name}`),
      null,
      2,
    )}\n`,
  );
  assets.set('schemas/scenario.schema.json', `${JSON.stringify(SCENARIO_SCHEMA, null, 2)}\n`);
  return assets;
}

/** The Vite plugin: emits the assets in the build; serves them from source in dev. */
export function scenarioAssetsPlugin(): Plugin {
  return {
    name: 'scenario-assets',
    generateBundle() {
      for (const [fileName, source] of scenarioAssets()) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        const content = scenarioAssets().get(path);
        if (content === undefined) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(content);
      });
    },
  };
}
