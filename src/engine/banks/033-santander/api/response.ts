/**
 * Santander API de Cobrança — answers to outcomes. Errors come as
 * `{ _errorCode, _message, _details, _timestamp, _traceId, _errors: [{ _code, _field, _message }] }`
 * (ACBr ACBrBoletoRet_Santander_API.pas; hyperswitch SantanderBoletoErrorResponse; a production
 * answer quoted in arinellipar/arrighiMonoRepoOfficial backend/BOLETO_PDF_BANKSLIP_ID_FIX.md).
 * Statuses: 400, 401, 403, 404, 406, 409 (the resource exists), 422, 429, 500, 501 (the public
 * reference "API de Cobrança Santander — Referência técnica" §7; ACBr lists 401–501).
 *
 * Santander publishes no list of `_code` values for a duplicate registration: 409 is taken as one,
 * and so is a 400/422 whose message says the title exists (lote's reading, unconfirmed).
 */
import type {
  ApiOutcome,
  ApiPayment,
  ApiResponse,
  QueryOutcome,
  RegisterOutcome,
} from "../../../connect/types";
import { bankSlipId, centsOf, datePart, loteOurNumber } from "./format";

type Failure = Exclude<ApiOutcome, { kind: "ok" }>;
type Obj = Record<string, unknown>;

const DUPLICATE = /j[aá] (existe|cadastrad|registrad)|duplicad|existente/i;
const obj = (v: unknown): Obj | undefined =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : undefined;
const str = (v: unknown): string | undefined =>
  typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : undefined;

/** The first error of a Santander error body: its `_code`, message and field. */
export function firstError(res: ApiResponse): { code: string; message: string; field?: string } {
  const b = obj(res.body);
  const list = Array.isArray(b?._errors) ? (b?._errors as unknown[]) : [];
  const e = obj(list[0]);
  const code = str(e?._code) ?? str(b?._errorCode) ?? String(res.status);
  const message =
    str(e?._message) ?? str(b?._message) ?? (typeof res.body === "string" ? res.body.slice(0, 300) : "");
  const field = str(e?._field);
  return { code, message: message || `HTTP ${res.status}`, ...(field ? { field } : {}) };
}

