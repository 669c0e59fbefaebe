/**
 * Signed download links. A token carries the R2 key, the tenant, the expiry and the download
 * file name, HMAC-SHA256-signed with `SIGNING_SECRET`; `/v1/downloads/{token}` needs no API key.
 * The key inside a token is always one lote itself put there from a tenant's own artifact row,
 * so another tenant's object cannot be named: the signature would not match.
 */
import { hmacSha256, timingSafeEqual } from "../platform/crypto";
import { base64url, fromBase64url } from "../platform/ids";

export interface DownloadClaims {
  /** R2 key. */
  k: string;
  /** Tenant id. */
  t: string;
  /** Expiry, epoch seconds. */
  e: number;
  /** File name for Content-Disposition. */
  n: string;
}

const enc = new TextEncoder();
const dec = new TextDecoder();

/**
 * @example await signDownload(secret, { k: "t/ten/pdf/ab.pdf", t: "ten", e: 1767225600, n: "boleto.pdf" })
 */
export async function signDownload(secret: string, claims: DownloadClaims): Promise<string> {
  const body = base64url(enc.encode(JSON.stringify(claims)));
  const sig = base64url(await hmacSha256(secret, `dl.v1.${body}`));
  return `${body}.${sig}`;
}

export type VerifyResult =
  | { ok: true; claims: DownloadClaims }
  | { ok: false; reason: "invalid" | "expired" };

/** Verifies signature (constant time) then expiry against `nowSec`. */
export async function verifyDownload(secret: string, token: string, nowSec: number): Promise<VerifyResult> {
  const parts = token.split(".");
  if (parts.length !== 2 || !parts[0] || !parts[1] || token.length > 4096)
    return { ok: false, reason: "invalid" };
  let given: Uint8Array;
  try {
    given = fromBase64url(parts[1]);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const expected = await hmacSha256(secret, `dl.v1.${parts[0]}`);
  if (!timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let claims: DownloadClaims;
  try {
    claims = JSON.parse(dec.decode(fromBase64url(parts[0]))) as DownloadClaims;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (typeof claims.k !== "string" || typeof claims.t !== "string" || typeof claims.e !== "number") {
    return { ok: false, reason: "invalid" };
  }
  if (!claims.k.startsWith(`t/${claims.t}/`)) return { ok: false, reason: "invalid" };
  if (claims.e <= nowSec) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}
