/**
 * The sign-in variants of the providers, for the transport: how a token is asked for (OAuth2 client
 * credentials; the resource-owner password grant — Sicredi; the JWT-bearer assertion grant signed
 * with the client's private key — Bradesco) and what a call carries besides the token (Bradesco's
 * per-call signature headers; the fields of an XML body the engine cannot compute — CAIXA's
 * AUTENTICACAO hash and DATA_HORA). The engine says what to sign or fill (pure data); WebCrypto
 * signs and hashes here. Nothing here sends anything: ./call.ts and ./transport.ts do.
 */
import type { ApiRequest, BankConnector } from "../engine/index";
import type { ConnectionRow, Credentials } from "./store";
import { baseUrl, envOf, tokenRequest } from "./transport";

/** Whether calls of `connector` carry a bearer token lote asks for (any OAuth2 grant). */
export function usesToken(connector: BankConnector, creds: Credentials): boolean {
  return connector.auth.kind !== "none" && !creds.token;
}

/** A connector with the password grant's own token calls (Sicredi's `tokenRequest`). */
interface PasswordGrant {
  tokenRequest(
    c: { beneficiary: string; cooperativa: string; accessCode: string },
    env: "sandbox" | "production",
  ): ApiRequest;
}

/** A connector with JWT-bearer signing steps (Bradesco's `signing`). */
interface JwtSigning {
  signing: {
    assertionClaims(clientId: string, authHost: string, nowMs: number): unknown;
    assertionSigningInput(claims: never): string;
    tokenRequest(assertion: string): ApiRequest;
    canonicalString(req: ApiRequest, accessToken: string, nonce: string, ts: string): string;
    signedHeaders(signature: string, nonce: string, ts: string, clientId: string): Record<string, string>;
    timestamp(epochMs: number): string;
  };
}

const hasPasswordGrant = (c: BankConnector): c is BankConnector & PasswordGrant =>
  typeof (c as Partial<PasswordGrant>).tokenRequest === "function";
const hasSigning = (c: BankConnector): c is BankConnector & JwtSigning =>
  typeof (c as Partial<JwtSigning>).signing?.canonicalString === "function";

/** A refusal to build a request (missing credential): the call fails before anything is sent. */
export class AuthSetupError extends Error {}

/** Base64 of bytes. */
function base64(bytes: ArrayBuffer): string {
  let bin = "";
  for (const b of new Uint8Array(bytes)) bin += String.fromCharCode(b);
  return btoa(bin);
}

const base64url = (bytes: ArrayBuffer) =>
  base64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** The PKCS #8 private key of a PEM text (`-----BEGIN PRIVATE KEY-----`), for RS256. */
