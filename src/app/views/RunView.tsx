/**
 * The Run view (`#/run`): the question with the provider choice and the scenario loader, the answer,
 * and the run's timeline (it gets the width; its call drawer is a side pane beside it, or a full-screen
 * sheet on narrow screens), the observations the model read and the requests sent to the model.
 */
import { ViewFrame } from './ViewFrame';
import { RunPanel } from '../components/run/RunPanel';
import { ScenarioLoader } from '../components/scenario/ScenarioLoader';
import { AnswerPanel } from '../components/answer/AnswerPanel';
import { Timeline } from '../components/timeline/Timeline';
import { ObservationInspector } from '../components/observation/ObservationInspector';
import { RequestInspector } from '../components/inspector/RequestInspector';
import { useRunEndFocus } from './use-run-end-focus';

/** The Run view; `hidden` keeps it mounted (a run and its state go on) but out of sight. */
export function RunView({ hidden }: { hidden: boolean }) {
  useRunEndFocus(!hidden);
  return (
    <ViewFrame id="run" status="ready" hidden={hidden} variant={['run']}>
      <div className="run-view__ask">
        <RunPanel />
        <ScenarioLoader />
        <AnswerPanel />
      </div>
      <div className="run-view__trace">
        <Timeline />
        <div className="run-view__details">
          <ObservationInspector />
          <RequestInspector />
        </div>
      </div>
    </ViewFrame>
  );
}
