/**
 * A simulator session for the Bradesco connector's tests (not a test file itself): the harness
 * around the simulator and a transport that presents the certificate and adds what the test's
 * `sign` callback gives (the token, the signature headers). Like the simulator it never imports the
 * builders: tests hand it the connector's requests and the connector's signing steps.
 */
import {
  DEFAULT_SIM_SETTINGS,
  simulator as harness,
  memoryStore,
  type SimContext,
} from "../../../connect/sim";
import type { ApiRequest, ApiResponse } from "../../../connect/types";
import { simulator } from "./simulator";
import { configureClients } from "./simulator-state";

export const CLIENT = "8ff166a4-2547-4398-84ed-83a52aa5e676";
export const settings = { ...DEFAULT_SIM_SETTINGS, apiKey: CLIENT, tokenSeconds: 3600 };
export const MARCH_10 = Date.UTC(2026, 2, 10, 15);

/** What the transport adds to a request: the signature headers (and the bearer token). */
export type Sign = (req: ApiRequest, ctx: SimContext) => Record<string, string>;

export async function session(sign: Sign) {
  const ctx: SimContext = { now: MARCH_10, store: memoryStore() };
  await configureClients(ctx, [CLIENT], 3600);
  const handle = harness(simulator, settings);
  const send = async (r: ApiRequest, opts: { cert?: boolean; headers?: Record<string, string> } = {}) => {
    const body =
      r.body === undefined
        ? undefined
        : "json" in r.body
          ? r.body.json
          : "form" in r.body
            ? r.body.form
            : r.body.xml;
    const out = await handle(
      {
        method: r.method,
        path: r.path,
        query: r.query ?? {},
        headers: { "access-token": CLIENT, ...sign(r, ctx), ...r.headers, ...opts.headers },
        body,
        ...(opts.cert === false ? {} : { clientCertificate: "CN=EMPRESA EXEMPLO LTDA:11222333000181" }),
      },
      ctx,
    );
    const res: ApiResponse & { timeout?: boolean } = {
      status: out.response.status,
      headers: out.response.headers ?? {},
      body: out.response.body ?? null,
      ...(out.timeout ? { timeout: true } : {}),
    };
    return res;
  };
  return { ctx, send };
}
