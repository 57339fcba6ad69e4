/**
 * Redaction (DESIGN.md §4.4): emails, bearer tokens and API-key-like secrets become typed placeholders
 * `[REDACTED:<kind>]`, counted per kind for a REDACTED note. On by default, set per tool by the
 * descriptor's `redaction`. Applied by the projections BEFORE bounding, so the marker's byte counts and
 * `original_bytes` describe the text the model could have seen (the measure stays honest, and a secret
 * cannot survive half-cut across the marker). Every pattern is anchored (prefix literal or look-behind)
 * so a multi-MB text is scanned in linear time.
 */
import type { ObservationNote } from '../../contract';
import { countOf, setOwnMember } from '../../contract';

/** The kinds of secret a placeholder names. */
export type RedactionKind = 'email' | 'bearer_token' | 'api_key' | 'secret';

/** Count of replacements per kind (mutable accumulator, shared over one projection). */
export type RedactionCounts = Record<RedactionKind, number>;

/** A fresh accumulator with every kind at 0. */
export function emptyRedactionCounts(): RedactionCounts {
  return { email: 0, bearer_token: 0, api_key: 0, secret: 0 };
}

const placeholder = (kind: RedactionKind): string => `[REDACTED:${kind}]`;

interface Rule {
  kind: RedactionKind;
  pattern: RegExp;
  /** Builds the replacement from the match groups; default: the placeholder alone. */
  replace?: (groups: string[]) => string;
}

/** Order matters: specific key shapes before generic ones (sk-ant- before sk-, bearer before key=). */
const RULES: readonly Rule[] = [
  {
    kind: 'bearer_token',
    pattern: /\b(Bearer)\s+[A-Za-z0-9._~+/=-]{8,}/gi,
    replace: (g) => `${g[1]} ${placeholder('bearer_token')}`,
  },
  { kind: 'api_key', pattern: /\bsk-ant-[A-Za-z0-9_-]{16,}/g },
  { kind: 'api_key', pattern: /\bsk-(?:proj-|live-|test-)?[A-Za-z0-9_-]{16,}/g },
  { kind: 'api_key', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g },
  { kind: 'api_key', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'api_key', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: 'api_key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  {
    kind: 'secret',
    pattern:
      /\b((?:api[_-]?key|apikey|access[_-]?token|auth[_-]?token|refresh[_-]?token|token|secret|client[_-]?secret|password|passwd|pwd)["']?\s*[=:]\s*["']?)(?!\[REDACTED:)([^\s"'&,;<>]{8,})/gi,
    replace: (g) => `${g[1]}${placeholder('secret')}`,
  },
  {
    kind: 'email',
    pattern: /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@(?:[A-Za-z0-9-]{1,63}\.){1,8}[A-Za-z]{2,24}\b/g,
  },
];

/** Object member names whose string values are secrets whatever they look like (structured content). */
const SECRET_MEMBER =
  /^(?:password|passwd|pwd|secret|client[_-]?secret|api[_-]?key|apikey|access[_-]?token|auth[_-]?token|refresh[_-]?token|token|private[_-]?key|authorization)$/i;

/**
 * Redacts one text.
 *
 * @param text any text (tool output)
 * @param counts accumulator; each replacement adds 1 to its kind
 * @returns the text with emails, bearer tokens, key-like secrets and `key=value` secrets replaced by
 *   `[REDACTED:<kind>]` (the `Bearer ` word and the `key=` prefix are kept)
 */
export function redactText(text: string, counts: RedactionCounts): string {
  let out = text;
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    if (!rule.pattern.test(out)) continue;
    rule.pattern.lastIndex = 0;
    out = out.replace(rule.pattern, (...args: unknown[]) => {
      counts[rule.kind]++;
      const groups = args as string[]; // [match, group 1, group 2, …, offset, input]
      return rule.replace ? rule.replace(groups) : placeholder(rule.kind);
    });
  }
  return out;
}

/**
 * Redacts every string of a JSON value (arrays and objects copied). A string member named like a secret
 * (`password`, `api_key`, `token`, …) is replaced whole by `[REDACTED:secret]`. Keys are kept as they
 * are (a key is a name, not a value).
 *
 * @param counts accumulator; each replacement adds 1 to its kind
 */
export function redactValue(value: unknown, counts: RedactionCounts): unknown {
  if (typeof value === 'string') return redactText(value, counts);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, counts));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      if (typeof member === 'string' && member !== '' && SECRET_MEMBER.test(key) && !member.startsWith('[REDACTED:')) {
        counts.secret++;
        setOwnMember(out, key, placeholder('secret'));
      } else setOwnMember(out, key, redactValue(member, counts));
    }
    return out;
  }
  return value;
}

/**
 * The REDACTED note for an accumulator, or undefined when nothing was redacted.
 *
 * @returns `{ code: 'REDACTED', message }`, the message giving the total and the count per kind
 */
export function redactionNote(counts: RedactionCounts): ObservationNote | undefined {
  const kinds = (Object.keys(counts) as RedactionKind[]).filter((kind) => counts[kind] > 0);
  const total = kinds.reduce((sum, kind) => sum + counts[kind], 0);
  if (total === 0) return undefined;
  const detail = kinds.map((kind) => `${kind}: ${counts[kind]}`).join(', ');
  return { code: 'REDACTED', message: `${countOf(total, 'value')} redacted (${detail}).` };
}
