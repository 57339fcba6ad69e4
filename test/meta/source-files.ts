/** The repository root and its TypeScript sources, for the meta tests that read the source. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository's root folder (absolute path). */
export const root = path.resolve(__dirname, '../..');

/** Every `.ts` and `.tsx` file under `dir` (absolute paths), depth first. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(path.join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );
}
