/**
 * Plans 2–3 search queries from a question (the offline model's first step): quoted phrases first (else
 * the question's content words), then related terms of a small fixed table. Deterministic, pure.
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
  locked: ['busy timeout', 'write lock WAL'],
  lock: ['busy timeout', 'write lock WAL'],
  locking: ['file locking', 'write lock WAL'],
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
  concurrency: ['write lock WAL', 'busy timeout'],
  concurrent: ['write lock WAL', 'busy timeout'],
};

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
export function quotedPhrases(question: string): string[] {
  const out: string[] = [];
  for (const match of question.matchAll(/(?:^|[\s(])['"‘“]([^'"‘’“”]{3,120})['"’”]/g)) {
    const phrase = match[1]?.trim();
    if (phrase) out.push(phrase);
  }
  return out;
}

/**
 * Returns 2–3 distinct queries for `question` (fewer only when the question has fewer content words).
 *
 * @example planQueries("Why do my writes fail with 'database is locked', and how do I fix it?")
 *   → ['database is locked', 'busy timeout', 'write lock WAL']
 */
export function planQueries(question: string, max = 3): string[] {
  const quoted = quotedPhrases(question);
  const words = contentWords(question);
  let rest = question;
  for (const phrase of quoted) rest = rest.split(phrase).join(' ');
  const restWords = contentWords(rest);
  const lead = restWords.slice(0, 4).join(' ');
  // Without a quoted phrase, the question's own words go first; related terms follow.
  const candidates: string[] = quoted.length > 0 ? [...quoted] : lead ? [lead] : [];
  for (const word of words) for (const related of RELATED[word] ?? []) candidates.push(related);
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
