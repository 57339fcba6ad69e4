/**
 * Row heights of a virtual list, by index, with the sums a scroll position needs (no React, no DOM). Rows
 * are grouped in blocks of `BLOCK` with one sum a block, so the start of a row and the row at an offset
 * cost O(count / BLOCK + BLOCK), a height change O(1), and rows appended O(rows added): a live run that
 * grows the list by a few calls a frame never walks the whole run. Heights are CSS px; a row not
 * measured yet has its estimate.
 */

/** Rows a block sums. */
const BLOCK = 128;

/** The heights of a list's rows. */
export class RowSizes {
  private sizes = new Float64Array(BLOCK);
  private blocks = new Float64Array(1);
  private rows = 0;
  private sum = 0;

  /** Rows in the list. */
  get count(): number {
    return this.rows;
  }

  /** Height of all rows, px. */
  get total(): number {
    return this.sum;
  }

  /**
   * Makes the list `count` rows long: rows added get `estimate(index)`, rows past the new end are dropped.
   * O(rows added or dropped).
   */
  resize(count: number, estimate: (index: number) => number): void {
    if (count < this.rows) {
      for (let index = count; index < this.rows; index += 1) this.set(index, 0);
      this.rows = count;
      return;
    }
    if (count > this.sizes.length) this.grow(count);
    const from = this.rows;
    this.rows = count;
    for (let index = from; index < count; index += 1) this.set(index, estimate(index));
  }

  /** Height of row `index`, px (0 past the end). */
  size(index: number): number {
    return index >= 0 && index < this.rows ? (this.sizes[index] ?? 0) : 0;
  }

  /**
   * Sets row `index`'s height (px), e.g. once it is measured.
   *
   * @returns the change in px (0 when the row is past the end or its height is the same)
   */
  set(index: number, height: number): number {
    if (index < 0 || index >= this.sizes.length || (index >= this.rows && height !== 0)) return 0;
    const delta = height - (this.sizes[index] ?? 0);
    if (delta === 0) return 0;
    this.sizes[index] = height;
    const block = Math.floor(index / BLOCK);
    this.blocks[block] = (this.blocks[block] ?? 0) + delta;
    this.sum += delta;
    return delta;
  }

  /** Offset of row `index`'s top from the list's top, px (`total` for `index` ≥ count). */
  start(index: number): number {
    if (index >= this.rows) return this.sum;
    const block = Math.floor(index / BLOCK);
    let offset = 0;
    for (let b = 0; b < block; b += 1) offset += this.blocks[b] ?? 0;
    for (let row = block * BLOCK; row < index; row += 1) offset += this.sizes[row] ?? 0;
    return offset;
  }

  /** The row at `offset` px from the list's top (clamped to 0 … count − 1; 0 for an empty list). */
  indexAt(offset: number): number {
    if (this.rows === 0 || offset <= 0) return 0;
    let top = 0;
    let block = 0;
    const lastBlock = Math.floor((this.rows - 1) / BLOCK);
    while (block < lastBlock && top + (this.blocks[block] ?? 0) <= offset) {
      top += this.blocks[block] ?? 0;
      block += 1;
    }
    let row = block * BLOCK;
    while (row < this.rows - 1 && top + (this.sizes[row] ?? 0) <= offset) {
      top += this.sizes[row] ?? 0;
      row += 1;
    }
    return row;
  }

  private grow(count: number): void {
    let capacity = this.sizes.length;
    while (capacity < count) capacity *= 2;
    const sizes = new Float64Array(capacity);
    sizes.set(this.sizes);
    const blocks = new Float64Array(capacity / BLOCK);
    blocks.set(this.blocks);
    this.sizes = sizes;
    this.blocks = blocks;
  }
}
