/**
 * The answer panel: the released answer (DESIGN §6 Draft → Release). Beside it, the release step's
 * verdict in words (`answer-verdict`; `final-answer[data-answers-question]` = yes | partly | no) and, for
 * a follow-up the verdict judged as resolved from the conversation, that question (`answer-judged-as`). The
 * direct answer (the first paragraph, `answer-direct`) is set apart from the supporting quotes that
 * follow. Citation chips say whether the release step found them in the run's evidence
 * (`data-supported`); an unsupported chip is followed by its reason in words (`citation-reason`,
 * `data-reason`: not in the evidence, quote not in the passage, sentence not about the passage, or a
 * quote off the question). An answer without any citation carries a warning (`answer-no-citations`), unless it
 * reports a tool action that succeeded. Rendered as text only (`code` spans in code type). The answer is
 * the shown run's (use-shown-run.ts): the live run's, or a stored, imported or replayed run's from its
 * record — during a replay only once the replay reached the step where the run released it.
 */
import type { AnswerSegment, AnswerVerdict, CitationReason } from '../../store';
import { useShownRun, type ShownRun } from '../record/use-shown-run';
import { countOf } from '../../../contract';

type CitationSegment = Extract<AnswerSegment, { kind: 'citation' }>;

/** Why a citation is unsupported, in a few words (shown after the chip). */
export function citationReasonText(segment: CitationSegment): string {
  const reason: CitationReason | undefined = segment.reason;
  switch (reason) {
    case 'citation-not-found':
      return 'unsupported: not in the evidence of this run';
    case 'quote-not-found':
      return 'unsupported: the quoted text is not in the cited passage';
    case 'claim-unrelated':
      return `unsupported: the sentence is not about the cited passage (${segment.shared ?? 0} of ${countOf(segment.total ?? 0, 'word')} shared)`;
    case 'off-question':
      return `unsupported: the quote is not about what was asked (it covers ${segment.shared ?? 0} of ${countOf(segment.total ?? 0, 'thing')} the question asks about)`;
    case undefined:
      return '';
  }
}

/**
 * A citation id with line-break opportunities (`<wbr>`) after its separators (`:`, `#`, `/`, `_`, `.`,
 * `-`), so a long id (`sqlite:quirks#foreign_key_enforcement_is_off_by_default`) wraps between its
 * words instead of inside one; the text is unchanged.
 */
