import { defineConfig } from 'vitest/config';

/** Unit tests: worker, contract, cases, meta and scripts in Node; `test/app/**` in jsdom (STYLE.md §3.9). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['test/{contract,worker,cases,meta,scripts,deploy}/**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: { name: 'app', include: ['test/app/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
    ],
  },
});
