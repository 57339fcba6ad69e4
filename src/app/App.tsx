/**
 * The console layout only: a sidebar (run, scenario, settings) and the main area (answer, timeline,
 * observation inspector, tool catalog). No logic here.
 */
import { RunPanel } from './components/run/RunPanel';
import { SettingsPanel } from './components/settings/SettingsPanel';
import { CatalogPanel } from './components/catalog/CatalogPanel';
import { AnswerPanel } from './components/answer/AnswerPanel';
import { Timeline } from './components/timeline/Timeline';
import { ObservationInspector } from './components/observation/ObservationInspector';
import { ApprovalDialog } from './components/approval/ApprovalDialog';
import { CspProbe } from './components/diagnostics/CspProbe';
import { ScenarioLoader } from './components/scenario/ScenarioLoader';
import { McpPanel } from './components/mcp/McpPanel';
import { ElicitationDialog } from './components/mcp/ElicitationDialog';
import { SamplingDialog } from './components/mcp/SamplingDialog';
import { KnowledgePanel } from './components/knowledge/KnowledgePanel';
import { RunHistoryPanel } from './components/traces/RunHistoryPanel';
import { AuditPanel } from './components/audit/AuditPanel';
import { RequestInspector } from './components/inspector/RequestInspector';
import { StorageNotices } from './components/storage/StorageNotices';

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
      <StorageNotices />
      <div className="app__body">
        <aside className="app__sidebar" aria-label="Run and settings">
          <RunPanel />
          <ScenarioLoader />
          <RunHistoryPanel />
          <SettingsPanel />
          <KnowledgePanel />
          <McpPanel />
          <AuditPanel />
        </aside>
        <main className="app__main">
          <AnswerPanel />
          <div className="app__split">
            <Timeline />
            <ObservationInspector />
          </div>
          <RequestInspector />
          <CatalogPanel />
        </main>
      </div>
      <ApprovalDialog />
      <ElicitationDialog />
      <SamplingDialog />
    </div>
  );
}
