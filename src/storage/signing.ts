/**
 * Signed download links. A token names one artifact (its id, not a storage key), the tenant, the
 * API key it was issued to, the expiry and the download file name; it is HMAC-SHA256-signed with
 * the link key derived from `SIGNING_SECRET` and carries that key's id, so links signed before a
 * rotation still verify while `SIGNING_SECRET_PREVIOUS` is set. `/v1/downloads/{token}` needs no
 * API key, but it looks the artifact up: the object must still be that tenant's, the tenant
 * active and the issuing key not revoked, so disabling a tenant stops its links at once.
 *
 * Format: `<kid>.<base64url(JSON claims)>.<base64url(HMAC("dl.v2.<kid>.<claims>"))>`.
 */

import type { Config } from "../platform/config";
import { timingSafeEqualStr } from "../platform/crypto";
import { DomainError } from "../platform/errors";
import { base64url, fromBase64url } from "../platform/ids";
import { byKid, type KeyRing, keyRing } from "../platform/keys";

/**
 * The service's keys (current and previous secret). Without a usable `SIGNING_SECRET` there is no
 * key at all — never an empty or public one: `503 MISCONFIGURED`, and `/v1/health` says why.
 */
export function serviceKeys(
  config: Pick<Config, "signingSecret" | "signingSecretProblem" | "SIGNING_SECRET_PREVIOUS">,
): Promise<KeyRing> {
  if (!config.signingSecret)
    throw new DomainError(
      "MISCONFIGURED",
      `${config.signingSecretProblem ?? "SIGNING_SECRET is not set"} on this deployment`,
    );
  return keyRing(config.signingSecret, config.SIGNING_SECRET_PREVIOUS || undefined);
}

export interface DownloadClaims {
  /** Artifact id: the one object this token names. */
  a: string;
  /** Tenant id. */
  t: string;
  /** Id of the API key the link was issued to ("" when issued without one). */
  i: string;
  /** Expiry, epoch seconds. */
  e: number;
  /** File name for Content-Disposition. */
  n: string;
}

const enc = new TextEncoder();
const dec = new TextDecoder();

async function signature(ring: KeyRing, kid: string, body: string): Promise<string | null> {
  const keys = byKid(ring, kid);
  if (!keys) return null;
  const sig = await crypto.subtle.sign("HMAC", keys.links, enc.encode(`dl.v2.${kid}.${body}`));
  return base64url(new Uint8Array(sig));
}

/**
 * @example await signDownload(ring, { a: "art_…_1_pdf", t: "ten_…", i: "key_…", e: 1767225600, n: "boleto.pdf" })
 */
export async function signDownload(ring: KeyRing, claims: DownloadClaims): Promise<string> {
  const kid = ring.current.kid;
  const body = base64url(enc.encode(JSON.stringify(claims)));
  return `${kid}.${body}.${await signature(ring, kid, body)}`;
}

export type VerifyResult =
  | { ok: true; claims: DownloadClaims }
  | { ok: false; reason: "invalid" | "expired" };

/** Verifies the signature (constant time, by the token's key id), then the expiry against `nowSec`. */
export async function verifyDownload(ring: KeyRing, token: string, nowSec: number): Promise<VerifyResult> {
  const parts = token.split(".");
  if (parts.length !== 3 || token.length > 4096 || parts.some((p) => !p))
    return { ok: false, reason: "invalid" };
  const [kid, body, sig] = parts as [string, string, string];
  // Compared as text, not decoded: base64 decoding forgives padding, whitespace, "+"/"/" and the
  // last character's unused bits, so several spellings would decode to the same signature.
  const expected = await signature(ring, kid, body);
  if (!expected || !timingSafeEqualStr(sig, expected)) return { ok: false, reason: "invalid" };
  let claims: DownloadClaims;
  try {
    claims = JSON.parse(dec.decode(fromBase64url(body))) as DownloadClaims;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (
    typeof claims.a !== "string" ||
    typeof claims.t !== "string" ||
    typeof claims.i !== "string" ||
    typeof claims.e !== "number" ||
    typeof claims.n !== "string"
  ) {
    return { ok: false, reason: "invalid" };
  }
  if (claims.e <= nowSec) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}
