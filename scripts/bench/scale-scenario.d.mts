/** Types of scale-scenario.mjs (see its docstring). */
export declare function scaleScenario(options?: {
  calls?: number;
  invalidEvery?: number;
  needleAt?: number;
}): Record<string, unknown>;
/** Types of longScenario (see its docstring in scale-scenario.mjs). */
export declare function longScenario(options?: { turns?: number }): Record<string, unknown>;
/** Types of rawResultScenario (see its docstring in scale-scenario.mjs). */
export declare function rawResultScenario(options?: { rawBytes?: number }): Record<string, unknown>;
/** Types of defaultNeedleAt (see its docstring in scale-scenario.mjs). */
export declare function defaultNeedleAt(calls: number): number;
