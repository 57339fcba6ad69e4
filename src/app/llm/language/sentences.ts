/**
 * Splits a passage (a snippet as the model read it, white space collapsed) into units an answer can use:
 * prose sentences and code (SQL statements ending in `;`, shell dot-commands). Every unit's `text` is a
 * contiguous piece of the whitespace-normalized passage, so it can be quoted verbatim. List numbers and
 * bullets left at a unit's edges are dropped; a unit cut by the snippet's `…` is marked `partial`.
 * Pure.
 */

/** One usable piece of a passage. */
export interface TextUnit {
  kind: 'prose' | 'code';
  text: string;
  /** Its position among the passage's units. */
  index: number;
  /** True when the snippet cut it (it began or ended at a `…`). */
  partial: boolean;
  /** For prose: the label of the list it belongs to ("advantages", "disadvantages"), when one was introduced. */
  list?: string;
  /** For prose: true when it is the first sentence of a list item (it began with a number or a bullet). */
  item?: boolean;
  /**
   * For a sentence that introduces a list (ends in `:`): the heads of the items that follow it in the
   * passage ("NULL", "INTEGER", "TEXT as ISO8601 strings"), each an item's words up to its first `.`,
   * `,` or `:` (at most 60 characters).
   */
  items?: string[];
}

const SQL_KEYWORDS =
  'CREATE|INSERT|REPLACE|UPDATE|DELETE|SELECT|WITH|PRAGMA|ALTER|DROP|BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE|VACUUM|ATTACH|DETACH|EXPLAIN|ANALYZE|REINDEX';
/**
 * An SQL statement as the docs print it: an upper-case keyword … `;` (not across a sentence end, nor across
 * the `: ` of prose that introduces a statement: "the following UPDATE trigger …: CREATE TRIGGER …").
 */
const SQL_STATEMENT = new RegExp(
  String.raw`(?:sqlite> )?\b(?:${SQL_KEYWORDS})\b(?:(?![.!?] [A-Z][a-z]|: [A-Z]{2,})[^;…"“”])*?;`,
  'g',
);
/**
 * A shell dot-command with up to three arguments (`.import FILE TABLE`, `.eqp on`); an argument may hold
 * dots inside it (`.open ex1.db`, `.schema main.*`) but does not end in one (a sentence's period), and
 * prose words that follow a command named in a sentence ("`.tables` to list", "`.import` is run") are
 * not its arguments.
 */
const DOT_COMMAND =
  /(?<=^|[\s(:])(?:sqlite> )?\.(?:tables|schema|import|mode|backup|dump|eqp|load|open|read|headers|indexes|expert|save|restore|output)\b(?: (?!\.|[A-Z][a-z]|(?:a|an|and|can|command|is|of|only|or|the|to|will)\b)[^\s.;"]+(?:\.[^\s.;"]+)*){0,3}/g;

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * How far a `CREATE TRIGGER … BEGIN … ;` statement runs on past its first `;` to the `END;` of its body
 * (0 for any other statement, or when no `END;` follows within 600 characters).
 */
function triggerBody(text: string, start: number, statement: string): number {
  if (!/^(?:sqlite> )?CREATE (?:TEMP |TEMPORARY )?TRIGGER\b[^;]*\bBEGIN\b/.test(statement)) return 0;
  const rest = text.slice(start + statement.length, start + statement.length + 600);
  const end = /\bEND;/.exec(rest);
  return end ? end.index + end[0].length : 0;
}

/** Code spans of a text: `[start, end)` offsets, in order, not overlapping. */
function codeSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const pattern of [SQL_STATEMENT, DOT_COMMAND])
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length + triggerBody(text, start, match[0]);
      const body = match[0].replace(/^sqlite> /, '');
      // A statement needs more than its keyword (`DELETE;`), and prose that starts with a keyword ("WITH
      // this option, …;") is not code: code has a bracket, an `=`, or a second upper-case keyword.
      if (
        pattern === SQL_STATEMENT &&
        !/[(=*]|\b(?:ON|FROM|INTO|TABLE|INDEX|SET|VALUES|AS|TO|WHERE)\b/.test(body.slice(1))
      )
        continue;
      if (!spans.some(([s, e]) => start < e && end > s)) spans.push([start, end]);
    }
  return spans.sort((left, right) => left[0] - right[0]);
}

/** Trims list numbers, bullets and stray punctuation from a unit's edges (the rest stays verbatim). */
function trimUnit(text: string): string {
  return text
    .replace(/^(?:[-–•*]|\(?\d{1,2}[.)]|[a-h][.)])\s+/, '')
    .replace(/\s+(?:\d{1,2}|[a-h])[.)]$/, '')
    .replace(/^[,;:]\s*/, '')
    .trim();
}

/** A sentence of prose, and whether it began as a list item (a bullet or a number). */
interface Sentence {
  text: string;
  item: boolean;
}

/**
 * Where a list item without a final period runs into the next paragraph once white space is collapsed
 * ("- The number of values in an INSERT statement The default setting …"): before a capitalised word
 * that opens sentences, after a word in lower case.
 */
const ITEM_RUN_ON =
  /(?<=[a-z0-9)])\s+(?=(?:The|A|An|This|These|It|In|If|When|Each|Every|For|SQLite|However|On|Many)\s)/;

/** Splits a list item at a run-on into the next paragraph, when the item before it has four or more words. */
function splitRunOn(item: string): string[] {
  const match = ITEM_RUN_ON.exec(item);
  if (!match || item.slice(0, match.index).trim().split(/\s+/).length < 5) return [item];
  return [item.slice(0, match.index), ...splitRunOn(item.slice(match.index + match[0].length))];
}

