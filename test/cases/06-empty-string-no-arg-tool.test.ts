/** Real-world case 06-empty-string-no-arg-tool (../shared/cases/06-empty-string-no-arg-tool.json): every labelled outcome through the harness API. */
import { describe } from 'vitest';
import { expect, it } from 'vitest';
import { describeArgumentsCase, runArgumentsVariant } from './support/arguments-case';
import { loadCase } from './support/load-case';

describe('case 06-empty-string-no-arg-tool', () => {
  it('shows the model the envelope it expects', async () => {
    const testCase = loadCase<Parameters<typeof runArgumentsVariant>[0]>('06-empty-string-no-arg-tool');
    const { observation } = await runArgumentsVariant(testCase, testCase.input.call);
    expect(JSON.stringify(observation)).toContain('previous_observation');
    expect(JSON.stringify(observation)).toMatch(/input/);
  });
  describeArgumentsCase('06-empty-string-no-arg-tool');
});
