/**
 * One HTTP exchange with a provider, for any connector: the engine's `ApiRequest` becomes a
 * `Request` on the connection's base URL (the provider's documented one for its environment, or
 * the connection's own), with the bearer token and the API key where the provider wants them,
 * sent through the connection's egress — the mTLS certificate binding that presents its client
 * certificate, or lote's simulated provider in-process for a `simulator` connection. The answer
 * comes back as an `ApiResponse` (lower-case headers, JSON parsed), or as a timeout or a network
 * failure. Nothing here decides anything: ./call.ts paces and retries, ./register.ts decides.
 */
import {
  type ApiRequest,
  type ApiResponse,
  type BankConnector,
  type SimRequest,
  tokenPathOf,
} from "../engine/index";
import { call as callSandbox } from "../sandbox/index";
import type { Services } from "../services";
import { type ConnectionRow, type Credentials, connectorOf } from "./store";

export type Exchange =
  | { kind: "response"; res: ApiResponse }
  /** No answer in time: the provider may have acted (reconcile by a query). */
  | { kind: "timeout" }
  /** The request never reached the provider as far as lote can tell (DNS, TLS, a missing binding). */
  | { kind: "network"; message: string };

/** Milliseconds lote waits for a provider's answer. */
export const PROVIDER_TIMEOUT_MS = 20_000;

export function envOf(conn: ConnectionRow): "sandbox" | "production" {
  return conn.environment === "production" ? "production" : "sandbox";
}

/** The base URL a request goes to. */
export function baseUrl(conn: ConnectionRow, connector: BankConnector, host: string | undefined): string {
  const env = connector.environments[envOf(conn)];
  if (host === "auth") return conn.baseUrls?.auth ?? env.auth ?? conn.baseUrls?.api ?? env.api;
  if (host && host !== "api") return env.extra?.[host] ?? conn.baseUrls?.api ?? env.api;
  return conn.baseUrls?.api ?? env.api;
}

const norm = (s: string | undefined) => (s ?? "").replace(/\D/g, "").replace(/^0+/, "");

/** The connection's account a request is for (its agência and convênio), else its only one. */
function accountFor(conn: ConnectionRow, req: ApiRequest): ConnectionRow["accounts"][number] | undefined {
  const want = req.account;
  const hit = want
    ? conn.accounts.find(
        (a) =>
          norm(a.agency) === norm(want.agency) &&
          (a.agreement === undefined || norm(a.agreement) === norm(want.agreement)),
      )
    : undefined;
  return hit ?? (conn.accounts.length === 1 ? conn.accounts[0] : undefined);
}

function withAuth(req: ApiRequest, connector: BankConnector, creds: Credentials, token: string | null) {
  const headers: Record<string, string> = { ...(req.headers ?? {}) };
  const query: Record<string, string> = { ...(req.query ?? {}) };
  if (token && req.host !== "auth") headers.authorization = `Bearer ${token}`;
  const key = connector.auth.apiKey;
  if (key && creds.api_key !== undefined) {
    // A request that carries the key itself (Bradesco's signed `access-token`) keeps its own.
    if (key.in === "header") headers[key.name.toLowerCase()] ??= creds.api_key;
    else query[key.name] = creds.api_key;
  }
  return { headers, query };
}

function bodyOf(req: ApiRequest): { text?: string; type?: string; parsed: unknown } {
  const b = req.body;
  if (!b) return { parsed: null };
  if ("json" in b) return { text: JSON.stringify(b.json), type: "application/json", parsed: b.json };
  if ("form" in b)
    return {
      text: new URLSearchParams(b.form).toString(),
      type: "application/x-www-form-urlencoded",
      parsed: b.form,
    };
  return { text: b.xml, type: "text/xml; charset=utf-8", parsed: b.xml };
}

async function readResponse(r: Response): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  r.headers.forEach((v, k) => {
    headers[k.toLowerCase()] = v;
  });
  const text = await r.text();
  let body: unknown = text === "" ? null : text;
  if (text !== "" && /json/i.test(headers["content-type"] ?? ""))
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  return { status: r.status, headers, body };
}