function proseSentences(text: string): Sentence[] {
  // A list number split off on its own ("3." before "Transactions …") makes the next piece an item.
  let numbered = false;
  return text
    .split(/(?<=[.!?])\s+(?=["“(]?[\p{Lu}\d])|(?<=:)\s+(?=\d{1,2}\.\s)|\s+(?=[-–•]\s)/u)
    .flatMap((raw) => {
      const number = /^\s*\(?\d{1,2}[.)]\s*$/.test(raw);
      const item = numbered || /^\s*(?:[-–•*]|\(?\d{1,2}[.)])\s/.test(raw);
      numbered = number;
      if (number) return [];
      const parts = item ? splitRunOn(raw) : [raw];
      return parts.map((part, i) => ({ text: trimUnit(part), item: item && i === 0 }));
    })
    .filter((sentence) => /\p{L}{2}|\b[A-Z]{2,}/u.test(sentence.text));
}

/** Whether a unit reads as a sentence: at least three words in lower case (not a syntax line). */
export function isSentence(unit: TextUnit): boolean {
  const statement =
    /^(?:CREATE|INSERT|SELECT|UPDATE|DELETE|PRAGMA|WITH|ALTER|DROP|BEGIN)\b/.test(unit.text) && /;\s*$/.test(unit.text);
  return !statement && !/^(?:--|\/\/|#)/.test(unit.text) && (unit.text.match(/\b[a-z]{2,}\b/g) ?? []).length >= 3;
}

/** The head of a list item: its words up to the first `. `, `, ` or `: ` (at most 60 characters). */
function itemHead(text: string): string {
  const head = text.split(/(?<=\S)[.,:;](?:\s|$)/)[0] ?? text;
  return head.length <= 60 ? head.trim() : head.split(/\s+/).slice(0, 8).join(' ');
}

const LIST_LABEL = /\b((?:dis)?advantages?|benefits?|drawbacks?|limitations?|restrictions?|caveats?)\b[^.]*:\s*$/i;

/**
 * Splits a passage into units, in order. Text outside code is split into sentences at `.`, `!`, `?`
 * followed by a capital or digit, and at list items; a list introduced by "Advantages include:" or
 * "But there are also disadvantages:" labels its items (`list`) until the next label.
 */
export function splitUnits(passage: string): TextUnit[] {
  const text = normalize(passage);
  const units: TextUnit[] = [];
  let label: string | undefined;
  let intro: TextUnit | undefined;
  // An item's own further sentences ("- NULL. The value is a NULL value.") keep its list open; two
  // sentences in a row that are not items end it.
  let afterItem = false;
  const pushProse = (piece: string, startsCut: boolean, endsCut: boolean) => {
    const sentences = proseSentences(piece);
    sentences.forEach(({ text: sentence, item }, i) => {
      // The snippet leaves out whole sentences between `…`; a sentence it cut starts in lower case or ends
      // without a closing mark.
      const cutStart = startsCut && i === 0 && !/^["“(]?[\p{Lu}\d]/u.test(sentence);
      const cutEnd = endsCut && i === sentences.length - 1 && !/[.!?:;)"”]$/.test(sentence);
      const partial = cutStart || cutEnd;
      if (intro && item) intro.items?.push(itemHead(sentence));
      else if (!item && !afterItem) intro = undefined;
      afterItem = item;
      if (sentence.length < 12) return;
      const listLabel = LIST_LABEL.exec(sentence)?.[1]?.toLowerCase();
      const unit: TextUnit = {
        kind: 'prose',
        text: sentence,
        index: units.length,
        partial,
        list: listLabel ? undefined : label,
        ...(item ? { item: true } : {}),
      };
      if (/:\s*$/.test(sentence)) {
        unit.items = [];
        intro = unit;
      }
      units.push(unit);
      if (listLabel)
        label =
          listLabel.startsWith('dis') || /drawback|limitation|restriction|caveat/.test(listLabel)
            ? 'disadvantages'
            : 'advantages';
    });
  };
  // The snippet marks text it left out with `…`: each piece between marks is split on its own, and a
  // unit touching a mark is partial.
  const pieces = text.split(/\s*…\s*/);
  pieces.forEach((piece, p) => {
    const cutBefore = p > 0;
    const cutAfter = p < pieces.length - 1;
    let cursor = 0;
    for (const [start, end] of codeSpans(piece)) {
      pushProse(piece.slice(cursor, start), cursor === 0 && cutBefore, false);
      units.push({
        kind: 'code',
        text: piece.slice(start, end).replace(/^sqlite> /, ''),
        index: units.length,
        partial: false,
      });
      cursor = end;
    }
    pushProse(piece.slice(cursor), cursor === 0 && cutBefore, cutAfter);
  });
  return units;
}

/**
 * The text a unit stands for in an answer: a list introduction with two or more short items ("… one of
 * the following storage classes:" NULL, INTEGER, …) reads as the introduction followed by its items'
 * heads; any other unit as itself.
 */
export function unitText(unit: TextUnit): string {
  const items = unit.items ?? [];
  if (items.length < 2 || items.reduce((sum, item) => sum + item.length, 0) / items.length > 40) return unit.text;
  return `${unit.text} ${items.join(', ')}`;
}

/** Whether a unit introduces a list it can stand for (see `unitText`). */
export function isListIntro(unit: TextUnit): boolean {
  return unitText(unit) !== unit.text;
}
