/**
 * ESLint flat config: typescript-eslint's type-aware rules on every TypeScript file (src/, test/, e2e/,
 * scripts/ and the tool configs, each type-checked by the tsconfig project that includes it: the root
 * tsconfig.json references them), plain JavaScript rules on the .mjs/.js scripts, and the import
 * boundaries of DESIGN.md §2 / STYLE.md §3.12 (the page never imports the worker, the contract imports
 * neither, no import cycles). `npm run lint` runs it with `--max-warnings 0`.
 */
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts'];
const JS_FILES = ['**/*.js', '**/*.mjs'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      'test-results/',
      'playwright-report/',
      'public/',
      'src/contract/generated/',
      'test/cases/data/',
      'test/fixtures/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    files: TS_FILES,
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // import-x parses the imported TypeScript modules itself (for no-cycle) with these.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.contract.json', 'tsconfig.worker.json', 'tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // `typeof import('openai')` types the lazily loaded SDKs without a static import.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Interface methods here are closures over a factory's state, never `this`-bound class methods, so
      // a method passed on (`emit: live.emit`, a zustand action) is safe.
      '@typescript-eslint/unbound-method': 'off',
      // `async` without `await` is deliberate on Promise-returning API methods: a throw becomes a
      // rejection, which is what their callers (Comlink, the agent loop) handle.
      '@typescript-eslint/require-await': 'off',
      // `String(value)` of an unknown value is how this code shows what arrived (a model's argument, a
      // server's field); the template-literal rule still catches accidental `${object}`.
      '@typescript-eslint/no-base-to-string': 'off',
      // `ApprovalAnswer | unknown`, `HarnessCode | string`: the named part documents what is expected.
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      // Rejecting with an abort signal's `reason` (typed `any`) passes the caller's reason through.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // Errors that cross to the page or into exports carry scrubbed messages; a `cause` would carry the
      // unscrubbed original (keys never land in exports or logs, DESIGN.md §6).
      'preserve-caught-error': 'off',
      // A variable a closure reads before its one assignment (a lookup wired before the service it asks).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    // Tests and Playwright specs walk parsed JSON and page results to assert on them; the assertion checks
    // the shape at run time, so `any` and the `any`-flow rules would only force casts. The promise rules
    // (floating, misused, await-thenable) stay on.
    files: ['test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      // Test doubles throw and reject with non-Error values on purpose (JSON-RPC errors, bad tools).
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The boundaries of DESIGN.md §2: the page never imports the worker (not even types), the contract
    // imports neither side; only the two entry files touch Comlink.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/app',
              from: './src/worker',
              message: 'The page never imports src/worker (DESIGN.md §2): share types through src/contract.',
            },
            {
              target: './src/contract',
              from: ['./src/app', './src/worker'],
              message: 'src/contract is shared by both sides and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/worker/index.ts', 'src/app/harness/connection.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'comlink',
              message: 'Only src/worker/index.ts and src/app/harness/connection.ts touch Comlink (STYLE.md §3.1).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.tsx', 'src/app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: JS_FILES,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Benchmark drivers pass functions to `page.evaluate`, which run in the browser.
    files: ['scripts/bench.mjs', 'scripts/bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
