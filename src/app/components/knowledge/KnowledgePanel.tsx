/**
 * The knowledge panel: the user's own documents that `lookup_knowledge` searches
 * beside the shipped corpus. Add by file picker (`knowledge-file-input`) or drag and drop
 * (`knowledge-drop-zone`); the File goes to the worker unread. Shows indexing progress
 * (`knowledge-progress`, data-phase), each document with name, size and chunk count (`knowledge-document`,
 * data-name, data-chunks) and a Remove button (`knowledge-remove`), failures with their reason
 * (`knowledge-error`, data-code), and storage use with the persistence outcome (`knowledge-storage`,
 * data-persisted). Everything is text.
 */
import { useState, type ChangeEvent, type DragEvent } from 'react';
import { DOCUMENT_ACCEPT, DOCUMENT_KINDS_TEXT, persistenceText, progressText, storageText } from './knowledge-format';
import { formatBytes } from '../../../contract/byte-format';
import { useKnowledge } from './use-knowledge';
import { useConsoleStore } from '../../store';
import { countOf } from '../../../contract';

/** The knowledge panel (`knowledge-panel`). */
export function KnowledgePanel() {
  const knowledge = useKnowledge();
  const documentsState = useConsoleStore(
    (s) => s.storageHealth.find((health) => health.store === 'documents')?.state ?? 'ok',
  );
  const [dragging, setDragging] = useState(false);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) knowledge.addFiles(files);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) knowledge.addFiles(files);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const progress = knowledge.adding?.progress;

  return (
    <section
      className="panel"
      aria-labelledby="knowledge-heading"
      data-testid="knowledge-panel"
      data-status={knowledge.status}
    >
      <h2 id="knowledge-heading" className="panel__title">
        My documents <span className="panel__count">{knowledge.documents.length}</span>
      </h2>
      <div
        className={`drop-zone${dragging ? ' drop-zone--active' : ''}`}
        data-testid="knowledge-drop-zone"
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label className="field">
          <span className="field__label">Add documents ({DOCUMENT_KINDS_TEXT})</span>
          <input data-testid="knowledge-file-input" type="file" multiple accept={DOCUMENT_ACCEPT} onChange={onFiles} />
        </label>
        <p className="hint">…or drop files here. They stay in this browser; the model can search them.</p>
      </div>
      {knowledge.adding ? (
        <div
          className="knowledge-progress"
          data-testid="knowledge-progress"
          data-phase={progress?.phase ?? 'reading'}
          role="status"
        >
          <span>{progress ? progressText(progress) : `Adding ${knowledge.adding.name}…`}</span>
          <progress
            max={progress?.total || 1}
            value={progress ? progress.done : undefined}
            aria-label={`Progress of ${knowledge.adding.name}`}
          />
          {knowledge.queued > 0 ? <span className="hint">{knowledge.queued} more waiting</span> : null}
        </div>
      ) : null}
      {knowledge.failures.map((failure, index) => (
        <div
          key={index}
          className="form-error knowledge-error"
          role="alert"
          data-testid="knowledge-error"
          data-code={failure.code}
        >
          <span>{failure.reason}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => knowledge.dismissFailure(index)}
            aria-label={`Dismiss the error about ${failure.name}`}
          >
            Dismiss
          </button>
        </div>
      ))}
      {knowledge.status === 'loading' ? <p className="empty">Loading your documents…</p> : null}
      {knowledge.status === 'error' ? (
        <p className="form-error">Your documents could not be listed: {knowledge.listError}</p>
      ) : null}
      {knowledge.status === 'ready' && knowledge.documents.length === 0 ? (
        <p className="empty">No documents added yet.</p>
      ) : null}
      <ul className="knowledge-documents" aria-label="My documents">
        {knowledge.documents.map((doc) => (
          <li
            key={doc.id}
            className="knowledge-document"
            data-testid="knowledge-document"
            data-name={doc.name}
            data-chunks={doc.chunkCount}
            data-id={doc.id}
          >
            <span className="knowledge-document__name">{doc.name}</span>
            <span className="hint">
              {formatBytes(doc.sizeBytes)} · {countOf(doc.chunkCount, 'passage')} · cited as <code>doc:{doc.id}</code>
            </span>
            <button
              type="button"
              className="link-button"
              data-testid="knowledge-remove"
              onClick={() => void knowledge.remove(doc.id)}
              aria-label={`Remove ${doc.name}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <div
        className="knowledge-storage hint"
        data-testid="knowledge-storage"
        data-persisted={knowledge.persisted === undefined ? 'unknown' : String(knowledge.persisted)}
      >
        {knowledge.storage ? <p>{storageText(knowledge.storage, documentsState !== 'ok')}</p> : null}
        <p>{persistenceText(knowledge.persisted, documentsState === 'unavailable')}</p>
        {knowledge.persisted !== true && documentsState !== 'unavailable' ? (
          <button type="button" className="button" onClick={() => void knowledge.requestPersistence()}>
            Ask to keep storage
          </button>
        ) : null}
      </div>
    </section>
  );
}
