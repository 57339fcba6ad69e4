/**
 * Scenario text → a validated `Scenario`, or the list of what is wrong, each with a JSON Pointer into the
 * file. Steps: strict JSON (the harness's own parser: one value, no
 * duplicate keys — offsets in the message), the SCENARIO_SCHEMA (Ajv 2020-12 via the harness's
 * validators), then what the schema cannot say: each backend names a declared tool, and tool call ids
 * are unique across turns unless the scenario repeats one on purpose (DUPLICATE_CALL_ID demos are
 * allowed: the id must then reappear with the same name — the harness decides what it means).
 */
import type { Scenario, ScenarioError } from '../../contract/scenario';
import { SCENARIO_SCHEMA } from '../../contract/scenario-schema';
import { createSchemaValidators, type CompiledSchema } from '../parser/schema-validator';
import { parseStrictJson } from '../parser/strict-json';
import { fileSyntaxMessage } from '../parser/file-syntax-message';
import { callReferenceProblems, escapePointer } from './validate-expect';

/** Largest scenario file accepted, in bytes (a scenario is a script, not a data set; stub raws stay small). */
export const MAX_SCENARIO_BYTES = 16 * 1024 * 1024;

let compiled: CompiledSchema | undefined;

function scenarioValidator(): CompiledSchema {
  if (compiled) return compiled;
  const result = createSchemaValidators().compile(SCENARIO_SCHEMA, 'https://json-schema.org/draft/2020-12/schema', {
    closeByDefault: false,
  });
  if (!result.ok) throw new Error(`SCENARIO_SCHEMA does not compile: ${result.message}`);
  compiled = result.value;
  return compiled;
}

/** Declared name of a tool definition in any accepted shape (canonical/MCP/Anthropic/legacy `name`, OpenAI `function.name`). */
function declaredToolName(definition: unknown): string | undefined {
  if (!definition || typeof definition !== 'object') return undefined;
  const record = definition as { name?: unknown; function?: { name?: unknown } };
  if (typeof record.name === 'string') return record.name;
  if (record.function && typeof record.function.name === 'string') return record.function.name;
  return undefined;
}

/**
 * Parses and validates scenario text.
 *
 * @param text the file's text (UTF-8 decoded)
 * @returns `{ ok: true, scenario }` or `{ ok: false, errors }` with `pointer` ('' = the whole file) and a
 *   sentence naming what was wrong; never throws
 */
export function validateScenarioText(
  text: string,
): { ok: true; scenario: Scenario } | { ok: false; errors: ScenarioError[] } {
  const parsed = parseStrictJson(text, { maxBytes: MAX_SCENARIO_BYTES });
  if (!parsed.ok) {
    const { violation } = parsed;
    const where = violation.position ? ` (line ${violation.position.line}, column ${violation.position.column})` : '';
    return {
      ok: false,
      errors: [
        {
          pointer: violation.pointer ?? '',
          message: `The file is not valid JSON: ${fileSyntaxMessage(violation.message)}${where}`,
        },
      ],
    };
  }
  const value = parsed.value.value;
  const schemaErrors = scenarioValidator().validate(value);
  if (schemaErrors.length > 0)
    return { ok: false, errors: schemaErrors.map(({ pointer, message }) => ({ pointer, message })) };
  const scenario = value as Scenario;
  const errors: ScenarioError[] = [];
  const names = new Set(scenario.tools.map(declaredToolName));
  scenario.tools.forEach((tool, index) => {
    if (declaredToolName(tool) === undefined)
      errors.push({
        pointer: `/tools/${index}`,
        message: 'The tool definition has no string name (name or function.name).',
      });
  });
  for (const name of Object.keys(scenario.backends)) {
    if (!names.has(name))
      errors.push({
        pointer: `/backends/${escapePointer(name)}`,
        message: `There is a backend for '${name}', but no tool in /tools declares that name.`,
      });
  }
  errors.push(...callReferenceProblems(scenario, names));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, scenario };
}
