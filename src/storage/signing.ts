/**
 * Signed download links. A token carries the R2 key, the tenant, the expiry and the download
 * file name, HMAC-SHA256-signed with `SIGNING_SECRET`; `/v1/downloads/{token}` needs no API key.
 * The key inside a token is always one lote itself put there from a tenant's own artifact row,
 * so another tenant's object cannot be named: the signature would not match.
 */
import { ApiError } from "../api/errors";
import type { Config } from "../platform/config";
import { hmacSha256, timingSafeEqualStr } from "../platform/crypto";
import { base64url, fromBase64url } from "../platform/ids";

/**
 * The service key that signs links and encrypts stored webhook secrets. Outside production a fixed
 * development key is used when none is set; in production its absence is a configuration error
 * (503 MISCONFIGURED, and `/v1/health` says so) — never an empty key.
 */
export function serviceKey(config: Pick<Config, "signingSecret">): string {
  if (!config.signingSecret)
    throw new ApiError("MISCONFIGURED", "SIGNING_SECRET is not configured on this deployment");
  return config.signingSecret;
}

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
  // Compared as text, not decoded: base64 decoding forgives padding, whitespace, "+"/"/" and the
  // last character's unused bits, so several spellings would decode to the same signature.
  const expected = base64url(await hmacSha256(secret, `dl.v1.${parts[0]}`));
  if (!timingSafeEqualStr(parts[1], expected)) return { ok: false, reason: "invalid" };
  let claims: DownloadClaims;
  try {
    claims = JSON.parse(dec.decode(fromBase64url(parts[0]))) as DownloadClaims;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (typeof claims.k !== "string" || typeof claims.t !== "string" || typeof claims.e !== "number") {
    return { ok: false, reason: "invalid" };
  }
  // A tenant's artifacts live under t/<tenant>/, its logos under l/<tenant>/ (see tenants/logos.ts).
  if (!claims.k.startsWith(`t/${claims.t}/`) && !claims.k.startsWith(`l/${claims.t}/`)) {
    return { ok: false, reason: "invalid" };
  }
  if (claims.e <= nowSec) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}
