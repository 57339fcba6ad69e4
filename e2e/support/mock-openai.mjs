#!/usr/bin/env node
/**
 * A stand-in OpenAI-compatible server for the Playwright tests (loopback only, test code).
 *
 * `POST /v1/chat/completions` streams chat-completion chunks in the real SSE wire format
 * (`data: {...}\n\n` … `data: [DONE]\n\n`, with a usage chunk when `stream_options.include_usage`);
 * `GET /v1/models` lists one model; `GET /health` answers 200 (Playwright's readiness probe);
 * `GET /__requests` returns the request bodies seen (newest last) and `DELETE /__requests` clears them.
 * CORS: every response allows any origin; a preflight echoes `Access-Control-Request-Headers`.
 *
 * Scripts, chosen by the API key (`Authorization: Bearer script-<name>`), else by the `x-mock-script`
 * header, else by the question text (`[script:<name>]` in the first user message), else `repair`:
 * - `repair` (default): turn 1 calls the first tool with a valid envelope followed by trailing prose
 *   (the harness must answer repair_required, TRAILING_TOKENS), the argument deltas split mid-string and
 *   mid-escape; turn 2 (after a repair_required tool message) resends the call fixed, again split;
 *   turn 3 (after an ok observation) answers citing the first `citation` found in the observations.
 * - `answer`: answers at once with plain text, no tools.
 * - `unauthorized`: HTTP 401 with an OpenAI-style error body.
 * - `rate-limit`: HTTP 429 with `Retry-After: 3` (exposed to the page).
 * - `server-error`: HTTP 500.
 * - `rate-once`: the first request of each question gets HTTP 429 with `Retry-After: 1` (exposed), the
 *   next ones answer at once (a 429, then success).
 * - `no-tools`: HTTP 400 "This model does not support tools." whenever tools are sent.
 * Anthropic: `POST /v1/messages` and `GET /__anthropic-requests` (./mock-anthropic.mjs).
 * Usage: `node e2e/support/mock-openai.mjs [port]` (default 4180, or MOCK_OPENAI_PORT).
 */
import { createServer } from 'node:http';
import { anthropicRequests, handleAnthropicMessages } from './mock-anthropic.mjs';

const PORT = Number(process.argv[2] ?? process.env.MOCK_OPENAI_PORT ?? 4180);
const HOST = '127.0.0.1';
const MODEL = 'mock-model';

/** @type {unknown[]} */
const requests = [];

/** Sets the CORS headers on a response. */
function setCors(request, response) {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
  response.setHeader('Vary', 'Origin');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? 'authorization, content-type, x-mock-script',
  );
  response.setHeader('Access-Control-Expose-Headers', 'retry-after, x-request-id');
  response.setHeader('Access-Control-Max-Age', '600');
}

