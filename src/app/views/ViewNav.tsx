/**
 * The view switcher: one link per view (`nav-run`, `nav-tools`, `nav-sources`, `nav-runs`,
 * `nav-settings`; `aria-current="page"` on the open one) and the keyboard shortcuts Alt+Shift+1 … 5,
 * which work from anywhere on the page (also inside a text field: Alt+Shift+digit types nothing). A
 * shortcut that opens another view puts the focus on that view's link, as a click on it does, so focus
 * never falls to the page's body when the control that held it is hidden with its view.
 * Pointing at or focusing a link starts fetching its view's chunk (lazy-views.ts).
 */
import { useEffect } from 'react';
import { hashOf, openView, VIEWS, type ViewId } from './view-route';
import { preloadView } from './lazy-views';

/** The navigation bar of the five views. */
export function ViewNav({ active }: { active: ViewId }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
      const view = VIEWS.find((entry) => event.code === `Digit${entry.digit}`);
      if (!view) return;
      event.preventDefault();
      preloadView(view.id);
      openView(view.id);
      if (!document.getElementById(`view-${view.id}`)?.contains(document.activeElement))
        document.querySelector<HTMLElement>(`[data-testid="nav-${view.id}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <nav className="view-nav" aria-label="Views">
      <ul className="view-nav__list">
        {VIEWS.map((view) => (
          <li key={view.id}>
            <a
              className="view-nav__link"
              href={hashOf(view.id)}
              data-testid={`nav-${view.id}`}
              aria-current={view.id === active ? 'page' : undefined}
              aria-keyshortcuts={`Alt+Shift+${view.digit}`}
              title={`${view.label} (Alt+Shift+${view.digit})`}
              onPointerEnter={() => preloadView(view.id)}
              onFocus={() => preloadView(view.id)}
            >
              {view.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
