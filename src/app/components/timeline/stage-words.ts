/**
 * The timeline in words: a name for every lane (DESIGN §4.6; with the short form a narrow column
 * shows), a phrase for every stage (the eleven journey stages of DESIGN §3 and the live and page
 * stages of `LIVE_STAGES`), and the sentence a row carries: a refusal's code with its sentence, the
 * run's saturation, the NO_GAIN streak and a stop reason on the row that reports them. Pure.
 */
import { countOf, isHarnessCode, type Lane, type TimelineEvent, type TimelineStage } from '../../../contract';
import { violationText } from '../violations/violation-text';

/** Full and short names of a lane (the short one only where the column is too narrow). */
export const LANE_WORDS: Readonly<Record<Lane, { full: string; short: string }>> = {
  model: { full: 'model', short: 'model' },
  loop: { full: 'agent loop', short: 'loop' },
  interceptor: { full: 'interceptor', short: 'intcp' },
  registry: { full: 'registry', short: 'reg' },
  boundary: { full: 'boundary', short: 'bound' },
  backend: { full: 'backend', short: 'back' },
  progress: { full: 'progress', short: 'prog' },
};

/** What each stage does, in words (the stage id stays the `data-stage` attribute). */
export const STAGE_WORDS: Readonly<Partial<Record<TimelineStage, string>>> = {
  supports: 'tool known',
  parse: 'arguments parsed',
  protocol: 'progress protocol',
  preflight: 'permission and budgets',
  execute: 'backend ran',
  'raw-check': 'raw result checked',
  project: 'projected',
  validate: 'observation validated',
  'dual-source': 'evidence re-derived',
  record: 'progress recorded',
  observe: 'observation to the model',
  'run-start': 'run started',
  'run-end': 'run ended',
  'approval-request': 'approval asked',
  'approval-decision': 'approval answered',
  'backend-progress': 'backend progress',
  'server-state': 'server state',
  'model-turn': 'model turn',
  'model-error': 'model error',
  'loop-dispatch': 'loop sent the call',
  'context-trim': 'context trimmed',
  release: 'answer released',
  'run-change': 'run record changed',
  'storage-state': 'storage state',
  'elicitation-request': 'server asks the user',
  'elicitation-answer': 'user answered the server',
  'sampling-request': 'server asks the model',
  'sampling-answer': 'sampling answered',
};

/** The words of a stage id (the id itself for a stage this page does not know). */
export function stageWords(stage: string): string {
  return (STAGE_WORDS as Readonly<Record<string, string | undefined>>)[stage] ?? stage;
}

/** Why a run stopped or saturated, in words (`StopReason` and stop codes). */
function reasonWords(reason: string): string {
  return isHarnessCode(reason) ? `${reason}: ${violationText(reason)}` : reason;
}

/**
 * The sentence a row carries, or '' when none: the refusal (`CODE: sentence`), a STOP_REQUIRED row's
 * stop reason (`detail.reason`), the saturation the record stage reports (`detail.saturated`) and a
 * NO_GAIN streak above zero (`detail.streak`, DESIGN §4.2).
 */
export function rowSentence(event: TimelineEvent): string {
  const parts: string[] = [];
  if (event.code && event.status === 'fail')
    parts.push(isHarnessCode(event.code) ? `${event.code}: ${violationText(event.code)}` : event.code);
  const detail = event.detail ?? {};
  if (typeof detail.reason === 'string' && event.code === 'STOP_REQUIRED')
    parts.push(`Stop reason: ${reasonWords(detail.reason)}`);
  if (typeof detail.saturated === 'string') parts.push(`Run saturated: ${reasonWords(detail.saturated)}`);
  if (typeof detail.streak === 'number' && detail.streak > 0)
    parts.push(`No new evidence ${countOf(detail.streak, 'call')} in a row (NO_GAIN streak)`);
  return parts.join(' · ');
}
