/**
 * The resources attached to the next question, as chips under it (`question-context-chip`, `data-uri`,
 * with its Remove `question-context-remove`). The model receives each one's bounded text before the
 * question (llm/question-context.ts); they are let go once the run starts.
 */
import { useConsoleStore } from '../../store';
import { countOf } from '../../../contract';

/** The chips (nothing when no resource is attached). */
export function QuestionContext() {
  const attached = useConsoleStore((s) => s.questionContext);
  const detach = useConsoleStore((s) => s.detachContext);
  if (attached.length === 0) return null;
  return (
    <ul className="question-context" aria-label="Context attached to the question">
      {attached.map((attachment) => (
        <li
          key={attachment.id}
          className="question-context__chip"
          data-testid="question-context-chip"
          data-uri={attachment.uri}
          data-server={attachment.server}
        >
          <span title={attachment.uri}>
            {attachment.server}: {attachment.uri} ({countOf(attachment.bytes, 'byte')}
            {attachment.truncated ? ', cut' : ''})
          </span>
          <button
            type="button"
            className="button button--small"
            data-testid="question-context-remove"
            aria-label={`Remove ${attachment.uri} from the question`}
            onClick={() => detach(attachment.id)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
