/**
 * Skill-scoped exposure (DESIGN.md §5.5; seed 002 §14): which registered tools an export shows. Skills
 * are registered groups of tool names; one more is generated per MCP source (named by the source, e.g.
 * `mcp:demo`). Pure selection; never changes a descriptor.
 */
import type { CanonicalToolDescriptor, Skill } from '../../contract';
import { isRecord } from '../../contract';

/** Which tools to show: see {@link selectTools}. */
export interface SkillSelection {
  activeSkillNames?: string | string[] | null;
  alwaysAvailable?: string[] | null;
}

/** True when `tool` answers to `toolName` (its exportName or its declared name). */
export function answersTo(tool: CanonicalToolDescriptor, toolName: string): boolean {
  return tool.exportName === toolName || tool.name === toolName;
}

/**
 * Validates submitted skills: each needs a non-empty string `name` and an array of string `toolNames`.
 *
 * @param skills what the caller sent
 * @returns the valid skills (copied), in order; invalid entries are skipped
 */
export function readSkills(skills: unknown): Skill[] {
  if (!Array.isArray(skills)) return [];
  const out: Skill[] = [];
  for (const s of skills) {
    if (!isRecord(s) || typeof s.name !== 'string' || s.name.length === 0 || !Array.isArray(s.toolNames)) continue;
    out.push({ name: s.name, toolNames: s.toolNames.filter((n): n is string => typeof n === 'string') });
  }
  return out;
}

/**
 * Selects the tools an export shows.
 *
 * @param tools every registered tool, in registration order
 * @param skills the registered skills by name (a registered skill wins over a generated MCP skill of the
 *   same name)
 * @param selection `activeSkillNames` not given (undefined/null) → every tool; given → the tools of the
 *   named skills plus `alwaysAvailable` (names or exportNames); unknown names are ignored, so all-unknown
 *   gives only `alwaysAvailable`
 * @returns the selected tools, in registration order
 * @see DESIGN.md §5.5; seed 002 §14
 */
export function selectTools<T extends CanonicalToolDescriptor>(
  tools: readonly T[],
  skills: ReadonlyMap<string, Skill>,
  selection: SkillSelection = {},
): T[] {
  const { activeSkillNames, alwaysAvailable } = selection;
  if (activeSkillNames === undefined || activeSkillNames === null) return tools.slice();
  const active = (Array.isArray(activeSkillNames) ? activeSkillNames : [activeSkillNames]).filter(
    (n) => typeof n === 'string',
  );
  const names = new Set<string>(
    Array.isArray(alwaysAvailable) ? alwaysAvailable.filter((n) => typeof n === 'string') : [],
  );
  const mcpSources = new Set<string>();
  for (const skillName of active) {
    const skill = skills.get(skillName);
    if (skill) skill.toolNames.forEach((n) => names.add(n));
    else if (tools.some((t) => t.kind === 'mcp' && t.source === skillName)) mcpSources.add(skillName);
  }
  return tools.filter((t) => (t.kind === 'mcp' && mcpSources.has(t.source)) || [...names].some((n) => answersTo(t, n)));
}

/**
 * The skills generated per MCP source: `{ name: source, toolNames }` for every source of `kind: 'mcp'` tools.
 *
 * @param tools every registered tool
 * @returns one skill per MCP source, in first-registration order
 */
export function mcpSkills(tools: readonly CanonicalToolDescriptor[]): Skill[] {
  const bySource = new Map<string, string[]>();
  for (const t of tools) {
    if (t.kind !== 'mcp') continue;
    const list = bySource.get(t.source) ?? [];
    list.push(t.name);
    bySource.set(t.source, list);
  }
  return [...bySource].map(([name, toolNames]) => ({ name, toolNames }));
}
