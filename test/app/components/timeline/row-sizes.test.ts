import { describe, expect, it } from 'vitest';
import { RowSizes } from '../../../../src/app/components/timeline/row-sizes';

describe('row sizes', () => {
  it('places rows by their estimates, then by their measured heights', () => {
    const sizes = new RowSizes();
    sizes.resize(1_000, () => 20);
    expect(sizes.total).toBe(20_000);
    expect(sizes.start(500)).toBe(10_000);
    expect(sizes.indexAt(10_005)).toBe(500);
    expect(sizes.set(10, 50)).toBe(30);
    expect(sizes.start(500)).toBe(10_030);
    expect(sizes.indexAt(10_029)).toBe(499);
    expect(sizes.indexAt(10_030)).toBe(500);
    expect(sizes.total).toBe(20_030);
  });

  it('grows a row at a time to 100,000 rows, estimating only the rows added', () => {
    const sizes = new RowSizes();
    let estimated = 0;
    for (let count = 0; count <= 100_000; count += 250) sizes.resize(count, () => ((estimated += 1), 10));
    expect(estimated).toBe(100_000);
    expect(sizes.total).toBe(1_000_000);
    expect(sizes.start(99_999)).toBe(999_990);
    expect(sizes.indexAt(999_995)).toBe(99_999);
    expect(sizes.indexAt(5_000_000)).toBe(99_999);
    expect(sizes.indexAt(-5)).toBe(0);
  });

  it('drops the rows past a shorter end (a replay stepping back)', () => {
    const sizes = new RowSizes();
    sizes.resize(300, () => 10);
    sizes.set(299, 40);
    sizes.resize(100, () => 10);
    expect(sizes.count).toBe(100);
    expect(sizes.total).toBe(1_000);
    expect(sizes.size(150)).toBe(0);
    expect(sizes.set(150, 30)).toBe(0);
    sizes.resize(200, () => 5);
    expect(sizes.total).toBe(1_500);
  });
});
