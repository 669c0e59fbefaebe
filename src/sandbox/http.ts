/**
 * A raw HTTP request to a simulated provider, as the harness receives it, and its answer back as
 * HTTP: what `/v1/sandbox/providers/{provider}/api/…` does for a caller that speaks the provider's
 * API over the wire (curl, Postman, a provider's SDK pointed at the sandbox).
 */
import type { HttpMethod, SimRequest, SimResult } from "../engine/index";

const METHODS: ReadonlySet<string> = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

/** The header that names the client certificate the caller presents (its identity, e.g. `CN=lote`). */
export const CERTIFICATE_HEADER = "x-lote-client-certificate";

/**
 * Headers that are lote's or the platform's, not the caller's message to the provider: the tenant's
 * key, the certificate stand-in, hop-by-hop and Cloudflare's own.
 */
const NOT_FORWARDED =
  /^(x-lote-|cf-|x-forwarded-|x-real-ip$|host$|content-length$|connection$|transfer-encoding$)/;

/** Whether `method` is one the simulators route. @example isSimMethod("PATCH") // true */
export function isSimMethod(method: string): method is HttpMethod {
  return METHODS.has(method);
}

/** The body as the harness wants it: parsed JSON, the form's fields, the raw text, or undefined. */
function bodyOf(text: string, contentType: string): unknown {
  if (text === "") return undefined;
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/json" || type.endsWith("+json")) {
    try {
      return JSON.parse(text);
    } catch {
      return text; // the simulator's schema check refuses it as the provider would
    }
  }
  if (type === "application/x-www-form-urlencoded") return Object.fromEntries(new URLSearchParams(text));
  return text;
}

/** The certificate the caller presents: Cloudflare's client-certificate check, else the stand-in header. */
function certificateOf(request: Request): string | undefined {
  const tls = (request as { cf?: { tlsClientAuth?: { certPresented?: string; certSubjectDN?: string } } }).cf
    ?.tlsClientAuth;
  if (tls?.certPresented === "1" && tls.certSubjectDN) return tls.certSubjectDN;
  return request.headers.get(CERTIFICATE_HEADER) ?? undefined;
}

/**
 * `request` as the harness receives it, `path` being the provider's path (below the sandbox
 * prefix, still percent-encoded): lower-case headers without lote's own, the query (a repeated
 * name keeps its last value), the body parsed by its content type.
 * @example await toSimRequest(new Request("http://x/v1/sandbox/providers/341/api/boletos?a=1"), "/boletos")
 */
export async function toSimRequest(request: Request, path: string): Promise<SimRequest> {
  const method = request.method.toUpperCase();
  if (!isSimMethod(method)) throw new Error(`no simulator routes ${method}`);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    const key = name.toLowerCase();
    if (!NOT_FORWARDED.test(key)) headers[key] = value;
  });
  const query = Object.fromEntries(new URL(request.url).searchParams);
  // Bytes, then UTF-8: workerd warns when .text() reads a form body.
  const text =
    method === "GET" || method === "DELETE" ? "" : new TextDecoder().decode(await request.arrayBuffer());
  const cert = certificateOf(request);
  return {
    method,
    path: path === "" ? "/" : path,
    query,
    headers,
    body: bodyOf(text, request.headers.get("content-type") ?? ""),
    ...(cert ? { clientCertificate: cert } : {}),
  };
}

/**
 * The simulator's answer as HTTP. A lost answer (`timeout`) is a bare 504 with
 * `x-lote-sandbox-timeout: true` and `x-lote-sandbox-committed` (whether the provider acted
 * anyway: a sandbox diagnostic no real provider sends).
 */
export function toResponse(result: SimResult): Response {
  if (result.timeout)
    return new Response(null, {
      status: 504,
      headers: { "x-lote-sandbox-timeout": "true", "x-lote-sandbox-committed": String(result.committed) },
    });
  const { status, headers = {}, body } = result.response;
  const out = new Headers(headers);
  if (body === null || body === undefined || status === 204 || status === 304)
    return new Response(null, { status, headers: out });
  const type = out.get("content-type") ?? "";
  // A text body under a JSON content type is a JSON string: serialised like any other value.
  if (typeof body === "string" && !/json/i.test(type)) {
    if (type === "") out.set("content-type", "text/plain; charset=utf-8");
    return new Response(body, { status, headers: out });
  }
  if (type === "") out.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { status, headers: out });
}
