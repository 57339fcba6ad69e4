/**
 * Vocabulary entries for transactions, files, functions, schema changes and limits (see `vocabulary.ts`).
 * Part of the vocabulary table (`vocabulary.ts`), in its order: most specific phrasing first.
 */
import type { VocabularyEntry } from './vocabulary-entry';

export const VOCABULARY_SECOND: readonly VocabularyEntry[] = [
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
    match:
      /\bnetwork(?:ed)? (?:file ?system|drive|share|folder|disk)\b|\b(?:nfs|smb|cifs|windows|file|network) (?:share|mount|drive|volume)\b|\bnfs\b|\bsmb\b|\bover (?:a|the) network(?: (?:file ?system|drive|share|folder|disk|mount))?\b/,
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
    match: /\b(?:detach|remove|drop|delete|disconnect)\b[^.?]*\battached\b|\bdetach/,
    query: 'DETACH DATABASE attached removed',
    terms: ['detach'],
    code: /DETACH/,
  },
  {
    match: /\b(?:drop|delete|remove|get rid of)\b[^.?]*\btriggers?\b/,
    query: 'DROP TRIGGER triggers are removed',
    terms: ['drop trigger'],
    code: /DROP TRIGGER/,
  },
  {
    match: /\b(?:drop|delete|remove|get rid of)\b[^.?]*\bviews?\b/,
    query: 'DROP VIEW views are removed',
    terms: ['drop view'],
    code: /DROP VIEW/,
  },
  {
    match: /\btwo database files\b|\b(?:another|other|second|several|multiple) databases?(?: files?)?\b|\battach/,
    query: 'ATTACH DATABASE',
    terms: ['attach'],
    code: /ATTACH/,
  },
  {
    match:
      /\btriggers?\b|(?:\b(?:run|perform|execute|fire|take)\b[^.?]*?)?\bautomatically\b[^.?]*\b(?:insert|update|delete)|\bwhenever a row\b|\bon (?:insert|update|delete)\b/,
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
    match: /\bignor\w* (?:the |letter |upper and lower )?case\b|\bcase[- ]independen\w*|\bcase[- ]blind\b/,
    query: 'case-independent case-insensitive',
    terms: ['case-independent', 'case-insensitive', 'case insensitive', 'nocase', 'case folding', 'ignore case'],
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
    match:
      /\b(?:only (?:the |some |certain )?)?(?:(?:rows|records) )?(?:that|which) (?:match(?:es)?|meet|satisfy|fit) (?:a |the |some |my )?(?:conditions?|criteri(?:on|a)|filter)\b|\bmatching (?:a |the )?(?:conditions?|criteri(?:on|a))\b|\bonly (?:the |some |certain )?(?:rows|records)\b|\bcertain (?:rows|records)\b/,
    query: 'WHERE clause only those rows boolean expression is true',
    terms: ['where clause', 'where'],
    code: /\bWHERE\b/,
  },
  {
    match: /\b(?:delete|remove|erase) (?:all|every|the)\b[^.?]*\b(?:rows?|records?)\b|\bempty (?:a|the) table\b/,
    query: 'DELETE FROM WHERE clause truncate',
    terms: ['delete', 'truncate'],
    code: /\bDELETE\b/,
  },
  {
    match:
      /\b(?:drop|delete|remove)\b(?![^.?]*\b(?:columns?|rows?|records?|index(?:es)?|triggers?|views?)\b)[^.?]*\b(?:a |the |an? )?tables?\b/,
    query: 'DROP TABLE statement tables are removed',
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
