/**
 * The tool registry of DESIGN.md §5 (stage A1 `supports` resolves tools through it): registers
 * definitions as canonical descriptors with validators compiled once, names them for providers, scopes
 * exports by skill, and hands out clones only. Executes nothing.
 */
import type {
  CanonicalToolDescriptor,
  DescriptorRefusal,
  DescriptorWarning,
  ExportFormat,
  ExportOptions,
  RegisterOrigin,
  RegisterReport,
  Skill,
} from '../../contract';
import type { CompiledSchema, SchemaValidators } from '../parser/schema-validator';
import { createExportNameIndex } from './export-name-index';
import { exportDescriptors } from './export-tools';
import { normalizeDescriptor } from './normalize-descriptor';
import { cloneJson } from './schema-walk';
import { readSkills, selectTools } from './tools-for-llm';
import { errorMessage, isRecord } from '../../contract';

/** A registered tool as the harness uses it. */
export interface RegisteredTool {
  /** Internal; never handed out by `list()` (which clones). Callers must not mutate it. */
  descriptor: CanonicalToolDescriptor;
  /** `inputSchema`, closed by default (DESIGN §5.2). */
  input: CompiledSchema;
  /** `outputSchema`, open; present when the tool declares one. */
  output?: CompiledSchema;
}

/** The registry surface (docs/internal-interfaces.md "Registry"). */
export interface Registry {
  /**
   * Registers definitions; refusals are per tool, the others stay. Same source + same name replaces; two
   * such definitions in one batch also give a DUPLICATE_IN_BATCH warning naming both indexes.
   */
  register(definitions: unknown[], origin?: RegisterOrigin): RegisterReport;
  /** Registers (or replaces, by name) skills; returns the names accepted. */
  registerSkills(skills: Skill[]): { registered: string[] };
  /** By exportName, else by declared name when exactly one tool has it; undefined otherwise. */
  resolve(toolName: string): RegisteredTool | undefined;
  /** Every descriptor, deep-cloned, in registration order. */
  list(): CanonicalToolDescriptor[];
  /**
   * The provider export of the selected tools (DESIGN §5.3, §5.5). Options that are not an object, or a
   * `format` other than 'openai' | 'anthropic' | 'gemini' (missing included), give `[]` — never a guess.
   */
  exportTools(options: ExportOptions): unknown[];
  /** Removes every tool of `source` (and skills left pointing at nothing); returns the declared names removed. */
  removeSource(source: string): string[];
  /**
   * Sets the redaction of the tool `source` + `name` (DESIGN §4.4). Kept as an override that also applies
   * when that tool is registered again; `sourceDefinition` is untouched. Returns false when no such tool.
   */
  setRedaction(source: string, name: string, redaction: 'on' | 'off'): boolean;
  /** Every registered skill (clones), in registration order. */
  listSkills(): Skill[];
}

interface Entry extends RegisteredTool {
  namePointer: string;
}

const NAME_NOTE_CODES: ReadonlySet<string> = new Set(['NAME_SANITIZED', 'NAME_COLLISION']);
const EXPORT_FORMATS: ReadonlySet<unknown> = new Set<ExportFormat>(['openai', 'anthropic', 'gemini']);
const keyOf = (source: string, name: string): string => `${source}\u0000${name}`;

/**
 * Creates an empty registry.
 *
 * @param validators the harness's schema validators (one Ajv class per dialect per harness); every
 *   descriptor's schemas are compiled once, at registration
 * @returns the registry; `register` reports INVALID_DESCRIPTOR refusals and notes as warnings
 *   (SCHEMA_UNDERSPECIFIED, NAME_COLLISION, …); nothing throws for bad input
 * @see DESIGN.md §5; seed 002 §3.4 (clone on read), §14 (skills); docs/internal-interfaces.md
 */
