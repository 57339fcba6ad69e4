/** Real-world case 05-arguments-object-vs-string (../shared/cases/05-arguments-object-vs-string.json): every labelled outcome through the harness API. */
import { describe } from 'vitest';
import { describeArgumentsCase } from './support/arguments-case';

describe('case 05-arguments-object-vs-string', () => {
  describeArgumentsCase('05-arguments-object-vs-string');
});
