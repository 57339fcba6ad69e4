/**
 * The argument text of one streamed tool call, accumulated exactly as it arrives.
 *
 * Fragments are concatenated byte for byte: an escape split across deltas (`"\` + `B…"`, `\uD8` +
 * `3D\uDE` + `00`) is kept as is, and nothing here parses, repairs or re-encodes JSON. The harness's strict
 * parser (DESIGN.md §3 A2) is the one judge of the finished text.
 *
 * Snapshot rule (re-emitted and cumulative snapshots, case 18). A fragment F that arrives for a call whose
 * text A so far is a *closed* JSON text (see below) is a snapshot, not a delta:
 * - F === A: an identical re-emission, collapsed (the text is unchanged);
 * - F starts with A and is longer: a cumulative snapshot, the text becomes F.
 * Any other fragment is appended. "Closed" is a lexical fact, not a parse: the text began with `{`, `[` or
 * `"` and the scanner below (which tracks only string/escape state and bracket depth) has seen that
 * top-level value end and nothing but whitespace after it. Why normal deltas are never misread: in a
 * well-formed stream nothing but whitespace follows the end of the arguments value, so a delta that
 * arrives after a closed text and repeats it can only be a snapshot (appending it would make the text
 * TRAILING_TOKENS anyway). Before the value closes every fragment is appended, even one that happens to
 * equal the text so far — `{"a":` followed by `{"a":` is a legitimate start of `{"a":{"a":1}}`. The cost:
 * a provider that sends cumulative snapshots of *unfinished* arguments gets them glued, and the harness
 * refuses the call (repair_required) instead of running a guess. Callers turn snapshot handling off for a
 * call that received a second, different name (case 17), so its second argument object is appended and
 * the harness refuses the joined text with TRAILING_TOKENS.
 */

/** What `offer` did with a fragment. */
export type FragmentEffect = 'appended' | 'collapsed' | 'extended';

/** Lexical scan state of a JSON text (no values are built). */
interface ScanState {
  depth: number;
  inString: boolean;
  escaped: boolean;
  /** The first non-whitespace character has been seen. */
  started: boolean;
  /** The first top-level value was an object, array or string (the only kinds whose end is visible). */
  bracketed: boolean;
  /** The top-level value ended and only whitespace followed. */
  closed: boolean;
  /** Something other than whitespace followed the end of the top-level value. */
  trailing: boolean;
}

/** A fresh scan state. */
function createScanState(): ScanState {
  return {
    depth: 0,
    inString: false,
    escaped: false,
    started: false,
    bracketed: false,
    closed: false,
    trailing: false,
  };
}

/** Advances `state` over `text` (lexical only: strings, escapes and bracket depth). */
function scanText(state: ScanState, text: string): void {
  for (let position = 0; position < text.length; position += 1) {
    const character = text[position];
    if (state.inString) {
      if (state.escaped) state.escaped = false;
      else if (character === '\\') state.escaped = true;
      else if (character === '"') {
        state.inString = false;
        if (state.depth === 0 && state.bracketed) state.closed = true;
      }
      continue;
    }
    const whitespace = character === ' ' || character === '\n' || character === '\r' || character === '\t';
    if (whitespace) continue;
    if (state.closed || state.trailing) {
      state.closed = false;
      state.trailing = true;
      continue;
    }
    if (!state.started) {
      state.started = true;
      state.bracketed = character === '{' || character === '[' || character === '"';
    }
    if (!state.bracketed) continue;
    if (character === '"') state.inString = true;
    else if (character === '{' || character === '[') state.depth += 1;
    else if (character === '}' || character === ']') {
      state.depth -= 1;
      if (state.depth <= 0) {
        state.depth = 0;
        state.closed = true;
      }
    }
  }
}

/** The accumulated argument text of one call. */
export interface ArgumentsBuffer {
  /** The text so far, exactly as received. */
  readonly text: string;
  /** True when the text is one complete object/array/string value followed by whitespace only. */
  readonly closed: boolean;
  /** True when `fragment` would be treated as a snapshot (identical or cumulative) of the text. */
  isSnapshot(fragment: string): boolean;
  /**
   * Adds a fragment. With `snapshots` (the default) a snapshot of a closed text replaces or is collapsed
   * (see the module rule); otherwise, and for every other fragment, the fragment is appended exactly.
   */
  offer(fragment: string, options?: { snapshots?: boolean }): FragmentEffect;
}

/** Creates an empty arguments buffer (optionally seeded with `initialText`). */
export function createArgumentsBuffer(initialText = ''): ArgumentsBuffer {
  let text = '';
  let state = createScanState();
  const append = (fragment: string): void => {
    text += fragment;
    scanText(state, fragment);
  };
  append(initialText);
  return {
    get text() {
      return text;
    },
    get closed() {
      return state.closed;
    },
    isSnapshot(fragment: string): boolean {
      return state.closed && text.length > 0 && fragment.startsWith(text);
    },
    offer(fragment: string, options: { snapshots?: boolean } = {}): FragmentEffect {
      const snapshots = options.snapshots ?? true;
      if (snapshots && this.isSnapshot(fragment)) {
        if (fragment.length === text.length) return 'collapsed';
        text = '';
        state = createScanState();
        append(fragment);
        return 'extended';
      }
      append(fragment);
      return 'appended';
    },
  };
}

/**
 * A display-safe preview of unfinished argument text: cuts a trailing incomplete escape (`\`, `\u`,
 * `\uD8`, …) and a trailing high-surrogate escape still waiting for its low half, so a partial preview
 * never shows half an escape or a lone surrogate (case 15). The text itself is never changed; this is for
 * showing progress only.
 */
export function previewArgumentsText(text: string): string {
  let cut = text;
  // A trailing run of backslashes: an odd count means the last one starts an unfinished escape.
  const trailingBackslashes = /\\+$/.exec(cut);
  if (trailingBackslashes && trailingBackslashes[0].length % 2 === 1) cut = cut.slice(0, -1);
  // An unfinished \uXXXX escape (fewer than four hex digits so far), preceded by an even backslash run.
  const partialUnicode = /(^|[^\\])((?:\\\\)*)\\u[0-9a-fA-F]{0,3}$/.exec(cut);
  if (partialUnicode)
    cut = cut.slice(0, partialUnicode.index + groupLength(partialUnicode, 1) + groupLength(partialUnicode, 2));
  // A complete high-surrogate escape whose low half has not arrived yet.
  const loneHigh = /(^|[^\\])((?:\\\\)*)\\u[dD][89abAB][0-9a-fA-F]{2}$/.exec(cut);
  if (loneHigh) cut = cut.slice(0, loneHigh.index + groupLength(loneHigh, 1) + groupLength(loneHigh, 2));
  // A raw (unescaped) lone high surrogate at the very end.
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}

/** Length in UTF-16 units of capture group `group` of `match` (0 when the group did not take part). */
function groupLength(match: RegExpExecArray, group: number): number {
  return match[group]?.length ?? 0;
}
