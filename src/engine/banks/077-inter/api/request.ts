/**
 * Requests to Inter's API Cobrança v3 (paths below the host; the token, the client certificate and
 * the bearer header are the transport's). Paths, methods, bodies and query parameters: Inter API
 * Cobrança v3 reference (developers.inter.co/references/cobranca-bolepix); the same paths in
 * eduardokum/laravel-boleto `src/Api/Banco/Inter.php` (@0081d095, version 3 URLs) and
 * samfelgar/inter-sdk `src/PixCharges/PixCharges.php` (@d3f1b588).
 */
import type { ApiInstruction, ApiRequest, ApiTitle, TitleKey } from "../../../connect/types";
import type { IsoDate } from "../../../types";
import { decimalNumber, emitirBody, type PayloadIssue } from "./payload";

export const BASE = "/cobranca/v3/cobrancas";

/** Settings of one connection the builders need. */
export interface InterOptions {
  /**
   * `numDiasAgenda`: days after the due date before Inter cancels an unpaid cobrança (0–60).
   * Inter's default, 0, refuses any payment after the due date; lote's default is 60, the most
   * Inter allows, so late payments (with fine and interest) go through.
   */
  daysToCancel?: number;
}

/**
 * lote's title key plus the due date. Without `codigoSolicitacao` (a registration whose answer was
 * lost) the title is found by seuNumero in the list, whose date window is required; the due date
 * makes it one day. (Proposed for the shared `TitleKey`.)
 */
export type InterTitleKey = TitleKey & { due_date?: IsoDate | null };

/** Where Inter's documentation sets no bound, a window wide enough for any open title (unconfirmed). */
const WIDE_WINDOW = { dataInicial: "2000-07-03", dataFinal: "2099-12-31" };

/** lote's seu número of a title: the document number, else lote's nosso número. */
export function seuNumeroOf(k: Pick<TitleKey, "document_number" | "our_number">): string {
  return k.document_number ?? k.our_number;
}

/**
 * The `x-conta-corrente` header (digits with the check digit, no leading zeros), needed when one
 * Inter application serves several accounts; absent when lote has no account number.
 */
export function accountHeaders(account: TitleKey["account"]): Record<string, string> {
  const digits = `${account.account ?? ""}${account.account_digit ?? ""}`
    .replace(/\D/g, "")
    .replace(/^0+/, "");
  return digits === "" ? {} : { "x-conta-corrente": digits };
}

/** The registration request, or what the title asks that Inter cannot carry. */
export function register(t: ApiTitle, options: InterOptions = {}): ApiRequest | { issues: PayloadIssue[] } {
  const days = options.daysToCancel ?? 60;
  const { body, issues } = emitirBody(t.input, days);
  if (!Number.isInteger(days) || days < 0 || days > 60)
    issues.push({ path: "options.daysToCancel", code: "INTER_DAYS_TO_CANCEL", message: "0 to 60 days" });
  if (issues.length > 0) return { issues };
  return { method: "POST", path: BASE, headers: accountHeaders(t.input), body: { json: body } };
}

/** The cobrança by `codigoSolicitacao`, else by seuNumero in the list (one due date, or a wide window). */
export function query(k: InterTitleKey): ApiRequest {
  const id = k.provider_ids?.codigoSolicitacao;
  const headers = accountHeaders(k.account);
  if (id) return { method: "GET", path: `${BASE}/${encodeURIComponent(id)}`, headers };
  const window = k.due_date ? { dataInicial: k.due_date, dataFinal: k.due_date } : WIDE_WINDOW;
  return {
    method: "GET",
    path: BASE,
    headers,
    query: { ...window, filtrarDataPor: "VENCIMENTO", seuNumero: seuNumeroOf(k) },
  };
}

/** Free text of the cancellation (≤ 50 characters): Inter asks why, lote says who. */
export const CANCEL_REASON = "Baixa solicitada pelo beneficiário";

/**
 * The instruction's requests: due date and amount by "Editar cobrança" (PATCH, Beta), write-off by
 * "Cancelar cobrança". Null for what v3 does not offer (abatimento, protest, charge changes) and
 * for a key without `codigoSolicitacao`, which every v3 instruction is addressed by.
 */
export function instruct(k: TitleKey, i: ApiInstruction): ApiRequest[] | null {
  const id = k.provider_ids?.codigoSolicitacao;
  if (!id) return null;
  const path = `${BASE}/${encodeURIComponent(id)}`;
  const headers = accountHeaders(k.account);
  if (i.type === "due_date_change" && i.due_date)
    return [{ method: "PATCH", path, headers, body: { json: { dataVencimento: i.due_date } } }];
  if (i.type === "amount_change" && i.amount_cents !== undefined)
    return [
      { method: "PATCH", path, headers, body: { json: { valorNominal: decimalNumber(i.amount_cents) } } },
    ];
  if (i.type === "write_off")
    return [
      {
        method: "POST",
        path: `${path}/cancelar`,
        headers,
        body: { json: { motivoCancelamento: CANCEL_REASON } },
      },
    ];
  return null;
}

/** Paid cobranças whose payment date lies in [from, to], 1,000 a page (Inter's maximum). */
export function settled(account: TitleKey["account"], from: IsoDate, to: IsoDate, page?: string): ApiRequest {
  return {
    method: "GET",
    path: BASE,
    headers: accountHeaders(account),
    query: {
      dataInicial: from,
      dataFinal: to,
      filtrarDataPor: "PAGAMENTO",
      situacao: "RECEBIDO",
      "paginacao.itensPorPagina": "1000",
      "paginacao.paginaAtual": page ?? "0",
    },
  };
}

/** The sumário of today: read-only, proves the token, the certificate and the read scope. */
export function probe(account: TitleKey["account"], today: IsoDate): ApiRequest {
  return {
    method: "GET",
    path: `${BASE}/sumario`,
    headers: accountHeaders(account),
    query: { dataInicial: today, dataFinal: today },
  };
}

/** `PUT /cobranca/v3/cobrancas/webhook`: the one callback URL of the account (https only). */
export function webhookRegister(account: TitleKey["account"], url: string): ApiRequest {
  return {
    method: "PUT",
    path: `${BASE}/webhook`,
    headers: accountHeaders(account),
    body: { json: { webhookUrl: url } },
  };
}
