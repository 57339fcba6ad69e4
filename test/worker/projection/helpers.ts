/** Shared fixtures for projection tests: a projector context with the DESIGN §4.3 default budgets. */
import type { ProjectorContext } from '../../../src/worker/projection/project-raw';

export function context(overrides: Partial<ProjectorContext> = {}): ProjectorContext {
  return {
    toolCallId: 'call_1',
    toolName: 'tool',
    input: {},
    maxObservationTextBytes: 16_384,
    maxImageBytes: 262_144,
    ...overrides,
  };
}

/** UTF-8 bytes, measured independently of the code under test. */
export const bytesOf = (text: string): number => Buffer.byteLength(text, 'utf8');

/** Case 37's text: 50,000 lines of 17 UTF-8 bytes. */
export function reportLines(count = 50_000): string {
  const lines: string[] = [];
  for (let i = 1; i <= count; i++) lines.push(`row ${String(i).padStart(5, '0')} \u2713 ok\n`);
  return lines.join('');
}

/** Text of every part, joined. */
export function allText(result: unknown): string {
  return ((result as { parts: { text?: string }[] }).parts ?? []).map((p) => p.text ?? '').join('');
}
