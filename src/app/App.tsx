/**
 * The console shell: skip links, the header (title, the view switcher, the CSP probe), the run status
 * line (on every view, so a run that goes on while the user works elsewhere stays visible), the five
 * views of `views/` (the Run view in the entry chunk, the other four loaded when first opened; once
 * mounted a view stays mounted, only the open one shown: switching views never stops a run or drops
 * typed input), and the global dialogs, which appear over any view. Its root says whether the worker
 * is ready (`console[data-status]`, contract/startup-api.ts). No logic here.
 */
import { ApprovalDialog } from './components/approval/ApprovalDialog';
import { ElicitationDialog } from './components/mcp/ElicitationDialog';
import { SamplingDialog } from './components/mcp/SamplingDialog';
import { CspProbe } from './components/diagnostics/CspProbe';
import { RunStatus } from './components/run/RunStatus';
import { StorageNotices } from './components/storage/StorageNotices';
import { SkipLinks } from './views/SkipLinks';
import { ViewNav } from './views/ViewNav';
import { useActiveView } from './views/view-route';
import { RunView } from './views/RunView';
import { LazyView } from './views/LazyView';
import { LAZY_VIEWS } from './views/lazy-views';
import { useWorkerReadiness } from './harness';

/** The app shell. */
export function App() {
  const view = useActiveView();
  const ready = useWorkerReadiness();
  // `starting` until the worker is ready (tools registered, corpus index loaded); `error`: the corpus failed.
  const status = ready.isPending
    ? 'starting'
    : ready.data?.corpusIndex !== 'failed' && ready.isSuccess
      ? 'ready'
      : 'error';
  return (
    <div
      className="app"
      data-testid="console"
      data-status={status}
      {...(ready.data ? { 'data-corpus-index': ready.data.corpusIndex } : {})}
    >
      <SkipLinks />
      <header className="app__header">
        <h1 className="app__title">Tool-call harness console</h1>
        <ViewNav active={view} />
        <span className="app__spacer" />
        <CspProbe />
      </header>
      <StorageNotices />
      <div className="app__status">
        <RunStatus />
      </div>
      <main className="app__main">
        <RunView hidden={view !== 'run'} />
        <LazyView id="tools" label="Tools" hidden={view !== 'tools'} view={LAZY_VIEWS.tools} />
        <LazyView id="sources" label="Sources" hidden={view !== 'sources'} view={LAZY_VIEWS.sources} />
        <LazyView id="runs" label="Runs" hidden={view !== 'runs'} view={LAZY_VIEWS.runs} />
        <LazyView id="settings" label="Settings" hidden={view !== 'settings'} view={LAZY_VIEWS.settings} />
      </main>
      <ApprovalDialog />
      <ElicitationDialog />
      <SamplingDialog />
    </div>
  );
}
