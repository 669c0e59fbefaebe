/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): secrets are `whsec_` +
 * base64 key bytes; the signature is `v1,` + base64(HMAC-SHA256(key, `${id}.${timestamp}.${body}`)),
 * sent in `webhook-signature` beside `webhook-id` and `webhook-timestamp` (epoch seconds).
 */
import { hmacSha256, timingSafeEqual } from "../platform/crypto";

const toB64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));
const fromB64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

/** A new random secret. @example newWebhookSecret() // "whsec_…" */
export function newWebhookSecret(): string {
  const b = new Uint8Array(24);
  crypto.getRandomValues(b);
  return `whsec_${toB64(b)}`;
}

function keyBytes(secret: string): Uint8Array {
  return fromB64(secret.startsWith("whsec_") ? secret.slice(6) : secret);
}

/** The `webhook-signature` header value for one message. */
export async function signWebhook(
  secret: string,
  id: string,
  timestampSec: number,
  body: string,
): Promise<string> {
  return `v1,${toB64(await hmacSha256(keyBytes(secret), `${id}.${timestampSec}.${body}`))}`;
}

/**
 * Verifies a `webhook-signature` header (any of its space-separated `v1,` signatures), as a
 * receiver would; `toleranceSec` bounds the timestamp's age.
 */
export async function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowSec: number,
  toleranceSec = 300,
): Promise<boolean> {
  const ts = Number(headers.timestamp);
  if (!Number.isFinite(ts) || Math.abs(nowSec - ts) > toleranceSec) return false;
  const expected = fromB64((await signWebhook(secret, headers.id, ts, body)).slice(3));
  for (const part of headers.signature.split(" ")) {
    const [version, sig] = part.split(",");
    if (version !== "v1" || !sig) continue;
    try {
      if (timingSafeEqual(fromB64(sig), expected)) return true;
    } catch {
      // not base64: ignore this signature
    }
  }
  return false;
}
