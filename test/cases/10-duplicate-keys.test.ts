/** Real-world case 10-duplicate-keys (../shared/cases/10-duplicate-keys.json): every labelled outcome through the harness API. */
import { describe } from 'vitest';
import { describeArgumentsCase } from './support/arguments-case';

describe('case 10-duplicate-keys', () => {
  describeArgumentsCase('10-duplicate-keys');
});
