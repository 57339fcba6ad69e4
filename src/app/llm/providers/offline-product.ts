/**
 * The offline model and questions about another database product (`otherProductsAsked`: "How do I create
 * a sequence in PostgreSQL?"): it searches once with the question's words, in case the user's own
 * documents cover that product; when one of them names it (title, heading or passage), it answers from the
 * user's documents only; else it says in one sentence, with no citation, that the documents it can search
 * are SQLite's documentation and do not answer questions about that product (`productNote`). A question
 * that compares the product with SQLite is an SQLite question and never comes here. Pure.
 */
import type { EvidenceItem } from '../evidence';
import { namesProduct } from '../language/products';
import { contentWords } from './query-plan';

/** Content words of the one query that looks for the product in the user's documents. */
const QUERY_WORDS = 8;

/** Whether a passage is from the user's documents (`doc:` citations), not the shipped SQLite corpus. */
export function isUserDocument(item: EvidenceItem): boolean {
  return /^\[?doc:/.test(item.citation);
}

/**
 * The answer to a question about `products` that the user's documents do not cover: one sentence naming
 * them. @example productNote(['PostgreSQL']) → 'The documents I can search are SQLite's documentation
 * and do not answer questions about PostgreSQL.'
 */
export function productNote(products: readonly string[]): string {
  const names =
    products.length <= 1
      ? (products[0] ?? 'other database products')
      : `${products.slice(0, -1).join(', ')} or ${products[products.length - 1] ?? ''}`;
  return `The documents I can search are SQLite's documentation and do not answer questions about ${names}.`;
}

/** The query that looks for the product in the user's documents: the question's content words, in order. */
export function productQuery(question: string): string {
  return contentWords(question).slice(0, QUERY_WORDS).join(' ');
}

/** The user's passages among `evidence` when one of them names one of `products`, else none. */
export function userPassagesAbout(products: readonly string[], evidence: readonly EvidenceItem[]): EvidenceItem[] {
  const own = evidence.filter(isUserDocument);
  const names = (item: EvidenceItem) =>
    products.some((product) => namesProduct(`${item.title ?? ''} ${item.heading ?? ''} ${item.text}`, product));
  return own.some(names) ? own : [];
}