function retryAfter(res: ApiResponse): number | undefined {
  const v = res.headers["retry-after"];
  const n = v === undefined ? Number.NaN : Number(v);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The outcome of an answer that is not the operation's success (`register` tells duplicates). */
export function failure(res: ApiResponse, op: "register" | "other"): Failure {
  const { code, message, field } = firstError(res);
  const s = res.status;
  if (s === 401 || s === 403) return { kind: "unauthorized", code, message, status: s };
  if (s === 429 || s === 500 || s === 502 || s === 503 || s === 504) {
    const after = retryAfter(res);
    return {
      kind: "transient",
      code,
      message,
      status: s,
      ...(after === undefined ? {} : { retryAfterSeconds: after }),
    };
  }
  if (op === "register") {
    const list = obj(res.body)?._errors;
    const texts = (Array.isArray(list) ? list : [])
      .map((e) => String(obj(e)?._message ?? ""))
      .concat(message);
    if (s === 409 || ((s === 400 || s === 422) && texts.some((t) => DUPLICATE.test(t))))
      return { kind: "duplicate", code, message, status: s };
  }
  if (s >= 400 && s < 500) return { kind: "rejected", code, message, status: s, ...(field ? { field } : {}) };
  return { kind: "unknown", code, message, status: s };
}

function codesOf(b: Obj) {
  const our = loteOurNumber(b.bankNumber);
  const barcode = str(b.barCode) ?? str(b.barcode);
  const line = str(b.digitableLine);
  const emv = str(b.qrCodePix);
  const txid = str(b.txId);
  return {
    ...(our ? { our_number: our } : {}),
    ...(barcode ? { barcode } : {}),
    ...(line ? { digitable_line: line } : {}),
    ...(emv ? { pix_emv: emv } : {}),
    ...(txid ? { pix_txid: txid } : {}),
  };
}

/** The registration: 200/201 echoing the body with barCode, digitableLine, entryDate, qrCodePix, qrCodeUrl. */
export function parseRegister(res: ApiResponse): RegisterOutcome {
  if (res.status !== 200 && res.status !== 201) return failure(res, "register");
  const b = obj(res.body);
  const bankNumber = str(b?.bankNumber);
  if (!b || !bankNumber)
    return {
      kind: "unknown",
      code: "NO_BANK_NUMBER",
      message: `${res.status} without bankNumber`,
      status: res.status,
    };
  const nsu = str(b.nsuCode) ?? "";
  const date = str(b.nsuDate) ?? "";
  const covenant = str(b.covenantCode) ?? "";
  return {
    kind: "ok",
    provider_ids: {
      bankNumber,
      covenantCode: covenant,
      nsuCode: nsu,
      nsuDate: date,
      bankSlipId: bankSlipId(nsu, date, str(b.environment) ?? "PRODUCAO", covenant, bankNumber),
    },
    codes: codesOf(b),
  };
}

/** `status` in lote's words (ATIVO, BAIXADO, LIQUIDADO, LIQUIDADO PARCIALMENTE; hyperswitch, the reference). */
function stateOf(status: string, paid: number): "registered" | "paid" | "written_off" | "other" {
  const v = status.trim().toUpperCase().replace(/_/g, " ");
  if (v === "ATIVO") return "registered";
  if (v.startsWith("LIQUIDADO")) return "paid";
  // A Pix payment shows as BAIXADO with paidValue (the C# client of arrighiMonoRepoOfficial reads it so).
  if (v === "BAIXADO") return paid > 0 ? "paid" : "written_off";
  return "other";
}

/** The item of a /bills answer: `_content[0]` (or the object itself, as ACBr reads it). */
function billOf(body: unknown): Obj | undefined {
  const b = obj(body);
  if (!b) return Array.isArray(body) ? obj(body[0]) : undefined;
  if (Array.isArray(b._content)) return obj(b._content[0]);
  return b.bankNumber !== undefined ? b : undefined;
}

/** The payment a paid title's query shows (paidValue; the date from settlementData or payment). */
export function billPayment(b: Obj): ApiPayment | undefined {
  const pay = obj(b.payment);
  const settlement = Array.isArray(b.settlementData) ? obj(b.settlementData[0]) : undefined;
  const cents = centsOf(b.paidValue ?? pay?.paidValue ?? settlement?.settlementCreditedValue);
  if (cents === undefined || cents === 0) return undefined;
  const bankNumber = str(b.bankNumber) ?? "";
  const paidOn = datePart(pay?.date ?? settlement?.settlementDate ?? b.settlementDate);
  const creditOn = datePart(pay?.creditDate ?? settlement?.settlementCreditDate);
  const extra: Partial<ApiPayment> = {};
  for (const [k, v] of [
    ["interest_cents", b.interestValue ?? pay?.interestValue],
    ["fine_cents", b.fineValue ?? pay?.fineValue],
    ["discount_cents", b.discountValue ?? pay?.rebateValue],
    ["rebate_cents", b.deductionValue ?? pay?.deductionValue],
  ] as const) {
    const c = centsOf(v);
    if (c) (extra as Record<string, number>)[k] = c;
  }
  const txid = str(pay?.txId);
  return {
    payment_id: `liquidacao:${bankNumber}`,
    ...(loteOurNumber(bankNumber) ? { our_number: loteOurNumber(bankNumber) } : {}),
    provider_ids: { bankNumber },
    amount_cents: cents,
    ...extra,
    ...(paidOn ? { paid_on: paidOn } : {}),
    ...(creditOn ? { credit_on: creditOn } : {}),
    ...(txid ? { txid } : {}),
    channel: txid || str(pay?.type)?.toUpperCase() === "PIX" ? "pix" : "unknown",
  };
}

/** `GET /bills`: 200 with `_content`; an empty list (or 404) when the title is unknown. */
export function parseQuery(res: ApiResponse): QueryOutcome {
  if (res.status === 404) return { kind: "not_found", status: 404 };
  if (res.status !== 200) return failure(res, "other");
  const b = billOf(res.body);
  if (!b) return { kind: "not_found", status: 200 };
  const status = str(b.status);
  if (!status) return { kind: "unknown", code: "NO_STATUS", message: "200 without status", status: 200 };
  const payment = billPayment(b);
  const amount = centsOf(b.nominalValue);
  return {
    kind: "ok",
    state: stateOf(status, payment?.amount_cents ?? 0),
    provider_state: status,
    provider_ids: { bankNumber: str(b.bankNumber) ?? "" },
    codes: codesOf(b),
    ...(amount === undefined ? {} : { amount_cents: amount }),
    due_date: datePart(b.dueDate) ?? null,
    payments: payment ? [payment] : [],
  };
}

/** Instructions answer 200 with `{ covenantCode, bankNumber, message }` (hyperswitch SantanderUpdateBoletoResponse). */
export function parseInstruct(res: ApiResponse): ApiOutcome {
  if (res.status === 200 || res.status === 201 || res.status === 204) return { kind: "ok" };
  return failure(res, "other");
}

/** The workspace's id from `POST /workspaces` (201 `{ id, type, status, covenants, … }`). */
export function parseWorkspace(res: ApiResponse): ApiOutcome<{ workspace_id: string }> {
  const id = str(obj(res.body)?.id);
  if ((res.status === 200 || res.status === 201) && id) return { kind: "ok", workspace_id: id };
  if (res.status === 200 || res.status === 201)
    return { kind: "unknown", code: "NO_ID", message: "workspace answer without id", status: res.status };
  return failure(res, "other");
}
