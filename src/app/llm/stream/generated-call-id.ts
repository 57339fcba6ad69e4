/**
 * Ids for tool calls that arrived without one (some OpenAI-compatible servers omit `id`).
 *
 * `call_<n>` with one counter per page session, so two turns of one run never hand the harness the same
 * generated id (the harness treats a repeated id as the same call or DUPLICATE_CALL_ID, DESIGN.md §4.5).
 */

let nextGeneratedId = 1;

/** Returns a fresh `call_<n>` id, skipping any id in `taken`. */
export function generateCallId(taken?: ReadonlySet<string>): string {
  for (;;) {
    const id = `call_${nextGeneratedId}`;
    nextGeneratedId += 1;
    if (!taken?.has(id)) return id;
  }
}
