/**
 * Reads a submitted tool definition's shape: its declared name, description, where its input schema
 * sits (read order `inputSchema → parameters → function.parameters → input_schema`) and whether the
 * shapes it mixes disagree. Decides nothing about the schema's content.
 */
import type { DescriptorNote } from '../../contract';
import { isPlainObject, jsonEqual } from './schema-walk';

/** The shape a definition was recognised as. `openai` covers chat (`function: {…}`) and flat Responses forms. */
export type DefinitionShape = 'canonical' | 'openai' | 'anthropic' | 'mcp' | 'legacy';

/** What {@link readShape} found. */
export interface ShapeReading {
  shape: DefinitionShape;
  name: string;
  /** JSON Pointer of the name inside the definition (`/name` or `/function/name`). */
  namePointer: string;
  description?: string;
  /** The input schema as submitted (not cloned), or `{}` when the definition carries none. */
  schema: unknown;
  /** JSON Pointer of that schema inside the definition ('' when absent). */
  schemaPointer: string;
  /** Whether a schema key was present at all. */
  hasSchema: boolean;
  /** `strict` of an OpenAI shape, when it said so. */
  strict?: boolean;
  notes: DescriptorNote[];
}

/** {@link readShape}'s result: the reading, or a refusal (INVALID_DESCRIPTOR) with a pointer into the definition. */
export type ShapeResult =
  { ok: true; value: ShapeReading } | { ok: false; message: string; pointer: string; name?: string };

/** The four schema keys in read order, with their pointers (DESIGN §5.2; seed 002 §8.3). */
function schemaCandidates(def: Record<string, unknown>): { key: string; pointer: string; value: unknown }[] {
  const fn = isPlainObject(def.function) ? def.function : undefined;
  const out: { key: string; pointer: string; value: unknown }[] = [];
  if ('inputSchema' in def) out.push({ key: 'inputSchema', pointer: '/inputSchema', value: def.inputSchema });
  if ('parameters' in def) out.push({ key: 'parameters', pointer: '/parameters', value: def.parameters });
  if (fn && 'parameters' in fn)
    out.push({ key: 'function.parameters', pointer: '/function/parameters', value: fn.parameters });
  if ('input_schema' in def) out.push({ key: 'input_schema', pointer: '/input_schema', value: def.input_schema });
  return out;
}

/**
 * Recognises the shape of one submitted definition.
 *
 * @param def the definition as submitted
 * @returns the reading (with a PARAMETERS_DIVERGED note when `inputSchema` and `parameters` differ), or
 *   a refusal `{ message, pointer }` for INVALID_DESCRIPTOR: not an object (''), no string name
 *   (`/name`), or schemas under two different shapes' keys that differ (pointer to the later key)
 * @see DESIGN.md §5.2 (shapes, read order, ambiguity); seed 002 §3.2, §8.3
 */
export function readShape(def: unknown): ShapeResult {
  if (!isPlainObject(def)) return { ok: false, message: 'a tool definition must be a JSON object', pointer: '' };
  const fn = isPlainObject(def.function) ? def.function : undefined;
  const isOpenAiChat = def.type === 'function' && fn !== undefined;
  const nameSource = isOpenAiChat && typeof fn.name === 'string' ? fn : def;
  const namePointer = nameSource === fn ? '/function/name' : '/name';
  const name = nameSource.name;
  if (typeof name !== 'string' || name.length === 0) {
    return { ok: false, message: 'the definition has no string `name` (nor `function.name`)', pointer: namePointer };
  }
  if (isOpenAiChat && typeof def.name === 'string' && def.name !== name) {
    return { ok: false, name, message: '`name` and `function.name` differ', pointer: '/name' };
  }

  const candidates = schemaCandidates(def);
  const notes: DescriptorNote[] = [];
  const [first, ...others] = candidates;
  for (const other of first ? others : []) {
    if (!first) break;
    if (jsonEqual(first.value, other.value)) continue;
    if (first.key === 'inputSchema' && other.key === 'parameters') {
      notes.push({
        code: 'PARAMETERS_DIVERGED',
        message: '`parameters` differs from `inputSchema`; `inputSchema` is kept and `parameters` becomes its copy',
        pointer: '/parameters',
      });
      continue;
    }
    return {
      ok: false,
      name,
      message: `ambiguous shape: \`${first.key}\` and \`${other.key}\` carry different schemas`,
      pointer: other.pointer,
    };
  }

  const shape = shapeOf(def, isOpenAiChat, first?.key);
  const descriptionSource = isOpenAiChat ? fn : def;
  const description =
    typeof descriptionSource.description === 'string'
      ? descriptionSource.description
      : typeof def.description === 'string'
        ? def.description
        : undefined;
  const strictSource = isOpenAiChat ? fn.strict : def.type === 'function' ? def.strict : undefined;
  return {
    ok: true,
    value: {
      shape,
      name,
      namePointer,
      description,
      notes,
      schema: first ? first.value : {},
      schemaPointer: first ? first.pointer : '',
      hasSchema: first !== undefined,
      ...(typeof strictSource === 'boolean' ? { strict: strictSource } : {}),
    },
  };
}

/** Names the shape for notes and for the `strict` rule. */
function shapeOf(def: Record<string, unknown>, isOpenAiChat: boolean, key: string | undefined): DefinitionShape {
  if (isOpenAiChat || def.type === 'function') return 'openai';
  if (key === 'input_schema') return 'anthropic';
  if (key === 'inputSchema') return 'exportName' in def || 'kind' in def || 'source' in def ? 'canonical' : 'mcp';
  return 'legacy';
}
