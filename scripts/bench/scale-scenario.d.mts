/** Types of scale-scenario.mjs (see its docstring). */
export declare function scaleScenario(options?: {
  calls?: number;
  invalidEvery?: number;
  needleAt?: number;
}): Record<string, unknown>;
