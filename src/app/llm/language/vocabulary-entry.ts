/** One entry of the SQL/SQLite vocabulary table (`vocabulary.ts`). Pure type. */

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
  /**
   * Search words that find an example of the form, for a topic whose own page shows none (a how-to
   * searches them too): `b DATE DEFAULT CURRENT_TIMESTAMP` is on another page than the DEFAULT clause.
   */
  example?: string;
}
