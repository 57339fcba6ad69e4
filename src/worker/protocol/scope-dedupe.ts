/**
 * DUPLICATE_SCOPE (DESIGN.md §4.5): a scope is tool + canonical input (keys sorted), recorded only when
 * a call reached READY, so a retry after an error is not a duplicate. Pure.
 */
import type { Outcome } from '../../contract';
import { canonicalJson, ok, refuse } from '../../contract';

/** The scope key of a call: declared tool name + canonical JSON of the parsed input. */
export function scopeKeyOf(toolName: string, input: unknown): string {
  return `${toolName}\u0000${canonicalJson(input)}`;
}

/** Refuses a call whose scope already reached READY in this run (DUPLICATE_SCOPE, pointer `/input`). */
export function checkScope(scopes: ReadonlySet<string>, scopeKey: string, toolName: string): Outcome<string> {
  if (!scopes.has(scopeKey)) return ok(scopeKey);
  return refuse({
    code: 'DUPLICATE_SCOPE',
    message: `${toolName} was already called with this exact input in this run; change the input or answer from what you have.`,
    pointer: '/input',
  });
}
