/**
 * JSON helpers that must be safe on any input: how deep a value nests (iterative, so no value can
 * overflow the stack), its size, and reading stored JSON defensively.
 */

export type Path = (string | number)[];

/**
 * The path of the first object or array nested deeper than `maxDepth` levels (the value itself is
 * level 1), or null. Iterative, so no input can overflow the stack.
 * @example tooDeep({ a: [[1]] }, 2) // ["a", 0]
 */
export function tooDeep(value: unknown, maxDepth: number): Path | null {
  const stack: { v: unknown; path: Path }[] = [{ v: value, path: [] }];
  while (stack.length > 0) {
    const { v, path } = stack.pop() as { v: unknown; path: Path };
    if (typeof v !== "object" || v === null) continue;
    if (path.length + 1 > maxDepth) return path;
    // Only containers go on the stack (a body of a million numbers costs no allocation per number).
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        const x: unknown = v[i];
        if (typeof x === "object" && x !== null) stack.push({ v: x, path: [...path, i] });
      }
    } else {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i] as string;
        const x = (v as Record<string, unknown>)[k];
        if (typeof x === "object" && x !== null) stack.push({ v: x, path: [...path, k] });
      }
    }
  }
  return null;
}

const utf8 = new TextEncoder();

/** Size of `value` as UTF-8 JSON, in bytes (call only on values of bounded depth). */
export function jsonBytes(value: unknown): number {
  return utf8.encode(JSON.stringify(value) ?? "").byteLength;
}

/** Stored JSON nested deeper than this is not echoed back (rows written before the depth limit). */
export const STORED_MAX_DEPTH = 64;

/**
 * Parses a stored JSON column for a response or an event. A value nested beyond
 * {@link STORED_MAX_DEPTH} would overflow `JSON.stringify` later, so it is replaced by a marker.
 * @example parseStored<Record<string, unknown>>('{"a":1}') // { a: 1 }
 */
export function parseStored<T>(text: string | null | undefined): T | null {
  if (!text) return null;
  const v = JSON.parse(text) as unknown;
  if (tooDeep(v, STORED_MAX_DEPTH)) return { error: "STORED_VALUE_TOO_DEEP" } as T;
  return v as T;
}

/**
 * A stored JSON value already parsed (drizzle and the row decoders parse JSON columns), guarded
 * like {@link parseStored}: nested beyond {@link STORED_MAX_DEPTH}, it is replaced by a marker.
 * @example storedValue({ a: 1 }) // { a: 1 }
 */
export function storedValue<T>(v: T | null | undefined): T | null {
  if (v === null || v === undefined) return null;
  if (tooDeep(v, STORED_MAX_DEPTH)) return { error: "STORED_VALUE_TOO_DEEP" } as T;
  return v;
}
