/**
 * React Query option factories for LLM work (STYLE.md §3.8): key and function live together. The run
 * mutation's `idle | pending | success | error` is what the run panel can show; the run's own status
 * (done/stopped/error) is in the store.
 */
import { mutationOptions } from '@tanstack/react-query';
import type { ConsoleStore } from '../store';
import type { AgentHarness, AgentRunResult } from './agent-loop';
import { selectProvider } from './select-provider';
import { scenarioMaxTurns, withScenarioStops } from './scenario-run';
import type { ScenarioApprovalPolicy } from '../../contract/scenario';
import { errorMessage } from '../../contract';
import { contextMessages } from './question-context';

/** Variables of one run mutation. */
export interface RunVariables {
  question: string;
  /** Aborted by Stop: aborts the provider request and cancels the run's calls. */
  controller: AbortController;
}

/** What the run mutation needs from the app. */
export interface RunMutationDeps {
  harness: () => AgentHarness;
  store: ConsoleStore;
  /** Sets how approvals are answered for the run (a scenario's `approvals`; `ask` otherwise). */
  setApprovalPolicy?(policy: ScenarioApprovalPolicy): Promise<void>;
}

/**
 * Options of the run mutation (`mutationKey: ['llm', 'run']`): selects the provider from the settings
 * and runs the agent loop (its module, with the release checks and their language tables, is fetched
 * by `import()` on the first run, so it is not in the initial bundle). Resolves with the loop's result (it never rejects for run errors; a provider
 * that cannot be selected ends the run `error` too).
 */
export function runMutationOptions(deps: RunMutationDeps) {
  return mutationOptions<AgentRunResult, Error, RunVariables>({
    mutationKey: ['llm', 'run'],
    mutationFn: async ({ question, controller }) => {
      const settings = deps.store.getState();
      let provider;
      try {
        provider = await selectProvider(settings);
      } catch (error) {
        const reason = errorMessage(error);
        settings.beginRun(question);
        deps.store.getState().finishRun('error', reason);
        return { runId: null, status: 'error', draft: '', turns: 0, error: reason };
      }
      const scenario = provider.id === 'scenario' ? settings.scenario : null;
      await deps.setApprovalPolicy?.(scenario?.approvals ?? 'ask').catch(() => undefined);
      // A scenario's declarative Stop presses the same Stop as the button: it aborts the run's controller.
      const scripted = scenario
        ? withScenarioStops(deps.harness(), provider, scenario, () => controller.abort())
        : { harness: deps.harness(), provider };
      // Attached resources are context for this question only: sent (and recorded) before it, then let go.
      const attached = contextMessages(settings.questionContext);
      if (attached.length > 0) settings.clearContext();
      const { runAgentLoop } = await import('./agent-loop');
      return runAgentLoop({
        question,
        provider: scripted.provider,
        harness: scripted.harness,
        store: deps.store,
        signal: controller.signal,
        maxTurns: scenario ? scenarioMaxTurns(scenario, settings.maxTurns) : settings.maxTurns,
        planMode: scenario ? scenario.planMode : settings.planMode,
        budgets: { approvalTimeoutMs: settings.approvalTimeoutMs, ...scenario?.budgets },
        secrets: settings.apiKey ? [settings.apiKey] : [],
        model: provider.id === 'scenario' ? scenario?.name : provider.id === 'offline' ? undefined : settings.model,
        // A scenario's scripted turns read the whole conversation as one question: it gets none. The offline
        // model resolves a follow-up from the earlier questions (`follow-up.ts`); networked models read it all.
        history: [...(provider.id === 'scenario' ? [] : settings.conversation), ...attached],
        contextBudgetTokens: settings.contextBudgetTokens,
      });
    },
  });
}
