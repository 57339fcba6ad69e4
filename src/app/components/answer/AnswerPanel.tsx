/**
 * The answer panel: the released answer (DESIGN §6 Draft → Release), text with citation chips that say
 * whether the release step found them in the run's evidence (`data-testid="citation"`,
 * `data-supported`). An answer without any citation carries a warning (`answer-no-citations`). Rendered
 * as text only.
 */
import { useConsoleStore } from '../../store';
import type { AnswerSegment } from '../../store';

function CitationChip({ segment }: { segment: Extract<AnswerSegment, { kind: 'citation' }> }) {
  const why = segment.supported
    ? 'Supported: found in the evidence of this run'
    : segment.reason === 'quote-not-found'
      ? 'Unsupported: the quoted text is not in the cited evidence'
      : 'Unsupported: no FOUND observation of this run holds this citation';
  return (
    <span
      className={`citation citation--${segment.supported ? 'supported' : 'unsupported'}`}
      data-testid="citation"
      data-supported={segment.supported ? 'true' : 'false'}
      title={why}
      aria-description={why}
    >
      [{segment.id}]
    </span>
  );
}

/** The final answer with its citations. */
export function AnswerPanel() {
  const released = useConsoleStore((s) => s.releasedAnswer);
  const status = useConsoleStore((s) => s.runStatus);
  return (
    <section className="panel" aria-labelledby="answer-heading">
      <h2 id="answer-heading" className="panel__title">
        Answer
        {released ? (
          <span className="panel__count">
            {released.supported} supported · {released.unsupported} unsupported
          </span>
        ) : null}
      </h2>
      {released && released.supported + released.unsupported === 0 ? (
        <p className="answer-warning" data-testid="answer-no-citations" role="note">
          No citations: this answer is not backed by evidence from the run.
        </p>
      ) : null}
      {released ? (
        <div className="answer" data-testid="final-answer">
          {released.segments.map((segment, i) =>
            segment.kind === 'text' ? <span key={i}>{segment.text}</span> : <CitationChip key={i} segment={segment} />,
          )}
        </div>
      ) : (
        <p className="empty">{status === 'running' ? 'The model is working…' : 'The released answer appears here.'}</p>
      )}
    </section>
  );
}
