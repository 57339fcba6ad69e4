/**
 * otherProductsAsked: a question that names another database product is about it, unless it compares it
 * with SQLite (names SQLite, or compares the one product it names); plain words are no product.
 */
import { describe, expect, it } from 'vitest';
import { otherProductsAsked, productsNamed } from '../../../../src/app/llm/language/products';

describe('otherProductsAsked', () => {
  it.each([
    ['How do I create a sequence in PostgreSQL?', ['PostgreSQL']],
    ['How do I tune shared_buffers in Postgres?', ['PostgreSQL']],
    ['How do I write a stored procedure in SQL Server?', ['SQL Server']],
    ['What does this T-SQL error mean?', ['SQL Server']],
    ['How do I create an index in MongoDB?', ['MongoDB']],
    ['Can Oracle do MERGE statements?', ['Oracle']],
    ['What is the difference between MySQL and PostgreSQL?', ['MySQL', 'PostgreSQL']],
    ['How do I open a Microsoft Access file?', ['Microsoft Access']],
  ])('%j is about %j', (question, products) => {
    expect(otherProductsAsked(question)).toEqual(products);
  });

  it.each([
    'Should I use SQLite or PostgreSQL for a busy website?',
    'How do I migrate from MySQL to SQLite?',
    'Is sqlite3 faster than MongoDB?',
    "How does PostgreSQL's SERIAL compare with AUTOINCREMENT?",
    'How do I create an index on two columns?',
    'How do I grant access to a database file?',
    'How do I store a snowflake id in a column?',
    'Why is my query slow on the server?',
    'What is a Postgres-style RETURNING clause?',
    'How do I write an upsert like MySQL?',
    'Is there a MySQL-compatible GROUP_CONCAT?',
    'How do I get PostgreSQL-like ILIKE?',
  ])('%j is no question about another product', (question) => {
    expect(otherProductsAsked(question)).toEqual([]);
  });

  it('keeps a product named apart from a modifier of the same product', () => {
    expect(otherProductsAsked('How do I write a MySQL-style upsert in PostgreSQL?')).toEqual(['PostgreSQL']);
  });

  it('names products in the order the text names them', () => {
    expect(productsNamed('Moving from Redis to MySQL or Oracle')).toEqual(['Redis', 'MySQL', 'Oracle']);
  });
});
