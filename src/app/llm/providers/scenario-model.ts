/**
 * The scripted provider of scenario files: replays the scenario's turns as
 * model turns, one per request, in order — each turn's text and tool calls with their RAW argument
 * text, exactly as scripted. The script does not adapt: a scripted call the harness refuses shows its
 * refusal in the timeline and the next request gets the next scripted turn. When the script runs out,
 * the model answers with a closing text (no tool calls), which ends the run. No network, no key.
 */
import type { ScenarioForPage } from '../../../contract/scenario';
import type { ModelProvider, ModelTurn } from '../provider';

/** The text of the turn after the last scripted one. */
const SCRIPT_END_TEXT = 'The scenario script has no more turns.';

/**
 * Creates the provider for one run of `scenario` (a fresh provider per run starts at turn 1).
 *
 * @param scenario the page-safe scenario from `loadScenario` (turns, question, settings)
 * @returns a ModelProvider with id `scenario`, label `Scenario: <name>`, tool format `openai` (the
 *   format only shapes the exported tools the script ignores)
 */
export function createScenarioModel(scenario: ScenarioForPage): ModelProvider {
  let next = 0;
  return {
    id: 'scenario',
    label: `Scenario: ${scenario.name}`,
    toolFormat: 'openai',
    async complete(request): Promise<ModelTurn> {
      if (request.signal.aborted) throw Object.assign(new Error('The request was aborted.'), { name: 'AbortError' });
      const turn = scenario.turns[next];
      next += 1;
      if (!turn) return { text: SCRIPT_END_TEXT, toolCalls: [], finishReason: 'stop', notices: [] };
      const toolCalls = (turn.toolCalls ?? []).map((call) => ({
        toolCallId: call.id,
        toolName: call.name,
        argumentsText: call.arguments,
      }));
      const text = turn.text ?? '';
      if (text) request.onTextDelta?.(text);
      return {
        text,
        toolCalls,
        finishReason: turn.finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop'),
        notices: [],
      };
    },
  };
}
