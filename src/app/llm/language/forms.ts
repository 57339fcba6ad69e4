/**
 * The concrete things an answer can hand over: statement forms (an SQL statement or clause, a pragma, a
 * type name, a C API or SQL function, a shell dot-command), figures with their units, and the cue words
 * of causes, remedies, conditions and trade-offs. The offline model uses them to pick sentences; the
 * release step to decide whether an answer serves what the question asks. Pure.
 */
import { covers, coverageText, type Concept } from './concepts';
import { AVOID_ASKED } from './intent';

/** SQL keywords and type names that, written in capitals, name a statement form or part of one. */
const SQL_WORDS =
  'CREATE|INSERT|REPLACE|UPDATE|DELETE|SELECT|WITH|RECURSIVE|PRAGMA|ALTER|DROP|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|' +
  'VACUUM|ATTACH|DETACH|EXPLAIN|ANALYZE|REINDEX|INDEX|TABLE|VIEW|TRIGGER|VIRTUAL|UNIQUE|PRIMARY|KEY|FOREIGN|' +
  'REFERENCES|CHECK|DEFAULT|COLLATE|GENERATED|ALWAYS|STORED|STRICT|WITHOUT|ROWID|AUTOINCREMENT|RETURNING|' +
  'CONFLICT|IGNORE|ABORT|FAIL|IMMEDIATE|EXCLUSIVE|DEFERRED|CAST|NULL|INTEGER|INT|REAL|TEXT|BLOB|NUMERIC|ANY|' +
  'OVER|PARTITION|WINDOW|FILTER|UNION|JOIN|FROM|WHERE|SET|VALUES|INTO|MATCH|GLOB|LIKE|LIMIT|OFFSET|ORDER|GROUP|' +
  'QUERY|PLAN|ON|AS|DO|NOTHING|TO|RENAME|ADD|COLUMN|DATABASE|TEMP|TEMPORARY|CURRENT_TIMESTAMP|CURRENT_DATE|CURRENT_TIME|' +
  'DISTINCT|EXCEPT|INTERSECT|HAVING|BY';

