/**
 * Resources attached to a question (`question-context-chip`) as the conversation messages the model
 * receives before the question: one user message per attachment, naming the server and URI, holding
 * the text exactly as the worker bounded and redacted it (MCP spec 2025-06-18 server/resources; DESIGN
 * §4.2 bounds). They are part of the run's messages, so the run record keeps them with the turns.
 */
import type { ContextAttachment } from '../store/mcp-slice';
import type { ConversationMessage } from './provider';

/** The messages for `attachments`, in the order attached. */
export function contextMessages(attachments: readonly ContextAttachment[]): ConversationMessage[] {
  return attachments.map((attachment) => ({
    role: 'user',
    content:
      `Context attached by the user: resource ${attachment.uri} from MCP server "${attachment.server}"` +
      `${attachment.truncated ? ` (cut to fit from ${attachment.bytes.toLocaleString('en-US')} bytes)` : ''}:\n\n` +
      attachment.text,
  }));
}
