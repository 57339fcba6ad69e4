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
import { ViewFrame } from './ViewFrame';

/** What a view component takes. */
export interface ViewProps {
  hidden: boolean;
}

/** The loading state of a view (`data-status="loading"`). */
function ViewLoading({ id, label, hidden }: { id: ViewId; label: string; hidden: boolean }) {
  return (
    <ViewFrame id={id} status="loading" hidden={hidden} variant={['loading']} role="status">
      Loading the {label} view…
    </ViewFrame>
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
      <ViewFrame id={id} status="error" hidden={hidden} variant={['error']} role="alert">
        The {label} view could not be loaded ({errorMessage(this.state.error)}). Reload the page to try again.
      </ViewFrame>
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
