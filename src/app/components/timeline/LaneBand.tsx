/**
 * One call as a band of the lane view (seed 000 §1's sequence diagram; DESIGN §4.6): a head (position,
 * call id — the row's focus button, Enter opens the drawer — tool, status, code), for every call the model
 * sent a line in the model lane (the turn that issued it; several calls of one turn each have theirs), and one
 * line per event
 * in time order — the stage in words with its DESIGN §3 step (A1 … C8) as a small label — its marker in its
 * lane's column, phases A/B/C shaded, a refusal marked with its code and its sentence on the row (so are
 * saturation, the NO_GAIN streak and a stop reason, `stage-words.ts`), and a bar placing the step in the
 * call's time span. A code label sits in the empty lane columns beside its marker (`codeColumns`), on the
 * side with more room, and is cut with an ellipsis rather than drawn past the row. Each line is a
 * `timeline-event` row of the automation contract (`data-call-id`, `data-stage`, `data-status`,
 * `data-code`). Text only. A line is kept to a few elements (its marker's glyph and its time bar are drawn
 * by CSS, `timeline.css`), since a fast scroll mounts several bands a frame.
 */
import { memo, useMemo, type CSSProperties } from 'react';
import { countOf, isHarnessCode, LANES, type CallSummary } from '../../../contract';
import { violationText } from '../violations/violation-text';
import { layoutBand, PHASE_LABEL } from './lane-layout';
import { formatDetail, formatMs, stepLabel, summaryEvents } from './stage-text';
import { LANE_WORDS, rowSentence, stageWords } from './stage-words';
import { useCallEvents } from './use-call-events';
import { sameRow, type RowContext } from './VirtualCalls';
import { CallHead } from './CallHead';

/** Column template shared by the lane header and the bands. */
export const LANE_GRID = `minmax(190px, 1.5fr) repeat(${LANES.length}, minmax(30px, 1fr)) minmax(90px, 2fr) 64px`;

/** A band's style: its lines read the column template from `--lane-grid` (one declaration a band, not a line). */
const BAND_STYLE = { '--lane-grid': LANE_GRID } as CSSProperties;

/** Estimated band height (px) before measuring (head, a possible turn line, and one line per stage). */
export function estimateBand(summary: CallSummary | undefined): number {
  return 30 + 19 * ((summary?.stages.length ?? 8) + 1);
}

const codeTitle = (code: string | undefined) =>
  code && isHarnessCode(code) ? `${code}: ${violationText(code)}` : code;

/**
 * The grid columns (a CSS `grid-column` value) of a code label beside the marker in lane `laneIndex`
 * (0 … LANES.length − 1; the lanes are grid columns 2 … LANES.length + 1): the lanes right of the marker
 * when there are at least as many as on its left, else the lanes left of it. Never the stage, detail or
 * time column, so the label stays inside the row at any width.
 */
export function codeColumns(laneIndex: number): string {
  const after = LANES.length - 1 - laneIndex;
  return after >= laneIndex ? `${laneIndex + 3} / ${LANES.length + 2}` : `2 / ${laneIndex + 2}`;
}

/** The lane view's band of one call. */
export const LaneBand = memo(function LaneBand({
  runId,
  summary,
  context,
}: {
  runId: string;
  summary: CallSummary;
  context: RowContext;
}) {
  const loaded = useCallEvents(runId, summary.callKey, context.settled);
  const layout = useMemo(() => layoutBand(loaded ?? summaryEvents(runId, summary)), [loaded, runId, summary]);
  return (
    <div
      className={`band band--${summary.status}`}
      style={BAND_STYLE}
      data-testid="timeline-call"
      data-call-id={summary.callId}
      data-call-key={summary.callKey}
      data-replayed={summary.replayed ? 'true' : undefined}
      data-status={summary.status}
      data-code={summary.code}
    >
      <CallHead summary={summary} context={context} />
      {summary.turnId !== undefined ? (
        <div
          className="lane-line lane-line--turn"
          title="The model's turn that issued this call (seed 000 §1: the model outputs tool_call)"
        >
          <span className="lane-line__stage">
            <span className="lane-line__step">M</span> tool_call
          </span>
          <span className="lane-line__marker" style={{ gridColumn: 2 }}>
            ◆
          </span>
          <span className="lane-line__detail" style={{ gridColumn: LANES.length + 2 }}>
            {summary.turnId} → {summary.tool}
          </span>
        </div>
      ) : null}
      {layout.events.map((placed, line) => {
        const { event } = placed;
        const detail = formatDetail(event.detail);
        const sentence = rowSentence(event);
        const blockStart = layout.phases.find((block) => block.from === line);
        return (
          <div
            key={`${event.stage}-${event.seq}-${line}`}
            className={`lane-line lane-line--${event.status}${placed.phase ? ` lane-line--phase-${placed.phase}` : ''}`}
            data-testid="timeline-event"
            data-call-id={event.callId}
            data-call-key={event.callKey}
            data-stage={event.stage}
            data-status={event.status}
            data-code={event.code}
            title={blockStart ? PHASE_LABEL[blockStart.phase] : undefined}
          >
            <span className="lane-line__stage" title={`${stepLabel(event.stage)} ${event.stage}`.trim()}>
              <span className="lane-line__step">{stepLabel(event.stage)}</span> {stageWords(event.stage)}
            </span>
            <span
              className="lane-line__marker"
              style={{ gridColumn: placed.laneIndex + 2 }}
              title={codeTitle(event.code)}
            >
              <span className="visually-hidden">
                {LANE_WORDS[event.lane].full} lane · {event.status}
              </span>
            </span>
            {event.code ? (
              <span
                className={`lane-line__code lane-line__code--${codeColumns(placed.laneIndex).startsWith('2 ') ? 'before' : 'after'}`}
                style={{ gridColumn: codeColumns(placed.laneIndex) }}
                title={codeTitle(event.code)}
              >
                {event.code}
              </span>
            ) : null}
            <span className="lane-line__detail" style={{ gridColumn: LANES.length + 2 }} title={detail || undefined}>
              {detail}
            </span>
            <span
              className="lane-line__time"
              style={
                {
                  gridColumn: LANES.length + 3,
                  '--bar-start': placed.start,
                  '--bar-end': placed.start + placed.width,
                } as CSSProperties
              }
              title={`${formatMs(event.durationMs)}${event.bytes !== undefined ? ` · ${countOf(event.bytes, 'byte')}` : ''}`}
            />
            {sentence ? <p className="lane-line__sentence">{sentence}</p> : null}
          </div>
        );
      })}
    </div>
  );
}, sameRow);
