/**
 * A whole job's cobranças in one call: the Pix API's lote de cobranças com vencimento
 * (bacen/pix-api openapi.yaml 2.9.0, tag LoteCobV). `PUT /lotecobv/{id}` creates the lote (or, for
 * an existing id with exactly the same txids, revises them: a retried PUT is harmless) and answers
 * 202; the PSP processes it later and `GET /lotecobv/{id}` says, per txid, `EM_PROCESSAMENTO`,
 * `CRIADA` or `NEGADA` with a `problema`. `PATCH /lotecobv/{id}` revises some of them.
 *
 * The spec's rules lote follows: a txid created by `PUT /cobv/{txid}` can never join a lote, one
 * created in a lote never joins another, and a lote's set of txids never changes. The lote's
 * answers carry no location: lote reads each `CRIADA` cobv (`GET /cobv/{txid}`) for its QR.
 */
import type { ApiOutcome, ApiRequest, ApiResponse, ApiTitle } from "../../connect/types";
import { centsToDecimal } from "../../math/money";
import type { IsoDate } from "../../types";
import { type BodyIssue, type CobvOptions, cobvBody } from "./cobv";
import { pixTxid } from "./ids";
import { failure, OK, problemOf, unreadable } from "./outcome";
import { lotePath } from "./requests";

/**
 * `PUT /lotecobv/{id}` (scope `lotecobv.write`) of `titles`, each under the txid of its reference,
 * or every title's issues (paths prefixed with the title's index).
 *
 * @example loteCobvPut("42", "Mensalidades de setembro", titles).request?.path // "/v2/lotecobv/42"
 */
export function loteCobvPut(
  id: string,
  descricao: string,
  titles: readonly ApiTitle[],
  options: CobvOptions = {},
): { request: ApiRequest } | { issues: BodyIssue[] } {
  const cobsv: Record<string, unknown>[] = [];
  const issues: BodyIssue[] = [];
  for (const [i, t] of titles.entries()) {
    const built = cobvBody(t, options);
    if ("issues" in built) issues.push(...built.issues.map((x) => ({ ...x, path: `${i}.${x.path}` })));
    else {
      const { calendario, ...rest } = built.body;
      cobsv.push({ calendario, txid: pixTxid(t.reference), ...rest });
    }
  }
  if (issues.length > 0) return { issues };
  return { request: { method: "PUT", path: lotePath(id), body: { json: { descricao, cobsv } } } };
}

/** One cobv's revision in a lote: a new due date and/or amount. */
export interface LoteChange {
  /** The title's reference (its txid is derived from it). */
  reference: string;
  due_date?: IsoDate;
  amount_cents?: number;
}

/**
 * `PATCH /lotecobv/{id}` (scope `lotecobv.write`) revising some of the lote's cobranças.
 *
 * @example loteCobvPatch("42", [{ reference: "fb2761260e554ad593c7226beb5cb650", due_date: "2020-01-10" }])
 */
export function loteCobvPatch(id: string, changes: readonly LoteChange[]): ApiRequest {
  const cobsv = changes.map((c) => ({
    ...(c.due_date !== undefined ? { calendario: { dataDeVencimento: c.due_date } } : {}),
    txid: pixTxid(c.reference),
    ...(c.amount_cents !== undefined ? { valor: { original: centsToDecimal(c.amount_cents) } } : {}),
  }));
  return { method: "PATCH", path: lotePath(id), body: { json: { cobsv } } };
}

/** `GET /lotecobv/{id}` (scope `lotecobv.read`). */
export const loteCobvGet = (id: string): ApiRequest => ({ method: "GET", path: lotePath(id) });

/** The answer to a lote PUT or PATCH: 202, accepted for processing. */
export function parseLoteCobvWrite(res: ApiResponse): ApiOutcome {
  if (res.status === 202 || res.status === 200) return OK;
  return failure(res);
}

/** One cobv of a lote as the PSP reports it. */
export interface LoteItem {
  txid: string;
  /** `EM_PROCESSAMENTO` → processing, `CRIADA` → created, `NEGADA` → denied (with the problem). */
  state: "processing" | "created" | "denied" | "other";
  provider_state: string;
  /** For a denied one: the spec's error code, message and the property it names. */
  problem?: { code: string; message: string; field?: string };
}

const STATES: Record<string, LoteItem["state"]> = {
  EM_PROCESSAMENTO: "processing",
  CRIADA: "created",
  NEGADA: "denied",
};

/**
 * The lote's state per txid from `GET /lotecobv/{id}` (`LoteCobVConsultado`).
 *
 * @example parseLoteCobv({ status: 200, headers: {}, body: LOTECOBV_RESPONSE_1.value }) // { kind: "ok", items: [{ state: "created", … }, { state: "denied", problem: { code: "CobVOperacaoInvalida", field: "cobv.devedor", … } }] }
 */
export function parseLoteCobv(
  res: ApiResponse,
): ApiOutcome<{ items: LoteItem[] }> | { kind: "not_found"; status: number } {
  if (res.status === 404) return { kind: "not_found", status: 404 };
  if (res.status !== 200) return failure(res);
  const body = res.body as { cobsv?: unknown } | null;
  if (typeof body !== "object" || body === null || !Array.isArray(body.cobsv))
    return unreadable(res, "lotecobv");
  const items: LoteItem[] = [];
  for (const c of body.cobsv as Record<string, unknown>[]) {
    if (typeof c?.txid !== "string" || typeof c.status !== "string") return unreadable(res, "lotecobv");
    const item: LoteItem = { txid: c.txid, state: STATES[c.status] ?? "other", provider_state: c.status };
    const p = problemOf(c.problema, 400);
    if (p && c.problema !== undefined) {
      const message = p.detail ? `${p.title}: ${p.detail}` : p.title;
      item.problem = { code: p.code, message, ...(p.properties[0] ? { field: p.properties[0] } : {}) };
    }
    items.push(item);
  }
  return { kind: "ok", items };
}
