/**
 * Identifiers: a prefix plus a ULID-style body (48-bit time + 80 random bits, Crockford base32),
 * so ids sort by creation time and are unguessable. Ids of a tenant's shard rows carry the tenant
 * slot they live in: the first two characters after the time (`SLOT_OFFSET`) are the slot in base
 * 32, which leaves 70 random bits. `slotOf` reads it back, so a lookup by id goes to one database.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LOWER = ALPHABET.toLowerCase();

/** Where the slot sits in an id: this many characters after the first `_` (the time part). */
export const SLOT_OFFSET = 10;
/** Slots are two base-32 characters: 0 … 1023. */
export const MAX_SLOT = 32 * 32 - 1;

/** The slot's two characters. @example slotCode(33) // "11" */
export function slotCode(slot: number): string {
  if (!Number.isInteger(slot) || slot < 0 || slot > MAX_SLOT)
    throw new RangeError(`slot ${slot} is not 0…${MAX_SLOT}`);
  return `${LOWER[slot >> 5]}${LOWER[slot & 31]}`;
}

/**
 * @example newId("job", 1_700_000_000_000) // "job_01hf7yat0000…" (slot 0)
 * @example newId("job", Date.now(), 3) // "job_…03…": the row lives in the tenant's slot 3
 */
export function newId(prefix: string, nowMs: number = Date.now(), slot = 0): string {
  let time = "";
  let t = nowMs;
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const bytes = new Uint8Array(14);
  crypto.getRandomValues(bytes);
  let rand = "";
  for (let i = 0; i < 14; i++) rand += ALPHABET[(bytes[i] ?? 0) % 32];
  return `${prefix}_${time}`.toLowerCase() + slotCode(slot) + rand.toLowerCase();
}

/**
 * The slot an id names, or null when it carries none (too short, or not base 32 there). Ids
 * derived from another id keep its body (`art_<job body>_…`, `cnf_<job body>_001`), so they name
 * the same slot.
 * @example slotOf(newId("itm", Date.now(), 7)) // 7
 */
export function slotOf(id: string): number | null {
  const at = id.indexOf("_") + 1 + SLOT_OFFSET;
  if (at <= SLOT_OFFSET || id.length < at + 2) return null;
  const hi = LOWER.indexOf(id[at] as string);
  const lo = LOWER.indexOf(id[at + 1] as string);
  return hi < 0 || lo < 0 ? null : hi * 32 + lo;
}

/**
 * `id` with its slot characters set to `slot` (for ids that are not random, e.g. a webhook
 * delivery's id, a hash of its event and destination).
 * @example slotOf(withSlot("msg_0123456789abcdef0123456789", 2)) // 2
 */
export function withSlot(id: string, slot: number): string {
  const at = id.indexOf("_") + 1 + SLOT_OFFSET;
  if (id.length < at + 2) throw new RangeError(`id ${id} is too short to carry a slot`);
  return id.slice(0, at) + slotCode(slot) + id.slice(at + 2);
}

/** Random URL-safe secret of `bytes` bytes, base64url without padding. */
export function randomToken(bytes = 32): string {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  return base64url(b);
}

export function base64url(bytes: Uint8Array): string {
  let s = "";
  for (const byte of bytes) s += String.fromCharCode(byte);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64url(s: string): Uint8Array {
  const b64 = s.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((s.length + 3) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
