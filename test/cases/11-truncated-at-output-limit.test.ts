/** Real-world case 11-truncated-at-output-limit (../shared/cases/11-truncated-at-output-limit.json): every labelled outcome through the harness API. */
import { describe } from 'vitest';
import { expect, it } from 'vitest';
import { describeArgumentsCase, runArgumentsVariant } from './support/arguments-case';
import { loadCase } from './support/load-case';

describe('case 11-truncated-at-output-limit', () => {
  it('says the output limit was hit when finish_reason is length, and not otherwise', async () => {
    const testCase = loadCase<Parameters<typeof runArgumentsVariant>[0]>('11-truncated-at-output-limit');
    const cut = await runArgumentsVariant(testCase, testCase.input.call);
    expect(JSON.stringify(cut.observation)).toMatch(/finish_reason \\"length\\"/);
    const { finish_reason: _ignored, ...withoutReason } = testCase.input.call;
    const plain = await runArgumentsVariant(testCase, withoutReason);
    expect(plain.observation.status).toBe('repair_required');
    expect(JSON.stringify(plain.observation)).not.toMatch(/finish_reason/);
  });
  describeArgumentsCase('11-truncated-at-output-limit');
});
