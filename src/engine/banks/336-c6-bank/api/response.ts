/**
 * C6's answers as typed outcomes. The BolePix fields (id, external_reference_id, status, amount,
 * due_date, payment_method.bank_slip.bar_code/digitable_line/our_number, payment_method.pix.qr_code)
 * are the Go adapter's reading of C6's BolePix OpenAPI (index file 62174496082); payment_date and
 * payment_amount are what frones/ACBr `ACBrBoletoRet_C6.pas` @5f46a696 reads on C6's v1 answer
 * (unconfirmed for v2). Errors: ACBr's reading (`status`, `title`, `detail`, `type`,
 * `correlation_id`); a registration still at the CIP answers 400/422 "já existe uma requisição
 * em processamento / sujeita a aprovação", which the Python provider retries (transient).
 */
import type {
  ApiOutcome,
  ApiPayment,
  ApiResponse,
  ProviderCodes,
  QueryOutcome,
  RegisterOutcome,
} from "../../../connect/types";

type Failure = Exclude<ApiOutcome, { kind: "ok" }>;

export const obj = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
export const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);

/** Centavos of a decimal JSON number or numeric string, read from its digits (no float maths). */
export function centsOf(v: unknown): number | undefined {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The outcome of an answer that is not a success. */
export function failure(res: ApiResponse): Failure {
  const { status } = res;
  const b = obj(res.body);
  const text = [str(b.title), str(b.detail), typeof res.body === "string" ? res.body : undefined]
    .filter((t): t is string => t !== undefined)
    .join(" — ");
  const message = text || `HTTP ${status}`;
  const code = `HTTP_${status}`;
  if (status === 401) return { kind: "unauthorized", code, message, status };
  const cip = /existe uma requisicao/.test(fold(message)) && /(processamento|aprovacao)/.test(fold(message));
  if (status === 429 || status >= 500 || ((status === 400 || status === 422) && cip)) {
    const after = Number(res.headers["retry-after"]);
    const c = cip ? "CIP_PENDING" : code;
    return res.headers["retry-after"] !== undefined && Number.isInteger(after) && after >= 0
      ? { kind: "transient", code: c, message, status, retryAfterSeconds: after }
      : { kind: "transient", code: c, message, status };
  }
  if (status === 409) return { kind: "duplicate", code, message, status };
  if (status === 400 || status === 403 || status === 404 || status === 422)
    return { kind: "rejected", code, message, status };
  return { kind: "unknown", code, message, status };
}

/** The codes of a BolePix answer. */
export function codesOf(slip: Record<string, unknown>): ProviderCodes {
  const pm = obj(slip.payment_method);
  const bs = obj(pm.bank_slip);
  const out: ProviderCodes = {};
  const barcode = str(bs.bar_code)?.replace(/\D/g, "");
  const line = str(bs.digitable_line)?.replace(/\D/g, "");
  const ours = str(bs.our_number);
  const emv = str(obj(pm.pix).qr_code);
  if (barcode) out.barcode = barcode;
  if (line) out.digitable_line = line;
  if (ours) out.our_number = ours;
  if (emv) out.pix_emv = emv;
  return out;
}

function idsOf(slip: Record<string, unknown>): Record<string, string> {
  const ids: Record<string, string> = {};
  const id = str(slip.id);
  const ext = str(slip.external_reference_id);
  if (id) ids.id = id;
  if (ext) ids.external_reference_id = ext;
  return ids;
}

/** The registration: 201 (or 200) with the BolePix; a 409 is a duplicate. */
export function parseRegister(res: ApiResponse): RegisterOutcome {
  if (res.status !== 200 && res.status !== 201) return failure(res);
  const slip = obj(res.body);
  const ids = idsOf(slip);
  if (!ids.id)
    return { kind: "unknown", code: "NO_BANK_SLIP_ID", message: "answer without id", status: res.status };
  return { kind: "ok", provider_ids: ids, codes: codesOf(slip) };
}

const STATES: Record<string, "registered" | "paid" | "written_off"> = {
  CREATED: "registered",
  PAID: "paid",
  CANCELLED: "written_off",
};

/** What a paid BolePix says was paid (ACBr's v1 fields; the amount itself when they are absent). */
export function paymentsOf(slip: Record<string, unknown>): ApiPayment[] {
  if (str(slip.status) !== "PAID") return [];
  const ids = idsOf(slip);
  const cents = centsOf(slip.payment_amount) ?? centsOf(slip.amount);
  if (cents === undefined) return [];
  const on = str(slip.payment_date)?.slice(0, 10);
  const ours = str(obj(obj(slip.payment_method).bank_slip).our_number);
  return [
    {
      payment_id: `${ids.id ?? ids.external_reference_id ?? ""}:paid`,
      provider_ids: ids,
      ...(ours ? { our_number: ours } : {}),
      amount_cents: cents,
      ...(on && /^\d{4}-\d{2}-\d{2}$/.test(on) ? { paid_on: on } : {}),
      channel: "unknown",
    },
  ];
}

/** One BolePix in lote's words. */
export function parseQuery(res: ApiResponse): QueryOutcome {
  if (res.status === 404) return { kind: "not_found", status: 404 };
  if (res.status !== 200) return failure(res);
  const slip = obj(res.body);
  const status = str(slip.status) ?? "";
  const amount = centsOf(slip.amount);
  const due = str(slip.due_date);
  return {
    kind: "ok",
    state: STATES[status] ?? "other",
    provider_state: status,
    provider_ids: idsOf(slip),
    codes: codesOf(slip),
    ...(amount !== undefined ? { amount_cents: amount } : {}),
    ...(due ? { due_date: due } : {}),
    payments: paymentsOf(slip),
  };
}

/** An update or a cancel: 200/204 is done. */
export function parseInstruct(res: ApiResponse): ApiOutcome {
  if (res.status === 200 || res.status === 204) return { kind: "ok" };
  return failure(res);
}
