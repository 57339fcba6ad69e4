/**
 * Text blocks → search chunks of about 800–1,200 characters: a chunk never spans two heading paths,
 * ends at a paragraph boundary once it has 800 characters, else at a sentence boundary before 1,200,
 * and only a single sentence longer than the maximum is cut (at white space, else hard). Atomic blocks
 * (CSV rows) are chunks of their own. Pure.
 */
import type { TextBlock } from './parsed-document';

/** One chunk: the text the index holds and the heading path it sits under. */
export interface TextChunk {
  headingPath: string[];
  text: string;
}

/** Chunk size bounds, in characters (UTF-16 code units). */
export interface ChunkOptions {
  /** A chunk may end at a paragraph boundary once it is this long (default 800). */
  minChars: number;
  /** No chunk is longer (default 1,200). */
  maxChars: number;
}

/** The chunk size the knowledge panel uses (the brief's ~800–1,200 characters). */
export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = { minChars: 800, maxChars: 1200 };

/** A piece of a block: a sentence (or a cut of one) and the white space that preceded it. */
interface Unit {
  text: string;
  separator: string;
  paragraphStart: boolean;
}

const SENTENCE_END = /(?<=[.!?…])\s+|\n+/g;

/** Cuts text longer than `maxChars` at the last white space before the limit (hard cut when none). */
function cutLong(text: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > maxChars) {
    const space = rest.lastIndexOf(' ', maxChars);
    const at = space > maxChars / 2 ? space : maxChars;
    pieces.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** Splits a block into units: paragraphs (blank lines), then sentences and lines, then long cuts. */
function unitsOf(text: string, maxChars: number): Unit[] {
  const units: Unit[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let separator = '\n\n';
    let paragraphStart = true;
    let last = 0;
    const push = (sentence: string, nextSeparator: string) => {
      for (const piece of cutLong(sentence, maxChars)) {
        units.push({ text: piece, separator, paragraphStart });
        separator = ' ';
        paragraphStart = false;
      }
      if (sentence) separator = nextSeparator;
    };
    const trimmed = paragraph.trim();
    for (const match of trimmed.matchAll(SENTENCE_END)) {
      push(trimmed.slice(last, match.index), match[0].includes('\n') ? '\n' : ' ');
      last = (match.index ?? 0) + match[0].length;
    }
    push(trimmed.slice(last), ' ');
  }
  return units.filter((unit) => unit.text.length > 0);
}

/** Packs the units of one heading group into chunks (see the module header). */
function packUnits(units: readonly Unit[], headingPath: string[], options: ChunkOptions): TextChunk[] {
  const chunks: TextChunk[] = [];
  let current = '';
  const flush = () => {
    if (current) chunks.push({ headingPath, text: current });
    current = '';
  };
  for (const unit of units) {
    const joined = current ? `${current}${unit.separator}${unit.text}` : unit.text;
    const endsHere = unit.paragraphStart && current.length >= options.minChars;
    if (current && (joined.length > options.maxChars || endsHere)) {
      flush();
      current = unit.text;
    } else {
      current = joined;
    }
  }
  flush();
  return chunks;
}

/** True when two heading paths are the same. */
function samePath(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((heading, index) => heading === right[index]);
}

/**
 * Chunks a parsed document.
 * Takes the blocks in reading order and the size bounds (characters); returns chunks in reading order.
 * Consecutive non-atomic blocks with the same heading path are packed together, paragraphs joined by a
 * blank line; every chunk has 1 to `maxChars` characters.
 */
export function chunkBlocks(blocks: readonly TextBlock[], options: ChunkOptions = DEFAULT_CHUNK_OPTIONS): TextChunk[] {
  const chunks: TextChunk[] = [];
  let group: TextBlock[] = [];
  const flushGroup = () => {
    const [head] = group;
    if (!head) return;
    const units = group.flatMap((block) => unitsOf(block.text, options.maxChars));
    chunks.push(...packUnits(units, head.headingPath, options));
    group = [];
  };
  for (const block of blocks) {
    if (block.atomic) {
      flushGroup();
      chunks.push(
        ...packUnits(unitsOf(block.text, options.maxChars), block.headingPath, { ...options, minChars: Infinity }),
      );
    } else {
      const [head] = group;
      if (head && !samePath(head.headingPath, block.headingPath)) flushGroup();
      group.push(block);
    }
  }
  flushGroup();
  return chunks;
}
