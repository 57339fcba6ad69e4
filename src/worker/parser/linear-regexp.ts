/**
 * Linear-time regular expressions for every regex the harness runs against input (DESIGN.md §4.2, §5.2):
 * schema `pattern` and `patternProperties` (Ajv's `code.regExp` engine) and the `format` checks. Matching
 * goes through RE2JS (a port of RE2: time linear in the input, no backtracking), so a hostile pattern
 * such as `^(a+)+$` cannot block the worker.
 *
 * A pattern is first checked as ECMA-262 (`new RegExp(pattern, 'u')` only compiles, it never matches):
 * one that is not a valid ECMA-262 regex stays a schema error (the tool is refused, as JSON Schema
 * requires). A valid pattern RE2 cannot express (lookahead, backreference, `[\b]`, repetition over
 * 1000) is not enforced: it matches everything, and the registry notes it PATTERN_NOT_ENFORCED.
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
function compileRe2(source: string | RegExp): RE2JS | undefined {
  try {
    return RE2JS.compile(RE2JS.translateRegExp(source), RE2JS.LOOKBEHINDS);
  } catch {
    return undefined;
  }
}

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
  return compileRe2(pattern) ? 'linear' : 'not-enforced';
}

function linear(pattern: string): Matcher {
  const cached = cache.get(pattern);
  if (cached) return cached;
  // Throws SyntaxError for a pattern that is not ECMA-262: Ajv reports it as a schema that does not compile.
  new RegExp(pattern, 'u');
  const program = compileRe2(pattern);
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
