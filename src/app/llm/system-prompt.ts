/**
 * The system prompt every provider receives (shown in the settings panel): it teaches a real model the
 * progress protocol of DESIGN §4.5 and the citation form the release step checks.
 */
import { OPENAI_CHAT_SYSTEM_PROMPT } from './providers/openai-chat';

/**
 * The system prompt of the agent loop: one prompt for every provider, the one the OpenAI-compatible
 * provider defines (it teaches the envelope, evaluations, repairs, stop and citations).
 */
export const SYSTEM_PROMPT = OPENAI_CHAT_SYSTEM_PROMPT;

/** The message the loop adds when it withholds tools (stop_required or the turn limit). */
export function answerNowMessage(why: string): string {
  return `${why} Do not call any tools. Answer the question now from the observations you already have, quoting and citing them.`;
}
