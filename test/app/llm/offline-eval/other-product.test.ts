// @vitest-environment node
/**
 * Questions about another database product through the real harness with the offline model
 * (`other-product.json`): a question about PostgreSQL, MySQL, SQL Server, MongoDB … gets the one-sentence
 * note that the searchable documents are SQLite's documentation (no citation, verdict `no`, run done);
 * one that compares the product with SQLite is answered from the SQLite documentation; and a user
 * document that covers the product answers it. Prints the scores.
 */
import { describe, expect, it } from 'vitest';
import productSet from './other-product.json';
import { createEvalHarness } from './eval-harness';
import { gradeOnTopic, type OnTopicQuestion } from './grade';

interface ProductSet {
  note: string;
  otherProduct: { id: string; question: string; products: string[]; heldOut?: boolean }[];
  comparesWithSqlite: OnTopicQuestion[];
}
const SET = productSet as ProductSet;
const TIMEOUT_MS = 60_000;

/** The note the set expects for `products` ("A", "A or B", "A, B or C"). */
function expectedNote(products: readonly string[]): string {
  const names =
    products.length === 1 ? products[0] : `${products.slice(0, -1).join(', ')} or ${products[products.length - 1]}`;
  return SET.note.replace('{products}', names ?? '');
}

describe('offline model: questions about another database product', () => {
  it(
    'notes that the documents are SQLite’s for another product, and answers comparisons with SQLite',
    async () => {
      const harness = createEvalHarness();
      const notes: string[] = [];
      for (const entry of SET.otherProduct) {
        const run = await harness.ask(entry.question);
        const cited = (run.released?.segments ?? []).filter((segment) => segment.kind === 'citation');
        if (run.status !== 'done') notes.push(`${entry.id}: run ended ${run.status}`);
        else if (run.text.trim() !== expectedNote(entry.products)) notes.push(`${entry.id}: ${run.text.slice(0, 120)}`);
        else if (cited.length > 0) notes.push(`${entry.id}: has citations`);
        else if (run.released?.verdict.answersQuestion !== 'no') notes.push(`${entry.id}: verdict is not no`);
      }
      const comparisons: string[] = [];
      for (const question of SET.comparesWithSqlite) {
        const grade = gradeOnTopic(question, await harness.ask(question.question));
        if (!grade.passed) comparisons.push(`${question.id}: ${grade.problems.join('; ')}`);
      }
      const problems = [...notes, ...comparisons];
      console.log(
        [
          'Other-product questions',
          `  notes:       ${SET.otherProduct.length - notes.length}/${SET.otherProduct.length}`,
          `  comparisons: ${SET.comparesWithSqlite.length - comparisons.length}/${SET.comparesWithSqlite.length}`,
          ...problems.map((problem) => `  ${problem}`),
        ].join('\n'),
      );
      expect(problems).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "answers a question about PostgreSQL from the user's own document about it",
    async () => {
      const own = createEvalHarness();
      own.addDocuments([
        {
          id: 'doc:pg000001#1',
          source: 'user:pg000001',
          pageId: 'pg000001',
          title: 'Team PostgreSQL handbook',
          heading: 'Sequences',
          url: '',
          text: "In PostgreSQL, create a sequence with CREATE SEQUENCE order_ids START 100; and read the next value with nextval('order_ids').",
        },
      ]);
      const run = await own.ask('How do I create a sequence in PostgreSQL?');
      expect(run.status).toBe('done');
      expect(run.text).toContain('CREATE SEQUENCE');
      const cited = (run.released?.segments ?? []).flatMap((segment) =>
        segment.kind === 'citation' ? [segment.id] : [],
      );
      expect(cited.length).toBeGreaterThan(0);
      expect(cited.every((id) => id.startsWith('doc:pg000001'))).toBe(true);
    },
    TIMEOUT_MS,
  );
});
