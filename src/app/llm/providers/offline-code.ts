/**
 * The code example of the offline model's direct answer to a how-to: a statement the vocabulary names for
 * the question's topics, near the prose that covers the question best. Pure.
 */
import { covers, type Concept } from '../language/concepts';
import type { ScoredUnit } from './offline-evidence';

/** Whether a code unit shows a statement form the vocabulary names for the question's concepts. */
export function codeNamed(concepts: readonly Concept[], code: ScoredUnit): boolean {
  return concepts.some((concept) => concept.entries.some((entry) => entry.code?.test(code.unit.text)));
}

/** The code unit to show for a how-to: a statement the vocabulary names, near the best-covering prose. */
export function pickCode(
  concepts: readonly Concept[],
  units: readonly ScoredUnit[],
  cited: ReadonlySet<ScoredUnit['passage']> = new Set(),
  focus: readonly Concept[] = [],
): ScoredUnit | undefined {
  const forms = concepts.flatMap((concept) => concept.entries.flatMap((entry) => (entry.code ? [entry.code] : [])));
  const scored = units
    .filter((u) => u.unit.kind === 'code' && u.unit.text.length <= 400)
    .map((u) => {
      const intro = u.passage.units[u.passage.units.indexOf(u.unit) - 1];
      const introScore = intro ? (units.find((other) => other.unit === intro)?.coverage ?? 0) : 0;
      const named = forms.some((form) => form.test(u.unit.text)) ? 1.5 : 0;
      // A passage's first example is usually the plain form; later ones show variations.
      const later = u.passage.units.filter((other) => other.kind === 'code' && other.index < u.unit.index).length;
      // A syntax summary ("PRAGMA foreign_keys = boolean;", "= 0 | NONE | 1") shows no usable statement.
      const summary = /\s\|\s|\b(?:boolean|schema\.|N)\b|\?[a-z-]+\?/.test(u.unit.text) ? 1 : 0;
      // A statement that shows every focus concept ("PRAGMA foreign_keys = OFF" to turn them off) comes first.
      const onFocus = focus.length > 0 && focus.every((concept) => covers(concept, u.view)) ? 1 : 0;
      return { u, score: u.base + named + introScore + onFocus - 0.2 * Math.min(later, 3) - summary };
    })
    .sort((left, right) => right.score - left.score);
  const best = scored[0];
  if (!best) return undefined;
  if (forms.some((form) => form.test(best.u.unit.text))) return best.u;
  // Without the form the vocabulary names, only code from a passage the answer cites, or (when the
  // vocabulary names none) code whose passage is about the question, will do.
  return cited.has(best.u.passage) || (forms.length === 0 && best.u.base >= 1.2) ? best.u : undefined;
}
