/**
 * Run budgets (DESIGN.md §4.3): names, units and defaults. A descriptor's `capabilities` may lower
 * `maxArgumentBytes`, `maxRequestBytes`, `maxRawBytes` and `timeoutMs` for one tool. Pure data.
 */

export interface Budgets {
  /** UTF-8 bytes of argument text, checked before parsing → INPUT_TOO_LARGE. */
  maxArgumentBytes: number;
  /** UTF-8 bytes of the canonical JSON of the parsed input → REQUEST_TOO_LARGE. */
  maxRequestBytes: number;
  /** UTF-8 bytes of one raw result → RAW_TOO_LARGE. */
  maxRawBytes: number;
  /** Raw bytes reserved over the run → RUN_BYTES_EXHAUSTED (stop). */
  runByteBudget: number;
  /** UTF-8 bytes of all text in one observation, marker included → truncated head + tail. */
  maxObservationTextBytes: number;
  /** Decoded bytes of binary parts in one observation → placeholder part. */
  maxImageBytes: number;
  /** Evidence calls executed in a run; the call that reaches it saturates the run. */
  maxEvidenceCalls: number;
  /** Calls executed per tool in a run → TOOL_CALL_BUDGET_EXHAUSTED. */
  maxCallsPerTool: number;
  /** Consecutive NO_GAIN that saturate the run (reason NO_GAIN_STREAK). */
  noGainStreak: number;
  /** Backend time per call, in milliseconds → BACKEND_TIMEOUT. */
  timeoutMs: number;
  /** Time the user has to answer an approval, in milliseconds → APPROVAL_TIMEOUT. */
  approvalTimeoutMs: number;
}

/** The defaults of DESIGN §4.3. */
export const DEFAULT_BUDGETS: Readonly<Budgets> = Object.freeze({
  maxArgumentBytes: 65_536,
  maxRequestBytes: 65_536,
  maxRawBytes: 8_388_608,
  runByteBudget: 33_554_432,
  maxObservationTextBytes: 16_384,
  maxImageBytes: 262_144,
  maxEvidenceCalls: 8,
  maxCallsPerTool: 20,
  noGainStreak: 3,
  timeoutMs: 30_000,
  approvalTimeoutMs: 60_000,
});

/** Budget names a descriptor's `capabilities` may lower for its tool. */
export const PER_TOOL_BUDGETS = ['maxArgumentBytes', 'maxRequestBytes', 'maxRawBytes', 'timeoutMs'] as const;
export type PerToolBudget = (typeof PER_TOOL_BUDGETS)[number];

/**
 * Merges partial budgets over the defaults. Values that are not positive finite numbers are ignored
 * (the default stays), so a bad settings field cannot disable a bound.
 */
export function resolveBudgets(partial: Partial<Budgets> | undefined): Budgets {
  const out: Budgets = { ...DEFAULT_BUDGETS };
  if (!partial) return out;
  for (const key of Object.keys(DEFAULT_BUDGETS) as (keyof Budgets)[]) {
    const value = partial[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) out[key] = value;
  }
  return out;
}
