/** Hashing, HMAC, constant-time comparison and sealed secrets on WebCrypto. */
import { byKid, type KeyRing } from "./keys";

const enc = new TextEncoder();

export function toHex(buf: ArrayBuffer | Uint8Array): string {
  const bytes = buf instanceof Uint8Array ? buf : new Uint8Array(buf);
  let s = "";
  for (const b of bytes) s += b.toString(16).padStart(2, "0");
  return s;
}

/** Hex sha256 of a string or bytes. @example await sha256Hex("abc") // "ba7816bf…" */
export async function sha256Hex(data: string | Uint8Array | ArrayBuffer): Promise<string> {
  const bytes = typeof data === "string" ? enc.encode(data) : data;
  return toHex(await crypto.subtle.digest("SHA-256", bytes));
}

const keyCache = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string | Uint8Array): Promise<CryptoKey> {
  const cacheKey = typeof secret === "string" ? `s:${secret}` : `b:${toHex(secret)}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    const raw = typeof secret === "string" ? enc.encode(secret) : secret;
    key = crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keyCache.set(cacheKey, key);
  }
  return key;
}

/** HMAC-SHA256 of `data` with `secret`. */
export async function hmacSha256(secret: string | Uint8Array, data: string): Promise<Uint8Array> {
  const sig = await crypto.subtle.sign("HMAC", await hmacKey(secret), enc.encode(data));
  return new Uint8Array(sig);
}

/** Constant-time equality of two byte strings (length is not secret). */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Constant-time equality of two strings. */
export function timingSafeEqualStr(a: string, b: string): boolean {
  return timingSafeEqual(enc.encode(a), enc.encode(b));
}

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/**
 * Encrypts a secret for storage with the current key: `v2:<kid>:base64(iv ‖ ciphertext ‖ tag)`
 * (AES-256-GCM under the HKDF key of `SIGNING_SECRET` for its purpose: webhook secrets, or a
 * connection's credentials). The key id says which secret opens it.
 * @example await sealSecret(ring, "whsec_…") // "v2:Ab3x_9Qk:…"
 */
export async function sealSecret(
  ring: KeyRing,
  plain: string,
  purpose: "secrets" | "credentials" = "secrets",
): Promise<string> {
  const iv = new Uint8Array(12);
  crypto.getRandomValues(iv);
  const ct = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, ring.current[purpose], enc.encode(plain)),
  );
  const all = new Uint8Array(iv.length + ct.length);
  all.set(iv);
  all.set(ct, iv.length);
  return `v2:${ring.current.kid}:${toBase64(all)}`;
}

async function openWith(key: CryptoKey, b64: string): Promise<string> {
  const all = fromBase64(b64);
  const pt = await crypto.subtle.decrypt({ name: "AES-GCM", iv: all.slice(0, 12) }, key, all.slice(12));
  return new TextDecoder().decode(pt);
}

/**
 * Opens a stored secret with whichever key sealed it: a `v2` box by its key id (current or
 * previous secret), a box from before the HKDF keys (no prefix) with the legacy key of either
 * secret. `stale` says it is not under the current key and should be sealed again.
 */
export async function openSecret(
  ring: KeyRing,
  box: string,
  purpose: "secrets" | "credentials" = "secrets",
): Promise<{ plain: string; stale: boolean }> {
  const m = /^v2:([A-Za-z0-9_-]+):(.+)$/.exec(box);
  if (m) {
    const keys = byKid(ring, m[1] as string);
    if (!keys)
      throw new Error(
        `stored secret sealed with key ${m[1]}, which is neither SIGNING_SECRET nor SIGNING_SECRET_PREVIOUS`,
      );
    return { plain: await openWith(keys[purpose], m[2] as string), stale: keys !== ring.current };
  }
  if (purpose !== "secrets") throw new Error("stored credentials are not a v2 box");
  for (const keys of [ring.current, ring.previous]) {
    if (!keys) continue;
    try {
      return { plain: await openWith(keys.legacySecrets, box), stale: true };
    } catch {
      // try the other secret
    }
  }
  throw new Error("stored secret opens with neither SIGNING_SECRET nor SIGNING_SECRET_PREVIOUS");
}

/**
 * Incremental SHA-256 (workerd's `DigestStream`): `update` each chunk as it streams past, then
 * `hex()`. Lets a streamed upload be hashed without holding it whole.
 * @example const h = sha256Stream(); h.update(bytes); await h.hex()
 */
export function sha256Stream(): { update(chunk: Uint8Array): void; hex(): Promise<string> } {
  const stream = new crypto.DigestStream("SHA-256");
  const writer = stream.getWriter();
  let pending: Promise<void> = Promise.resolve();
  return {
    update(chunk) {
      pending = pending.then(() => writer.write(chunk));
    },
    async hex() {
      await pending;
      await writer.close();
      return toHex(await stream.digest);
    },
  };
}
