/** The Tools view (`#/tools`): the tool catalog, a tool's details and its test form. */
import { ViewFrame } from './ViewFrame';
import { CatalogPanel } from '../components/catalog/CatalogPanel';

/** The Tools view; `hidden` keeps it mounted but out of sight. */
export function ToolsView({ hidden }: { hidden: boolean }) {
  return (
    <ViewFrame id="tools" status="ready" hidden={hidden} variant={['tools']}>
      <CatalogPanel />
    </ViewFrame>
  );
}
