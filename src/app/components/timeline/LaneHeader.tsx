/**
 * The column heads of the lane view: stage, the seven lanes named in words (abbreviated only when the
 * header is too narrow for the full names; the full name stays the hover title) of DESIGN §4.6 in seed 000 §1's order
 * (model, loop, interceptor, registry, boundary, backend, progress), detail, and the time bar, plus a
 * legend of the phase shading (A before execution, B the boundary, C after).
 */
import { LANES } from '../../../contract';
import { PHASE_LABEL } from './lane-layout';
import { LANE_WORDS } from './stage-words';

/** The lane view's header row. */
export function LaneHeader({ grid }: { grid: string }) {
  return (
    <div className="lane-header-wrap">
      <div className="lane-header" style={{ gridTemplateColumns: grid }} aria-hidden="true">
        <span>stage</span>
        {LANES.map((lane) => (
          <span key={lane} className={`lane-header__lane lane--${lane}`} title={`${LANE_WORDS[lane].full} lane`}>
            <span className="lane-name lane-name--full">{LANE_WORDS[lane].full}</span>
            <abbr className="lane-name lane-name--short" title={LANE_WORDS[lane].full}>
              {LANE_WORDS[lane].short}
            </abbr>
          </span>
        ))}
        <span className="lane-header__detail">detail</span>
        <span title="time in call">time</span>
      </div>
      <p className="lane-legend hint">
        {(['A', 'B', 'C'] as const).map((phase) => (
          <span key={phase} className={`lane-legend__swatch lane-line--phase-${phase}`}>
            {PHASE_LABEL[phase]}
          </span>
        ))}
        <span>● pass · ○ info · ✕ refused or failed (with its code)</span>
      </p>
    </div>
  );
}
