/**
 * The engine's `SimStore` over a Durable Object's storage, below a key prefix, so a simulator's own
 * keys (its titles, tokens, counters, queued faults) never meet the sandbox's (its settings).
 * Durable Object storage lists keys in order (UTF-8 byte order, the same as the engine's memory
 * store for the ASCII keys simulators write), as `SimStore.list` requires.
 */
import type { SimStore } from "../engine/index";

/** The key-value part of `DurableObjectStorage` the store uses (a fake of it in tests). */
export type KeyValueStorage = Pick<DurableObjectStorage, "get" | "put" | "delete" | "list">;

/** Every simulator key is stored below this prefix. */
export const SIM_PREFIX = "sim:";

/**
 * A `SimStore` over `storage`, keys below `prefix`.
 * @example await simStore(ctx.storage).put("seq:token", 1) // stored as "sim:seq:token"
 */
export function simStore(storage: KeyValueStorage, prefix = SIM_PREFIX): SimStore {
  return {
    async get<T>(key: string) {
      return (await storage.get<T>(prefix + key)) ?? undefined;
    },
    async put(key, value) {
      await storage.put(prefix + key, value);
    },
    async delete(key) {
      await storage.delete(prefix + key);
    },
    async list<T>(p: string) {
      const found = await storage.list<T>({ prefix: prefix + p });
      return [...found].map(([k, v]) => [k.slice(prefix.length), v] as [string, T]);
    },
  };
}
