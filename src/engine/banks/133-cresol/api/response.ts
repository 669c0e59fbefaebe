/**
 * Cresol's answers as typed outcomes. Shapes from ACBr ACBrBoletoRet_Cresol.pas (an array or an
 * object with `id`, `codigoBarras`, `linhaDigitavel`, `nossoNumero`, `status`; `ocorrencias` whose
 * `tipo` C is the liquidation with `valor`, `dtOcorrencia`, `dtCredito`; errors `{ code, message }`
 * on 207, 400, 406 and 500) and the integrator's reference (the homologação answer with
 * `dvNossoNumero` and status EM_PROCESSAMENTO). Unconfirmed: the status of a title that does not
 * exist (lote reads 404 as not found), and how a duplicate nosso número is refused (lote reads a
 * refusal whose message says "já" + "cadastrad"/"existe" as a duplicate).
 */
import type {
  ApiOutcome,
  ApiPayment,
  ApiResponse,
  QueryOutcome,
  RegisterOutcome,
  TitleKey,
} from "../../../connect/types";
import { decimalToCents } from "../../../math/money";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Obj) : undefined;
const str = (v: unknown): string | undefined =>
  typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : undefined;
const first = (body: unknown): Obj | undefined => (Array.isArray(body) ? obj(body[0]) : obj(body));
const cents = (v: unknown): number | undefined =>
  typeof v === "number" ? Math.round(v * 100) : typeof v === "string" ? decimalToCents(v) : undefined;
const day = (v: unknown): string | undefined => str(v)?.slice(0, 10);

function failure(res: ApiResponse): Exclude<ApiOutcome, { kind: "ok" }> {
  const b = first(res.body);
  const code = str(b?.code) ?? `HTTP_${res.status}`;
  const message = str(b?.message) ?? (typeof res.body === "string" ? res.body.slice(0, 200) : "");
  if (res.status === 401 || res.status === 403)
    return { kind: "unauthorized", code, message, status: res.status };
  if (res.status === 429 || res.status >= 500 || res.status === 408)
    return { kind: "transient", code, message, status: res.status };
  if (/já/i.test(message) && /(cadastrad|existe)/i.test(message))
    return { kind: "duplicate", code, message, status: res.status };
  if (
    res.status === 207 ||
    res.status === 400 ||
    res.status === 406 ||
    res.status === 422 ||
    res.status === 404
  )
    return { kind: "rejected", code, message, status: res.status };
  return { kind: "unknown", code, message, status: res.status };
}

const idsOf = (t: Obj): Record<string, string> => {
  const id = str(t.id);
  const nn = str(t.nossoNumero);
  return { ...(id ? { id } : {}), ...(nn ? { nossoNumero: nn } : {}) };
};

/** `POST /titulos`: 200 (or 201) with the title, its id and codes. */
export function parseRegister(res: ApiResponse): RegisterOutcome {
  const t = first(res.body);
  if ((res.status === 200 || res.status === 201) && t && str(t.id))
    return { kind: "ok", provider_ids: idsOf(t) };
  if (res.status === 200 || res.status === 201)
    return { kind: "unknown", code: "NO_ID", message: "registration answer without id", status: res.status };
  return failure(res);
}

const STATES: Readonly<Record<string, "registered" | "paid" | "written_off" | "protested" | "rejected">> = {
  EM_ABERTO: "registered",
  EM_PROCESSAMENTO: "registered",
  LIQUIDACAO_EM_PROCESSAMENTO: "registered",
  LIQUIDADO: "paid",
  BAIXADO_MANUALMENTE: "written_off",
  BAIXADO_DECURSO_DE_PRAZO: "written_off",
  BAIXADO_PROTESTADO: "protested",
  REJEITADO: "rejected",
};

/** The liquidations (ocorrências of tipo C) of a title. */
function paymentsOf(t: Obj): ApiPayment[] {
  const list = Array.isArray(t.ocorrencias) ? t.ocorrencias : [];
  const out: ApiPayment[] = [];
  for (const [n, o] of list.entries()) {
    const x = obj(o);
    const amount = cents(x?.valor);
    if (x?.tipo !== "C" || amount === undefined) continue;
    const paid = day(x.dtOcorrencia);
    const credit = day(x.dtCredito);
    out.push({
      payment_id: `${str(t.id) ?? ""}:${str(x.id) ?? `${paid ?? ""}:${n}`}`,
      ...(str(t.nossoNumero) ? { our_number: str(t.nossoNumero) } : {}),
      provider_ids: idsOf(t),
      amount_cents: amount,
      ...(paid ? { paid_on: paid } : {}),
      ...(credit ? { credit_on: credit } : {}),
      channel: "boleto",
    });
  }
  return out;
}

function titleOutcome(t: Obj): QueryOutcome {
  const word = str(t.status) ?? "";
  const due = day(t.dtVencimento ?? t.dtvencimento);
  const amount = cents(t.valorNominal);
  return {
    kind: "ok",
    state: STATES[word] ?? "other",
    provider_state: word,
    provider_ids: idsOf(t),
    ...(amount !== undefined ? { amount_cents: amount } : {}),
    ...(due ? { due_date: due } : {}),
    payments: paymentsOf(t),
  };
}

const sameNumber = (a: unknown, b: string) =>
  (str(a) ?? "").replace(/\D/g, "").replace(/^0+/, "") === b.replace(/\D/g, "").replace(/^0+/, "");

/** A title by id, or the list of a due date searched for the key's nosso número. */
export function parseQuery(res: ApiResponse, k: TitleKey): QueryOutcome {
  if (res.status === 404) return { kind: "not_found", status: 404 };
  if (res.status !== 200) return failure(res);
  const b = obj(res.body);
  if (b && Array.isArray(b.content)) {
    const hit = b.content.map(obj).find((t) => t && sameNumber(t.nossoNumero, k.our_number));
    return hit ? titleOutcome(hit) : { kind: "not_found", status: 200 };
  }
  const t = first(res.body);
  return t && str(t.id) ? titleOutcome(t) : { kind: "not_found", status: 200 };
}

/** Instructions answer 200 (or 204) without data (ACBr: "não possui dados de retorno"). */
export function parseInstruct(res: ApiResponse): ApiOutcome {
  if (res.status === 200 || res.status === 201 || res.status === 204) return { kind: "ok" };
  return failure(res);
}
