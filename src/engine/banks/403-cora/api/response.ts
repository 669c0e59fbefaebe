/**
 * Cora's answers as typed outcomes. The invoice's fields (id, status, total_amount, total_paid,
 * payment_options.bank_slip.barcode/digitable/our_number, pix.emv at the root, occurrence_date)
 * are as a Cora stage answer kept in a C# test (CoraPaymentGatewayTests) and as frones/ACBr
 * `ACBrBoletoRet_Cora.pas` @15e645dd reads them; the states are Cora's "Estados dos boletos".
 *
 * Error bodies as frones/ACBr `ACBrBoletoRet_Cora.pas` @15e645dd reads Cora's — 400/415
 * `errors[].code/message`, 404/422 `code`/`message` — and OAuth2's `error_description`; the
 * outcome follows the HTTP status.
 */
import type {
  ApiOutcome,
  ApiPayment,
  ApiResponse,
  ProviderCodes,
  QueryOutcome,
  RegisterOutcome,
  TitleKey,
} from "../../../connect/types";
import { codeOfKey } from "./request";

type Failure = Exclude<ApiOutcome, { kind: "ok" }>;

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);
const int = (v: unknown): number | undefined => (Number.isSafeInteger(v) ? (v as number) : undefined);

/** The message, code and field an error body carries, whatever its shape. */
function problem(body: unknown): { message: string; code?: string; field?: string } {
  const b = obj(body);
  const first = obj(Array.isArray(b.errors) ? b.errors[0] : undefined);
  const message =
    str(b.message) ??
    str(b.error_description) ??
    str(first.message) ??
    str(b.detail) ??
    str(b.error) ??
    (typeof body === "string" ? body : "");
  const code = str(b.code) ?? str(first.code);
  const field = str(first.field) ?? str(first.path) ?? str(b.field);
  return { message, ...(code ? { code } : {}), ...(field ? { field } : {}) };
}

/** The outcome of an answer that is not a success. */
export function failure(res: ApiResponse): Failure {
  const { status } = res;
  const p = problem(res.body);
  const code = p.code ?? `HTTP_${status}`;
  const message = p.message || `HTTP ${status}`;
  if (status === 401) return { kind: "unauthorized", code, message, status };
  if (status === 429 || status >= 500) {
    const after = Number(res.headers["retry-after"]);
    return Number.isInteger(after) && after >= 0 && res.headers["retry-after"] !== undefined
      ? { kind: "transient", code, message, status, retryAfterSeconds: after }
      : { kind: "transient", code, message, status };
  }
  if (status === 400 || status === 403 || status === 404 || status === 409 || status === 422)
    return p.field
      ? { kind: "rejected", code, message, field: p.field, status }
      : { kind: "rejected", code, message, status };
  return { kind: "unknown", code, message, status };
}

/** The codes of an invoice (absent ones are left out: a Pix-only invoice has none of the slip). */
export function codesOf(invoice: Record<string, unknown>): ProviderCodes {
  const slip = obj(obj(invoice.payment_options).bank_slip);
  const out: ProviderCodes = {};
  const barcode = str(slip.barcode);
  const line = str(slip.digitable);
  const ours = str(slip.our_number);
  const emv = str(obj(invoice.pix).emv);
  if (barcode) out.barcode = barcode;
  if (line) out.digitable_line = line.replace(/\D/g, "");
  if (ours) out.our_number = ours;
  if (emv) out.pix_emv = emv;
  return out;
}

/** "Emissão de boleto registrado": the invoice, its id and codes. */
export function parseRegister(res: ApiResponse): RegisterOutcome {
  if (res.status !== 200 && res.status !== 201) return failure(res);
  const invoice = obj(res.body);
  const id = str(invoice.id);
  if (!id)
    return { kind: "unknown", code: "NO_INVOICE_ID", message: "answer without id", status: res.status };
  return { kind: "ok", provider_ids: { id }, codes: codesOf(invoice) };
}

const STATES: Record<string, "registered" | "paid" | "written_off" | "other"> = {
  OPEN: "registered",
  LATE: "registered",
  PAID: "paid",
  CANCELLED: "written_off",
};

/** What Cora reports paid on an invoice: its `total_paid` (the items of `payments` are undocumented). */
function paymentsOf(invoice: Record<string, unknown>, id: string, codes: ProviderCodes): ApiPayment[] {
  const paid = int(invoice.total_paid) ?? 0;
  if (paid <= 0) return [];
  // occurrence_date: the day ACBr reads as movimento, crédito and baixa of a paid invoice.
  const on = str(invoice.occurrence_date)?.slice(0, 10);
  return [
    {
      payment_id: `${id}:paid`,
      provider_ids: { id },
      ...(codes.our_number ? { our_number: codes.our_number } : {}),
      amount_cents: paid,
      ...(on && /^\d{4}-\d{2}-\d{2}$/.test(on) ? { paid_on: on } : {}),
      channel: "unknown",
    },
  ];
}

/** One invoice in lote's words. */
function outcomeOf(invoice: Record<string, unknown>): QueryOutcome {
  const id = str(invoice.id) ?? "";
  const status = str(invoice.status) ?? "";
  const codes = codesOf(invoice);
  const due = str(obj(invoice.payment_terms).due_date);
  const amount = int(invoice.total_amount);
  return {
    kind: "ok",
    state: STATES[status] ?? "other",
    provider_state: status,
    provider_ids: { id },
    codes,
    ...(amount !== undefined ? { amount_cents: amount } : {}),
    ...(due ? { due_date: due } : {}),
    payments: paymentsOf(invoice, id, codes),
  };
}

/** The invoice (detail), or the one whose `code` is the key's in the due date's list. */
export function parseQuery(res: ApiResponse, k: TitleKey): QueryOutcome {
  if (res.status === 404) return { kind: "not_found", status: 404 };
  if (res.status !== 200) return failure(res);
  const body = obj(res.body);
  if (!Array.isArray(body.items)) return outcomeOf(body);
  const code = codeOfKey(k);
  const all = body.items.map(obj).filter((i) => i.code === code);
  const live = all.filter((i) => i.status !== "CANCELLED");
  const pick = live.length > 0 ? live : all;
  if (pick.length === 0) return { kind: "not_found", status: 404 };
  if (pick.length > 1)
    return {
      kind: "unknown",
      code: "AMBIGUOUS",
      message: `${pick.length} invoices with code ${code}`,
      status: 200,
    };
  return outcomeOf(pick[0] as Record<string, unknown>);
}

/** The cancellation: 204 (or 200) is done. */
export function parseInstruct(res: ApiResponse): ApiOutcome {
  if (res.status === 204 || res.status === 200) return { kind: "ok" };
  return failure(res);
}
