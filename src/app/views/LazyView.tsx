/**
 * A view whose code loads on demand (its own chunk, fetched by `import()` the first time the view is
 * opened, so the first page load fetches only the Run view's code). Until it is first opened nothing is
 * rendered; once opened it stays mounted (only hidden) like every other view, so switching away never
 * drops typed input or a connection.
 *
 * States, on `data-testid="view"` with `data-view=<id>` (the loaded view's own root carries
 * `data-status="ready"`):
 * - `loading`: "Loading the <label> view…" (`role="status"`) while the chunk is fetched;
 * - `error`: the chunk could not be fetched (offline, or a new build replaced it): the reason and
 *   "Reload the page".
 */
import { Component, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { errorMessage } from '../../contract';
import type { ViewId } from './view-route';

/** What a view component takes. */
export interface ViewProps {
  hidden: boolean;
}

/** The loading state of a view (`data-status="loading"`). */
function ViewLoading({ id, label, hidden }: { id: ViewId; label: string; hidden: boolean }) {
  return (
    <div
      className="view view--loading"
      id={`view-${id}`}
      data-testid="view"
      data-view={id}
      data-status="loading"
      role="status"
      aria-busy="true"
      hidden={hidden}
    >
      Loading the {label} view…
    </div>
  );
}

interface BoundaryProps {
  id: ViewId;
  label: string;
  hidden: boolean;
  children: ReactNode;
}

/** Shows `data-status="error"` with the reason when the view's chunk cannot be loaded. */
class ViewLoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { id, label, hidden, children } = this.props;
    if (this.state.error === undefined) return children;
    return (
      <div
        className="view view--error"
        id={`view-${id}`}
        data-testid="view"
        data-view={id}
        data-status="error"
        role="alert"
        hidden={hidden}
      >
        The {label} view could not be loaded ({errorMessage(this.state.error)}). Reload the page to try again.
      </div>
    );
  }
}

/**
 * Renders the lazy view `View` once it has been shown (`hidden` false) at least once, with its loading
 * and error states.
 */
export function LazyView({
  id,
  label,
  hidden,
  view: View,
}: {
  id: ViewId;
  label: string;
  hidden: boolean;
  view: LazyExoticComponent<ComponentType<ViewProps>>;
}) {
  const [opened, setOpened] = useState(!hidden);
  if (!hidden && !opened) setOpened(true);
  if (!opened && hidden) return null;
  return (
    <ViewLoadBoundary id={id} label={label} hidden={hidden}>
      <Suspense fallback={<ViewLoading id={id} label={label} hidden={hidden} />}>
        <View hidden={hidden} />
      </Suspense>
    </ViewLoadBoundary>
  );
}
