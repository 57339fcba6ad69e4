/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

/** Unit tests: `test/worker/**` and `test/contract/**` in Node, `test/app/**` in jsdom (STYLE.md §3.9). */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'node', include: ['test/{contract,worker,cases,meta,scripts}/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'app', include: ['test/app/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
    ],
  },
});