/** Sends a JSON response. */
function sendJson(response, status, body, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Reads the whole request body as text. */
function readBody(request) {
  return new Promise((resolve, reject) => {
    const parts = [];
    request.on('data', (part) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });
}

/** Picks the script for a request. */
function scriptFor(request, body) {
  const auth = String(request.headers.authorization ?? '');
  const fromKey = /Bearer\s+script-([\w-]+)/.exec(auth);
  if (fromKey) return fromKey[1];
  if (typeof request.headers['x-mock-script'] === 'string') return request.headers['x-mock-script'];
  const firstUser = (body.messages ?? []).find((message) => message.role === 'user');
  const fromQuestion = /\[script:([\w-]+)\]/.exec(typeof firstUser?.content === 'string' ? firstUser.content : '');
  return fromQuestion ? fromQuestion[1] : 'repair';
}

/** The first tool's name and the name of its first input property (the envelope's `input`). */
function toolShape(body) {
  const tool = (body.tools ?? [])[0];
  const name = tool?.function?.name ?? 'lookup_knowledge';
  const parameters = tool?.function?.parameters ?? {};
  const input = parameters.properties?.input ?? parameters;
  const property = (input.required ?? [])[0] ?? Object.keys(input.properties ?? {})[0] ?? 'query';
  const envelope = Boolean(parameters.properties?.input && parameters.properties?.previous_observation);
  return { name, property, envelope };
}

/** Splits text into pieces at the given offsets (clamped). */
function splitAt(text, offsets) {
  const pieces = [];
  let start = 0;
  for (const offset of offsets) {
    const end = Math.min(Math.max(offset, start), text.length);
    pieces.push(text.slice(start, end));
    start = end;
  }
  pieces.push(text.slice(start));
  return pieces.filter((piece) => piece !== '');
}

/** Offsets that cut the text inside a string value and right after a backslash (mid-escape). */
function awkwardOffsets(text) {
  const offsets = [];
  const backslash = text.indexOf('\\');
  if (backslash > 0) offsets.push(backslash + 1);
  const unicode = text.indexOf('\\u');
  if (unicode > 0) offsets.push(unicode + 4);
  const value = text.indexOf(':"', text.indexOf('"input"'));
  if (value > 0) offsets.push(value + 5);
  offsets.push(12, Math.floor(text.length / 2));
  return [...new Set(offsets)].sort((a, b) => a - b);
}

/** Builds the chunk objects of one streamed turn. */
function chunksFor({ id, text, toolCalls, finishReason, usage }) {
  const base = { id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: MODEL };
  const chunks = [{ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] }];
  if (text) {
    for (const piece of splitAt(text, [7, 19]))
      chunks.push({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
  }
  toolCalls.forEach((call, index) => {
    chunks.push({
      ...base,
      choices: [
        {
          index: 0,
          delta: {
            tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }],
          },
          finish_reason: null,
        },
      ],
    });
    for (const piece of splitAt(call.arguments, awkwardOffsets(call.arguments))) {
      chunks.push({
        ...base,
        choices: [
          { index: 0, delta: { tool_calls: [{ index, function: { arguments: piece } }] }, finish_reason: null },
        ],
      });
    }
  });
  chunks.push({ ...base, choices: [{ index: 0, delta: {}, finish_reason: finishReason }] });
  if (usage) chunks.push({ ...base, choices: [], usage });
  return chunks;
}

/** Parses a tool message's content (the observation JSON), or undefined. */
function observationOf(message) {
  try {
    return JSON.parse(typeof message.content === 'string' ? message.content : '');
  } catch {
    return undefined;
  }
}

/** The `repair` script: malformed call → repaired call → answer citing the evidence. */
function repairTurn(body) {
  const messages = body.messages ?? [];
  const toolMessages = messages.filter((message) => message.role === 'tool');
  const last = toolMessages.at(-1);
  const { name, property, envelope } = toolShape(body);
  // An escape (\") and a \u escape, so the deltas split mid-escape.
  const query = 'database is locked \\"SQLITE_BUSY\\" busy_timeout \\u0026 WAL';
  const input = `{"${property}":"${query}"}`;
  const argumentsText = envelope ? `{"previous_observation":null,"input":${input}}` : input;
  if (!last) {
    return {
      text: 'Let me look that up.',
      toolCalls: [{ id: 'call_mock_1', name, arguments: `${argumentsText} Let me know if you need more.` }],
      finishReason: 'tool_calls',
    };
  }
  const observation = observationOf(last);
  if (observation?.status === 'repair_required' && toolMessages.length < 4) {
    return {
      text: '',
      toolCalls: [{ id: `call_mock_${toolMessages.length + 1}`, name, arguments: argumentsText }],
      finishReason: 'tool_calls',
    };
  }
  const citations = [];
  for (const message of toolMessages) {
    for (const match of String(message.content).matchAll(/"citation"\s*:\s*"\[([^\]"]+)\]"/g)) citations.push(match[1]);
  }
  const cite = citations.length > 0 ? ` [${citations[0]}]` : '';
  return {
    text: `Writes fail with "database is locked" when another connection holds a conflicting lock; set a busy timeout or use WAL mode so readers and a writer can proceed together.${cite}`,
    toolCalls: [],
    finishReason: 'stop',
  };
}

