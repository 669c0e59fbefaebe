/**
 * Bradesco's request signing, as data. The engine cannot sign (no crypto, no clock): these pure
 * functions give the service what to sign and where to put the signatures; the service signs with
 * WebCrypto (RSASSA-PKCS1-v1_5 with SHA-256, the client certificate's private key) and sends.
 *
 * 1. Token: a JWT assertion, header `{ alg: "RS256", typ: "JWT" }`, payload `{ aud, sub, iat, exp,
 *    jti, ver: "1.1" }` (aud = the token URL, sub = the client id, jti = a nonce in milliseconds),
 *    exchanged at `POST /auth/server/v1.1/token` with the form `grant_type=
 *    urn:ietf:params:oauth:grant-type:jwt-bearer&assertion=<jws>`.
 * 2. Each call: the lines `METHOD`, `path`, `query`, `body`, `access token`, `nonce`, `timestamp`,
 *    `SHA256` joined by "\n", signed and Base64-encoded into `X-Brad-Signature`, with
 *    `X-Brad-Nonce`, `X-Brad-Timestamp`, `X-Brad-Algorithm: SHA256` and `access-token: <client id>`.
 *
 * Sources: HelioNeto/postman-bradesco-boleto-hibrido pre-request.js (buildAssertion,
 * buildRequestText, signRequestText) @68afeb04e077d92db7d640fd68cc6413e81b209f; ottomillrath/
 * BoletoNetCore BancoBradesco.Online.cs (GenerateJWS, the StringBuilder of each call)
 * @0d310407018b22adda1d97c0df33251f23d9760c; ACBr ACBrBoletoW_Bradesco.pas (GerarTokenAutenticacao).
 */
import type { ApiRequest } from "../../../connect/types";

/** The token path (version 1.1: BoletoNetCore; ACBr's non-Pix path). */
export const TOKEN_PATH = "/auth/server/v1.1/token";
export const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
/** The assertion's lifetime lote asks: one hour, as every source does. */
export const ASSERTION_SECONDS = 3600;

/** The JWT to sign for a token. */
export interface AssertionClaims {
  header: { alg: "RS256"; typ: "JWT" };
  payload: { aud: string; sub: string; iat: number; exp: number; jti: number; ver: "1.1" };
}

/**
 * The assertion's claims for `clientId` at the token host, issued at `nowMs` (the service's clock).
 * Its `jti` is the nonce of the calls made with the token (BoletoNetCore reuses it).
 *
 * @example assertionClaims("c1", "https://proxy.api.prebanco.com.br", 1694500000000).payload.aud
 * // "https://proxy.api.prebanco.com.br/auth/server/v1.1/token"
 */
export function assertionClaims(clientId: string, authHost: string, nowMs: number): AssertionClaims {
  const iat = Math.floor(nowMs / 1000);
  return {
    header: { alg: "RS256", typ: "JWT" },
    payload: {
      aud: `${authHost.replace(/\/$/, "")}${TOKEN_PATH}`,
      sub: clientId,
      iat,
      exp: iat + ASSERTION_SECONDS,
      jti: nowMs,
      ver: "1.1",
    },
  };
}

/** Base64url of a UTF-8 string, without padding (RFC 7515 §2). */
export function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * The JWS signing input of the claims: `base64url(header).base64url(payload)`. The service signs
 * these bytes and appends `.` + base64url(signature) to get the assertion.
 */
export function assertionSigningInput(c: AssertionClaims): string {
  return `${base64url(JSON.stringify(c.header))}.${base64url(JSON.stringify(c.payload))}`;
}

/** The token request for a signed assertion (form, on the auth host). */
export function tokenRequest(assertion: string): ApiRequest {
  return {
    method: "POST",
    host: "auth",
    path: TOKEN_PATH,
    body: { form: { grant_type: JWT_BEARER, assertion } },
  };
}

/**
 * The exact body text of a request: what the signature covers, so the transport must send these
 * bytes unchanged (JSON.stringify of the body; "" when there is none).
 */
export function bodyText(req: ApiRequest): string {
  if (!req.body) return "";
  if ("json" in req.body) return JSON.stringify(req.body.json);
  if ("form" in req.body) return new URLSearchParams(req.body.form).toString();
  return req.body.xml;
}

/** The query string as the signature carries it (keys in the request's order, URL-encoded). */
export function queryText(req: ApiRequest): string {
  return req.query ? new URLSearchParams(req.query as Record<string, string>).toString() : "";
}

/**
 * The timestamp header's value for an instant: `aaaa-mm-ddThh:mm:ss-00:00`, UTC (the Protheus
 * integration's `Left(FwTimeStamp(3…),19)+'-00:00'`; HelioNeto sends a local time with its offset,
 * BoletoNetCore a literal `Z`: the exact format Bradesco checks is unconfirmed).
 *
 * @example timestamp(Date.UTC(2023, 8, 12, 15, 4, 5)) // "2023-09-12T15:04:05-00:00"
 */
export function timestamp(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, 19)}-00:00`;
}

/**
 * The text to sign for one call: method, path, query, body, access token, nonce, timestamp and
 * the algorithm, one per line.
 *
 * @example canonicalString({ method: "POST", path: "/v1/boleto/titulo-consultar", body: { json: {} } }, "tok", "1", "t")
 * // "POST\n/v1/boleto/titulo-consultar\n\n{}\ntok\n1\nt\nSHA256"
 */
export function canonicalString(req: ApiRequest, accessToken: string, nonce: string, ts: string): string {
  return [req.method, req.path, queryText(req), bodyText(req), accessToken, nonce, ts, "SHA256"].join("\n");
}

/** The headers a signed call carries besides `Authorization: Bearer <token>`. */
export function signedHeaders(
  signatureBase64: string,
  nonce: string,
  ts: string,
  clientId: string,
): Record<string, string> {
  return {
    "x-brad-signature": signatureBase64,
    "x-brad-nonce": nonce,
    "x-brad-timestamp": ts,
    "x-brad-algorithm": "SHA256",
    "access-token": clientId,
  };
}
