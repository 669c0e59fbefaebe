/**
 * A simulator session for the Santander connector's tests (not a test file itself): the harness
 * around the simulator, the credentials it accepts, and a transport that resolves
 * `host: "workspace"` to `/workspaces/<id>` below the API base (as the service does with
 * `withWorkspace`) and adds the certificate, the token and `X-Application-Key`. Like the simulator
 * it never imports the request builders; tests hand it the connector's requests.
 */
import {
  DEFAULT_SIM_SETTINGS,
  simulator as harness,
  memoryStore,
  type SimContext,
} from "../../../connect/sim";
import type { ApiRequest, ApiResponse } from "../../../connect/types";
import { simulator } from "./simulator";

export const CLIENT = "x3mcIb4NSPwYIQcfxRUA3SdjjhywtKfI";
export const SECRET = "s3cr3t";
export const settings = {
  ...DEFAULT_SIM_SETTINGS,
  clients: { [CLIENT]: SECRET },
  apiKey: CLIENT,
  tokenSeconds: 900,
};
export const MARCH_10 = Date.UTC(2026, 2, 10, 15);

/** A simulator session: the transport resolves `host: "workspace"` to `/workspaces/<id>` below the
 * API base (as the service does with `withWorkspace`) and adds the certificate, the token and
 * `X-Application-Key`. */
export function session() {
  const ctx: SimContext = { now: MARCH_10, store: memoryStore() };
  const handle = harness(simulator, settings);
  let token: string | undefined;
  let workspace = "missing";
  const raw = async (r: ApiRequest, opts: { cert?: boolean; key?: string } = {}) => {
    const path = r.host === "workspace" ? `/workspaces/${workspace}${r.path}` : r.path;
    const body =
      r.body === undefined
        ? undefined
        : "json" in r.body
          ? r.body.json
          : "form" in r.body
            ? r.body.form
            : r.body.xml;
    return handle(
      {
        method: r.method,
        path,
        query: r.query ?? {},
        headers: {
          "x-application-key": opts.key ?? CLIENT,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...r.headers,
        },
        body,
        ...(opts.cert === false ? {} : { clientCertificate: "CN=EMPRESA EXEMPLO LTDA:11222333000181" }),
      },
      ctx,
    );
  };
  const send = async (
    r: ApiRequest,
    opts: { cert?: boolean; key?: string } = {},
  ): Promise<ApiResponse & { timeout?: boolean }> => {
    const out = await raw(r, opts);
    return {
      status: out.response.status,
      headers: out.response.headers ?? {},
      body: out.response.body ?? null,
      ...(out.timeout ? { timeout: true } : {}),
    };
  };
  const getToken = async () => {
    const form = { grant_type: "client_credentials", client_id: CLIENT, client_secret: SECRET };
    const r = await send({
      method: "POST",
      host: "auth",
      path: simulator.tokenPath ?? "",
      body: { form },
    });
    token = (r.body as { access_token?: string }).access_token;
    return { res: r, form };
  };
  /** Sends the connector's `POST /workspaces` and keeps the id the answer carries. */
  const createWorkspace = async (r: ApiRequest) => {
    const res = await send(r);
    const id = (res.body as { id?: unknown } | null)?.id;
    if (typeof id === "string") workspace = id;
    return res;
  };
  return { ctx, send, raw, getToken, createWorkspace, workspaceId: () => workspace };
}
