/**
 * Database products other than SQLite that a question names ("How do I create a sequence in
 * PostgreSQL?"): the shipped corpus is SQLite's documentation, so such a question is about another
 * product unless it compares it with SQLite. Pure.
 *
 * Rules (decided here):
 * - A product is named by its usual spellings (`PRODUCTS`: PostgreSQL or Postgres, SQL Server or MSSQL or
 *   T-SQL, MongoDB or Mongo, …); a word that is also plain English is taken only in its product's form
 *   ("Microsoft Access", not "access"; "Snowflake" with its capital).
 * - A question compares with SQLite when it names SQLite ("Should I use SQLite or PostgreSQL?", "migrate
 *   from MySQL to SQLite"), or asks for a comparison (`compare` intent: than, versus, difference, compared
 *   with) and names a single other product ("How does PostgreSQL's SERIAL compare with AUTOINCREMENT?":
 *   the other side is the documentation's own). "What is the difference between MySQL and PostgreSQL?"
 *   compares two other products: it is about them.
 * - A product named only as a modifier of the thing asked ("a Postgres-style RETURNING clause", "upsert
 *   like MySQL", "MySQL-compatible syntax") leaves the question about SQLite's thing.
 */
import { detectIntents } from './intent';

/** Each product's name as the answer writes it, with the spellings that name it. */
export const PRODUCTS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'PostgreSQL', pattern: /\bpostgres(?:ql)?\b|\bpsql\b/i },
  { name: 'MySQL', pattern: /\bmysql\b/i },
  { name: 'MariaDB', pattern: /\bmariadb\b/i },
  { name: 'Oracle', pattern: /\boracle\b/i },
  { name: 'SQL Server', pattern: /\b(?:microsoft |ms )?sql server\b|\bmssql\b|\bt-?sql\b/i },
  { name: 'MongoDB', pattern: /\bmongo(?:db)?\b/i },
  { name: 'Redis', pattern: /\bredis\b/i },
  { name: 'Cassandra', pattern: /\bcassandra\b/i },
  { name: 'DynamoDB', pattern: /\bdynamo(?:db)?\b/i },
  { name: 'CouchDB', pattern: /\bcouchdb\b/i },
  { name: 'Couchbase', pattern: /\bcouchbase\b/i },
  { name: 'Neo4j', pattern: /\bneo4j\b/i },
  { name: 'Elasticsearch', pattern: /\belastic ?search\b/i },
  { name: 'Firebird', pattern: /\bfirebird\b/i },
  { name: 'Db2', pattern: /\b(?:ibm )?db2\b/i },
  { name: 'DuckDB', pattern: /\bduckdb\b/i },
  { name: 'CockroachDB', pattern: /\bcockroach(?:db)?\b/i },
  { name: 'ClickHouse', pattern: /\bclickhouse\b/i },
  { name: 'BigQuery', pattern: /\bbigquery\b/i },
  { name: 'Snowflake', pattern: /\bSnowflake\b/ },
  { name: 'Microsoft Access', pattern: /\b(?:microsoft|ms) access\b/i },
  { name: 'Sybase', pattern: /\bsybase\b/i },
  { name: 'Teradata', pattern: /\bteradata\b/i },
  { name: 'Informix', pattern: /\binformix\b/i },
  { name: 'InfluxDB', pattern: /\binfluxdb\b/i },
  { name: 'Berkeley DB', pattern: /\bberkeley ?db\b/i },
  { name: 'RocksDB', pattern: /\brocksdb\b/i },
  { name: 'LevelDB', pattern: /\bleveldb\b/i },
];

const SQLITE = /\bsqlite3?\b/i;

/** Words that make a product a modifier of the thing asked about ("Postgres-style", "like MySQL"). */
const MODIFIER_AFTER = /^(?:'s)?[\s-]+(?:style|like|compatible|flavou?red|syntax|dialect)\b/i;
const MODIFIER_BEFORE = /\b(?:like|as in|similar to|as does|as with|à la|a la)\s+(?:in\s+)?$/i;

/** Whether the product named at `at` (its `length` characters) in `text` only qualifies another thing. */
function asModifier(text: string, at: number, length: number): boolean {
  return MODIFIER_AFTER.test(text.slice(at + length)) || MODIFIER_BEFORE.test(text.slice(0, at));
}

/** The other products a text names, in the order it names them. */
export function productsNamed(text: string): string[] {
  return named(text, false);
}

/** The products `text` names in order; with `skipModifiers`, those named only as a modifier are left out. */
function named(text: string, skipModifiers: boolean): string[] {
  return PRODUCTS.flatMap((product) => {
    const global = new RegExp(product.pattern.source, `${product.pattern.flags}g`);
    const at = [...text.matchAll(global)].find(
      (match) => !skipModifiers || !asModifier(text, match.index, match[0].length),
    )?.index;
    return at === undefined ? [] : [{ name: product.name, at }];
  })
    .sort((a, b) => a.at - b.at)
    .map((product) => product.name);
}

/** Whether a text names the product called `name` (one of `PRODUCTS`). */
export function namesProduct(text: string, name: string): boolean {
  return PRODUCTS.some((product) => product.name === name && product.pattern.test(text));
}

/**
 * The other products a question is about (see the module rules).
 *
 * @returns the products' names (`PRODUCTS[].name`), or an empty list when it names none or compares the
 *   one it names with SQLite
 */
export function otherProductsAsked(question: string): string[] {
  const asked = named(question, true);
  if (asked.length === 0 || SQLITE.test(question)) return [];
  if (asked.length === 1 && detectIntents(question).includes('compare')) return [];
  return asked;
}
