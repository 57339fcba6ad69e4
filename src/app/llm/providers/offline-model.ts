/**
 * The offline demo model: a deterministic, scripted policy that implements `ModelProvider` with no
 * network and no model weights (the default provider). Per question it:
 * - declines at once when the question has no words (punctuation or emoji only);
 * - does a note job ("Save a note that …" → `save_note`, "List my notes" → `list_notes`) and reports it;
 * - for a question not in English, searches once with the question as asked (the user's documents may
 *   be in that language) and answers from such a document, or says it reads English documentation;
 * - for a question about another database product (PostgreSQL, MySQL …, not compared with SQLite), searches
 *   once for it in the user's documents and answers from them, or says in one sentence that the documents
 *   it can search are SQLite's documentation (`offline-product.ts`);
 * - otherwise plans 1–4 queries (`planQueries`), calls `lookup_knowledge` one call per turn following the
 *   progress protocol (`offline-protocol.ts`: evaluations, repairs, stop), and answers from what it read
 *   (`composeAnswer`: a direct answer, then supporting quotes; or the one-sentence decline).
 * A follow-up ("And how do I drop it again?") is planned and answered as resolved from the conversation
 * (`resolveQuestion`: "How do I drop an index?"), the question the release step judges the answer by.
 * Stateless: every turn is derived from the conversation. No randomness, no Date.
 */
import type { ConversationMessage, ModelProvider, ModelRequest, ModelTurn } from '../provider';
import { extractEvidence, type EvidenceItem } from '../evidence';
import { isEnglish } from '../language/english';
import { composeAnswer, DECLINE } from './offline-answer';
import { composeForeignAnswer, foreignQuery } from './offline-foreign';
import { noteAnswer, noteArguments, noteToolOf, readNoteRequest, type NoteRequest } from './offline-notes';
import {
  buildArguments,
  evaluateCall,
  findToolName,
  isSettled,
  pendingCallId,
  readHistory,
  repairArguments,
  stopNoteOf,
  type PastCall,
} from './offline-protocol';
import { contentWords, planQueries } from './query-plan';
import { isLoopNotice, resolveQuestion } from '../follow-up';
import { otherProductsAsked } from '../language/products';
import { productNote, productQuery, userPassagesAbout } from './offline-product';

export { evaluateCall, findToolName, readHistory } from './offline-protocol';

/** The label of the provider select. */
export const OFFLINE_MODEL_LABEL = 'Offline demo model (scripted, no network)';

function finalTurn(text: string): ModelTurn {
  return { text, toolCalls: [], finishReason: 'stop', notices: [] };
}

function callTurn(callId: string, toolName: string, argumentsText: string): ModelTurn {
  return {
    text: '',
    toolCalls: [{ toolCallId: callId, toolName, argumentsText }],
    finishReason: 'tool_calls',
    notices: [],
  };
}

/** The note job: one call, then the report of its outcome. */
function noteTurn(request: NoteRequest, history: readonly PastCall[], tools: readonly unknown[], callId: string) {
  const toolName = findToolName(tools, noteToolOf(request));
  const done = history.find((past) => past.call.toolName === toolName && past.observation);
  if (!toolName || done) return finalTurn(noteAnswer(request, done?.observation));
  return callTurn(callId, toolName, noteArguments(request));
}

/**
 * Decides one turn from the conversation: a tool call, or the final answer.
 *
 * @returns a ModelTurn with one tool call (`offline_<turn>_1`), or the answer text and no calls
 */
export function decideTurn(messages: readonly ConversationMessage[], tools: readonly unknown[]): ModelTurn {
  const asked = [...messages].reverse().find((m) => m.role === 'user' && !isLoopNotice(m.content))?.content ?? '';
  const at = questionAt(messages, asked);
  const ofQuestion = messages.slice(at);
  const question = resolveQuestion(asked, messages.slice(0, at)).text;
  const turn = ofQuestion.filter((m) => m.role === 'assistant').length + 1;
  const callId = `offline_${turn}_1`;
  const history = readHistory(ofQuestion);
  if (contentWords(question).length === 0) return finalTurn(DECLINE);
  const note = readNoteRequest(asked);
  if (note) return noteTurn(note, history, tools, callId);
  const toolName = findToolName(tools);
  const stopNote = stopNoteOf(history);
  const evidence = (): EvidenceItem[] => history.flatMap((c) => (c.observation ? extractEvidence(c.observation) : []));
  if (!isEnglish(asked)) {
    if (!toolName || history.some((past) => past.observation))
      return finalTurn(composeForeignAnswer(asked, evidence()));
    const pending = pendingCallId(history);
    return callTurn(
      callId,
      toolName,
      buildArguments(foreignQuery(asked), pending ? evaluateCall(pending, history) : null),
    );
  }
  // A question about another database product is answered from the user's documents that name it, or
  // with the note that the searchable documents are SQLite's (`offline-product.ts`).
  const products = otherProductsAsked(question);
  const usable = () => (products.length > 0 ? userPassagesAbout(products, evidence()) : evidence());
  const answer = () =>
    finalTurn(
      products.length > 0 && usable().length === 0
        ? productNote(products)
        : composeAnswer(question, usable(), stopNote),
    );
  if (!toolName || stopNote) return answer();
  const last = history[history.length - 1];
  if (last && last.query && !isSettled(last.query, history)) {
    const repaired = repairArguments(last, history);
    if (repaired) return callTurn(callId, toolName, repaired);
  }
  const plan = products.length > 0 && usable().length === 0 ? [productQuery(question)] : planQueries(question);
  const next = plan.find((query) => !isSettled(query, history));
  if (!next) return answer();
  const pending = pendingCallId(history);
  return callTurn(callId, toolName, buildArguments(next, pending ? evaluateCall(pending, history) : null));
}

/** Where the question's messages start (a follow-up question starts a new search); 0 when it is not found. */
function questionAt(messages: readonly ConversationMessage[], question: string): number {
  return Math.max(0, messages.map((m) => m.role === 'user' && m.content === question).lastIndexOf(true));
}

/** Creates the offline model provider (toolFormat `openai`). */
export function createOfflineModel(): ModelProvider {
  return {
    id: 'offline',
    label: OFFLINE_MODEL_LABEL,
    toolFormat: 'openai',
    complete: async (request: ModelRequest) => {
      if (request.signal.aborted) throw new DOMException('The run was stopped.', 'AbortError');
      const turn = decideTurn(request.messages, request.tools);
      if (turn.text) request.onTextDelta?.(turn.text);
      return turn;
    },
  };
}
