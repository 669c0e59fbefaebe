/**
 * A bench for the Banco do Brasil simulator in node tests: the harness with BB's spec, a memory
 * store, and a transport in miniature (token by HTTP Basic, the application key in the query,
 * JSON bodies). Test-only; it imports the simulator, never the builders (connect.test.ts).
 */
import {
  DEFAULT_SIM_SETTINGS,
  simulator as harness,
  memoryStore,
  type SimContext,
} from "../../../connect/sim";
import type { ApiRequest, ApiResponse } from "../../../connect/types";
import { simulator as spec } from "./simulator";

export const settings = {
  ...DEFAULT_SIM_SETTINGS,
  clients: { "lote-client": "lote-secret" },
  apiKey: "app-key-1",
  webhookUrl: "https://lote.example/hooks/bb",
};

/** A transport in miniature: token by Basic auth, the application key in the query, JSON bodies. */
export function bench() {
  const sim = harness(spec, settings);
  const ctx: SimContext = { now: Date.parse("2025-03-10T15:00:00Z"), store: memoryStore() };
  let token = "";
  async function authorize() {
    const r = await sim(
      {
        method: "POST",
        path: "/oauth/token",
        query: {},
        headers: { authorization: `Basic ${btoa("lote-client:lote-secret")}` },
        body: {
          grant_type: "client_credentials",
          scope: "cobrancas.boletos-info cobrancas.boletos-requisicao",
        },
      },
      ctx,
    );
    token = (r.response.body as { access_token: string }).access_token;
  }
  async function send(req: ApiRequest) {
    const result = await sim(
      {
        method: req.method,
        path: req.path,
        query: { ...req.query, "gw-dev-app-key": "app-key-1" },
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: req.body && "json" in req.body ? structuredClone(req.body.json) : undefined,
      },
      ctx,
    );
    const res: ApiResponse = {
      status: result.response.status,
      headers: result.response.headers ?? {},
      body: result.response.body,
    };
    return { res, result };
  }
  return { sim, ctx, authorize, send };
}
