/**
 * Query expansion for SQLite error messages. Analysts paste the message their driver printed
 * ("database is locked"), but the documentation talks about the result code (SQLITE_BUSY): the message
 * text itself hardly occurs in it. Pure data and one pure function.
 */

/**
 * The English text of each primary result code, as SQLite's `sqlite3ErrStr()` returns it (SQLite source
 * `src/main.c`, table `aMsg[]`; the same text every binding shows), mapped to the code's name.
 * Longer messages first, so "database table is locked" wins over "database is locked".
 */
const ERROR_MESSAGES: readonly (readonly [message: string, code: string])[] = [
  ['attempt to write a readonly database', 'SQLITE_READONLY'],
  ['bad parameter or other api misuse', 'SQLITE_MISUSE'],
  ['large file support is disabled', 'SQLITE_NOLFS'],
  ['database disk image is malformed', 'SQLITE_CORRUPT'],
  ['unable to open database file', 'SQLITE_CANTOPEN'],
  ['database schema has changed', 'SQLITE_SCHEMA'],
  ['column index out of range', 'SQLITE_RANGE'],
  ['database table is locked', 'SQLITE_LOCKED'],
  ['database or disk is full', 'SQLITE_FULL'],
  ['access permission denied', 'SQLITE_PERM'],
  ['string or blob too big', 'SQLITE_TOOBIG'],
  ['file is not a database', 'SQLITE_NOTADB'],
  ['database is locked', 'SQLITE_BUSY'],
  ['authorization denied', 'SQLITE_AUTH'],
  ['datatype mismatch', 'SQLITE_MISMATCH'],
  ['constraint failed', 'SQLITE_CONSTRAINT'],
  ['locking protocol', 'SQLITE_PROTOCOL'],
  ['disk i/o error', 'SQLITE_IOERR'],
  ['sql logic error', 'SQLITE_ERROR'],
];

/**
 * The result codes whose error message a query quotes.
 * Takes the query text; returns extra search words for each message found (case-insensitive, spaces
 * collapsed): the code name (`sqlite_busy`) and its last word (`busy`); empty when none is quoted.
 */
export function expandErrorMessages(query: string): string[] {
  let rest = query.toLowerCase().replace(/\s+/g, ' ');
  const words: string[] = [];
  for (const [message, code] of ERROR_MESSAGES) {
    if (!rest.includes(message)) continue;
    rest = rest.split(message).join(' ');
    const name = code.toLowerCase();
    words.push(name, name.slice('sqlite_'.length));
  }
  return words;
}