function BreakableId({ id }: { id: string }) {
  const parts = id.split(/(?<=[:#/_.-])/);
  return parts.map((part, i) => (
    <span key={i}>
      {part}
      {i < parts.length - 1 ? <wbr /> : null}
    </span>
  ));
}

function CitationChip({ segment }: { segment: CitationSegment }) {
  const why = segment.supported ? 'Supported: found in the evidence of this run' : citationReasonText(segment);
  return (
    <>
      <span
        className={`citation citation--${segment.supported ? 'supported' : 'unsupported'}`}
        data-testid="citation"
        data-supported={segment.supported ? 'true' : 'false'}
        data-reason={segment.reason}
        title={why}
        aria-description={why}
      >
        [<BreakableId id={segment.id} />]
      </span>
      {segment.supported ? null : (
        <span className="citation__reason" data-testid="citation-reason" data-reason={segment.reason}>
          {' '}
          ({why})
        </span>
      )}
    </>
  );
}

/** Text with `code` spans set in code type (still text: nothing is parsed as markup). */
function TextWithCode({ text }: { text: string }) {
  const parts = text.split(/(`[^`\n]+`)/);
  return parts.map((part, i) =>
    /^`[^`\n]+`$/.test(part) ? <code key={i}>{part.slice(1, -1)}</code> : <span key={i}>{part}</span>,
  );
}

function Segments({ segments }: { segments: readonly AnswerSegment[] }) {
  return segments.map((segment, i) =>
    segment.kind === 'text' ? <TextWithCode key={i} text={segment.text} /> : <CitationChip key={i} segment={segment} />,
  );
}

/** Splits the segments at the first blank line: the direct answer, then the rest. */
function splitDirect(segments: readonly AnswerSegment[]): [AnswerSegment[], AnswerSegment[]] {
  const at = segments.findIndex((segment) => segment.kind === 'text' && /\n\s*\n/.test(segment.text));
  if (at < 0) return [[...segments], []];
  const split = segments[at] as Extract<AnswerSegment, { kind: 'text' }>;
  const cut = /\n\s*\n/.exec(split.text) as RegExpExecArray;
  const head = split.text.slice(0, cut.index);
  const tail = split.text.slice(cut.index + cut[0].length);
  return [
    [...segments.slice(0, at), ...(head ? [{ kind: 'text' as const, text: head }] : [])],
    [...(tail ? [{ kind: 'text' as const, text: tail }] : []), ...segments.slice(at + 1)],
  ];
}

/** The reason without its leading verdict words ("Partly answers: covers …" → "Covers …"). */
function detailOf(reason: string): string {
  const detail = reason.replace(/^[^:]*:\s*/, '');
  return detail.charAt(0).toUpperCase() + detail.slice(1);
}

const VERDICT_LABEL: Record<AnswerVerdict['answersQuestion'], string> = {
  yes: 'Answers the question',
  partly: 'Partly answers the question',
  no: 'Does not answer the question',
};

/** What the panel says while there is no released answer to show (live and stored runs word an ended run alike). */
function emptyText(shown: ShownRun): string {
  if (shown.source === 'record') {
    if (shown.state === 'loading') return 'Loading the run’s answer…';
    if (shown.state === 'error') return `Could not read the run: ${shown.loadError ?? 'unknown error'}`;
    if (shown.afterCall !== null) return `No answer yet at call ${shown.afterCall}: the run released it later.`;
    if (shown.status === 'running') return 'The run has no released answer yet.';
  } else {
    if (shown.status === 'running') return 'The model is working…';
    if (shown.status === 'idle') return 'The released answer appears here.';
  }
  return shown.status === 'stopped'
    ? 'This run was stopped before it released an answer.'
    : 'This run ended without a released answer.';
}

/** The final answer with its citations and the verdict. */
export function AnswerPanel() {
  const shown = useShownRun();
  const released = shown.answer;
  const verdict = released?.verdict;
  const [direct, rest] = released ? splitDirect(released.segments) : [[], []];
  return (
    <section className="panel answer-panel" id="answer-panel" tabIndex={-1} aria-labelledby="answer-heading">
      <h2 id="answer-heading" className="panel__title">
        Answer
        {released ? (
          <span className="panel__count">
            {released.supported} supported · {released.unsupported} unsupported
          </span>
        ) : null}
      </h2>
      {verdict ? (
        <p
          className={`answer-verdict answer-verdict--${verdict.answersQuestion}`}
          data-testid="answer-verdict"
          data-answers-question={verdict.answersQuestion}
          title={verdict.reason}
        >
          <strong>{VERDICT_LABEL[verdict.answersQuestion]}.</strong> {detailOf(verdict.reason)}
          {verdict.judgedAs ? (
            <span className="answer-verdict__judged" data-testid="answer-judged-as">
              {' '}
              (judged as: “{verdict.judgedAs}”)
            </span>
          ) : null}
        </p>
      ) : null}
      {released && released.supported + released.unsupported === 0 && verdict?.answersQuestion !== 'yes' ? (
        <p className="answer-warning" data-testid="answer-no-citations" role="note">
          No citations: this answer is not backed by evidence from the run.
        </p>
      ) : null}
      {released ? (
        <div className="answer" data-testid="final-answer" data-answers-question={verdict?.answersQuestion}>
          <p className="answer__direct" data-testid="answer-direct">
            <Segments segments={direct} />
          </p>
          {rest.length > 0 ? (
            <div className="answer__support">
              <Segments segments={rest} />
            </div>
          ) : null}
        </div>
      ) : (
        <p className="empty" data-testid="answer-empty" data-status={shown.state}>
          {emptyText(shown)}
        </p>
      )}
    </section>
  );
}
