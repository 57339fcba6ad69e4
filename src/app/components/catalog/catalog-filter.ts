/**
 * The catalog's filter: free text over name, exportName, title, description,
 * category and source (case-insensitive, every word must match), plus exact kind, source and risk.
 * Pure.
 */
import type { CanonicalToolDescriptor, RiskLevel, ToolKind } from '../../../contract';

/** The filter's state; `''` means "any". */
export interface CatalogFilter {
  text: string;
  kind: ToolKind | '';
  source: string;
  risk: RiskLevel | '';
}

/** The empty filter. */
export const EMPTY_FILTER: CatalogFilter = { text: '', kind: '', source: '', risk: '' };

/** The tools that pass `filter`, in their registration order. */
export function filterTools(
  tools: readonly CanonicalToolDescriptor[],
  filter: CatalogFilter,
): CanonicalToolDescriptor[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  return tools.filter((tool) => {
    if (filter.kind && tool.kind !== filter.kind) return false;
    if (filter.source && tool.source !== filter.source) return false;
    if (filter.risk && tool.riskLevel !== filter.risk) return false;
    const haystack = [tool.name, tool.exportName, tool.title, tool.description, tool.category, tool.source]
      .filter(Boolean)
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The distinct sources of `tools`, sorted (the source filter's options). */
export function sourcesOf(tools: readonly CanonicalToolDescriptor[]): string[] {
  return [...new Set(tools.map((t) => t.source))].sort();
}
