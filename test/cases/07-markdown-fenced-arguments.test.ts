/** Real-world case 07-markdown-fenced-arguments (../shared/cases/07-markdown-fenced-arguments.json): every labelled outcome through the harness API. */
import { describe } from 'vitest';
import { expect, it } from 'vitest';
import { describeArgumentsCase, runArgumentsVariant } from './support/arguments-case';
import { loadCase } from './support/load-case';

describe('case 07-markdown-fenced-arguments', () => {
  it('puts the error at offset 0, the first backtick', async () => {
    const testCase = loadCase<Parameters<typeof runArgumentsVariant>[0]>('07-markdown-fenced-arguments');
    const { observation } = await runArgumentsVariant(testCase, testCase.input.call);
    expect(observation.status === 'repair_required' && observation.errors[0]?.offset).toBe(0);
  });
  describeArgumentsCase('07-markdown-fenced-arguments');
});
