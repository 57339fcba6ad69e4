/** The Tools view (`#/tools`): the tool catalog, a tool's details and its test form. */
import { CatalogPanel } from '../components/catalog/CatalogPanel';

/** The Tools view; `hidden` keeps it mounted but out of sight. */
export function ToolsView({ hidden }: { hidden: boolean }) {
  return (
    <div
      className="view view--tools"
      id="view-tools"
      data-testid="view"
      data-view="tools"
      data-status="ready"
      hidden={hidden}
    >
      <CatalogPanel />
    </div>
  );
}
