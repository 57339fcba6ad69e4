/**
 * Plans 2–3 search queries from a question (the offline model's first step): quoted phrases first (else
 * the question's content words), then the question's intent (when to use → advantages, how to fix →
 * avoid) and related terms of a small fixed table. Deterministic, pure.
 */

const STOP_WORDS = new Set(
  (
    'a an the and or but if then else so of to in on at by for with without from into about over under ' +
    'is are was were be been being am do does did doing done have has had having can could should would will ' +
    'shall may might must i me my mine we our you your it its this that these those there here what which who ' +
    'whom whose when where why how not no yes all any some each every more most other such only own same than ' +
    'too very just also use using used get got make fix fixing happen happens way ways best good need needs want ' +
    'tell explain please does doesn t s'
  ).split(/\s+/),
);

/** Related search terms for a keyword (SQLite-flavoured, since the shipped corpus is SQLite's docs). */
const RELATED: Readonly<Record<string, readonly string[]>> = {
  locked: ['busy timeout handler', 'WAL concurrency readers writer'],
  lock: ['busy timeout handler', 'WAL concurrency readers writer'],
  locking: ['file locking', 'WAL concurrency readers writer'],
  busy: ['busy timeout', 'SQLITE_BUSY'],
  wal: ['write-ahead log', 'WAL checkpoint'],
  journal: ['rollback journal', 'journal mode'],
  index: ['create index', 'query planner index'],
  indexes: ['create index', 'query planner index'],
  slow: ['query planner', 'analyze statistics'],
  vacuum: ['vacuum command', 'auto vacuum'],
  transaction: ['begin transaction', 'transaction isolation'],
  transactions: ['begin transaction', 'transaction isolation'],
  foreign: ['foreign key constraints', 'pragma foreign_keys'],
  json: ['json functions', 'json_extract'],
  fts: ['full-text search', 'fts5'],
  corrupt: ['database corruption', 'integrity check'],
  corruption: ['database corruption', 'integrity check'],
  backup: ['online backup', 'vacuum into'],
  'auto-increment': ['autoincrement integer primary key', 'rowid'],
  autoincrement: ['autoincrement integer primary key', 'rowid'],
  concurrency: ['WAL concurrency readers writer', 'busy timeout'],
  concurrent: ['WAL concurrency readers writer', 'busy timeout'],
};

/**
 * What the question wants besides its subject, read from its wording: `words` are searched with the
 * subject's key word; `first` puts that query before the related terms (the intent is the point of the
 * question) rather than after them (the related terms already name the usual remedies).
 */
export interface QueryIntent {
  name: 'use' | 'fix' | 'explain';
  words: string;
  first: boolean;
  /** Words that mark an answering sentence (the answer prefers sentences holding them). */
  cues: readonly string[];
}

const INTENTS: readonly (QueryIntent & { pattern: RegExp })[] = [
  {
    name: 'use',
    pattern: /\b(?:when|why|whether)\b.*\b(?:use|choose|enable|switch)\b|\bshould (?:i|we) use\b|\bpros and cons\b/i,
    words: 'advantages disadvantages',
    first: true,
    cues: [
      'advantage',
      'disadvantage',
      'faster',
      'slower',
      'concurrency',
      'concurrently',
      'best',
      'recommended',
      'block',
    ],
  },
  {
    name: 'fix',
    pattern: /\b(?:fix|avoid|prevent|solve|resolve|workaround|stop)\b/i,
    words: 'avoid prevent',
    first: false,
    cues: ['avoid', 'prevent', 'timeout', 'retry', 'wait', 'sleep', 'handler', 'short', 'concurrently', 'block'],
  },
  {
    name: 'explain',
    pattern: /^\s*(?:what (?:does|is|are)|how (?:does|do|is|are)(?! (?:i|we|you)\b))\b/i,
    words: 'description overview',
    first: true,
    cues: ['rebuild', 'enable', 'enabled', 'automatically', 'used'],
  },
];

/** The intents of a question, in table order (`use`, `fix`, `explain`); empty when none is recognised. */
export function questionIntents(question: string): QueryIntent[] {
  return INTENTS.filter((intent) => intent.pattern.test(question)).map(({ pattern: _pattern, ...intent }) => intent);
}

/** Lower-cased content words of `text`, stop words dropped, in order, distinct. */
export function contentWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_-]+/u)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  return [...new Set(words)];
}

/** Phrases the question quotes ('…', "…", ‘…’, “…”), in order. */
function quotedPhrases(question: string): string[] {
  const out: string[] = [];
  for (const match of question.matchAll(/(?:^|[\s(])['"‘“]([^'"‘’“”]{3,120})['"’”]/g)) {
    const phrase = match[1]?.trim();
    if (phrase) out.push(phrase);
  }
  return out;
}

/**
 * Returns 2–3 distinct queries for `question` (fewer only when the question has fewer content words):
 * the subject (quoted phrases, else the first content words), the intent query (the subject's key word
 * plus the intent's words, see `questionIntents`; before the related terms for `use` and `explain`,
 * after them for `fix`), the related terms of a small table, then further content words.
 *
 * @example planQueries("Why do my writes fail with 'database is locked', and how do I fix it?")
 *   → ['database is locked', 'busy timeout handler', 'WAL concurrency readers writer']
 * @example planQueries('When should I use WAL mode?') → ['wal mode', 'wal advantages disadvantages', 'write-ahead log']
 */
export function planQueries(question: string, max = 3): string[] {
  const quoted = quotedPhrases(question);
  const words = contentWords(question);
  let rest = question;
  for (const phrase of quoted) rest = rest.split(phrase).join(' ');
  const restWords = contentWords(rest);
  const lead = restWords.slice(0, 4).join(' ');
  const subjectWords = quoted.length > 0 ? contentWords(quoted[0] ?? '') : restWords;
  const key = quoted.length > 0 ? subjectWords[subjectWords.length - 1] : subjectWords[0];
  const intentQueries = key
    ? questionIntents(question).map((intent) => ({ ...intent, query: `${key} ${intent.words}` }))
    : [];
  const related = words.flatMap((word) => RELATED[word] ?? []);
  // The question's own words go first (quoted phrases, else the lead); intents and related terms follow.
  const candidates: string[] = quoted.length > 0 ? [...quoted] : lead ? [lead] : [];
  candidates.push(...intentQueries.filter((intent) => intent.first).map((intent) => intent.query));
  candidates.push(...related);
  candidates.push(...intentQueries.filter((intent) => !intent.first).map((intent) => intent.query));
  if (lead) candidates.push(lead);
  if (restWords.length > 4) candidates.push(restWords.slice(4, 8).join(' '));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const candidate of candidates) {
    const key = candidate.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(candidate);
    if (out.length >= max) break;
  }
  return out;
}
