/**
 * The shapes between the parsers and the chunker: a parsed document is a list of text blocks, each under
 * a heading path. Types only.
 */

/** One block of text (a paragraph, a list, a table row) and the headings it sits under. */
export interface TextBlock {
  /** Outer to inner heading texts (`['Setup', 'Windows']`); empty before the first heading. */
  headingPath: string[];
  /** Plain text; paragraphs inside a block are separated by blank lines. */
  text: string;
  /** True for a block that must be a chunk of its own (a CSV row), never merged with neighbours. */
  atomic?: boolean;
}

/** Reports parsing progress: units done of total (pages for a PDF). */
export type ParseProgress = (done: number, total: number) => void;
