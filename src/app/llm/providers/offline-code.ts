/**
 * The code example of the offline model's direct answer to a how-to: a statement the vocabulary names for
 * the question's topics, near the prose that covers the question best. Pure.
 */
import { covers, type Concept } from '../language/concepts';
import { focusForms, showsFocus } from '../language/focus';
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
  question = '',
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
      // A statement that shows more of the focus ("PRAGMA foreign_keys = OFF" to turn them off) comes first.
      const onFocus = focus.length > 0 ? focus.filter((concept) => covers(concept, u.view)).length / focus.length : 0;
      return { u, score: u.base + named + introScore + onFocus - 0.2 * Math.min(later, 3) - summary };
    })
    .sort((left, right) => right.score - left.score);
  // An example that does not show the focus (`showsFocus`: no DEFAULT in `SELECT date();` for a default
  // to the current time) is not shown.
  const best = scored.find(({ u }) => showsFocus(u.unit.text, focus, question));
  if (!best) return undefined;
  if (forms.some((form) => form.test(best.u.unit.text))) return best.u;
  // Without the form the vocabulary names, only code from a passage the answer cites, or (when the
  // vocabulary names none) code whose passage is about the question, will do.
  return cited.has(best.u.passage) || (forms.length === 0 && best.u.base >= 1.2) ? best.u : undefined;
}

/** A sentence that describes a clause's syntax by its keywords: "The RENAME COLUMN TO syntax …". */
const SYNTAX_SENTENCE = /\bThe ((?:[A-Z]{2,} )+)syntax\b/;
/** A placeholder of the documentation's syntax (column-name, new-table-name, column-def). */
const PLACEHOLDER = /\b[a-z]+(?:-[a-z]+)*-(?:name|def)\b/g;
const STATEMENT_HEAD = /^(?:ALTER|CREATE|DROP) [A-Z]+$/;

/**
 * A statement's syntax written out from a passage that describes it without an example (the
 * documentation's syntax diagrams are not in the corpus). Rule (decided here): a sentence "The <KEYWORDS>
 * syntax …" under a heading that is a statement followed by those keywords ("ALTER TABLE RENAME COLUMN")
 * gives `<statement> <object>-name <keywords before TO> [<operand>] [TO <new-…>]`, each operand one of the
 * placeholders the passage names (`column-name`, `new-column-name`, `column-def`), in that order of
 * preference: the object's own (`table-name`), one naming the clause's noun (`COLUMN` → `column-…`),
 * one starting with `new-` after TO; a missing object or noun operand is `<noun>-name`, as the
 * documentation writes them. Nothing else is added.
 *
 * @returns the form (`ALTER TABLE table-name RENAME COLUMN column-name TO new-column-name`), or undefined
 *   when the unit is no such sentence or a TO has no `new-…` placeholder
 */
export function writeSyntax(unit: ScoredUnit): string | undefined {
  const keywords = SYNTAX_SENTENCE.exec(unit.unit.text)?.[1]?.trim().split(' ');
  const heading = unit.passage.heading.trim();
  if (!keywords) return undefined;
  const at = heading.indexOf(` ${keywords[0]}`);
  const statement = at > 0 ? heading.slice(0, at) : '';
  if (!STATEMENT_HEAD.test(statement)) return undefined;
  const texts = [unit.unit.text, ...unit.passage.texts];
  const placeholders = [...new Set(texts.flatMap((text) => text.match(PLACEHOLDER) ?? []))];
  const object = (statement.split(' ')[1] ?? '').toLowerCase();
  const to = keywords.indexOf('TO');
  const clause = to >= 0 ? keywords.slice(0, to) : keywords;
  const noun = clause.length > 1 ? (clause[clause.length - 1] ?? '').toLowerCase() : '';
  const nounOperand = noun ? (placeholders.find((p) => p.startsWith(`${noun}-`)) ?? `${noun}-name`) : undefined;
  const target = placeholders.find((p) => p.startsWith('new-'));
  if (to >= 0 && !target) return undefined;
  const objectOperand = placeholders.find((p) => p === `${object}-name`) ?? `${object}-name`;
  return [statement, objectOperand, ...clause, nounOperand, to >= 0 ? `TO ${target}` : undefined]
    .filter(Boolean)
    .join(' ');
}

/**
 * Statements whose form is their keywords and the name of what they act on, as the SQLite syntax
 * diagrams write them (the diagrams are not in the corpus): the keywords a sentence names, then the
 * operand placeholder.
 */
const NAMED_STATEMENTS: readonly { keywords: RegExp; form: (object: string) => string }[] = [
  { keywords: /^DROP (TABLE|INDEX|VIEW|TRIGGER)$/, form: (object) => `DROP ${object.toUpperCase()} ${object}-name` },
  { keywords: /^DETACH(?: DATABASE)?$/, form: () => 'DETACH DATABASE schema-name' },
  { keywords: /^DELETE$/, form: () => 'DELETE FROM table-name' },
];
/** A statement a sentence names by its keywords: "the DROP TABLE statement", "The DELETE command …". */
const NAMES_STATEMENT = /\b(?:[Tt]he|[Aa]n?) ((?:[A-Z]{2,} ?){1,3}) (?:statement|command)\b/g;

/**
 * A statement's form written out from a sentence that names it ("Tables are removed using the DROP TABLE
 * statement" → `DROP TABLE table-name`), for the statements of `NAMED_STATEMENTS` only; the passage's
 * own placeholder for the table is used when it names one (`qualified-table-name`); a DELETE whose
 * passage describes its WHERE clause gets `WHERE expr` when the focus asks for it (`showsFocus`).
 *
 * @returns the form, or undefined when the unit names no such statement
 */
export function writeNamedStatement(
  unit: ScoredUnit,
  focus: readonly Concept[] = [],
  question = '',
): string | undefined {
  for (const match of unit.unit.text.matchAll(NAMES_STATEMENT)) {
    const keywords = (match[1] ?? '').trim();
    const shape = NAMED_STATEMENTS.find((candidate) => candidate.keywords.test(keywords));
    if (!shape) continue;
    const object = (/^DROP (\w+)$/.exec(keywords)?.[1] ?? '').toLowerCase();
    const plain = shape.form(object);
    const passage = unit.passage.texts.join(' ');
    const table = passage.match(/\b(?:qualified-)?table-name\b/)?.[0];
    const form = table && /table-name$/.test(plain) ? plain.replace(/table-name$/, table) : plain;
    // The passage's WHERE clause, when the asked thing is the rows it keeps ("only the rows that match …").
    const where = /^DELETE\b/.test(form) && /\bWHERE clause\b/.test(passage) ? `${form} WHERE expr` : undefined;
    const asksWhere = focusForms(focus, question).some((code) => code.source.includes('WHERE'));
    return where && (asksWhere || !showsFocus(form, focus, question)) && showsFocus(where, focus, question)
      ? where
      : form;
  }
  return undefined;
}
