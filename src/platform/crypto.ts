/** Hashing, HMAC and constant-time comparison on WebCrypto. */

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

async function aesKey(secret: string): Promise<CryptoKey> {
  const raw = await crypto.subtle.digest("SHA-256", enc.encode(`lote-aes:${secret}`));
  return crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/** AES-GCM encrypts `plain` with a key derived from `secret`; returns base64(iv ‖ ciphertext). */
export async function encryptString(secret: string, plain: string): Promise<string> {
  const iv = new Uint8Array(12);
  crypto.getRandomValues(iv);
  const ct = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await aesKey(secret), enc.encode(plain)),
  );
  const all = new Uint8Array(iv.length + ct.length);
  all.set(iv);
  all.set(ct, iv.length);
  let s = "";
  for (const b of all) s += String.fromCharCode(b);
  return btoa(s);
}

/** Inverse of {@link encryptString}. */
export async function decryptString(secret: string, box: string): Promise<string> {
  const bin = atob(box);
  const all = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) all[i] = bin.charCodeAt(i);
  const pt = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: all.slice(0, 12) },
    await aesKey(secret),
    all.slice(12),
  );
  return new TextDecoder().decode(pt);
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