const FORM_PATTERNS: readonly RegExp[] = [
  // Two or more SQL words in capitals in a row: CREATE INDEX, ON CONFLICT, INTEGER PRIMARY KEY.
  new RegExp(String.raw`\b(?:${SQL_WORDS})(?:(?:[ (]+|,? or |, )(?:${SQL_WORDS}|\w+ ?\())+`, 'g'),
  // One SQL word in capitals that is a statement or option by itself: STRICT, RETURNING, VACUUM.
  /\b(?:STRICT|RETURNING|VACUUM|ANALYZE|ATTACH|CAST|AUTOINCREMENT|UPSERT|SAVEPOINT|EXPLAIN|REINDEX|DISTINCT)\b/g,
  // An identifier with an underscore (busy_timeout, json_extract, SQLITE_MAX_LENGTH, sqlite3_open).
  /\b[A-Za-z]\w*_\w+\b/g,
  // A function or API call: name( or name().
  /\b[A-Za-z_]\w*\((?:\)|[^()]{0,40}\))/g,
  // A shell dot-command.
  /(?<=^|[\s"`(])\.[a-z]{3,}\b/g,
  // A JSON operator or a special file name.
  /->>?|:memory:/g,
];

/** The statement forms a text mentions, as written (distinct). */
export function statementForms(text: string): string[] {
  const out = new Set<string>();
  for (const pattern of FORM_PATTERNS) for (const match of text.matchAll(pattern)) out.add(match[0].trim());
  return [...out];
}

/** The statement forms of `text` that `question` does not already contain (case-insensitive). */
export function newStatementForms(text: string, question: string): string[] {
  const asked = question.toLowerCase();
  return statementForms(text).filter((form) => !asked.includes(form.toLowerCase()));
}

/** Keywords that open an SQL statement. */
const STATEMENT_OPENERS =
  'CREATE|INSERT|REPLACE|UPDATE|DELETE|SELECT|WITH|PRAGMA|ALTER|DROP|BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE|' +
  'VACUUM|ATTACH|DETACH|EXPLAIN|ANALYZE|REINDEX';
/** Prose nouns that follow a statement's name in a sentence ("the CREATE INDEX statement, …"): not operands. */
const PROSE_NOUNS =
  'statements?|commands?|clauses?|keywords?|syntax|operators?|constraints?|forms?|options?|pragmas?|triggers?|tables?';

const CODE_PATTERNS: readonly RegExp[] = [
  // A code span, as the offline model writes a passage's example.
  /`[^`\n]+`/g,
  // A statement written out: its keywords, an operand (a name, a placeholder such as table-name, `*`, a
  // quoted name), then what only code has next: `(`, `=`, `;` or another keyword in capitals.
  new RegExp(
    String.raw`\b(?:${STATEMENT_OPENERS})\b(?: (?:${SQL_WORDS})\b)* (?!(?:${PROSE_NOUNS})(?![\w-]))(?:[A-Za-z_][\w.$-]*|\*|"[^"]+"|'[^']+')(?:\s*[(=;]|\s+(?:${SQL_WORDS})\b)[^.;\n]*`,
    'g',
  ),
  // A statement's keywords quoted as the documentation writes them: "SELECT DISTINCT", "INSERT OR REPLACE".
  new RegExp(String.raw`"(?:${STATEMENT_OPENERS})\b[^"]{0,60}"`, 'g'),
  // A pragma, with its value or argument when given: PRAGMA foreign_keys = ON, PRAGMA busy_timeout.
  /\bPRAGMA (?:\w+\.)?[a-z_]\w*(?:\s*=\s*[\w'"-]+|\([^)]*\))?/g,
  // An API or function call: sqlite3_busy_timeout(), json_extract(data, '$.a'), row_number().
  /\b[A-Za-z_]\w*\((?:\)|[^()]{0,60}\))/g,
  // A shell dot-command.
  /(?<=^|[\s"`(])\.[a-z]{3,}\b(?: [^\s.;"]+)?/g,
];

/**
 * The code forms a text shows: what a user can type as it stands — a code span, a statement written out
 * with its operands (`CREATE INDEX i ON t(a, b)`, `ALTER TABLE t RENAME COLUMN a TO b`), a pragma, an API
 * or function call, a shell dot-command. A keyword phrase alone (`RENAME COLUMN TO`, `the CREATE TRIGGER
 * statement`) names a form but does not show its syntax. Distinct, as written.
 */
export function codeForms(text: string): string[] {
  const out = new Set<string>();
  for (const pattern of CODE_PATTERNS) for (const match of text.matchAll(pattern)) out.add(match[0].trim());
  return [...out];
}

/** The code forms of `text` that `question` does not already contain (case-insensitive). */
export function newCodeForms(text: string, question: string): string[] {
  const asked = question.toLowerCase();
  return codeForms(text).filter((form) => !asked.includes(form.toLowerCase().replace(/^`|`$/g, '')));
}

/** Figures: numbers of two or more digits, number words, or a digit with a unit. */
export const FIGURE =
  /\b\d[\d,.]*\d\b|\b(?:billion|million|thousand)\b|\b\d+\s*(?:bytes?|pages?|columns?|KiB|MiB|GiB|[KMGT]B)\b/gi;

/** Version numbers ("3.30.0", "version 3.12") and dates ("2019-10-04"): not figures of a limit. */
export const NOT_A_FIGURE = /\b\d+\.\d+\.\d+\b|\bversions? \d+(?:\.\d+)*\b|\b\d{4}-\d{2}-\d{2}\b/gi;

/** The figures a text gives that the question does not contain (versions and dates left out). */
export function newFigures(text: string, question: string): string[] {
  const asked = question.toLowerCase();
  return [...text.replace(NOT_A_FIGURE, ' ').matchAll(FIGURE)]
    .map((match) => match[0])
    .filter((figure) => !asked.includes(figure.toLowerCase()));
}

/** Words that mark a cause. */
export const CAUSE_CUE =
  /\b(?:because|since|due to|indicates?|means?|this is why|reason|results? (?:from|in)|caused?|so that|occurs?|happens?|whenever|when|if|cannot|could not|only)\b/i;
/** Words that mark a remedy. */
export const REMEDY_CUE =
  /\b(?:avoid|prevent|instead|set|sets|use|using|enable|increase|retry|timeout|handler|wait|call|invoke|run|register|recommended)\b/i;
/** Words that mark a condition for using something. */
export const CONDITION_CUE =
  /\b(?:if|when|unless|provided(?: that)?|so long as|as long as|only|best|recommended|should|avoid|works?|helpful|appropriate|better|faster|slower|discouraged|obsolete|consider|likely)\b/i;
/** Words that mark an advantage. */
export const ADVANTAGE_CUE =
  /\b(?:advantages?|faster|more concurrency|better|benefits?|improves?|efficient|do not block|does not block|concurrently|fewer|less vulnerable)\b/i;
/** Words that mark a disadvantage. */
export const DISADVANTAGE_CUE =
  /\b(?:disadvantages?|slower|(?:is|are|does|do|will) not|not (?:possible|supported|atomic|allowed|work)|cannot|requires?|must|fail|drawbacks?|limitations?|downside|less appealing|mindful|overhead|avoided|costly|expensive|discouraged|obsolete)\b/i;
/**
 * A sentence that states a default with its value: "… is turned off by default", "the default setting for
 * … is OFF", "defaults to 4096", "… is 2000 by default", "By default, FTS5 full-text searches are
 * case-independent".
 */
export const DEFAULT_STATED = new RegExp(
  [
    // A value, then "by default": "is turned off by default", "is 2000 by default".
    String.raw`\b(?:on|off|enabled|disabled|not|\d[\d,]*|[A-Z][A-Z0-9_]+\b)\b[^.]{0,40}\bby default\b`,
    // "By default, …": the clause it opens says what holds.
    String.raw`(?:^|[:;] )[Bb]y default,? [^.]{8,}`,
    // "default" then a value: "defaults to journal_mode=DELETE", "the default setting … is OFF", "the
    // default page size was … 1024 bytes".
    String.raw`\b[Dd]efaults? ?(?:to\b|[^.]{0,60}?\b(?:is|are|was|of)\b)(?:\s+[\w-]+){0,2}?\s*(?:\b\d[\d,]*|\b[A-Z][A-Z0-9_]+\b|=\s*\w+|\b(?:on|off|enabled|disabled|true|false|none|no limit)\b)`,
  ].join('|'),
);

/**
 * Words that mark a definition or a description of what something does or can do (a naming too: "…, we
 * call that index a covering index", "… is known as a correlated subquery").
 */
export const DEFINITION_CUE =
  /\b(?:is|are|was|means|refers to|we call|(?:is|are) called|known as|referred to as|contains?|does|can|cannot|may|only|provides?|allows?|causes?|returns?|stores?|gathers?|rebuilds?|adds?|removes?|converts?|imposes?|prevents?|supports?)\b/i;

/**
 * Which side of a trade-off a question asks for: "what are its disadvantages" or "when should I avoid
 * it" (`AVOID_ASKED`) → cons only, "what are the benefits" → pros only, "pros and cons", "trade-offs" or neither named → both.
 */
export function tradeoffsAsked(question: string): { pro: boolean; con: boolean } {
  const avoid = AVOID_ASKED.test(question.toLowerCase());
  const con =
    avoid || /\b(?:disadvantages?|drawbacks?|downsides?|cons|pitfalls?|caveats?|limitations?)\b/i.test(question);
  const pro = /\b(?<!dis)(?:advantages?|benefits?|pros|upsides?)\b/i.test(question);
  return pro || con ? { pro: pro || !con, con: con || !pro } : { pro: true, con: true };
}

/** The text of a sentence up to the end of its statement of a default; undefined when it states none. */
export function defaultSubject(text: string): string | undefined {
  const match = DEFAULT_STATED.exec(text);
  return match ? text.slice(0, (match.index ?? 0) + match[0].length) : undefined;
}

/**
 * Whether a sentence states a default of the asked thing: it matches `DEFAULT_STATED` and its text up to
 * the end of that match names every focus concept ("Foreign key constraints are disabled by default" is
 * about foreign keys; "Autocheckpointing is enabled by default … SQLITE_DEFAULT_WAL_AUTOCHECKPOINT" is
 * not about WAL).
 */
export function defaultSubjectCovers(text: string, focus: readonly Concept[]): boolean {
  const subject = defaultSubject(text);
  if (subject === undefined) return false;
  const view = coverageText(subject);
  return focus.every((concept) => covers(concept, view));
}

/**
 * Words of a sentence that restricts rather than answers: "The column may not have a default value of
 * CURRENT_TIME …", "The DROP COLUMN command only works if …". A bare quote that restricts a how-to's
 * answer is a caveat (the release step and the offline model's quotes, see `isCaveat`).
 */
export const RESTRICTS =
  /\b(?:may not|must not|cannot|can not|is not allowed|are not allowed|not possible|not permitted|only works? (?:if|when)|is not supported|are not supported|does not work|do not work|is an error|fails? (?:if|when|with an error)|throws? an error)\b|n't\b/i;
