/**
 * Test helper: the real harness in Node (createHarness with the real `lookup_knowledge` backend over the
 * shipped corpus, and the note tools over a memory store) driven by the offline model through the real
 * agent loop. One harness per helper (the corpus is indexed on its first lookup, once).
 */
import { createHarness } from '../../../../src/worker/harness';
import { createKnowledgeLookup, LOOKUP_KNOWLEDGE_DEFINITION } from '../../../../src/worker/tools/knowledge-lookup';
import { readCorpusPages } from '../../../../src/worker/tools/corpus-types';
import { createNoteTools, LIST_NOTES_DEFINITION, SAVE_NOTE_DEFINITION } from '../../../../src/worker/tools/save-note';
import { createMemoryNoteStore } from '../../../../src/worker/tools/note-store';
import type { KnowledgeDocument } from '../../../../src/worker/tools/corpus-types';
import type { ApprovalDecision, HarnessApi, ModelObservation } from '../../../../src/contract';
import { runAgentLoop } from '../../../../src/app/llm/agent-loop';
import { createOfflineModel } from '../../../../src/app/llm/providers/offline-model';
import type { ConversationMessage } from '../../../../src/app/llm/provider';
import { useConsoleStore, type ReleasedAnswer } from '../../../../src/app/store';
import { readCorpusFile } from '../../../worker/tools/read-corpus-from-disk';

/** What one question's run came to. */
export interface EvalRun {
  status: string;
  draft: string;
  released: ReleasedAnswer | null;
  /** The released answer as plain text: text segments and `[id]` for each citation. */
  text: string;
  /** The tool names the model called, in order. */
  tools: string[];
  /** The arguments of each call and the observation the model read, in order. */
  calls: { toolName: string; argumentsText: string; observation: ModelObservation }[];
  /** The store's conversation after the run (what a follow-up continues). */
  conversation: ConversationMessage[];
}

/** A harness over the real corpus; `ask` runs one question; `addDocuments` adds user documents. */
export interface EvalHarness {
  /** Runs one question; `history` is the conversation it continues (an earlier run's `conversation`). */
  ask(question: string, options?: { planMode?: boolean; history?: ConversationMessage[] }): Promise<EvalRun>;
  addDocuments(documents: readonly KnowledgeDocument[]): void;
  api: HarnessApi;
}

/** Creates the harness; `approve` answers approval requests (default: approve). */
export function createEvalHarness(approve: () => ApprovalDecision = () => 'approve'): EvalHarness {
  const lookup = createKnowledgeLookup({ loadCorpus: async () => readCorpusPages(readCorpusFile()) });
  const notes = createNoteTools({ store: createMemoryNoteStore() });
  const api = createHarness({
    backends: { lookup_knowledge: lookup, save_note: notes.save_note, list_notes: notes.list_notes },
    approver: async () => approve(),
  });
  const registered = api.registerTools([LOOKUP_KNOWLEDGE_DEFINITION, SAVE_NOTE_DEFINITION, LIST_NOTES_DEFINITION], {
    kind: 'builtin',
    source: 'builtin',
  });
  return {
    api,
    addDocuments: (documents) => void lookup.addDocuments(documents),
    async ask(question, options = {}) {
      await registered;
      useConsoleStore.setState(useConsoleStore.getInitialState(), true);
      const tools: string[] = [];
      const calls: EvalRun['calls'] = [];
      const harness: HarnessApi = {
        ...api,
        invoke: async (request) => {
          tools.push(request.toolName);
          const result = await api.invoke(request);
          calls.push({
            toolName: request.toolName,
            argumentsText: request.argumentsText,
            observation: result.observation,
          });
          return result;
        },
      };
      const result = await runAgentLoop({
        question,
        provider: createOfflineModel(),
        harness,
        store: useConsoleStore,
        signal: new AbortController().signal,
        planMode: options.planMode,
        history: options.history,
      });
      const state = useConsoleStore.getState();
      const released = state.releasedAnswer;
      const text = (released?.segments ?? [])
        .map((segment) => (segment.kind === 'text' ? segment.text : `[${segment.id}]`))
        .join('');
      const conversation: ConversationMessage[] = state.conversation;
      return { status: result.status, draft: result.draft, released, text, tools, calls, conversation };
    },
  };
}
