/**
 * Vocabulary entries for statements, errors, types and indexes (see `vocabulary.ts`).
 * Part of the vocabulary table (`vocabulary.ts`), in its order: most specific phrasing first.
 */
import type { VocabularyEntry } from './vocabulary-entry';

export const VOCABULARY_FIRST: readonly VocabularyEntry[] = [
  {
    match: /\bupdate\b[^.?]*\bif\b[^.?]*\b(?:already )?exists?\b|\binsert or update\b|\bupsert\b|\bmerge\b/,
    query: 'UPSERT ON CONFLICT DO UPDATE',
    terms: ['upsert', 'conflict', 'do update'],
    code: /ON CONFLICT/,
  },
  {
    match: /\b(?:insert|add)\b[^.?]*\b(?:ignore|skip)\b|\bor ignore\b/,
    query: 'ON CONFLICT clause IGNORE conflict resolution',
    terms: ['ignore'],
  },
  {
    match: /\bor replace\b|\breplace into\b/,
    query: 'ON CONFLICT clause REPLACE conflict resolution',
    terms: ['replace'],
  },
  {
    match: /\bor (?:abort|fail|rollback)\b|\bconflict resolution\b|\bon conflict\b/,
    query: 'ON CONFLICT clause conflict resolution algorithm',
    terms: ['conflict', 'abort', 'fail', 'rollback'],
  },
  {
    match:
      /\bdatabase is locked\b|\b(?:is|are|was|got|gets|get) locked\b|\bsqlite_busy\b|\block(?:ed|ing)? (?:error|database)\b/,
    query: 'SQLITE_BUSY database is locked busy_timeout',
    terms: ['sqlite_busy', 'busy', 'locked', 'lock'],
    code: /busy_timeout|BEGIN IMMEDIATE/,
  },
  {
    match: /\bwait\b[^.?]*\block(?:ed|s)?\b|\bbusy[ _]?(?:timeout|handler)\b|\bretry\b[^.?]*\block/,
    query: 'busy_timeout busy handler sleeps locked',
    terms: ['busy_timeout', 'busy', 'timeout', 'handler', 'sleep'],
    code: /busy_timeout/,
  },
  {
    match: /\bauto[- ]?increment(?:ing)?\b|\bauto[- ]?number\b|\bidentity column\b|\bserial (?:column|id)\b/,
    query: 'AUTOINCREMENT INTEGER PRIMARY KEY',
    terms: ['autoincrement', 'integer primary key', 'rowid'],
    code: /INTEGER PRIMARY KEY/,
  },
  {
    match: /\b(?:two|2|three|3|several|multiple) columns\b|\bcomposite index\b|\bmulti-?column\b/,
    query: 'multi-column index CREATE INDEX',
    terms: ['multi-column', 'columns', 'two-column'],
    code: /CREATE (?:UNIQUE )?INDEX \w+ ON \w+ ?\(\s*\w+[^,)]*,/,
  },
  {
    match:
      /\bindex(?:es)? (?:only )?(?:some|a subset|part|a few)\b|\b(?:some|subset) of (?:the )?rows\b|\bpartial index/,
    query: 'partial index CREATE INDEX WHERE',
    terms: ['partial index', 'partial', 'where clause'],
    code: /CREATE INDEX [^;]*WHERE/,
  },
  {
    match:
      /\bindex(?:es)? on (?:an? )?expressions?\b|\bexpression index\b|\bindex\b[^.?]*\b(?:lower|upper|abs|substr)\(/,
    query: 'indexes on expressions CREATE INDEX',
    terms: ['expression', 'expressions'],
    code: /CREATE INDEX \w+ ON \w+ ?\([^)]*[(+*-]/,
  },
  {
    match:
      /\bwrong (?:data ?)?type\b|\breject\b[^.?]*\btypes?\b|\benforce\b[^.?]*\btypes?\b|\bstrict(?: typing| table)?\b|\btype check/,
    query: 'STRICT tables rigid type enforcement',
    terms: ['strict', 'datatype', 'rigid'],
    code: /STRICT/,
  },
  {
    match: /\b(?:string|text)\b[^.?]*\binteger column\b|\bflexible typ|\bweak(?:ly)? typ|\bany type in\b/,
    query: 'flexible typing type affinity',
    terms: ['flexible', 'affinity', 'flexibly typed', 'storage class'],
  },
  { match: /\btype affinity\b|\baffinity\b/, query: 'type affinity column', terms: ['affinity'] },
  {
    match: /\bdata ?types?\b|\bcolumn types?\b|\bstorage class/,
    query: 'storage classes datatypes',
    terms: ['storage class', 'datatype', 'integer', 'real', 'text', 'blob'],
  },
  { match: /\bboolean\b|\btrue\b[^.?]*\bfalse\b/, query: 'boolean datatype', terms: ['boolean', 'integers 0', '1'] },
  {
    match: /\bdefaults? to\b|\bdefault values?\b/,
    query: 'DEFAULT clause column default value',
    terms: ['default'],
    code: /\bDEFAULT\b/,
    example: 'DATE DEFAULT CURRENT_TIMESTAMP',
  },
  {
    match: /\bcurrent (?:date|time|timestamp)\b|\btoday\b|\b(?:date|time) (?:right )?now\b/,
    query: "date and time functions 'now' current date",
    terms: ['now', 'date()', 'current_timestamp', 'current date'],
    code: /date\(|datetime\(|CURRENT_/,
  },
  {
    match: /\bdates?\b|\btimes?tamps?\b|\bdatetime\b/,
    query: 'date and time datatype ISO8601 Julian Unix',
    terms: ['date', 'time', 'iso8601', 'julian', 'unix'],
  },
  {
    match: /\b(?:which|what) index\b|\bquery plan\b|\buses? (?:an? |the |my )?index\b|\bexplain\b/,
    query: 'EXPLAIN QUERY PLAN index',
    terms: ['explain query plan', 'query plan', 'explain'],
    code: /EXPLAIN QUERY PLAN|\.eqp/,
  },
  {
    match: /\b(?:slow|faster|speed up)\b[^.?]*\binserts?\b|\binserts?\b[^.?]*\b(?:slow|faster|speed)\b/,
    query: 'INSERT is really slow transactions per second BEGIN COMMIT',
    terms: ['insert', 'transaction', 'transactions per second'],
    code: /BEGIN|COMMIT/,
  },
  {
    match: /\b(?:slow|faster|speed up|optimi[sz]e)\b[^.?]*\bquer(?:y|ies)\b|\bquery (?:planner|optimizer)\b/,
    query: 'query planner index ANALYZE',
    terms: ['query planner', 'index', 'analyze'],
  },
  {
    match: /\b(?:drop|delete|remove|get rid of)\b[^.?]*\bindex(?:es)?\b/,
    query: 'DROP INDEX indexes are removed',
    terms: ['drop index'],
    code: /DROP INDEX/,
  },
  {
    match: /\bunique\b|\bno (?:two|duplicate) (?:rows|values)\b/,
    query: 'CREATE UNIQUE INDEX UNIQUE constraint',
    terms: ['unique'],
    code: /CREATE UNIQUE INDEX/,
  },
  { match: /\bindex(?:es)?\b/, query: 'CREATE INDEX', terms: ['index', 'indices'], code: /CREATE (?:UNIQUE )?INDEX/ },
  {
    match: /\banaly[sz]e\b|\bstatistics\b/,
    query: 'ANALYZE statistics query planner',
    terms: ['analyze', 'statistics'],
  },
  {
    match: /\bjson\b/,
    query: 'JSON functions json_extract ->> operator',
    terms: ['json', 'json_extract'],
    code: /json_\w+\(|->>?/,
  },
  {
    match: /\bfull[- ]?text\b|\bfts[345]?\b|\bsearch (?:text|documents)\b/,
    query: 'FTS5 full-text search CREATE VIRTUAL TABLE MATCH',
    terms: ['fts5', 'full-text', 'match'],
    code: /CREATE VIRTUAL TABLE|MATCH/,
  },
  {
    match: /\blist\b[^.?]*\btables\b|\bshow (?:all )?tables\b|\ball (?:the )?tables\b|\bschema\b/,
    query: 'list all tables sqlite_schema .tables',
    terms: ['sqlite_schema', 'tables', '.tables'],
    code: /sqlite_schema|\.tables/,
  },
  {
    match: /\bthread[- ]?safe|\bthreads?\b|\bmulti-?thread/,
    query: 'threading mode serialized multi-thread',
    terms: ['thread', 'threading', 'serialized', 'threadsafe'],
  },
  {
    match:
      /\b(?:several|multiple|many|two) (?:processes|programs|applications|apps|connections|users)\b|\bconcurren|\bsame time\b|\bsimultaneous/,
    query: 'multiple processes concurrency one writer',
    terms: ['concurrency', 'process', 'writer', 'simultaneous', 'same time'],
  },
  {
    match: /\bback ?(?:up|ups)\b|\bcopy (?:of )?(?:the|a|my) database\b|\bsnapshot\b/,
    query: 'online backup API VACUUM INTO',
    terms: ['backup', 'vacuum into', 'copy'],
    code: /VACUUM INTO|sqlite3_backup|\.backup/,
  },
  {
    match: /\bwithout rowid\b|\bclustered index\b/,
    query: 'WITHOUT ROWID tables when to use',
    terms: ['without rowid'],
    code: /WITHOUT ROWID/,
  },
  {
    match: /\bgenerated columns?\b|\bcomputed columns?\b|\bvirtual (?:and|or|vs\.?|versus) stored\b/,
    query: 'generated columns VIRTUAL STORED',
    terms: ['generated column', 'computed', 'virtual', 'stored'],
    code: /GENERATED ALWAYS|AS \(/,
  },
  {
    match: /\brecursive\b|\bhierarch|\btree\b[^.?]*\bquery\b|\bcommon table expression|\bcte\b/,
    query: 'WITH RECURSIVE common table expression',
    terms: ['recursive', 'common table expression', 'with'],
    code: /WITH RECURSIVE/,
  },
  {
    match: /\b(?:deferred|immediate|exclusive)\b[^.?]*\btransactions?\b|\btransaction (?:types|kinds|modes)\b/,
    query: 'DEFERRED IMMEDIATE EXCLUSIVE transactions',
    terms: ['deferred', 'immediate', 'exclusive'],
  },
  {
    match: /\btransactions?\b|\bcommit\b|\brollback\b/,
    query: 'BEGIN COMMIT transaction',
    terms: ['transaction', 'begin', 'commit'],
    code: /BEGIN|COMMIT/,
  },
  { match: /\bsavepoints?\b|\bnested transactions?\b/, query: 'SAVEPOINT RELEASE ROLLBACK TO', terms: ['savepoint'] },
  {
    match:
      /\b(?:id|rowid|key) of the (?:new |last )?(?:row|record)\b|\blast insert|\b(?:row|record) i (?:just )?inserted\b|\binserted (?:id|row id)\b/,
    query: 'last_insert_rowid() ROWID last row insert',
    terms: ['last_insert_rowid', 'rowid', 'returning'],
    code: /last_insert_rowid|RETURNING/,
  },
  {
    match:
      /\breturn(?:s|ing)?\b[^.?]*\brows? (?:it|they|that were|i)?\s*(?:inserted|updated|deleted|changed)\b|\breturning\b/,
    query: 'RETURNING clause INSERT UPDATE DELETE',
    terms: ['returning'],
    code: /RETURNING/,
  },
  {
    match: /\bnumber (?:the |each )?rows\b|\brow numbers?\b|\brank(?:ing)?\b|\brunning total\b|\bwindow functions?\b/,
    query: 'window functions row_number() OVER',
    terms: ['row_number', 'window function', 'over'],
    code: /\bOVER (?:\(|\w)/,
  },
];
