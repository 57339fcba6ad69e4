/**
 * Provider-safe export names (DESIGN.md §5.2 "Names"): `^[a-zA-Z0-9_-]{1,64}$`, distinct across the
 * registry, and a pure function of the registered tools in registration order — so a call naming either
 * a declared name or an exportName reaches exactly one tool.
 */
import type { DescriptorNote } from '../../contract';

/** The provider-safe name pattern (OpenAI and Anthropic tool names). */
export const EXPORT_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;
const MAX_LENGTH = 64;

/** One registered tool, as the name assignment sees it. */
export interface NameEntry {
  /** Registry key (source + name). */
  key: string;
  source: string;
  name: string;
  /** JSON Pointer of the name in the submitted definition, for notes. */
  namePointer: string;
}

/** An assigned name with the notes that explain any change. */
export interface AssignedName {
  exportName: string;
  notes: DescriptorNote[];
}

/**
 * FNV-1a 32-bit hash of a string, as 8 hex digits (stable across runs and platforms).
 *
 * @param text any string (hashed by UTF-16 code unit)
 * @returns 8 lower-case hex digits
 */
export function fnv1aHex(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Replaces every character outside `[a-zA-Z0-9_-]` (per code point) with `_` and cuts to 64. */
export function sanitizeName(name: string): string {
  return name.replace(/[^a-zA-Z0-9_-]/gu, '_').slice(0, MAX_LENGTH);
}

/** `base` cut so `_` + 6 hex digits fit in 64 characters. */
function withSuffix(base: string, hex: string): string {
  return `${base.slice(0, MAX_LENGTH - hex.length - 1)}_${hex}`;
}

/** Name lookups a changed name is checked against (the tools before it, and every declared name). */
export interface NameLookups {
  /** True when an earlier tool (in registration order) already holds `exportName`. */
  taken(exportName: string): boolean;
  /** True when any registered tool declares `name`. */
  declared(name: string): boolean;
}

/**
 * The changed export name of one tool that does not export as its declared name (pass 2 of
 * {@link assignExportNames}): sanitized when its name is not provider-safe (NAME_SANITIZED), then moved
 * off any taken or declared name with `_` + hex digits of FNV-1a(source + name) (NAME_COLLISION).
 *
 * @param e the tool
 * @param lookups what is taken before it and what is declared anywhere
 * @returns its exportName and the notes that explain the change
 */
export function changedExportName(e: NameEntry, lookups: NameLookups): AssignedName {
  const notes: DescriptorNote[] = [];
  const safe = EXPORT_NAME_PATTERN.test(e.name);
  let candidate = safe ? e.name : sanitizeName(e.name);
  if (!safe) {
    notes.push({
      code: 'NAME_SANITIZED',
      message: `name '${e.name}' is not provider-safe; exported as '${candidate}' (invalid characters → '_', at most 64)`,
      pointer: e.namePointer,
    });
  }
  if (lookups.taken(candidate) || (candidate !== e.name && lookups.declared(candidate))) {
    const hash = fnv1aHex(`${e.source}\u0000${e.name}`);
    let next = withSuffix(candidate, hash.slice(0, 6));
    for (let n = 1; lookups.taken(next) || lookups.declared(next); n++) next = withSuffix(candidate, `${hash}${n}`);
    notes.push({
      code: 'NAME_COLLISION',
      message: `export name '${candidate}' is already used by another tool; exported as '${next}'`,
      pointer: e.namePointer,
    });
    candidate = next;
  }
  const [sanitized] = notes;
  if (sanitized?.code === 'NAME_SANITIZED')
    sanitized.message = sanitized.message.replace(/exported as '[^']*'/, `exported as '${candidate}'`);
  return { exportName: candidate, notes };
}

/**
 * Assigns export names to every tool, in registration order.
 *
 * Rules: a declared name that is already provider-safe exports as itself unless an earlier tool holds
 * it (the same name from another source). A name that must change is sanitized (invalid characters →
 * `_`) and shortened to 64 (NAME_SANITIZED note); it never takes any tool's declared name or an
 * exportName already assigned. Any collision is settled with `_` + 6 hex digits of FNV-1a(source + name)
 * (NAME_COLLISION note); in the near-impossible case that this collides too, further hex digits of the
 * hash with a counter are tried. The registry keeps the same result incrementally (export-name-index.ts);
 * this whole-list form is its reference.
 *
 * @param entries the registered tools in registration order
 * @returns key → exportName and its notes (pointer = the name in the submitted definition)
 * @see DESIGN.md §5.2 Names
 */
export function assignExportNames(entries: readonly NameEntry[]): Map<string, AssignedName> {
  const declared = new Set(entries.map((e) => e.name));
  const taken = new Set<string>();
  const out = new Map<string, AssignedName>();
  // Pass 1: provider-safe declared names claim themselves, first come first served.
  for (const e of entries) {
    if (EXPORT_NAME_PATTERN.test(e.name) && !taken.has(e.name)) {
      taken.add(e.name);
      out.set(e.key, { exportName: e.name, notes: [] });
    }
  }
  // Pass 2: every other tool gets a changed name that collides with nothing.
  const lookups: NameLookups = { taken: (n) => taken.has(n), declared: (n) => declared.has(n) };
  for (const e of entries) {
    if (out.has(e.key)) continue;
    const assigned = changedExportName(e, lookups);
    taken.add(assigned.exportName);
    out.set(e.key, assigned);
  }
  return out;
}
