/**
 * Compiled schemas by content (DESIGN.md §5.2 "compile once per descriptor", extended here to "once per
 * distinct schema"): tools that submit the same schema text for the same dialect and closing share
 * one compile — MCP servers and tool lists often repeat a schema across hundreds of tools. Bounded:
 * cleared whole when it holds `MAX_ENTRIES` schemas or `MAX_KEY_CHARS` characters of keys.
 */

const MAX_ENTRIES = 1_024;
const MAX_KEY_CHARS = 16 * 1024 * 1024;

/** A bounded map from schema key to compile result. */
export interface CompileCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

/**
 * The cache key of one compile: dialect, closing and the schema's JSON text (member order kept, since
 * it orders Ajv's errors).
 *
 * @returns the key, or undefined when the schema has no JSON text (it is then compiled uncached)
 */
export function compileKey(schema: unknown, dialect: string, closeByDefault: boolean): string | undefined {
  try {
    return `${dialect}\u0000${closeByDefault ? 'closed' : 'open'}\u0000${JSON.stringify(schema)}`;
  } catch {
    return undefined;
  }
}

/** Creates an empty cache. */
export function createCompileCache<T>(): CompileCache<T> {
  const entries = new Map<string, T>();
  let keyChars = 0;
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      if (entries.has(key)) return;
      if (entries.size >= MAX_ENTRIES || keyChars + key.length > MAX_KEY_CHARS) {
        entries.clear();
        keyChars = 0;
      }
      if (key.length > MAX_KEY_CHARS) return;
      entries.set(key, value);
      keyChars += key.length;
    },
  };
}
