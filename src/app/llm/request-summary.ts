/**
 * The request inspector's record of one model turn: system prompt, exported tools, messages,
 * parameters — the key redacted. Built from the `WireRequest` a provider reports, for either wire
 * (chat completions or Anthropic Messages), and BOUNDED so the store stays bounded: the system prompt
 * ≤ 4,000 characters, ≤ 64 tools (names and schema sizes), ≤ 40 messages (the newest; older ones
 * counted), each message previewed in ≤ 400 characters. Redaction: headers that carry credentials
 * (authorization, x-api-key, api-key, cookie, proxy-authorization) show `[redacted]`, and every string
 * has the given secrets (the API key) replaced by `[redacted]` — so the key appears nowhere.
 */
import type { WireRequest } from './provider';
import type { RequestSummary } from '../store/conversation-slice';
import { scrubSecrets, isRecord } from '../../contract';

/** Bounds of one summary. */
export const REQUEST_SUMMARY_LIMITS = { systemChars: 4_000, tools: 64, messages: 40, previewChars: 400 } as const;

export type { RequestMessageSummary, RequestSummary } from '../store/conversation-slice';

const SECRET_HEADERS = /^(authorization|proxy-authorization|x-api-key|api-key|cookie)$/i;

/** Cuts text to `max` characters with a marker naming the full length (the inspector's summaries). */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length.toLocaleString('en')} chars)`;
}

/** A readable line for one content block or part (either wire). */
function blockText(block: unknown): string {
  if (typeof block === 'string') return block;
  if (!isRecord(block)) return JSON.stringify(block) ?? '';
  switch (block.type) {
    case 'text':
      return String(block.text ?? '');
    case 'tool_use':
      return `tool_use ${String(block.name)} [${String(block.id)}] ${JSON.stringify(block.input)}`;
    case 'tool_result': {
      const inner = Array.isArray(block.content) ? block.content.map(blockText).join(' ') : blockText(block.content);
      return `tool_result [${String(block.tool_use_id)}]${block.is_error === true ? ' is_error' : ''}: ${inner}`;
    }
    case 'image':
    case 'image_url':
      return `[image ${isRecord(block.source) ? String(block.source.media_type) : 'data URL'}]`;
    default:
      return JSON.stringify(block) ?? '';
  }
}

/** The preview of one wire message. */
function messagePreview(message: Record<string, unknown>): string {
  const content = message.content;
  const parts: string[] = [];
  if (typeof message.tool_call_id === 'string') parts.push(`[${message.tool_call_id}]`);
  if (Array.isArray(content)) parts.push(content.map(blockText).join(' | '));
  else if (content !== null && content !== undefined) parts.push(blockText(content));
  if (Array.isArray(message.tool_calls)) {
    for (const call of message.tool_calls as Record<string, unknown>[]) {
      const fn = isRecord(call.function) ? call.function : {};
      parts.push(`→ ${String(fn.name)} [${String(call.id)}] ${String(fn.arguments ?? '')}`);
    }
  }
  return parts.join(' ');
}

/** The name of an exported tool in either format. */
function toolName(tool: unknown): string {
  if (!isRecord(tool)) return '?';
  if (isRecord(tool.function) && typeof tool.function.name === 'string') return tool.function.name;
  return typeof tool.name === 'string' ? tool.name : '?';
}

/**
 * Summarizes one wire request for the inspector.
 *
 * @param wire what the provider reported (`ModelRequest.onRequest`)
 * @param meta the run, turn and provider id
 * @param secrets strings never to show (the API key)
 */
export function summarizeRequest(
  wire: WireRequest,
  meta: { runId: string | null; turnId: string; provider: string },
  secrets: readonly string[],
): RequestSummary {
  const scrub = (text: string) => scrubSecrets(text, secrets);
  const body = wire.body;
  const wireMessages = (Array.isArray(body.messages) ? body.messages : []).filter(isRecord);
  const systemMessages = wireMessages.filter((message) => message.role === 'system' || message.role === 'developer');
  const systemText =
    typeof body.system === 'string'
      ? body.system
      : systemMessages.map((message) => blockText(message.content)).join('\n\n');
  const conversation = wireMessages.filter((message) => !systemMessages.includes(message));
  const shown = conversation.slice(-REQUEST_SUMMARY_LIMITS.messages);
  const tools = Array.isArray(body.tools) ? body.tools : [];
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(wire.headers))
    headers[name.toLowerCase()] = SECRET_HEADERS.test(name) ? '[redacted]' : scrub(clip(String(value), 200));
  const toolChoice = body.tool_choice;
  return {
    runId: meta.runId,
    turnId: meta.turnId,
    provider: meta.provider,
    url: scrub(clip(wire.url, 300)),
    headers,
    system: scrub(clip(systemText, REQUEST_SUMMARY_LIMITS.systemChars)),
    tools: tools
      .slice(0, REQUEST_SUMMARY_LIMITS.tools)
      .map((tool) => ({ name: scrub(clip(toolName(tool), 80)), schemaChars: JSON.stringify(tool)?.length ?? 0 })),
    toolsOmitted: Math.max(0, tools.length - REQUEST_SUMMARY_LIMITS.tools),
    messages: shown.map((message) => ({
      role: String(message.role),
      chars: JSON.stringify(message)?.length ?? 0,
      preview: scrub(clip(messagePreview(message), REQUEST_SUMMARY_LIMITS.previewChars)),
    })),
    messagesOmitted: conversation.length - shown.length,
    parameters: {
      model: scrub(clip(String(body.model ?? ''), 120)),
      ...(typeof body.temperature === 'number' ? { temperature: body.temperature } : {}),
      ...(typeof body.max_tokens === 'number' ? { maxTokens: body.max_tokens } : {}),
      ...(toolChoice !== undefined
        ? { toolChoice: typeof toolChoice === 'string' ? toolChoice : scrub(clip(JSON.stringify(toolChoice), 80)) }
        : {}),
      stream: body.stream === true,
    },
    bodyChars: JSON.stringify(body)?.length ?? 0,
    attempts: 1,
  };
}
