/**
 * A node-side transport to the Itaú simulator for tests and the sandbox: what the service's HTTP
 * transport does (token, `Authorization`, `x-itau-apikey`, the client certificate) in a few lines,
 * turning lote's `ApiRequest` into the simulator's `SimRequest` and its answer into `ApiResponse`.
 * It knows only the connector types, never the builders.
 */
import type { SimContext, SimResult, SimSettings } from "../../../connect/sim";
import { DEFAULT_SIM_SETTINGS, memoryStore, simulator } from "../../../connect/sim";
import type { ApiRequest, ApiResponse } from "../../../connect/types";
import { simulator as spec } from "./simulator";

export const CLIENT_ID = "cli-itau";
export const CLIENT_SECRET = "sec-itau";

/** A simulator with its own memory store, a clock the test moves, and a cached token. */
export function kit(settings: Partial<SimSettings> = {}) {
  const s: SimSettings = {
    ...DEFAULT_SIM_SETTINGS,
    clients: { [CLIENT_ID]: CLIENT_SECRET },
    apiKey: CLIENT_ID,
    ...settings,
  };
  const handle = simulator(spec, s);
  const ctx: SimContext = { now: Date.UTC(2025, 5, 1, 12), store: memoryStore() };
  let token = "";
  let last: SimResult | undefined;

  async function raw(req: {
    method: ApiRequest["method"];
    path: string;
    query?: Readonly<Record<string, string>>;
    headers?: Readonly<Record<string, string>>;
    body?: unknown;
    cert?: boolean;
  }): Promise<ApiResponse> {
    last = await handle(
      {
        method: req.method,
        path: req.path,
        query: req.query ?? {},
        headers: req.headers ?? {},
        body: req.body,
        ...(req.cert === false ? {} : { clientCertificate: "CN=lote" }),
      },
      ctx,
    );
    if (last.timeout) return { status: 504, headers: {}, body: null };
    return { status: last.response.status, headers: last.response.headers ?? {}, body: last.response.body };
  }

  /** OAuth2 client credentials in the form (Itaú's STS, as ACBr calls it). */
  async function authenticate(): Promise<ApiResponse> {
    const res = await raw({
      method: "POST",
      path: "/api/oauth/token",
      body: { grant_type: "client_credentials", client_id: CLIENT_ID, client_secret: CLIENT_SECRET },
    });
    token = (res.body as { access_token?: string } | null)?.access_token ?? "";
    return res;
  }

  /** Sends one of lote's requests the way the service's transport would. */
  async function send(r: ApiRequest): Promise<ApiResponse> {
    if (!token) await authenticate();
    const body =
      r.body && "json" in r.body ? r.body.json : r.body && "form" in r.body ? r.body.form : undefined;
    return raw({
      method: r.method,
      path: r.path,
      ...(r.query ? { query: r.query } : {}),
      headers: { ...r.headers, authorization: `Bearer ${token}`, "x-itau-apikey": CLIENT_ID },
      body,
    });
  }

  return {
    ctx,
    settings: s,
    raw,
    authenticate,
    send,
    /** The last result's `committed` flag and webhooks (for the fault tests). */
    last: () => last,
    pay: (
      title: { id?: string; our_number?: string },
      p: { amount_cents: number; paid_on: string; channel?: "boleto" | "pix" },
    ) => spec.pay(ctx, title, p, s),
  };
}

export { memoryStore };
