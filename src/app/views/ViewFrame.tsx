/**
 * The root element of a view: `data-testid="view"`, `data-view=<id>`, `data-status` (`ready` for a
 * view's own content; `loading` / `error` while a lazy view's chunk is fetched or could not be —
 * LazyView.tsx), `id="view-<id>"` (the skip links and nav buttons point at it) and `hidden`.
 */
import type { ReactNode } from 'react';
import type { ViewId } from './view-route';

/** What a view's root takes; `variant` adds `view--<variant>` classes (e.g. `['runs', 'columns']`). */
export interface ViewFrameProps {
  id: ViewId;
  status: 'ready' | 'loading' | 'error';
  hidden: boolean;
  variant: readonly string[];
  role?: 'status' | 'alert';
  children: ReactNode;
}

/** Renders a view's root element around `children`. */
export function ViewFrame({ id, status, hidden, variant, role, children }: ViewFrameProps) {
  return (
    <div
      className={['view', ...variant.map((name) => `view--${name}`)].join(' ')}
      id={`view-${id}`}
      data-testid="view"
      data-view={id}
      data-status={status}
      role={role}
      aria-busy={status === 'loading' ? true : undefined}
      hidden={hidden}
    >
      {children}
    </div>
  );
}