/** Streams one turn as SSE. */
function streamTurn(response, body, turn) {
  response.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  const usage = body.stream_options?.include_usage
    ? { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 }
    : undefined;
  const chunks = chunksFor({ id: `chatcmpl-mock-${requests.length}`, ...turn, usage });
  for (const chunk of chunks) response.write(`data: ${JSON.stringify(chunk)}\n\n`);
  response.end('data: [DONE]\n\n');
}

/** Questions that already got their one 429 (`rate-once`). */
const rateLimitedOnce = new Set();

/** The first user message's text (the question). */
function questionOf(body) {
  const first = (body.messages ?? []).find((message) => message.role === 'user');
  return typeof first?.content === 'string' ? first.content : '';
}

/** Handles `POST /v1/chat/completions`. */
function completions(request, response, body) {
  const script = scriptFor(request, body);
  if (script.startsWith('rate-once')) {
    const question = questionOf(body);
    if (!rateLimitedOnce.has(question)) {
      rateLimitedOnce.add(question);
      return sendJson(
        response,
        429,
        { error: { message: 'Rate limit reached (once).', type: 'rate_limit_error' } },
        { 'Retry-After': '1' },
      );
    }
    return streamTurn(response, body, { text: 'Answered after one retry.', toolCalls: [], finishReason: 'stop' });
  }
  if (script.startsWith('no-tools') && (body.tools ?? []).length > 0) {
    return sendJson(response, 400, {
      error: { message: 'This model does not support tools.', type: 'invalid_request_error' },
    });
  }
  switch (script) {
    case 'unauthorized':
      return sendJson(response, 401, {
        error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
      });
    case 'rate-limit':
      return sendJson(
        response,
        429,
        { error: { message: 'Rate limit reached.', type: 'rate_limit_error' } },
        { 'Retry-After': '3' },
      );
    case 'server-error':
      return sendJson(response, 500, { error: { message: 'The mock failed on purpose.', type: 'server_error' } });
    case 'answer':
      return streamTurn(response, body, { text: 'A plain answer without tools.', toolCalls: [], finishReason: 'stop' });
    default:
      return streamTurn(response, body, repairTurn(body));
  }
}

const server = createServer(async (request, response) => {
  setCors(request, response);
  const url = new URL(request.url ?? '/', `http://${HOST}:${PORT}`);
  try {
    if (request.method === 'OPTIONS') {
      response.writeHead(204);
      return response.end();
    }
    if (url.pathname === '/health') return sendJson(response, 200, { ok: true });
    if (url.pathname === '/__requests') {
      if (request.method === 'DELETE') requests.length = 0;
      return sendJson(response, 200, requests);
    }
    if (url.pathname === '/__anthropic-requests') return sendJson(response, 200, anthropicRequests);
    if (url.pathname === '/v1/messages' && request.method === 'POST')
      return handleAnthropicMessages(request, response, JSON.parse(await readBody(request)));
    if (url.pathname === '/v1/models' && request.method === 'GET') {
      return sendJson(response, 200, {
        object: 'list',
        data: [{ id: MODEL, object: 'model', created: 0, owned_by: 'mock' }],
      });
    }
    if (url.pathname === '/v1/chat/completions' && request.method === 'POST') {
      const body = JSON.parse(await readBody(request));
      requests.push(body);
      if (requests.length > 200) requests.shift();
      return completions(request, response, body);
    }
    return sendJson(response, 404, { error: { message: `No route ${request.method} ${url.pathname}` } });
  } catch (error) {
    return sendJson(response, 400, { error: { message: error instanceof Error ? error.message : String(error) } });
  }
});

server.listen(PORT, HOST, () => {
  console.log(`mock OpenAI server on http://${HOST}:${PORT}/v1`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
