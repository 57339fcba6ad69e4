/** The Sources view (`#/sources`): where tools and evidence come from — MCP servers and my documents. */
import { ViewFrame } from './ViewFrame';
import { McpPanel } from '../components/mcp/McpPanel';
import { KnowledgePanel } from '../components/knowledge/KnowledgePanel';

/** The Sources view; `hidden` keeps it mounted (servers stay connected) but out of sight. */
export function SourcesView({ hidden }: { hidden: boolean }) {
  return (
    <ViewFrame id="sources" status="ready" hidden={hidden} variant={['sources', 'columns']}>
      <McpPanel />
      <KnowledgePanel />
    </ViewFrame>
  );
}
