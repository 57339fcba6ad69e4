import { describe, expect, it } from 'vitest';
import { fileSyntaxMessage } from '../../../src/worker/parser/file-syntax-message';
import { validateScenarioText } from '../../../src/worker/scenario/validate-scenario';

describe('fileSyntaxMessage', () => {
  it('says what is wrong with a file instead of asking a model to send JSON', () => {
    const cut = validateScenarioText('{ "name": "x", ');
    expect(cut).toMatchObject({
      ok: false,
      errors: [
        { pointer: '', message: expect.stringContaining('before the value is complete: the file looks cut off.') },
      ],
    });
    expect(JSON.stringify(cut)).not.toMatch(/send|arguments/);
    expect(
      fileSyntaxMessage('The argument text is empty: send one JSON object, e.g. {} when the tool takes no arguments.'),
    ).toBe('The file is empty.');
    expect(fileSyntaxMessage('Unexpected text after the JSON value at offset 8: send only the JSON object.')).toBe(
      'Unexpected text after the JSON value at offset 8: a file holds only one JSON value.',
    );
  });
});
