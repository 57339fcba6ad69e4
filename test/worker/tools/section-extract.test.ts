import { describe, expect, it } from 'vitest';
import { sectionSnippet } from '../../../src/worker/tools/section-extract';
import { queryTerms } from '../../../src/worker/tools/query-terms';

describe('sectionSnippet', () => {
  it('shows a code example that runs on into prose without a period: its `;` before a capital ends it', () => {
    const filler = 'Other triggers are described in the sections that follow this one. '.repeat(8);
    const text =
      'The following UPDATE trigger redirects orders when a customer moves: ' +
      'CREATE TRIGGER update_address UPDATE OF address ON customers BEGIN ' +
      'UPDATE orders SET address = new.address WHERE customer_name = old.name; END; ' +
      'With this trigger installed, executing the statement: ' +
      "UPDATE customers SET address = '1 Main St.' WHERE name = 'Jack Jones'; causes more updates, " +
      `${'and then a long run of text without any period that goes on and on '.repeat(12)}. ${filler}`;
    const snippet = sectionSnippet(text, queryTerms('CREATE TRIGGER'));
    expect(snippet).toContain('CREATE TRIGGER update_address UPDATE OF address ON customers BEGIN');
    expect(snippet).toContain('old.name; END;');
  });

  it('reads a long list item by item: the next item comes before an item’s further sentences', () => {
    const further = (n: number) =>
      `Item ${n} has a long further sentence that explains the details of it at length. `.repeat(2);
    const text =
      'The feature has a long history that the opening of this section tells at some length. '.repeat(3) +
      'But there are also disadvantages: ' +
      [1, 2, 3, 4, 5]
        .map((n) => `${n}. Disadvantage number ${n} of the feature is stated here. ${further(n)}`)
        .join('') +
      'A closing paragraph follows the list. '.repeat(4);
    const snippet = sectionSnippet(text, queryTerms('disadvantages'), 380);
    for (const n of [1, 2, 3, 4, 5]) expect(snippet).toContain(`Disadvantage number ${n} of the feature`);
  });

  it('takes the sentence a taken one points back to ("This is called …" brings what "this" is)', () => {
    const filler = 'The pragma has many other arguments that this long section explains one after another. '.repeat(10);
    const text =
      `${filler}If the argument is TABLENAME, then checking is only performed for the table named. ` +
      `This is called a "partial integrity check". ${filler}`;
    const snippet = sectionSnippet(text, queryTerms('partial integrity check'), 300);
    expect(snippet).toContain(
      'If the argument is TABLENAME, then checking is only performed for the table named. This is called a',
    );
  });
});
