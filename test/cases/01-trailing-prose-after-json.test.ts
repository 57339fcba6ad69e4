/** Real-world case 01-trailing-prose-after-json (../shared/cases/01-trailing-prose-after-json.json): every labelled outcome through the harness API. */
import { describe } from 'vitest';
import { expect, it } from 'vitest';
import { describeArgumentsCase, runArgumentsVariant } from './support/arguments-case';
import { loadCase } from './support/load-case';

describe('case 01-trailing-prose-after-json', () => {
  it('reports the offset of the first non-whitespace character after the closing brace', async () => {
    const testCase = loadCase<Parameters<typeof runArgumentsVariant>[0]>('01-trailing-prose-after-json');
    const text = testCase.input.call.arguments!;
    const { observation } = await runArgumentsVariant(testCase, testCase.input.call);
    expect(observation.status).toBe('repair_required');
    if (observation.status === 'repair_required') expect(observation.errors[0]?.offset).toBe(text.indexOf('}}') + 3);
  });
  describeArgumentsCase('01-trailing-prose-after-json');
});
