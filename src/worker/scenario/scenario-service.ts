/**
 * The worker's scenario service (`ScenarioApi` in src/contract/scenario.ts): fetches a
 * same-origin scenario path itself (or reads a picked file it received unread), validates it
 * (validate-scenario.ts), registers its tools through the same registry path as every tool (source
 * `scenario`), installs its stub backends in the backends map the harness reads per call, and hands the
 * page only `ScenarioForPage` — the question, turns and settings, never a stub result. One scenario at a
 * time: loading replaces the previous one. Loads in plain Node (no fetch or `self` at import time).
 */
import type { RegisterOrigin, RegisterReport, Skill } from '../../contract';
import type {
  Scenario,
  ScenarioApi,
  ScenarioError,
  ScenarioForPage,
  ScenarioLoadResult,
  ScenarioSource,
} from '../../contract/scenario';
import type { ToolBackend } from '../harness-deps';
import { createStubBackend } from './stub-backend';
import { MAX_SCENARIO_BYTES, validateScenarioText } from './validate-scenario';
import { errorMessage, setOwnMember } from '../../contract';

/** The registry source of scenario tools. */
const SCENARIO_SOURCE = 'scenario';

/** What the worker entry gives the service (the same hooks as the MCP manager's). */
export interface ScenarioServiceOptions {
  /** `harness.registerTools`. */
  registerTools(definitions: unknown[], origin: RegisterOrigin): Promise<RegisterReport>;
  /** `harness.registerSkills`. */
  registerSkills?(skills: Skill[]): Promise<{ registered: string[] }>;
  /** `registry.removeSource`. */
  removeSource(source: string): unknown;
  /** The object given to `createHarness({ backends })`; stub backends are added and deleted here. */
  backends: Record<string, ToolBackend>;
  /** Replaces `fetch` (tests). Default: the global `fetch`, looked up at call time. */
  fetch?: (url: string) => Promise<{
    ok: boolean;
    status: number;
    headers?: { get(name: string): string | null };
    text(): Promise<string>;
  }>;
  /** The page origin paths resolve against; default `self.location.origin`. */
  origin?: string;
}

/**
 * Checks that `path` is a same-origin relative path (`/scenarios/x.json` or `scenarios/x.json`) and
 * resolves it against `origin`. Refuses absolute URLs, protocol-relative `//host/…` and backslashes.
 *
 * @returns the absolute URL, or an error sentence
 */
export function resolveScenarioPath(
  path: string,
  origin: string,
): { ok: true; url: string } | { ok: false; message: string } {
  const trimmed = path.trim();
  if (
    trimmed === '' ||
    /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(trimmed) ||
    trimmed.startsWith('//') ||
    trimmed.includes('\\')
  ) {
    return {
      ok: false,
      message: `'${path.slice(0, 200)}' is not a same-origin relative path (expected e.g. /scenarios/happy-path.json).`,
    };
  }
  let url: URL;
  try {
    url = new URL(trimmed, `${origin}/`);
  } catch {
    return { ok: false, message: `'${path.slice(0, 200)}' is not a valid path.` };
  }
  if (url.origin !== origin) return { ok: false, message: `'${path.slice(0, 200)}' leaves the page's origin.` };
  return { ok: true, url: url.href };
}

/**
 * Creates the service.
 *
 * @returns `ScenarioApi`: `loadScenario` resolves `{ ok: true, scenario }` (page-safe) or
 *   `{ ok: false, errors: [{ pointer, message }] }` (pointer '' = the file as a whole); never rejects
 */
