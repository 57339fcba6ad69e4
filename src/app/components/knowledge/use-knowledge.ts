/**
 * The knowledge panel's state and actions: the documents listed by the worker (read
 * on start, so they survive reloads — the worker keeps them in IndexedDB), the file being indexed and its
 * progress, the failures of this session, the storage line and the persistence outcome. Files are handed
 * to the worker UNREAD, one at a time; a failure is listed with the worker's reason and nothing else is
 * touched. Persistence: `navigator.storage.persist()` is Window-only (Storage Standard), so the page asks
 * here, then reads the outcome back through the worker (`requestPersistence`, `storageInfo`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentFailure, DocumentSummary, IndexingProgress, StorageInfo } from '../../../contract/knowledge-api';
import { useHarnessClient } from '../../harness';
import { errorMessage } from '../../../contract';

/** What the panel renders. `status`: `loading` until the first list, then `ready`, or `error`. */
export interface KnowledgeState {
  status: 'loading' | 'ready' | 'error';
  documents: DocumentSummary[];
  /** The file being added now and its latest progress report. */
  adding?: { name: string; progress?: IndexingProgress };
  /** Files waiting behind the one being added. */
  queued: number;
  failures: DocumentFailure[];
  storage?: StorageInfo;
  /** The outcome of the last persistence request (undefined before any). */
  persisted?: boolean;
  /** Why the list could not be read (the worker did not answer). */
  listError?: string;
}

/** Actions of the panel. */
export interface KnowledgeActions {
  addFiles(files: readonly File[]): void;
  remove(id: string): Promise<void>;
  requestPersistence(): Promise<void>;
  dismissFailure(index: number): void;
}

/** The hook: state plus actions; lists documents and storage once on mount. */
export function useKnowledge(): KnowledgeState & KnowledgeActions {
  const client = useHarnessClient();
  const [state, setState] = useState<KnowledgeState>({ status: 'loading', documents: [], queued: 0, failures: [] });
  const queue = useRef<File[]>([]);
  const working = useRef(false);

  const refresh = useCallback(async () => {
    try {
      const [documents, storage] = await Promise.all([client.listDocuments(), client.storageInfo()]);
      setState((old) => ({
        ...old,
        status: 'ready',
        documents,
        storage,
        persisted: old.persisted ?? storage.persisted,
        listError: undefined,
      }));
    } catch (error) {
      setState((old) => ({ ...old, status: 'error', listError: errorMessage(error) }));
    }
  }, [client]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const requestPersistence = useCallback(async () => {
    try {
      const granted = await navigator.storage?.persist?.().catch(() => undefined);
      const persisted = (await client.requestPersistence()) || granted === true;
      setState((old) => ({ ...old, persisted }));
    } catch {
      setState((old) => ({ ...old, persisted: false }));
    }
    await refresh();
  }, [client, refresh]);

  const drain = useCallback(async () => {
    if (working.current) return;
    working.current = true;
    let added = false;
    while (queue.current.length > 0) {
      const file = queue.current.shift()!;
      setState((old) => ({ ...old, adding: { name: file.name }, queued: queue.current.length }));
      try {
        const result = await client.addDocument(file, (progress) =>
          setState((old) =>
            old.adding?.name === progress.documentName ? { ...old, adding: { name: file.name, progress } } : old,
          ),
        );
        if (result.ok) added = true;
        else setState((old) => ({ ...old, failures: [...old.failures, result.failure] }));
      } catch (error) {
        setState((old) => ({
          ...old,
          failures: [
            ...old.failures,
            { name: file.name, code: 'UNREADABLE', reason: `“${file.name}” was not added: ${errorMessage(error)}` },
          ],
        }));
      }
      await refresh();
    }
    setState((old) => ({ ...old, adding: undefined, queued: 0 }));
    working.current = false;
    if (added && state.persisted !== true) await requestPersistence();
  }, [client, refresh, requestPersistence, state.persisted]);

  return {
    ...state,
    addFiles: (files) => {
      queue.current.push(...files);
      void drain();
    },
    remove: async (id) => {
      await client.removeDocument(id).catch(() => undefined);
      await refresh();
    },
    requestPersistence,
    dismissFailure: (index) => setState((old) => ({ ...old, failures: old.failures.filter((_, i) => i !== index) })),
  };
}
