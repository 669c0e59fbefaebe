/**
 * A Pix PSP that speaks the BACEN Pix API (bacen/pix-api openapi.yaml 2.9.0) for lote's tests and
 * sandbox: OAuth2 client credentials at `/oauth/token` (the spec's `tokenUrl` path, HTTP Basic
 * client authentication per RFC 6749 §2.3.1) with a client certificate on every call (the Manual
 * de Padrões para Iniciação do Pix's mTLS rule); cobv, lote, Pix, devolução and webhook routes
 * under `/v2` that validate every path, query and body against the transcribed schemas
 * (`published*.ts`) and answer the spec's problem+json errors; cobvs with `revisao` and a `loc`
 * on a reserved sandbox host; `pay()` records a Pix of any amount and returns the PSP's callback.
 *
 * Harness errors (token, rate limit, faults) use the spec's types where it has one (`NaoEncontrado`
 * 404, `ServicoIndisponivel` 503) and RFC 7807's `about:blank` otherwise (401 and 429: the spec
 * lists neither).
 */
import type { SimulatorSpec } from "../../connect/sim";
import { cobvRoutes } from "./simulator-cobv";
import { ERROR_TYPE } from "./simulator-common";
import { loteRoutes } from "./simulator-lote";
import { payCobv, pixRoutes } from "./simulator-pix";
import { webhookRoutes } from "./simulator-webhook";

const SPEC_TYPES: Record<string, { tipo: string; title: string }> = {
  NOT_FOUND: { tipo: "NaoEncontrado", title: "Não Encontrado" },
  SERVICE_UNAVAILABLE: { tipo: "ServicoIndisponivel", title: "Serviço Indisponível" },
};

const HTTP_TITLES: Record<number, string> = {
  401: "Unauthorized",
  403: "Forbidden",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/**
 * The spec's problem body for a harness error.
 * @example pixProblem(503, "SERVICE_UNAVAILABLE", "try again later").type // "https://pix.bcb.gov.br/api/v2/error/ServicoIndisponivel"
 */
export function pixProblem(status: number, code: string, message: string): Record<string, unknown> {
  const known = SPEC_TYPES[code];
  if (known) return { type: `${ERROR_TYPE}${known.tipo}`, title: known.title, status, detail: message };
  return {
    type: "about:blank",
    title: HTTP_TITLES[status] ?? `HTTP ${status}`,
    status,
    detail: `${code}: ${message}`,
  };
}

/** The Pix PSP simulator. */
export const simulator: SimulatorSpec = {
  provider: "pix",
  titlePrefix: "cobv:",
  tokenPath: "/oauth/token",
  clientAuth: "basic",
  mtls: true,
  routes: [...cobvRoutes, ...loteRoutes, ...pixRoutes, ...webhookRoutes],
  error: pixProblem,
  async pay(ctx, title, payment, settings) {
    const txid = title.txid ?? title.id;
    if (txid === undefined) return { found: false, webhooks: [] };
    return payCobv(ctx, txid, payment, settings);
  },
};
