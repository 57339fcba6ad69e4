/**
 * Linear-time regular expressions for every regex the harness runs against input (DESIGN.md §4.2, §5.2):
 * schema `pattern` and `patternProperties` (Ajv's `code.regExp` engine) and the `format` checks. Matching
 * goes through RE2JS (a port of RE2: time linear in the input, no backtracking), so a hostile pattern
 * such as `^(a+)+$` cannot block the worker.
 *
 * A pattern is first checked as ECMA-262 (`new RegExp(pattern, 'u')` only compiles, it never matches):
 * one that is not a valid ECMA-262 regex stays a schema error (the tool is refused, as JSON Schema
 * requires). A valid pattern RE2 cannot express (lookahead, backreference, `[\b]`, repetition over
 * 1000) or whose program is larger than `MAX_PATTERN_PROGRAM_SIZE` is not enforced: it matches everything, and the registry notes it PATTERN_NOT_ENFORCED.
 * Known differences RE2 keeps from ECMA-262: `\s` is ASCII white space, `.` excludes only `\n`.
 */
import { RE2JS } from 're2js';
import type { RegExpEngine } from 'ajv/dist/types/index.js';

/**
 * What a compiled pattern offers Ajv. `toString` must name the pattern: Ajv shares one compiled
 * pattern per distinct `toString()` across a schema.
 */
interface Matcher {
  test(text: string): boolean;
  toString(): string;
}

function matcher(pattern: string, test: (text: string) => boolean): Matcher {
  const name = `linear:${pattern}`;
  return { test, toString: () => name };
}

/**
 * The RE2 program of an ECMA-262 regex (a pattern string, or a RegExp with its flags), or undefined
 * when RE2 cannot express it. Captureless lookbehinds are allowed (RE2JS runs them in linear time).
 */
function compileRe2(source: string | RegExp, maxProgramSize = Infinity): RE2JS | undefined {
  try {
    const program = RE2JS.compile(RE2JS.translateRegExp(source), RE2JS.LOOKBEHINDS);
    return program.programSize() <= maxProgramSize ? program : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The largest RE2 program (instructions) a pattern from input may compile to. Linear-time matching
 * costs about text length × program size, so a pattern that is linear but huge — such as
 * `(?:[\s\S]{1000}[\s\S]{1000}[\s\S]{1000}[\s\S]{1000}[\s\S]{1000})*$`, 5,000 instructions —
 * would still hold the worker for seconds on a 64 KB argument. Bounded here, such a pattern is not
 * enforced (PATTERN_NOT_ENFORCED); `^.{0,1000}$` (about 2,000) still is.
 */
export const MAX_PATTERN_PROGRAM_SIZE = 2_500;

/** Compiled patterns kept for reuse across tools (cleared whole when full). */
const CACHE_LIMIT = 2048;
const cache = new Map<string, Matcher>();

/**
 * How a schema pattern is enforced.
 *
 * @param pattern an ECMA-262 pattern as written in a schema
 * @returns 'linear' (RE2 enforces it), 'not-enforced' (valid ECMA-262 that RE2 cannot express) or
 *   'invalid' (not an ECMA-262 regex with the `u` flag; Ajv refuses the schema)
 */
export function patternSupport(pattern: string): 'linear' | 'not-enforced' | 'invalid' {
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'invalid';
  }
  return compileRe2(pattern, MAX_PATTERN_PROGRAM_SIZE) ? 'linear' : 'not-enforced';
}

function linear(pattern: string): Matcher {
  const cached = cache.get(pattern);
  if (cached) return cached;
  // Throws SyntaxError for a pattern that is not ECMA-262: Ajv reports it as a schema that does not compile.
  new RegExp(pattern, 'u');
  const program = compileRe2(pattern, MAX_PATTERN_PROGRAM_SIZE);
  // A pattern RE2 cannot express is not enforced: it accepts every string.
  const compiled = program
    ? matcher(pattern, (text) => program.test(text))
    : matcher(`(not enforced)${pattern}`, () => true);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(pattern, compiled);
  return compiled;
}

/**
 * Ajv's `code.regExp` option: `(pattern, flags) → { test }`, matching in linear time (Ajv passes 'u').
 * `code` names the engine in Ajv's generated source; it is never evaluated (no standalone code).
 */
export const linearRegExp: RegExpEngine = Object.assign((pattern: string) => linear(pattern), {
  code: 'linearRegExp',
});

/**
 * Compiles a regex the harness wrote itself (a `format` check) for linear matching.
 *
 * @param source a native RegExp whose flags are among `i`, `m`, `s`, `u`
 * @returns its RE2 matcher
 * @throws Error when RE2 cannot express it (a programming error: such formats are written as code)
 */
export function linearFromNative(source: RegExp): Matcher {
  const program = compileRe2(source);
  if (!program) throw new Error(`RE2 cannot express ${String(source)}`);
  return matcher(String(source), (text) => program.test(text));
}

/** Compiled user patterns (flags none), kept for reuse (cleared whole when full). */
const userCache = new Map<string, RE2JS | null>();

/**
 * Tests `text` against a regex a user wrote outside a schema — a scenario's `expect.answer.matches`
 * (ECMA-262, no flags) — in linear time, so a pattern such as `^(a+)+$` cannot hang the runner.
 *
 * @param pattern the pattern as written
 * @param text the text to search (unanchored, as `RegExp.prototype.test`)
 * @returns whether it matches; undefined when `pattern` is not an ECMA-262 regex or RE2 cannot express
 *   it (lookahead, backreference) — scenario validation refuses such a pattern first
 */
export function linearTest(pattern: string, text: string): boolean | undefined {
  let program = userCache.get(pattern);
  if (program === undefined) {
    let native: RegExp | undefined;
    try {
      native = new RegExp(pattern);
    } catch {
      native = undefined;
    }
    program = native ? (compileRe2(native, MAX_PATTERN_PROGRAM_SIZE) ?? null) : null;
    if (userCache.size >= CACHE_LIMIT) userCache.clear();
    userCache.set(pattern, program);
  }
  return program === null ? undefined : program.test(text);
}
