/**
 * The views loaded on demand (Tools, Sources, Runs, Settings): each is its own chunk, fetched by
 * `import()` when the view is first opened (or when its nav link is pointed at or focused, so the chunk is
 * usually in before the click lands). The Run view, the one `#/run` and an empty hash show, is in the
 * entry chunk.
 */
import { lazy, type ComponentType } from 'react';
import type { ViewProps } from './LazyView';
import type { ViewId } from './view-route';

/** A view id other than `run`. */
export type LazyViewId = Exclude<ViewId, 'run'>;

const loaders: Record<LazyViewId, () => Promise<{ default: ComponentType<ViewProps> }>> = {
  tools: () => import('./ToolsView').then((module) => ({ default: module.ToolsView })),
  sources: () => import('./SourcesView').then((module) => ({ default: module.SourcesView })),
  runs: () => import('./RunsView').then((module) => ({ default: module.RunsView })),
  settings: () => import('./SettingsView').then((module) => ({ default: module.SettingsView })),
};

type LazyViewComponent = ReturnType<typeof lazy<ComponentType<ViewProps>>>;

/** The lazy components of the four on-demand views: React.lazy over each of `loaders`. */
export const LAZY_VIEWS = Object.fromEntries(
  (Object.keys(loaders) as LazyViewId[]).map((id) => [id, lazy(loaders[id])]),
) as Record<LazyViewId, LazyViewComponent>;

/** Starts fetching the chunk of `view` (no-op for `run`; the browser's module map keeps one copy; a failure is shown when the view opens). */
export function preloadView(view: ViewId): void {
  if (view !== 'run') void loaders[view]().catch(() => undefined);
}
