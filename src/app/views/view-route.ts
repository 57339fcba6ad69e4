/**
 * The console's five top-level views and their hash routes (`#/run`, `#/tools`, `#/sources`, `#/runs`,
 * `#/settings`). Hash routing, so any static host serves every view without a fallback to index.html
 * (README "Deploying behind a web server"). An empty or unknown hash is the Run view.
 */
import { useSyncExternalStore } from 'react';

/** One view: its id (the hash path and the `nav-<id>` test id), its label, and its shortcut digit. */
export interface ViewEntry {
  id: ViewId;
  label: string;
  /** Alt+Shift+<digit> opens the view (`aria-keyshortcuts`). */
  digit: string;
}

/** The view ids, in navigation order. */
export const VIEW_IDS = ['run', 'tools', 'sources', 'runs', 'settings'] as const;
/** A view id. */
export type ViewId = (typeof VIEW_IDS)[number];

/** The views in navigation order. */
export const VIEWS: readonly ViewEntry[] = [
  { id: 'run', label: 'Run', digit: '1' },
  { id: 'tools', label: 'Tools', digit: '2' },
  { id: 'sources', label: 'Sources', digit: '3' },
  { id: 'runs', label: 'Runs', digit: '4' },
  { id: 'settings', label: 'Settings', digit: '5' },
];

/**
 * The view a location hash names: `#/tools` → `tools`; `''`, `#`, `#/` or an unknown path → `run`.
 * A query or a sub-path after the view (`#/runs/abc`) is ignored.
 */
export function viewFromHash(hash: string): ViewId {
  const path = hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? '';
  return (VIEW_IDS as readonly string[]).includes(path) ? (path as ViewId) : 'run';
}

/** The hash of a view (`tools` → `#/tools`). */
export function hashOf(view: ViewId): string {
  return `#/${view}`;
}

/** Switches to `view` (pushes a history entry, so Back returns to the previous view). */
export function openView(view: ViewId): void {
  if (viewFromHash(window.location.hash) !== view || window.location.hash !== hashOf(view))
    window.location.hash = hashOf(view);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The view the location hash names, re-rendering on every `hashchange`. */
export function useActiveView(): ViewId {
  return useSyncExternalStore(subscribe, () => viewFromHash(window.location.hash));
}
