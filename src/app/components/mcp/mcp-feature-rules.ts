/**
 * Pure rules of the MCP feature views: the roots textarea (one `file://` URI a line), expanding a
 * resource template with the user's values (RFC 6570 simple `{var}` and reserved `{+var}` expansion,
 * the forms resource templates use), and turning a prompt's messages into the question and the
 * conversation before it (MCP spec 2025-06-18 server/prompts).
 */
import type { McpPromptMessage } from '../../../contract';

/**
 * Reads the roots textarea: one URI a line, blank lines ignored, each `file://`.
 *
 * @returns the roots, or `error` naming the first line that is not a `file://` URI
 */
export function parseRootsText(text: string): { ok: true; roots: string[] } | { ok: false; error: string } {
  const roots: string[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '') continue;
    if (!/^file:\/\//i.test(line))
      return { ok: false, error: `Line ${index + 1} is not a file:// URI: “${line.slice(0, 80)}”.` };
    roots.push(line);
  }
  return { ok: true, roots };
}

/**
 * Expands `{name}` (percent-encoded) and `{+name}` / `{#name}` (reserved characters kept) with `values`;
 * other operators (`{?a,b}`, `{/a}` …) expand by RFC 6570's rules for simple strings.
 *
 * @returns the URI, or `missing` naming the first variable without a value
 */
export function expandTemplate(
  template: string,
  values: Record<string, string>,
): { ok: true; uri: string } | { ok: false; missing: string } {
  let missing: string | undefined;
  const uri = template.replace(/\{([+#./;?&]?)([^}]*)\}/g, (_match, operator: string, body: string) => {
    const names = body.split(',').map((name) => name.replace(/(\*|:\d+)$/, '').trim());
    const filled = names.filter((name) => (values[name] ?? '') !== '');
    if (filled.length === 0 && (operator === '' || operator === '+' || operator === '#')) {
      missing ??= names[0] ?? body;
      return '';
    }
    const encode = (value: string) =>
      operator === '+' || operator === '#' ? encodeURI(value) : encodeURIComponent(value);
    const parts = filled.map((name) => {
      const value = encode(values[name] ?? '');
      return operator === '?' || operator === '&' || operator === ';' ? `${name}=${value}` : value;
    });
    const separator =
      operator === '?' || operator === '&' ? '&' : operator === '/' ? '/' : operator === '.' ? '.' : ',';
    const prefix = operator === '+' || operator === '' ? '' : operator === '&' ? '&' : operator;
    return parts.length > 0 ? `${prefix}${parts.join(separator)}` : '';
  });
  return missing !== undefined ? { ok: false, missing } : { ok: true, uri };
}

/** The conversation messages a used prompt adds before its question (the store's message shape). */
export type PromptHistoryMessage =
  { role: 'user'; content: string } | { role: 'assistant'; content: string; toolCalls: [] };

/**
 * Splits a prompt's messages: the last user message becomes the question; the messages before it go
 * into the conversation in order. A prompt with no user message gives its texts joined as the question.
 */
export function promptToQuestion(messages: readonly McpPromptMessage[]): {
  question: string;
  history: PromptHistoryMessage[];
} {
  const lastUser = messages.map((message) => message.role).lastIndexOf('user');
  if (lastUser < 0) return { question: messages.map((message) => message.text).join('\n\n'), history: [] };
  const history = messages
    .slice(0, lastUser)
    .map((message): PromptHistoryMessage =>
      message.role === 'user'
        ? { role: 'user', content: message.text }
        : { role: 'assistant', content: message.text, toolCalls: [] },
    );
  const after = messages.slice(lastUser + 1).map((message) => message.text);
  return { question: [messages[lastUser]?.text ?? '', ...after].join('\n\n'), history };
}
