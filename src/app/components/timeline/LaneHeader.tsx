/**
 * The column heads of the lane view: step, the seven lanes of DESIGN §4.6 in seed 000 §1's order
 * (model, loop, interceptor, registry, boundary, backend, progress), detail, and the time bar, plus a
 * legend of the phase shading (A before execution, B the boundary, C after).
 */
import { LANES } from '../../../contract';
import { PHASE_LABEL } from './lane-layout';

/** Short lane names that fit a lane column (the full name is the `abbr` title and label). */
const LANE_ABBREVIATION: Readonly<Record<(typeof LANES)[number], string>> = {
  model: 'model',
  loop: 'loop',
  interceptor: 'intcp',
  registry: 'reg',
  boundary: 'bound',
  backend: 'back',
  progress: 'prog',
};

/** The lane view's header row. */
export function LaneHeader({ grid }: { grid: string }) {
  return (
    <div className="lane-header-wrap">
      <div className="lane-header" style={{ gridTemplateColumns: grid }} aria-hidden="true">
        <span>step</span>
        {LANES.map((lane) => (
          <span key={lane} className={`lane-header__lane lane--${lane}`} title={`${lane} lane`}>
            <abbr title={lane} aria-label={lane}>
              {LANE_ABBREVIATION[lane]}
            </abbr>
          </span>
        ))}
        <span>detail</span>
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