/**
 * Sends `req` for `conn` and reads the answer.
 * @example await exchange(svc, conn, connector, creds, { method: "GET", path: "/cobrancas/v2/boletos/1" }, token)
 */
export async function exchange(
  svc: Services,
  conn: ConnectionRow,
  connector: BankConnector,
  creds: Credentials,
  req: ApiRequest,
  token: string | null,
): Promise<Exchange> {
  if (connector.adapt && req.host !== "auth")
    req = connector.adapt(req, { environment: envOf(conn), account: accountFor(conn, req) });
  const { headers, query } = withAuth(req, connector, creds, token);
  const body = bodyOf(req);
  if (conn.environment === "simulator") {
    if (!svc.sandbox)
      return { kind: "network", message: "the simulated providers are off on this deployment" };
    // The token endpoint of a simulator is its own (a provider's sandbox token path may differ).
    const path =
      req.host === "auth" ? (connectorOf(conn.provider)?.simulator.tokenPath ?? req.path) : req.path;
    const sim: SimRequest = {
      method: req.method,
      path,
      query,
      headers: { ...headers, ...(body.type ? { "content-type": body.type } : {}) },
      body: body.parsed,
      // The simulator stands for the provider's TLS: a connection presents its (simulated) certificate.
      ...(connector.auth.mtls ? { clientCertificate: conn.mtlsBinding ?? "simulated" } : {}),
    };
    const r = await callSandbox(svc, { tenantId: conn.tenantId, provider: conn.provider }, sim);
    if (r.timeout) return { kind: "timeout" };
    const h: Record<string, string> = {};
    for (const [k, v] of Object.entries(r.response.headers ?? {})) h[k.toLowerCase()] = v;
    return {
      kind: "response",
      res: { status: r.response.status, headers: h, body: r.response.body ?? null },
    };
  }
  const send = svc.egress(connector.auth.mtls ? conn.mtlsBinding : null);
  if (!send)
    return {
      kind: "network",
      message: connector.auth.mtls
        ? `the provider requires a client certificate: mTLS binding ${conn.mtlsBinding ?? "(none)"} is not on this deployment`
        : "no egress",
    };
  const url = new URL(
    req.path.replace(/^\//, ""),
    `${baseUrl(conn, connector, req.host).replace(/\/?$/, "/")}`,
  );
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  try {
    const r = await send(
      new Request(url, {
        method: req.method,
        headers: {
          ...headers,
          ...(body.type ? { "content-type": body.type } : {}),
          accept: "application/json",
        },
        ...(body.text !== undefined ? { body: body.text } : {}),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      }),
    );
    return { kind: "response", res: await readResponse(r) };
  } catch (e) {
    const name = (e as { name?: string }).name;
    if (name === "TimeoutError" || name === "AbortError") return { kind: "timeout" };
    return { kind: "network", message: (e as Error).message };
  }
}

/** The OAuth2 client-credentials token request of `connector` (RFC 6749 §4.4), as the provider authenticates clients. */
export function tokenRequest(
  conn: ConnectionRow,
  connector: BankConnector,
  creds: Credentials,
  scopes: readonly string[],
): ApiRequest {
  const a = connector.auth;
  const form: Record<string, string> = { grant_type: "client_credentials" };
  if (scopes.length > 0) form.scope = scopes.join(" ");
  const headers: Record<string, string> = {};
  if (a.clientAuth === "basic")
    headers.authorization = `Basic ${btoa(`${creds.client_id ?? ""}:${creds.client_secret ?? ""}`)}`;
  else {
    form.client_id = creds.client_id ?? "";
    if (a.clientAuth !== "client_id_only") form.client_secret = creds.client_secret ?? "";
  }
  return {
    method: "POST",
    path: tokenPathOf(a, envOf(conn)) ?? "/oauth/token",
    headers,
    body: { form },
    host: "auth",
  };
}
