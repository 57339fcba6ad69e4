/** The Sources view (`#/sources`): where tools and evidence come from — MCP servers and my documents. */
import { McpPanel } from '../components/mcp/McpPanel';
import { KnowledgePanel } from '../components/knowledge/KnowledgePanel';

/** The Sources view; `hidden` keeps it mounted (servers stay connected) but out of sight. */
export function SourcesView({ hidden }: { hidden: boolean }) {
  return (
    <div
      className="view view--sources view--columns"
      id="view-sources"
      data-testid="view"
      data-view="sources"
      data-status="ready"
      hidden={hidden}
    >
      <McpPanel />
      <KnowledgePanel />
    </div>
  );
}