async function rsaKey(pem: string): Promise<CryptoKey> {
  const b64 = pem.replace(/-----(BEGIN|END) PRIVATE KEY-----/g, "").replace(/\s+/g, "");
  let der: Uint8Array;
  try {
    der = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  } catch {
    throw new AuthSetupError("private_key is not a PEM PKCS #8 private key");
  }
  try {
    return await crypto.subtle.importKey(
      "pkcs8",
      der,
      { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
      false,
      ["sign"],
    );
  } catch {
    throw new AuthSetupError("private_key is not an RSA PKCS #8 private key");
  }
}

/** RSASSA-PKCS1-v1_5 with SHA-256 of `text`'s UTF-8 bytes. */
async function rs256(pem: string, text: string): Promise<ArrayBuffer> {
  return crypto.subtle.sign("RSASSA-PKCS1-v1_5", await rsaKey(pem), new TextEncoder().encode(text));
}

function need(creds: Credentials, field: keyof Credentials, provider: string): string {
  const v = creds[field];
  if (typeof v !== "string" || v === "")
    throw new AuthSetupError(`the ${provider} connection needs the credential ${field}`);
  return v;
}

/**
 * The token request of `connector` for `conn`, as its grant wants it (`now`: the service's clock,
 * for an assertion's iat/exp/jti).
 * @throws AuthSetupError when a credential the grant needs is missing or unusable.
 */
export async function tokenRequestOf(
  conn: ConnectionRow,
  connector: BankConnector,
  creds: Credentials,
  scopes: readonly string[],
  now: number,
): Promise<ApiRequest> {
  const kind = connector.auth.kind;
  if (kind === "oauth2_password") {
    const username = need(creds, "username", conn.provider);
    const password = need(creds, "password", conn.provider);
    if (hasPasswordGrant(connector))
      // Sicredi: the username is the código do beneficiário (5) followed by the cooperativa (4).
      return connector.tokenRequest(
        { beneficiary: username.slice(0, 5), cooperativa: username.slice(5), accessCode: password },
        envOf(conn),
      );
    // The client authenticates as its provider says (Cresol's public client in the form), the
    // beneficiary by username and password.
    const base = tokenRequest(conn, connector, creds, scopes);
    const clientForm = base.body && "form" in base.body ? base.body.form : {};
    const form: Record<string, string> = { ...clientForm, grant_type: "password", username, password };
    return { ...base, body: { form } };
  }
  if (kind === "oauth2_jwt_bearer") {
    if (!hasSigning(connector))
      throw new AuthSetupError(`the ${conn.provider} connector has no JWT-bearer signing steps`);
    const clientId = need(creds, "client_id", conn.provider);
    const pem = need(creds, "private_key", conn.provider);
    const s = connector.signing;
    const claims = s.assertionClaims(clientId, baseUrl(conn, connector, "auth"), now);
    const input = s.assertionSigningInput(claims as never);
    return s.tokenRequest(`${input}.${base64url(await rs256(pem, input))}`);
  }
  return tokenRequest(conn, connector, creds, scopes);
}

async function sha256Base64(text: string): Promise<string> {
  return base64(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** `yyyyMMddHHmmss` in São Paulo (UTC−3, no daylight saving since 2019). */
const saoPauloStamp = (ms: number) =>
  new Date(ms - 3 * 3600 * 1000).toISOString().slice(0, 19).replace(/[-T:]/g, "");

/** The XML body with the request's `fill` fields computed and put in place of their empty markers. */
async function filledXml(req: ApiRequest, now: number): Promise<ApiRequest> {
  if (!req.fill?.length || !req.body || !("xml" in req.body)) return req;
  let xml = req.body.xml;
  for (const f of req.fill) {
    const v = f.kind === "sha256_base64" ? await sha256Base64(f.input) : saoPauloStamp(now);
    // Base64 and digits hold no XML special character: no escaping needed.
    xml = xml.replace(`<${f.element}/>`, `<${f.element}>${v}</${f.element}>`);
  }
  const { fill: _done, ...rest } = req;
  return { ...rest, body: { xml } };
}

/**
 * `req` as it goes out: XML fields filled, and for a provider that signs every call (Bradesco) the
 * signature headers over the exact method, path, query, body, token, nonce and timestamp.
 * @throws AuthSetupError when the signing key is missing or unusable.
 */
export async function prepareRequest(
  conn: ConnectionRow,
  connector: BankConnector,
  creds: Credentials,
  req: ApiRequest,
  token: string | null,
  now: number,
): Promise<ApiRequest> {
  const out = await filledXml(req, now);
  if (!token || req.host === "auth" || connector.auth.kind !== "oauth2_jwt_bearer" || !hasSigning(connector))
    return out;
  const s = connector.signing;
  const nonce = String(now);
  const ts = s.timestamp(now);
  const signature = base64(
    await rs256(need(creds, "private_key", conn.provider), s.canonicalString(out, token, nonce, ts)),
  );
  return {
    ...out,
    headers: {
      ...(out.headers ?? {}),
      ...s.signedHeaders(signature, nonce, ts, need(creds, "client_id", conn.provider)),
    },
  };
}
