/**
 * The Settings view (`#/settings`): endpoint, model and key, model parameters and the context budget,
 * the approval timeout and grants.
 */
import { SettingsPanel } from '../components/settings/SettingsPanel';

/** The Settings view; `hidden` keeps it mounted but out of sight. */
export function SettingsView({ hidden }: { hidden: boolean }) {
  return (
    <div
      className="view view--settings"
      id="view-settings"
      data-testid="view"
      data-view="settings"
      data-status="ready"
      hidden={hidden}
    >
      <SettingsPanel />
    </div>
  );
}
