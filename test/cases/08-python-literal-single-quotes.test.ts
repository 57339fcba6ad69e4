/** Real-world case 08-python-literal-single-quotes (../shared/cases/08-python-literal-single-quotes.json): every labelled outcome through the harness API. */
import { describe } from 'vitest';
import { expect, it } from 'vitest';
import { describeArgumentsCase, runArgumentsVariant } from './support/arguments-case';
import { loadCase } from './support/load-case';

describe('case 08-python-literal-single-quotes', () => {
  it('puts the error at the first single quote', async () => {
    const testCase = loadCase<Parameters<typeof runArgumentsVariant>[0]>('08-python-literal-single-quotes');
    const { observation } = await runArgumentsVariant(testCase, testCase.input.call);
    expect(observation.status === 'repair_required' && observation.errors[0]?.offset).toBe(
      testCase.input.call.arguments!.indexOf("'"),
    );
  });
  describeArgumentsCase('08-python-literal-single-quotes');
});
