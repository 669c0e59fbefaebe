/** JSON helpers for job inputs. */

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Keys that must never be copied from client JSON into objects (prototype pollution). */
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Deep-merges `over` onto `base`: plain objects merge key by key, anything else (arrays included)
 * is replaced; `null` in `over` removes the key. Neither argument is modified.
 * @example deepMerge({ a: { x: 1, y: 2 } }, { a: { y: 3 } }) // { a: { x: 1, y: 3 } }
 */
export function deepMerge(base: unknown, over: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = Object.create(null);
  for (const [k, v] of Object.entries(base)) if (!FORBIDDEN.has(k)) out[k] = v;
  for (const [k, v] of Object.entries(over)) {
    if (FORBIDDEN.has(k)) continue;
    if (v === null) delete out[k];
    else out[k] = deepMerge(out[k], v);
  }
  return { ...out };
}

/** Item fields for which `null` is a value, not "remove": `due_date: null` is a boleto à vista. */
const NULL_IS_A_VALUE = ["due_date"] as const;

/**
 * Merges an item (or a patch) over its base — the job's `defaults`, the stored input, an issued
 * boleto — with {@link deepMerge}, except that a top-level `null` in `over` for a field where null
 * means something (`due_date`) is kept instead of removing the base's value.
 * @example mergeItem({ due_date: "2027-01-10", wallet: "109" }, { due_date: null }) // { due_date: null, wallet: "109" }
 */
export function mergeItem(base: unknown, over: unknown): unknown {
  const merged = deepMerge(base, over);
  if (!isPlainObject(merged) || !isPlainObject(over)) return merged;
  for (const k of NULL_IS_A_VALUE) if (over[k] === null) merged[k] = null;
  return merged;
}
