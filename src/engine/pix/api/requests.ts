/**
 * The requests of the BACEN Pix API lote makes besides creating a cobv: its changes and removal
 * (`PATCH /cobv/{txid}`), reads (`GET /cobv/{txid}`, `GET /cobv`, `GET /pix`, `GET /pix/{e2eid}`),
 * the webhook's registration (`/webhook/{chave}`) and devoluções (`/pix/{e2eid}/devolucao/{id}`).
 *
 * Paths: the spec's paths (bacen/pix-api openapi.yaml 2.9.0, `paths`) below `/v2`. The document's
 * servers ended in `/api/v2/` from 2.1.0 to 2.2.2 and in `/api/` since 2.3.0, while its
 * description still says the major version is in the URL path; PSPs serve `/v2/cobv/…` (e.g. the
 * Efí SDK's `PUT /v2/cobv/:txid`). A connection's base URL is the PSP's address before `/v2`.
 */
import type { ApiInstruction, ApiRequest } from "../../connect/types";
import { addDays } from "../../math/date";
import { centsToDecimal } from "../../math/money";
import type { IsoDate } from "../../types";

/** The API's major version as the first path segment. */
export const PIX_API_PREFIX = "/v2";

/** São Paulo's UTC offset (Brazil keeps no summer time since 2019): lote's days are São Paulo days. */
export const SAO_PAULO_OFFSET = "-03:00";

const seg = encodeURIComponent;

/** `/v2/cobv/{txid}`. @example cobvPath("abc") // "/v2/cobv/abc" */
export const cobvPath = (txid: string) => `${PIX_API_PREFIX}/cobv/${seg(txid)}`;
export const lotePath = (id: string) => `${PIX_API_PREFIX}/lotecobv/${seg(id)}`;
export const webhookPath = (chave: string) => `${PIX_API_PREFIX}/webhook/${seg(chave)}`;
export const pixPath = (e2eid: string) => `${PIX_API_PREFIX}/pix/${seg(e2eid)}`;
export const devolucaoPath = (e2eid: string, id: string) => `${pixPath(e2eid)}/devolucao/${seg(id)}`;

/** The first instant of a São Paulo day, RFC 3339. @example dayStart("2026-09-01") // "2026-09-01T00:00:00-03:00" */
export const dayStart = (d: IsoDate) => `${d}T00:00:00${SAO_PAULO_OFFSET}`;

/** The revision (`CobVRevisada`) each instruction sends, or null when a cobv has no such change. */
export function cobvPatchBody(i: ApiInstruction): Record<string, unknown> | null {
  switch (i.type) {
    case "due_date_change":
      return i.due_date === undefined ? null : { calendario: { dataDeVencimento: i.due_date } };
    case "amount_change":
      return i.amount_cents === undefined ? null : { valor: { original: centsToDecimal(i.amount_cents) } };
    case "rebate":
      return i.rebate_cents === undefined
        ? null
        : { valor: { abatimento: { modalidade: 1, valorPerc: centsToDecimal(i.rebate_cents) } } };
    case "rebate_cancel":
      // The spec has no removal of one valor element; a zero abatimento is lote's reading (unconfirmed).
      return { valor: { abatimento: { modalidade: 1, valorPerc: "0.00" } } };
    case "write_off":
      return { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" };
    default:
      return null;
  }
}

/** `GET /cobv/{txid}` (scope `cobv.read`), optionally one revision. */
export function cobvRead(txid: string, revisao?: number): ApiRequest {
  return {
    method: "GET",
    path: cobvPath(txid),
    ...(revisao !== undefined ? { query: { revisao: String(revisao) } } : {}),
  };
}

/**
 * `GET /pix` of the Pix received with a txid from the start of `from` to the end of `to` (São
 * Paulo days; `fim` is the next day's first instant, so nothing of `to` falls out), 1000 a page.
 *
 * @example pixList("2026-09-01", "2026-09-01").query // { inicio: "2026-09-01T00:00:00-03:00", fim: "2026-09-02T00:00:00-03:00", … }
 */
export function pixList(from: IsoDate, to: IsoDate, page = 0, txid?: string): ApiRequest {
  return {
    method: "GET",
    path: `${PIX_API_PREFIX}/pix`,
    query: {
      inicio: dayStart(from),
      fim: dayStart(addDays(to, 1)),
      ...(txid !== undefined ? { txid } : { txIdPresente: "true" }),
      "paginacao.paginaAtual": String(page),
      "paginacao.itensPorPagina": "1000",
    },
  };
}

/** `GET /cobv` of one day, one item (scope `cobv.read`): lote's harmless probe. */
export function cobvListProbe(today: IsoDate): ApiRequest {
  return {
    method: "GET",
    path: `${PIX_API_PREFIX}/cobv`,
    query: { inicio: dayStart(today), fim: dayStart(addDays(today, 1)), "paginacao.itensPorPagina": "1" },
  };
}

/**
 * `PUT /webhook/{chave}` (scope `webhook.write`): the PSP will POST the Pix with a txid received
 * on `chave` to `<webhookUrl>/pix`.
 *
 * @example webhookPut("+5511999998888", "https://lote.example/pix/hooks/abc").path // "/v2/webhook/%2B5511999998888"
 */
export function webhookPut(chave: string, webhookUrl: string): ApiRequest {
  return { method: "PUT", path: webhookPath(chave), body: { json: { webhookUrl } } };
}

/** `GET /webhook/{chave}` (scope `webhook.read`). */
export const webhookGet = (chave: string): ApiRequest => ({ method: "GET", path: webhookPath(chave) });

/** `DELETE /webhook/{chave}` (scope `webhook.write`). */
export const webhookDelete = (chave: string): ApiRequest => ({ method: "DELETE", path: webhookPath(chave) });

/** `GET /pix/{e2eid}` (scope `pix.read`). */
export const pixRead = (e2eid: string): ApiRequest => ({ method: "GET", path: pixPath(e2eid) });

/**
 * `PUT /pix/{e2eid}/devolucao/{id}` (scope `pix.write`): return `amount_cents` of a received Pix
 * (an over-payment, or the payment of a cancelled title). The spec refuses a second request with
 * the same id (`PixDevolucaoInvalida`), so after a timeout lote reads it (`devolucaoRead`) first.
 *
 * @example devolucaoPut("E1234…", "D1", 789).body // { json: { valor: "7.89" } }
 */
export function devolucaoPut(
  e2eid: string,
  id: string,
  amount_cents: number,
  descricao?: string,
): ApiRequest {
  const json: Record<string, string> = { valor: centsToDecimal(amount_cents) };
  if (descricao !== undefined) json.descricao = descricao;
  return { method: "PUT", path: devolucaoPath(e2eid, id), body: { json } };
}

/** `GET /pix/{e2eid}/devolucao/{id}` (scope `pix.read`). */
export const devolucaoRead = (e2eid: string, id: string): ApiRequest => ({
  method: "GET",
  path: devolucaoPath(e2eid, id),
});
