/**
 * The console layout only: a sidebar (run, settings, tools) and the main area (answer, timeline,
 * observation inspector). No logic here.
 */
import { RunPanel } from './components/run/RunPanel';
import { SettingsPanel } from './components/settings/SettingsPanel';
import { CatalogList } from './components/catalog/CatalogList';
import { AnswerPanel } from './components/answer/AnswerPanel';
import { Timeline } from './components/timeline/Timeline';
import { ObservationInspector } from './components/observation/ObservationInspector';
import { ApprovalDialog } from './components/approval/ApprovalDialog';
import { CspProbe } from './components/diagnostics/CspProbe';

/** The app shell. */
export function App() {
  return (
    <div className="app">
      <header className="app__header">
        <h1 className="app__title">Tool-call harness console</h1>
        <span className="app__subtitle">Every tool call runs through a guarded harness in a Web Worker</span>
        <span className="app__spacer" />
        <CspProbe />
      </header>
      <div className="app__body">
        <aside className="app__sidebar" aria-label="Run and settings">
          <RunPanel />
          <SettingsPanel />
          <CatalogList />
        </aside>
        <main className="app__main">
          <AnswerPanel />
          <div className="app__split">
            <Timeline />
            <ObservationInspector />
          </div>
        </main>
      </div>
      <ApprovalDialog />
    </div>
  );
}