export function createScenarioService(
  options: ScenarioServiceOptions,
): ScenarioApi & { current(): Scenario | undefined } {
  let loaded: { scenario: Scenario; backendNames: string[] } | undefined;

  function unload(): void {
    if (!loaded) return;
    options.removeSource(SCENARIO_SOURCE);
    for (const name of loaded.backendNames) delete options.backends[name];
    loaded = undefined;
  }

  async function readSource(
    source: ScenarioSource,
  ): Promise<{ ok: true; text: string } | { ok: false; errors: ScenarioError[] }> {
    const fail = (message: string) => ({ ok: false as const, errors: [{ pointer: '', message }] });
    if ('file' in source) {
      if (source.file.size > MAX_SCENARIO_BYTES)
        return fail(`The file is ${source.file.size} bytes; a scenario may be at most ${MAX_SCENARIO_BYTES} bytes.`);
      try {
        return { ok: true, text: await source.file.text() };
      } catch (error) {
        return fail(`The file could not be read: ${messageOf(error)}`);
      }
    }
    const origin = options.origin ?? (globalThis as { location?: { origin: string } }).location?.origin ?? '';
    const resolved = resolveScenarioPath(String(source.url), origin);
    if (!resolved.ok) return fail(resolved.message);
    try {
      const doFetch = options.fetch ?? ((url: string) => fetch(url, { credentials: 'same-origin' }));
      const response = await doFetch(resolved.url);
      const type = response.headers?.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
      const served = type ? `the server returned ${type}` : 'the server named no content type';
      if (response.status === 404) return fail(`Scenario ${source.url} was not found (HTTP 404; ${served}).`);
      if (!response.ok) return fail(`Fetching ${source.url} failed with HTTP ${response.status}.`);
      // A dev server or SPA fallback answers an unknown path with its HTML page and 200 (RFC 8259 §11: JSON is application/json).
      if (type && !/^application\/([\w.+-]+\+)?json$/.test(type) && type !== 'text/json') {
        return fail(`Scenario ${source.url} was not found (${served}, not JSON).`);
      }
      return { ok: true, text: await response.text() };
    } catch (error) {
      return fail(`Fetching ${source.url} failed: ${messageOf(error)}`);
    }
  }

  return {
    current: () => loaded?.scenario,
    async loadScenario(source): Promise<ScenarioLoadResult> {
      try {
        const read = await readSource(source);
        if (!read.ok) return read;
        const validated = validateScenarioText(read.text);
        if (!validated.ok) return validated;
        const scenario = validated.scenario;
        const taken = Object.keys(scenario.backends).filter(
          (name) => name in options.backends && !loaded?.backendNames.includes(name),
        );
        if (taken.length > 0) {
          return {
            ok: false,
            errors: taken.map((name) => ({
              pointer: `/backends/${name}`,
              message: `'${name}' is already a tool of the console; give the scenario's tool another name.`,
            })),
          };
        }
        unload();
        const report = await options.registerTools(scenario.tools, { kind: 'builtin', source: SCENARIO_SOURCE });
        if (report.refused.length > 0) {
          options.removeSource(SCENARIO_SOURCE);
          return {
            ok: false,
            errors: report.refused.map((r) => ({
              pointer: `/tools/${r.index}${r.pointer ?? ''}`,
              message: `${r.name ?? 'The tool'} was refused (${r.code}): ${r.message}`,
            })),
          };
        }
        if (scenario.skills?.length && options.registerSkills) await options.registerSkills(scenario.skills);
        const backendNames = Object.keys(scenario.backends);
        for (const name of backendNames)
          setOwnMember(options.backends, name, createStubBackend(scenario.backends[name]!));
        loaded = { scenario, backendNames };
        return { ok: true, scenario: toPageScenario(scenario, report.registered) };
      } catch (error) {
        return {
          ok: false,
          errors: [{ pointer: '', message: `The scenario could not be loaded: ${messageOf(error)}` }],
        };
      }
    },
    async unloadScenario() {
      try {
        unload();
      } catch {
        // nothing to undo
      }
    },
  };
}

/** The page-safe part of a scenario (no backends, no stub results). */
function toPageScenario(scenario: Scenario, toolNames: string[]): ScenarioForPage {
  return {
    name: scenario.name,
    description: scenario.description,
    question: scenario.question,
    turns: scenario.turns.map((turn) => ({
      ...(turn.text !== undefined ? { text: turn.text } : {}),
      ...(turn.toolCalls
        ? { toolCalls: turn.toolCalls.map((call) => ({ id: call.id, name: call.name, arguments: call.arguments })) }
        : {}),
      ...(turn.finishReason !== undefined ? { finishReason: turn.finishReason } : {}),
      ...(turn.stop ? { stop: true as const } : {}),
    })),
    budgets: { ...(scenario.budgets ?? {}) },
    planMode: scenario.planMode === true,
    approvals: scenario.approvals ?? 'ask',
    ...(scenario.maxTurns !== undefined ? { maxTurns: scenario.maxTurns } : {}),
    ...(scenario.stopAfterCall !== undefined ? { stopAfterCall: scenario.stopAfterCall } : {}),
    toolNames,
  };
}

/** A thrown value's message, at most 300 characters. */
const messageOf = (error: unknown): string => errorMessage(error, 300);
