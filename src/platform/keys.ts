/**
 * The service's keys, derived from `SIGNING_SECRET` with HKDF-SHA256 (RFC 5869): one independent
 * key per purpose, each under its own label, plus a short key id that names the secret in what it
 * protects (link tokens, stored webhook secrets) without revealing anything about it.
 *
 * Rotation: the new secret goes in `SIGNING_SECRET`, the old one in `SIGNING_SECRET_PREVIOUS`.
 * Everything is then signed and encrypted with the new keys, and what names the old key id is
 * still accepted (links until they expire; stored webhook secrets until the cron re-encrypts them).
 */
import { base64url } from "./ids";

const enc = new TextEncoder();

/** HKDF labels (`info`): each purpose gets its own key. Changing one invalidates only that purpose. */
export const KEY_LABELS = {
  links: "lote/v1/download-links",
  secrets: "lote/v1/webhook-secret-encryption",
  credentials: "lote/v1/connection-credentials",
  id: "lote/v1/key-id",
} as const;
const SALT = enc.encode("lote/v1/hkdf-salt");

export interface KeySet {
  /** 8 characters, base64url: names this secret in tokens and stored boxes. */
  kid: string;
  /** HMAC-SHA256 key for download links. */
  links: CryptoKey;
  /** AES-256-GCM key for stored webhook secrets. */
  secrets: CryptoKey;
  /** AES-256-GCM key for stored bank and PSP credentials (src/connectors/). */
  credentials: CryptoKey;
  /** The AES key of stored boxes written before the HKDF keys (SHA-256 of "lote-aes:" + secret). */
  legacySecrets: CryptoKey;
}

export interface KeyRing {
  current: KeySet;
  previous: KeySet | undefined;
}

async function derive(ikm: CryptoKey, label: string, bytes: number): Promise<ArrayBuffer> {
  return crypto.subtle.deriveBits(
    { name: "HKDF", hash: "SHA-256", salt: SALT, info: enc.encode(label) },
    ikm,
    bytes * 8,
  );
}

async function keySet(secret: string): Promise<KeySet> {
  const ikm = await crypto.subtle.importKey("raw", enc.encode(secret), "HKDF", false, ["deriveBits"]);
  const [linkBits, secretBits, credentialBits, idBits] = await Promise.all([
    derive(ikm, KEY_LABELS.links, 32),
    derive(ikm, KEY_LABELS.secrets, 32),
    derive(ikm, KEY_LABELS.credentials, 32),
    derive(ikm, KEY_LABELS.id, 6),
  ]);
  const legacy = await crypto.subtle.digest("SHA-256", enc.encode(`lote-aes:${secret}`));
  return {
    kid: base64url(new Uint8Array(idBits)),
    links: await crypto.subtle.importKey("raw", linkBits, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
    secrets: await crypto.subtle.importKey("raw", secretBits, "AES-GCM", false, ["encrypt", "decrypt"]),
    credentials: await crypto.subtle.importKey("raw", credentialBits, "AES-GCM", false, [
      "encrypt",
      "decrypt",
    ]),
    legacySecrets: await crypto.subtle.importKey("raw", legacy, "AES-GCM", false, ["encrypt", "decrypt"]),
  };
}

const cache = new Map<string, Promise<KeySet>>();

/** The key set of one secret, derived once per isolate. */
export function keysOf(secret: string): Promise<KeySet> {
  let k = cache.get(secret);
  if (!k) {
    k = keySet(secret);
    cache.set(secret, k);
  }
  return k;
}

/**
 * The current and previous key sets.
 * @example (await keyRing("new…", "old…")).previous?.kid
 */
export async function keyRing(current: string, previous?: string): Promise<KeyRing> {
  return {
    current: await keysOf(current),
    previous: previous && previous !== current ? await keysOf(previous) : undefined,
  };
}

/** The key set a key id names, among the current and previous ones. */
export function byKid(ring: KeyRing, kid: string): KeySet | undefined {
  if (ring.current.kid === kid) return ring.current;
  return ring.previous?.kid === kid ? ring.previous : undefined;
}
