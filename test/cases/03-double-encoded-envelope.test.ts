/** Real-world case 03-double-encoded-envelope (../shared/cases/03-double-encoded-envelope.json): every labelled outcome through the harness API. */
import { describe } from 'vitest';
import { describeArgumentsCase } from './support/arguments-case';

describe('case 03-double-encoded-envelope', () => {
  describeArgumentsCase('03-double-encoded-envelope');
});