export function createRegistry(validators: SchemaValidators): Registry {
  const tools = new Map<string, Entry>();
  const skills = new Map<string, Skill>();
  const redactionOverrides = new Map<string, 'on' | 'off'>();

  const names = createExportNameIndex();

  /** Writes the index's exportName and name notes of `key` into its descriptor. */
  function applyName(key: string): void {
    const e = tools.get(key);
    const assigned = names.get(key);
    if (!e || !assigned) return;
    e.descriptor.exportName = assigned.exportName;
    e.descriptor.notes = [...e.descriptor.notes.filter((n) => !NAME_NOTE_CODES.has(n.code)), ...assigned.notes];
  }

  /** Re-derives every exportName after removals (O(tools)). */
  function renameAll(): void {
    const entries = [...tools].map(([key, e]) => ({
      key,
      source: e.descriptor.source,
      name: e.descriptor.name,
      namePointer: e.namePointer,
    }));
    for (const key of names.reset(entries)) applyName(key);
  }

  function register(definitions: unknown[], origin?: RegisterOrigin): RegisterReport {
    const refused: DescriptorRefusal[] = [];
    const keys = new Set<string>();
    const batchWarnings: DescriptorWarning[] = [];
    const indexOfKey = new Map<string, number>();
    const list: unknown[] = Array.isArray(definitions) ? definitions : [];
    if (!Array.isArray(definitions)) {
      refused.push({
        index: 0,
        code: 'INVALID_DESCRIPTOR',
        message: 'registerTools expects an array of definitions',
        pointer: '',
      });
    }
    list.forEach((definition, index) => {
      let result: ReturnType<typeof normalizeDescriptor>;
      try {
        result = normalizeDescriptor(definition, index, origin ?? {}, validators);
      } catch (error) {
        // Defence in depth: an unexpected throw refuses this definition only, never the whole batch.
        const message = `Internal error while registering this definition: ${errorMessage(error)}`;
        result = {
          ok: false,
          refusal: { index, code: 'INVALID_DESCRIPTOR', message: message.slice(0, 300), pointer: '' },
        };
      }
      if (!result.ok) {
        refused.push(result.refusal);
        return;
      }
      const { descriptor, input, output, namePointer } = result.value;
      const key = keyOf(descriptor.source, descriptor.name);
      const earlier = indexOfKey.get(key);
      if (earlier !== undefined) {
        batchWarnings.push({
          name: descriptor.name,
          code: 'DUPLICATE_IN_BATCH',
          message: `definitions ${earlier} and ${index} both declare ${descriptor.name} from source ${descriptor.source}; definition ${index} replaced definition ${earlier}`,
          pointer: `/${index}`,
        });
      }
      indexOfKey.set(key, index);
      const redaction = redactionOverrides.get(key);
      if (redaction) descriptor.redaction = redaction;
      // Map.set on an existing key keeps its position; a replaced tool has the same name, so it keeps
      // its exportName, and only a new key can move names.
      const isNew = !tools.has(key);
      tools.set(key, { descriptor, input, ...(output ? { output } : {}), namePointer });
      keys.add(key);
      if (isNew)
        for (const changed of names.add({ key, source: descriptor.source, name: descriptor.name, namePointer }))
          applyName(changed);
      else applyName(key);
    });
    const warnings: DescriptorWarning[] = [...batchWarnings];
    const registered: string[] = [];
    for (const key of keys) {
      const d = tools.get(key)?.descriptor;
      if (!d) continue;
      registered.push(d.name);
      for (const n of d.notes)
        warnings.push({
          name: d.name,
          code: n.code,
          message: n.message,
          ...(n.pointer !== undefined ? { pointer: n.pointer } : {}),
        });
    }
    return { registered, refused, warnings };
  }

  function registerSkills(submitted: Skill[]): { registered: string[] } {
    const valid = readSkills(submitted);
    for (const s of valid) skills.set(s.name, s);
    return { registered: valid.map((s) => s.name) };
  }

  function resolve(toolName: string): RegisteredTool | undefined {
    if (typeof toolName !== 'string') return undefined;
    const byExport = names.holderOf(toolName);
    if (byExport !== undefined) return tools.get(byExport);
    const byName = names.declaring(toolName);
    if (byName?.size !== 1) return undefined;
    const [key] = byName;
    return key === undefined ? undefined : tools.get(key);
  }

  function list(): CanonicalToolDescriptor[] {
    return [...tools.values()].map((e) => cloneJson(e.descriptor));
  }

  function exportTools(options: ExportOptions): unknown[] {
    if (!isRecord(options) || !EXPORT_FORMATS.has(options.format)) return [];
    const all = [...tools.values()].map((e) => e.descriptor);
    const selected = selectTools(all, skills, options);
    return cloneJson(exportDescriptors(selected, options.format, options.strict === true));
  }

  function removeSource(source: string): string[] {
    const removed: CanonicalToolDescriptor[] = [];
    for (const [key, e] of tools) {
      if (e.descriptor.source !== source) continue;
      removed.push(e.descriptor);
      tools.delete(key);
    }
    if (removed.length === 0) return [];
    renameAll();
    const removedNames = new Set(removed.flatMap((d) => [d.name, d.exportName]));
    const reaches = (n: string) => names.holderOf(n) !== undefined || names.declaring(n) !== undefined;
    for (const [name, skill] of skills) {
      const pointedAtRemoved = skill.toolNames.some((n) => removedNames.has(n));
      const stillReaches = skill.toolNames.some(reaches);
      if (pointedAtRemoved && !stillReaches) skills.delete(name);
    }
    return removed.map((d) => d.name);
  }

  function setRedaction(source: string, name: string, redaction: 'on' | 'off'): boolean {
    const entry = tools.get(keyOf(source, name));
    if (!entry || (redaction !== 'on' && redaction !== 'off')) return false;
    redactionOverrides.set(keyOf(source, name), redaction);
    entry.descriptor.redaction = redaction;
    return true;
  }

  const listSkills = (): Skill[] => [...skills.values()].map((s) => ({ name: s.name, toolNames: [...s.toolNames] }));

  return { register, registerSkills, resolve, list, exportTools, removeSource, setRedaction, listSkills };
}
