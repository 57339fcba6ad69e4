/**
 * A1 supports (DESIGN.md §3): resolves the tool a call names — by exportName, else by declared name when
 * exactly one tool has it — or refuses with UNKNOWN_TOOL naming the tools the model may call.
 */
import type { Outcome } from '../../contract';
import { ok, refuse } from '../../contract';
import type { RegisteredTool, Registry } from './registry';

const MAX_LISTED = 12;

/** @returns the registered tool, or UNKNOWN_TOOL (pointer '') listing up to 12 callable names */
export function resolveSupportedTool(registry: Registry, toolName: string): Outcome<RegisteredTool> {
  const tool = registry.resolve(toolName);
  if (tool) return ok(tool);
  const names = registry.list().map((descriptor) => descriptor.exportName);
  const listed = names.slice(0, MAX_LISTED).join(', ') + (names.length > MAX_LISTED ? ', …' : '');
  return refuse({
    code: 'UNKNOWN_TOOL',
    message: names.length
      ? `There is no tool named ${JSON.stringify(toolName)}; call one of: ${listed}.`
      : `There is no tool named ${JSON.stringify(toolName)}, and no tools are registered.`,
    pointer: '',
  });
}
