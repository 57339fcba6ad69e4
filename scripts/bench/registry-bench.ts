/**
 * Registration figures (not a test): time to register N tools one call at a time and in one batch,
 * through the harness's `registerTools`, for N = 1,000 / 10,000 / 50,000 (override with `--sizes`), with
 * ms per 1,000 tools and the ratio to the smallest size (linear registration keeps ms/1k flat; quadratic
 * registration grows it with N). Then the wide-input figures the unit tests leave to the bench: copying
 * a 20,000-property schema (mapSchema), registering a tool with 20,000 properties (then the same schema
 * again, and that tool's first and second call's schema check: large schemas compile at first call,
 * identical ones once), and redacting a 3 MB text that holds no secret (ms each).
 * Run: `npm run bench:registry [-- --sizes 1000,10000]`.
 */
import { createHarness } from '../../src/worker/harness';
import { createSchemaValidators } from '../../src/worker/parser/schema-validator';
import { emptyRedactionCounts, redactText } from '../../src/worker/projection/redact';
import { createRegistry } from '../../src/worker/registry/registry';
import { mapSchema } from '../../src/worker/registry/schema-walk';

const sizesArg = process.argv.indexOf('--sizes');
const sizes = sizesArg === -1 ? [1_000, 10_000, 50_000] : (process.argv[sizesArg + 1] ?? '').split(',').map(Number);

/**
 * Tool `i`: a small object schema of its own (distinct property names, so no compile is shared), every
 * 50th with a name that needs sanitizing and every 100th declaring the name an earlier one was sanitized
 * to (so earlier export names move).
 */
function tool(i: number): Record<string, unknown> {
  const name = i % 50 === 0 ? `tool ${i}` : i % 100 === 1 ? `tool_${i - 1}` : `tool_${i}`;
  return {
    name,
    description: `tool number ${i}`,
    inputSchema: {
      type: 'object',
      properties: { [`q${i}`]: { type: 'string' }, n: { type: 'integer' } },
      required: [`q${i}`],
    },
  };
}

async function timeRegistration(count: number, oneAtATime: boolean): Promise<number> {
  const harness = createHarness({});
  const tools = Array.from({ length: count }, (_, i) => tool(i));
  const started = performance.now();
  if (oneAtATime) for (const t of tools) await harness.registerTools([t]);
  else await harness.registerTools(tools);
  const ms = performance.now() - started;
  const listed = (await harness.listTools()).length;
  if (listed !== count) throw new Error(`registered ${listed} of ${count}`);
  return ms;
}

console.log('mode          tools      total ms   ms / 1k tools   ratio to first');
for (const oneAtATime of [true, false]) {
  let first: number | undefined;
  for (const count of sizes) {
    const ms = await timeRegistration(count, oneAtATime);
    const per1k = (ms / count) * 1000;
    first ??= per1k;
    console.log(
      `${(oneAtATime ? 'one at a time' : 'one batch').padEnd(13)} ${String(count).padStart(6)} ${ms
        .toFixed(0)
        .padStart(12)} ${per1k.toFixed(1).padStart(15)} ${(per1k / first).toFixed(2).padStart(16)}`,
    );
  }
}

/** Milliseconds `fn` takes, once. */
function timeOnce(fn: () => unknown): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

const wide = {
  type: 'object',
  properties: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`p${i}`, { type: 'string' }])),
};
console.log('\nwide inputs                                    ms');
console.log(
  `mapSchema, 20,000 properties              ${timeOnce(() => mapSchema(wide, (node) => node))
    .toFixed(0)
    .padStart(6)}`,
);
const registry = createRegistry(createSchemaValidators());
registry.register([{ name: 'warm', inputSchema: { type: 'object', properties: { a: { type: 'string' } } } }]);
console.log(
  `register a tool with 20,000 properties    ${timeOnce(() => registry.register([{ name: 'wide', inputSchema: wide }]))
    .toFixed(0)
    .padStart(6)}`,
);
console.log(
  `  again, same schema (compiled once)       ${timeOnce(() =>
    registry.register([{ name: 'wide_2', inputSchema: wide }]),
  )
    .toFixed(0)
    .padStart(6)}`,
);
console.log(
  `  its first call (Ajv compiles it then)    ${timeOnce(() => registry.resolve('wide')?.input.validate({ p0: 'a' }))
    .toFixed(0)
    .padStart(6)}`,
);
console.log(
  `  its second call                          ${timeOnce(() => registry.resolve('wide')?.input.validate({ p0: 'a' }))
    .toFixed(0)
    .padStart(6)}`,
);
const plain = 'a'.repeat(3_000_000);
console.log(
  `redactText, 3 MB without secrets          ${timeOnce(() => redactText(plain, emptyRedactionCounts()))
    .toFixed(0)
    .padStart(6)}`,
);
