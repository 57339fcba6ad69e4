/**
 * The SQL/SQLite vocabulary of everyday questions: how people say a thing ("update it if it already
 * exists", "auto-increment", "database is locked") → the words the SQLite documentation uses for it
 * (UPSERT, ON CONFLICT; INTEGER PRIMARY KEY, AUTOINCREMENT; SQLITE_BUSY, busy_timeout). One entry per
 * topic of the shipped corpus, written from its page titles and headings. The offline model searches
 * with `query`; the model and the release step count a question's phrase as covered when the text holds
 * the phrase's own words or any of `terms`; `code` marks the statement forms that answer a how-to about
 * the topic. Pure data and one lookup function.
 */

/** One topic. */
export interface VocabularyEntry {
  /** Matches the lower-cased question (the matched words form one concept). */
  match: RegExp;
  /** Search words in the documentation's own vocabulary ('' for an entry that only adds terms). */
  query: string;
  /** Documentation words that stand for the phrase (any one covers it). */
  terms: readonly string[];
  /** Statement forms that answer a how-to about the topic (matched against code in the evidence). */
  code?: RegExp;
}

/** The table, most specific phrasing first (a question may match several entries). */
export const VOCABULARY: readonly VocabularyEntry[] = [
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
    match: /\bwait\b[^.?]*\block\b|\bbusy[ _]?(?:timeout|handler)\b|\bretry\b[^.?]*\block/,
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
    code: /OVER ?\(/,
  },
  {
    match: /\bin[- ]memory\b|\bonly in memory\b|\bin ram\b|\b:memory:/,
    query: 'in-memory database :memory:',
    terms: [':memory:', 'memory', 'in-memory'],
    code: /:memory:/,
  },
  {
    match: /\bcorrupt(?:ion|ed)?\b|\bintegrity\b|\bdamaged\b/,
    query: 'PRAGMA integrity_check corruption',
    terms: ['integrity_check', 'quick_check', 'corrupt', 'integrity'],
    code: /integrity_check|quick_check/,
  },
  {
    match: /\bwal(?: mode| journal(?:ing)? mode)?\b|\bwrite[- ]ahead(?: log(?:ging)?)?(?: mode)?\b/,
    query: 'WAL write-ahead log journal_mode',
    terms: ['wal', 'write-ahead'],
    code: /journal_mode ?= ?WAL/,
  },
  {
    match: /\bjournal(?:ing)? mode\b|\brollback journal\b/,
    query: 'PRAGMA journal_mode',
    terms: ['journal_mode', 'journal'],
  },
  {
    match: /\bnetwork(?:ed)? (?:file ?system|drive|share|folder|disk)\b|\bnfs\b|\bsmb\b|\bover (?:a|the) network\b/,
    query: 'network filesystem locking client/server',
    terms: ['network', 'filesystem', 'nfs', 'locking'],
  },
  {
    match:
      /\bclient[/ -]server\b|\bpostgres(?:ql)?\b|\bmysql\b|\binstead of sqlite\b|\bwhen (?:not|shouldn't i) (?:to )?use sqlite\b/,
    query: 'client/server database appropriate uses',
    terms: ['client/server', 'network', 'concurrency'],
  },
  {
    match: /\btwo database files\b|\b(?:another|other|second|several|multiple) databases?(?: files?)?\b|\battach/,
    query: 'ATTACH DATABASE',
    terms: ['attach'],
    code: /ATTACH/,
  },
  {
    match:
      /\btriggers?\b|\bautomatically\b[^.?]*\b(?:insert|update|delete)|\bwhenever a row\b|\bon (?:insert|update|delete)\b/,
    query: 'CREATE TRIGGER',
    terms: ['trigger'],
    code: /CREATE TRIGGER/,
  },
  {
    match: /\bconvert\b[^.?]*\b(?:to|into) (?:an? )?(?:integer|int|text|string|real|number|numeric)\b|\bcast\b/,
    query: 'CAST expression AS INTEGER',
    terms: ['cast'],
    code: /CAST ?\(/,
  },
  {
    match: /\blower\(\)|\bupper\(\)|\bcase[- ](?:in)?sensitiv|\bcase folding\b|\bnon-?ascii\b|\bunicode\b|\baccents?\b/,
    query: 'unicode case folding ASCII lower upper ICU',
    terms: ['ascii', 'unicode', 'case folding', 'icu'],
  },
  {
    match: /\bmemory[- ]mapped\b|\bmmap\b/,
    query: 'memory-mapped I/O mmap_size',
    terms: ['mmap_size', 'mmap'],
    code: /mmap_size/,
  },
  { match: /\bcsv\b/, query: 'import CSV .import command-line shell', terms: ['.import', 'csv'], code: /\.import/ },
  {
    match:
      /\bupdate\b[^.?]*\b(?:from|with|using)\b[^.?]*\b(?:another|other|second) table\b|\bupdate[- ]from\b|\bupdate\b[^.?]*\bjoin\b/,
    query: 'UPDATE FROM another table',
    terms: ['update-from', 'update from', 'from clause'],
    code: /UPDATE [^;]*FROM/,
  },
  { match: /\bshared[- ]cache\b/, query: 'shared-cache mode', terms: ['shared-cache', 'shared cache'] },
  {
    match: /\bshrink|\bsmaller\b|\b(?:same|file) size\b|\breclaim\b|\bfree (?:up )?space\b|\bdisk space\b/,
    query: 'VACUUM free pages reclaim space auto_vacuum',
    terms: ['vacuum', 'free', 'freelist', 'auto_vacuum'],
    code: /VACUUM|auto_vacuum/,
  },
  { match: /\bvacuum\b/, query: 'VACUUM command', terms: ['vacuum'], code: /VACUUM/ },
  {
    match: /\brename\b[^.?]*\bcolumns?\b/,
    query: 'ALTER TABLE RENAME COLUMN',
    terms: ['rename column', 'rename'],
    code: /RENAME COLUMN/,
  },
  {
    match: /\b(?:add|new)\b[^.?]*\bcolumns?\b/,
    query: 'ALTER TABLE ADD COLUMN',
    terms: ['add column'],
    code: /ADD COLUMN/,
  },
  {
    match: /\b(?:remove|drop|delete)\b[^.?]*\bcolumns?\b/,
    query: 'ALTER TABLE DROP COLUMN',
    terms: ['drop column'],
    code: /DROP COLUMN/,
  },
  {
    match: /\b(?:drop|delete|remove)\b[^.?]*\b(?:a |the |an? )?tables?\b(?![^.?]*\bcolumns?\b)/,
    query: 'DROP TABLE statement',
    terms: ['drop table'],
    code: /DROP TABLE/,
  },
  {
    match: /\bcount(?:ing)?\b[^.?]*\brows\b|\bnumber of rows\b(?![^.?]*\b(?:returns?|limit)\b)|\bcount\(\*?\)/,
    query: 'count(*) aggregate function',
    terms: ['count(*)', 'count(x)', 'count'],
    code: /count\(/,
  },
  {
    match: /\blimit\b[^.?]*\brows\b|\b(?:first|top) \d+ rows\b|\bpaginat|\boffset\b/,
    query: 'LIMIT OFFSET clause SELECT',
    terms: ['limit clause', 'offset'],
    code: /\bLIMIT\b/,
  },
  { match: /\brename\b[^.?]*\btables?\b/, query: 'ALTER TABLE RENAME TO', terms: ['rename'], code: /RENAME TO/ },
  {
    match: /\bforeign keys?\b|\breferential\b/,
    query: 'PRAGMA foreign_keys foreign key constraints',
    terms: ['foreign key', 'foreign_keys'],
    code: /foreign_keys/,
  },
  { match: /\bviews?\b/, query: 'CREATE VIEW', terms: ['view'], code: /CREATE VIEW/ },
  { match: /\bnulls?\b/, query: '', terms: ['null'] },
  { match: /\bblobs?\b|\bbinary data\b/, query: '', terms: ['blob'] },
  { match: /\bextensions?\b|\bload_extension\b/, query: 'run-time loadable extensions', terms: ['extension'] },
  { match: /\buri\b|\bfile:/, query: 'URI filenames', terms: ['uri'] },
  { match: /\btemp(?:orary)? files?\b/, query: 'temporary files', terms: ['temporary'] },
  { match: /\br\*?-?tree\b|\bspatial\b|\bbounding box/, query: 'R*Tree module', terms: ['rtree', 'r*tree'] },
  {
    match: /\bsql injection\b|\buntrusted\b|\bsecurity\b/,
    query: 'untrusted SQL inputs security',
    terms: ['untrusted'],
  },
  {
    match: /\b(?:host |bound |bind )?parameters?\b|\bplaceholders?\b/,
    query: 'host parameters SQLITE_MAX_VARIABLE_NUMBER',
    terms: ['parameter', 'host parameter'],
  },
  { match: /\bcolumns?\b/, query: '', terms: ['column'] },
  { match: /\bstrings?\b|\btext\b/, query: '', terms: ['string', 'text'] },
  {
    match: /\b(?:file|database) (?:size|get|grow)|\bhow (?:big|large)\b[^.?]*\bdatabase\b|\bdatabase size\b/,
    query: 'maximum database size pages',
    terms: ['size', 'pages', 'terabytes'],
  },
  { match: /\brecursion\b|\bdepth\b/, query: 'maximum depth recursion', terms: ['depth', 'recursion'] },
];

/** What one matched entry contributed: the entry and the question words it matched. */
export interface VocabularyMatch {
  entry: VocabularyEntry;
  phrase: string;
}

/** The entries a question matches, in table order (specific ones first). */
export function matchVocabulary(question: string): VocabularyMatch[] {
  const lower = question.toLowerCase();
  const out: VocabularyMatch[] = [];
  for (const entry of VOCABULARY) {
    const match = entry.match.exec(lower);
    if (match) out.push({ entry, phrase: match[0] });
  }
  return out;
}
