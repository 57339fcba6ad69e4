/**
 * How a scenario's settings shape its run, the same in the console and in the headless runner: the
 * turn limit (`maxTurns` of the file, else one more than its scripted turns, so a long script runs as
 * written) and its declarative Stop (`"stop": true` on a turn, `stopAfterCall`), pressed through the
 * same `stop()` as the Stop button. Stop timing (README "Scenario files"): after a stop turn's last call
 * is handed to the harness, Stop is pressed on the next task (a call still waiting on its backend is
 * cancelled; one that answered at once keeps its answer); `stopAfterCall` presses it once that call's
 * answer is back; a stop turn without calls is stopped while the model writes it.
 */
import type { ScenarioForPage } from '../../contract/scenario';
import type { AgentHarness } from './agent-loop';
import type { ModelProvider } from './provider';

/**
 * The turn limit of a scenario run.
 *
 * @returns the file's `maxTurns`, else `max(settingsDefault, turns + 1)`
 */
export function scenarioMaxTurns(
  scenario: Pick<ScenarioForPage, 'maxTurns' | 'turns'>,
  settingsDefault: number,
): number {
  return scenario.maxTurns ?? Math.max(settingsDefault, scenario.turns.length + 1);
}

/** Turn number (from 1) of the loop's `turn-<n>` id. */
const turnNumber = (turnId: string | undefined): number => Number(/^turn-(\d+)$/.exec(turnId ?? '')?.[1] ?? 0);

/**
 * Wraps the loop's harness and provider so the scenario's Stop is pressed where the file says.
 *
 * @param stop presses Stop (aborts the run's signal), called at most once
 * @returns the harness and provider to give `runAgentLoop`
 */
export function withScenarioStops(
  harness: AgentHarness,
  provider: ModelProvider,
  scenario: Pick<ScenarioForPage, 'turns' | 'stopAfterCall'>,
  stop: () => void,
): { harness: AgentHarness; provider: ModelProvider } {
  let pressed = false;
  const press = () => {
    if (pressed) return;
    pressed = true;
    stop();
  };
  const stopTurns = scenario.turns.some((turn) => turn.stop);
  if (!stopTurns && scenario.stopAfterCall === undefined) return { harness, provider };
  let requests = 0;
  return {
    provider: {
      ...provider,
      complete: async (request) => {
        const turn = scenario.turns[requests];
        requests += 1;
        if (turn?.stop && !turn.toolCalls?.length) {
          press();
          throw Object.assign(new Error('Stopped while the model wrote the turn.'), { name: 'AbortError' });
        }
        return provider.complete(request);
      },
    },
    harness: {
      ...harness,
      invoke: (request) => {
        const answer = harness.invoke(request);
        const turn = scenario.turns[turnNumber(request.turnId) - 1];
        if (turn?.stop && turn.toolCalls?.at(-1)?.id === request.toolCallId) setTimeout(press, 0);
        if (request.toolCallId === scenario.stopAfterCall) void answer.then(press, press);
        return answer;
      },
    },
  };
}
