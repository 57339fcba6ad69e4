/**
 * The Settings view (`#/settings`): endpoint, model and key, model parameters and the context budget,
 * the approval timeout and grants.
 */
import { ViewFrame } from './ViewFrame';
import { SettingsPanel } from '../components/settings/SettingsPanel';

/** The Settings view; `hidden` keeps it mounted but out of sight. */
export function SettingsView({ hidden }: { hidden: boolean }) {
  return (
    <ViewFrame id="settings" status="ready" hidden={hidden} variant={['settings']}>
      <SettingsPanel />
    </ViewFrame>
  );
}
