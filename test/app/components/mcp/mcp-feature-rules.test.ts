import { describe, expect, it } from 'vitest';
import { expandTemplate, parseRootsText, promptToQuestion } from '../../../../src/app/components/mcp/mcp-feature-rules';

describe('MCP feature rules', () => {
  it('reads roots one a line and names the line that is not file://', () => {
    expect(parseRootsText('file:///a\n\n  file:///b  ')).toEqual({ ok: true, roots: ['file:///a', 'file:///b'] });
    expect(parseRootsText('file:///a\nhttps://x')).toEqual({
      ok: false,
      error: 'Line 2 is not a file:// URI: “https://x”.',
    });
  });

  it('expands a template, encoding simple values, and names a missing variable', () => {
    expect(expandTemplate('demo://text/{id}', { id: 'a b/c' })).toEqual({ ok: true, uri: 'demo://text/a%20b%2Fc' });
    expect(expandTemplate('demo://{+path}{?q}', { path: 'x/y', q: '1' })).toEqual({ ok: true, uri: 'demo://x/y?q=1' });
    expect(expandTemplate('demo://text/{id}', {})).toEqual({ ok: false, missing: 'id' });
  });

  it('a prompt: the last user message is the question, the ones before go into the conversation', () => {
    expect(
      promptToQuestion([
        { role: 'user', text: 'one' },
        { role: 'assistant', text: 'two' },
        { role: 'user', text: 'three' },
      ]),
    ).toEqual({
      question: 'three',
      history: [
        { role: 'user', content: 'one' },
        { role: 'assistant', content: 'two', toolCalls: [] },
      ],
    });
  });
});
