/**
 * The Anthropic half of the stand-in server (loopback only, test code), mounted by mock-openai.mjs:
 * `POST /v1/messages` streams the real Anthropic SSE event sequence (`event: <type>\ndata: {...}\n\n`):
 * message_start (usage.input_tokens) → content_block_start (text, or tool_use with id, name, input {})
 * → content_block_delta (text_delta, or input_json_delta whose partial_json fragments are split
 * mid-string) → content_block_stop → message_delta (stop_reason, usage.output_tokens) → message_stop.
 * `GET /__anthropic-requests` returns what was received (headers that matter, never the key: only
 * whether one came; and the body), newest last.
 *
 * Scripts by the key (`x-api-key: script-<name>…`), default `repair`:
 * - `repair`: turn 1 calls lookup_knowledge with a valid envelope plus trailing prose (the harness
 *   answers repair_required); turn 2 resends it fixed AND calls save_note in the same turn (the test
 *   denies the approval, so its tool_result carries is_error); turn 3 answers citing the evidence.
 * - `unauthorized`: HTTP 401 with an Anthropic error body.
 * @see https://docs.anthropic.com/en/api/messages-streaming
 */

/** @type {{ headers: Record<string, unknown>, body: any }[]} */
export const anthropicRequests = [];

const INPUT_TOKENS = 50;
const OUTPUT_TOKENS = 15;

/** Splits text at the given offsets. */
function split(text, offsets) {
  const pieces = [];
  let start = 0;
  for (const offset of [...offsets].sort((a, b) => a - b)) {
    if (offset <= start || offset >= text.length) continue;
    pieces.push(text.slice(start, offset));
    start = offset;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** The SSE events of one assistant message. */
function eventsFor(id, blocks, stopReason) {
  const events = [
    [
      'message_start',
      {
        type: 'message_start',
        message: {
          id,
          type: 'message',
          role: 'assistant',
          model: 'mock-claude',
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: INPUT_TOKENS, output_tokens: 1 },
        },
      },
    ],
  ];
  blocks.forEach((block, index) => {
    if (block.type === 'text') {
      events.push([
        'content_block_start',
        { type: 'content_block_start', index, content_block: { type: 'text', text: '' } },
      ]);
      for (const piece of split(block.text, [5, 11]))
        events.push([
          'content_block_delta',
          { type: 'content_block_delta', index, delta: { type: 'text_delta', text: piece } },
        ]);
    } else {
      events.push([
        'content_block_start',
        {
          type: 'content_block_start',
          index,
          content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} },
        },
      ]);
      const value = block.json.indexOf(':"');
      for (const piece of split(block.json, [9, value > 0 ? value + 4 : 20, Math.floor(block.json.length / 2)])) {
        events.push([
          'content_block_delta',
          { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: piece } },
        ]);
      }
    }
    events.push(['content_block_stop', { type: 'content_block_stop', index }]);
  });
  events.push([
    'message_delta',
    {
      type: 'message_delta',
      delta: { stop_reason: stopReason, stop_sequence: null },
      usage: { output_tokens: OUTPUT_TOKENS },
    },
  ]);
  events.push(['message_stop', { type: 'message_stop' }]);
  return events;
}

/** All tool_result blocks of the conversation, in order. */
function toolResults(body) {
  const results = [];
  for (const message of body.messages ?? []) {
    if (message.role !== 'user' || !Array.isArray(message.content)) continue;
    for (const block of message.content) if (block.type === 'tool_result') results.push(block);
  }
  return results;
}

/** The observation JSON inside a tool_result block, parsed (or undefined). */
function observationOf(block) {
  const text = Array.isArray(block.content) ? block.content.find((part) => part.type === 'text')?.text : block.content;
  try {
    return JSON.parse(String(text));
  } catch {
    return undefined;
  }
}

/** The `repair` script's next message. */
function repairTurn(body) {
  const tools = body.tools ?? [];
  const lookup = tools.find((tool) => tool.name === 'lookup_knowledge') ??
    tools[0] ?? { name: 'lookup_knowledge', input_schema: {} };
  const envelope = Boolean(lookup.input_schema?.properties?.previous_observation);
  const input = '{"query":"database is locked busy_timeout WAL"}';
  const json = envelope ? `{"previous_observation":null,"input":${input}}` : input;
  const results = toolResults(body);
  if (results.length === 0) {
    return {
      blocks: [
        { type: 'text', text: 'Let me look that up.' },
        { type: 'tool_use', id: 'toolu_mock_1', name: lookup.name, json: `${json} Let me know if you need more.` },
      ],
      stop: 'tool_use',
    };
  }
  const last = observationOf(results.at(-1));
  if (last?.status === 'repair_required' && results.length < 3) {
    const blocks = [{ type: 'tool_use', id: 'toolu_mock_2', name: lookup.name, json }];
    if (tools.some((tool) => tool.name === 'save_note'))
      blocks.push({
        type: 'tool_use',
        id: 'toolu_mock_3',
        name: 'save_note',
        json: '{"title":"lock","text":"use WAL"}',
      });
    return { blocks, stop: 'tool_use' };
  }
  const citations = [];
  for (const block of results)
    for (const match of JSON.stringify(block.content).matchAll(/\\"citation\\"\s*:\s*\\"\[([^\]\\"]+)\]\\"/g))
      citations.push(match[1]);
  const cite = citations.length > 0 ? ` [${citations[0]}]` : '';
  return {
    blocks: [{ type: 'text', text: `Another connection holds the lock; set a busy timeout or use WAL mode.${cite}` }],
    stop: 'end_turn',
  };
}

/**
 * Handles `POST /v1/messages` (body already parsed).
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function handleAnthropicMessages(request, response, body) {
  const key = String(request.headers['x-api-key'] ?? '');
  anthropicRequests.push({
    headers: {
      'anthropic-version': request.headers['anthropic-version'],
      'anthropic-dangerous-direct-browser-access': request.headers['anthropic-dangerous-direct-browser-access'],
      'has-api-key': key.length > 0,
    },
    body,
  });
  if (anthropicRequests.length > 100) anthropicRequests.shift();
  if (/^script-unauthorized/.test(key)) {
    response.writeHead(401, { 'Content-Type': 'application/json', 'request-id': 'req_mock' });
    return response.end(
      JSON.stringify({ type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } }),
    );
  }
  const turn = repairTurn(body);
  response.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  for (const [name, data] of eventsFor(`msg_mock_${anthropicRequests.length}`, turn.blocks, turn.stop))
    response.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  response.end();
}
