/**
 * Puts a server's tools into the SAME registry path as every other tool (DESIGN.md §4.1 `registerTools`
 * with `{ kind: 'mcp', source: 'mcp:<name>' }`, which also yields the server's skill, §5.5) and its
 * backends into the shared `deps.backends` map, which the harness reads at each call (§4.1, keyed by
 * declared name).
 *
 * Name clashes: `deps.backends` has one entry per declared name, so two
 * sources cannot both own a tool called `echo`. The first owner keeps it; a later server's tool with a
 * name already in the map (a built-in, or another server's) is not registered and is listed in the
 * server's `skippedTools` with the reason. Rename on the server side, or remove the other source, to
 * get it. Renaming here was rejected: the model would see names the server does not answer to.
 */
import type { McpSkippedTool } from '../../contract/mcp-api';
import type { RegisterOrigin, RegisterReport } from '../../contract';
import { setOwnMember } from '../../contract';
import type { BackendFunction, ToolBackend } from '../harness-deps';

/** What tool sync writes through (the manager's options). */
export interface ToolSyncHooks {
  /** `harness.registerTools`. */
  registerTools(definitions: unknown[], origin: RegisterOrigin): Promise<RegisterReport>;
  /** `registry.removeSource` (HarnessApi has no remove method). Called synchronously just before registering. */
  removeSource(source: string): unknown;
  /** The same object given to `createHarness({ backends })`. */
  backends: Record<string, ToolBackend>;
}

/** Result of putting one server's listing in. */
export interface SyncReport {
  registered: string[];
  skipped: McpSkippedTool[];
}

/** At most this many skipped tools are reported per server. */
const MAX_SKIPPED = 50;

/** The registry source of a server: `mcp:<name>`. */
function mcpSource(serverName: string): string {
  return `mcp:${serverName}`;
}

/**
 * Creates the tool sync for one manager.
 *
 * @returns `replace(server, definitions, makeBackend)` — replaces the server's tools with `definitions`
 *   (removed tools go, new ones come, same names are replaced); `remove(server)` — removes its tools and
 *   backends; `owned(server)` — the declared names it owns
 */
export function createToolSync(hooks: ToolSyncHooks) {
  const owners = new Map<string, string>();

  function dropBackends(serverName: string, keep: ReadonlySet<string>): void {
    for (const [toolName, owner] of owners) {
      if (owner !== serverName || keep.has(toolName)) continue;
      owners.delete(toolName);
      delete hooks.backends[toolName];
    }
  }

  async function replace(
    serverName: string,
    definitions: readonly unknown[],
    makeBackend: (toolName: string) => BackendFunction,
  ): Promise<SyncReport> {
    const skipped: McpSkippedTool[] = [];
    const accepted: unknown[] = [];
    const acceptedNames = new Set<string>();
    for (const definition of definitions) {
      const name = (definition as { name?: unknown } | null)?.name;
      if (typeof name !== 'string') {
        accepted.push(definition); // the registry refuses it with a pointer
        continue;
      }
      const owner = owners.get(name);
      if (acceptedNames.has(name)) {
        skipped.push({ name, reason: 'The server listed this tool name twice; the first is kept.' });
      } else if (Object.hasOwn(hooks.backends, name) && owner !== serverName) {
        const who = owner === undefined ? 'another tool source (a built-in)' : `MCP server "${owner}"`;
        skipped.push({ name, reason: `Not registered: ${who} already has a tool named "${name}".` });
      } else {
        accepted.push(definition);
        acceptedNames.add(name);
        setOwnMember(hooks.backends, name, makeBackend(name));
        owners.set(name, serverName);
      }
    }
    dropBackends(serverName, acceptedNames);
    // removeSource and registerTools run back to back (registerTools' body is synchronous), so no call can
    // see the source half-replaced.
    hooks.removeSource(mcpSource(serverName));
    const report = await hooks.registerTools(accepted, { kind: 'mcp', source: mcpSource(serverName) });
    const registered = new Set(report.registered);
    for (const refusal of report.refused) {
      skipped.push({ name: refusal.name ?? `tool #${refusal.index + 1}`, reason: refusal.message });
    }
    dropBackends(serverName, registered);
    return { registered: report.registered, skipped: skipped.slice(0, MAX_SKIPPED).map(boundSkipped) };
  }

  async function remove(serverName: string): Promise<void> {
    hooks.removeSource(mcpSource(serverName));
    dropBackends(serverName, new Set());
  }

  function owned(serverName: string): string[] {
    return [...owners].filter(([, owner]) => owner === serverName).map(([toolName]) => toolName);
  }

  return { replace, remove, owned };
}

/** The tool sync's type. */
export type ToolSync = ReturnType<typeof createToolSync>;

function boundSkipped(skipped: McpSkippedTool): McpSkippedTool {
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
  return { name: cut(skipped.name, 128), reason: cut(skipped.reason, 256) };
}
