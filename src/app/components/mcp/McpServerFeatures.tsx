/**
 * What a connected server offers beyond tools, in one expandable block of its row
 * (`mcp-server-features`): resources and templates (McpResources), prompts (McpPrompts), roots and
 * the log (McpRootsLog). A section for a feature the server does not announce is left out.
 */
import type { McpServerState } from '../../../contract/mcp-api';
import { McpPrompts } from './McpPrompts';
import { McpResources } from './McpResources';
import { McpLog, McpRoots } from './McpRootsLog';
import { countOf } from '../../../contract';

/** The features block of a server row. */
export function McpServerFeatures({ state }: { state: McpServerState }) {
  const features = state.features;
  const counts = [
    features?.resources
      ? `${countOf(state.resourceCount ?? 0, 'resource')}, ${countOf(state.templateCount ?? 0, 'template')}`
      : '',
    features?.prompts ? countOf(state.promptCount ?? 0, 'prompt') : '',
  ].filter(Boolean);
  return (
    <details className="mcp-features" data-testid="mcp-server-features">
      <summary>Resources, prompts, roots and log{counts.length > 0 ? ` (${counts.join(', ')})` : ''}</summary>
      {state.status === 'connected' && features?.resources ? <McpResources state={state} /> : null}
      {state.status === 'connected' && features?.prompts ? <McpPrompts state={state} /> : null}
      <McpRoots state={state} />
      <McpLog server={state.name} />
    </details>
  );
}
