/**
 * Bradesco API Cobrança — answers to outcomes.
 *
 * - Registration 200: `{ codigoRetorno, mensagemRetorno, idProduto, negociacao, nuTituloGerado, …,
 *   cdBarras, linhaDigitavel, vlTitulo, dtVencimento, … }` (BoletoNetCore
 *   BradescoRegistrarTituloResponse, a class generated from a real answer).
 * - Query 200: `{ STATUS, TRANSACAO, MENSAGEM, CAUSA, TITULO: { CODSTATUS, STATUS, VALMOEDA,
 *   DATAVENCTO, CODBARRAS, LINHADIG, DTPAGTO, VLRPAGTO, QTDPAGTO, BAIXA { CODIGO, DESCRICAO, DATA } … } }`
 *   (BoletoNetCore BradescoConsultarStatusResponse).
 * - Errors: `{ codigo, mensagem, erros? [{ campo, mensagem }] }` on 400/404/422 (BoletoNetCore
 *   BradescoErrorRegisterResponse), `{ code, message, details? [{ name, value }] }` on the gateway and
 *   the token (BoletoNetCore BradescoErrorResponse; ACBr ACBrBoletoRet_Bradesco 207/400/406/500).
 *
 * No list of codes is published in the sources found; a duplicate is told by its message or the
 * Registro On-line code 69 "Boleto já registrado" (vitorccs/bradesco-api-php README) — lote's reading.
 */
import type {
  ApiOutcome,
  ApiPayment,
  ApiResponse,
  QueryOutcome,
  RegisterOutcome,
  TitleKey,
} from "../../../connect/types";
import { centsOfInt, centsOfReais, isoOf, titleNumber } from "./format";

type Failure = Exclude<ApiOutcome, { kind: "ok" }>;
type Obj = Record<string, unknown>;

const DUPLICATE = /j[aá] (registrad|cadastrad|existe)|duplicad/i;
const NOT_FOUND = /n[aã]o (encontrad|localizad|cadastrad)|inexistente/i;
const obj = (v: unknown): Obj | undefined =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : undefined;
const str = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : undefined;

/** The code, message and field of any Bradesco error body. */
export function errorOf(res: ApiResponse): { code: string; message: string; field?: string } {
  const b = obj(res.body);
  const list = [b?.erros, b?.errosValidacao, b?.ErrosValidacao, b?.details].find(Array.isArray) as
    | unknown[]
    | undefined;
  const first = obj(list?.[0]);
  const code =
    str(b?.codigo) ?? str(b?.code) ?? str(b?.codigoRetorno) ?? str(first?.name) ?? String(res.status);
  const message =
    str(first?.mensagem) ??
    str(first?.value) ??
    str(b?.mensagem) ??
    str(b?.message) ??
    str(b?.mensagemRetorno) ??
    (typeof res.body === "string" ? res.body.slice(0, 300) : `HTTP ${res.status}`);
  const field = str(first?.campo) ?? str(first?.name);
  return { code, message, ...(field ? { field } : {}) };
}

const retryAfter = (res: ApiResponse): number | undefined => {
  const n = Number(res.headers["retry-after"] ?? Number.NaN);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** The outcome of an answer that is not the operation's success. */
export function failure(res: ApiResponse, op: "register" | "other"): Failure {
  const { code, message, field } = errorOf(res);
  const s = res.status;
  if (s === 401 || s === 403) return { kind: "unauthorized", code, message, status: s };
  if (s === 429 || s >= 500) {
    const after = retryAfter(res);
    return {
      kind: "transient",
      code,
      message,
      status: s,
      ...(after === undefined ? {} : { retryAfterSeconds: after }),
    };
  }
  if (op === "register" && (code === "69" || DUPLICATE.test(message) || s === 409))
    return { kind: "duplicate", code, message, status: s };
  if (s >= 400 && s < 500) return { kind: "rejected", code, message, status: s, ...(field ? { field } : {}) };
  return { kind: "unknown", code, message, status: s };
}

/** A 200 whose `codigoRetorno` is set and not zero is a business refusal (unconfirmed reading). */
const refused = (b: Obj): boolean => {
  const c = str(b.codigoRetorno);
  return c !== undefined && !/^0+$/.test(c);
};

/** The registration: 200 with `cdBarras`, `linhaDigitavel`, `nuTituloGerado`. */
export function parseRegister(res: ApiResponse): RegisterOutcome {
  if (res.status !== 200 && res.status !== 201) return failure(res, "register");
  const b = obj(res.body);
  if (!b) return { kind: "unknown", code: "NO_BODY", message: "200 without a body", status: res.status };
  if (refused(b)) return failure({ ...res, status: 422 }, "register");
  const barcode = str(b.cdBarras)?.replace(/\D/g, "");
  const line = str(b.linhaDigitavel)?.replace(/\D/g, "");
  const nn = str(b.nuTituloGerado);
  if (!barcode && !nn)
    return {
      kind: "unknown",
      code: "NO_TITLE",
      message: "200 without cdBarras or nuTituloGerado",
      status: res.status,
    };
  return {
    kind: "ok",
    provider_ids: {
      ...(nn ? { nuTituloGerado: nn } : {}),
      ...(str(b.negociacao) ? { negociacao: str(b.negociacao) as string } : {}),
    },
    codes: { ...(barcode ? { barcode } : {}), ...(line ? { digitable_line: line } : {}) },
  };
}

/** TITULO.STATUS in lote's words (ACBr's constants: EM ABERTO, VENCIDO, Liquidado, BAIXADO, CANCELADO, EXPIRADO). */
function stateOf(status: string, paid: boolean): "registered" | "paid" | "written_off" | "other" {
  const v = status.toUpperCase();
  if (paid || /LIQUIDAD|PAGO/.test(v)) return "paid";
  if (/BAIXAD|CANCELAD|EXPIRAD/.test(v)) return "written_off";
  if (/ABERTO|VENCER|VENCIDO|REGISTRAD/.test(v)) return "registered";
  return "other";
}

function paymentOf(t: Obj, nn: string): ApiPayment | undefined {
  const cents = centsOfReais(t.VLRPAGTO);
  if (!cents) return undefined;
  const paidOn = isoOf(t.DTPAGTO);
  return {
    payment_id: `liquidacao:${nn}`,
    provider_ids: { nossoNumero: nn },
    amount_cents: cents,
    ...(paidOn ? { paid_on: paidOn } : {}),
    channel: "unknown",
  };
}

/** The query: 200 with `TITULO`; a 200/404 without it whose message says "não encontrado" is not_found. */
export function parseQuery(res: ApiResponse, k: TitleKey): QueryOutcome {
  const b = obj(res.body);
  const t = obj(b?.TITULO);
  if (
    (res.status === 200 || res.status === 404) &&
    !t &&
    NOT_FOUND.test(`${str(b?.MENSAGEM) ?? ""} ${errorOf(res).message}`)
  )
    return { kind: "not_found", status: res.status };
  if (res.status === 404) return { kind: "not_found", status: 404 };
  if (res.status !== 200) return failure(res, "other");
  if (!t)
    return {
      kind: "unknown",
      code: String(b?.STATUS ?? "NO_TITULO"),
      message: str(b?.MENSAGEM) ?? "200 without TITULO",
      status: 200,
    };
  const status = str(t.STATUS) ?? "";
  // TITULO carries no nosso número field in the sources: the key names the title.
  const nn = k.provider_ids?.nuTituloGerado ?? titleNumber(k.our_number);
  const payment = paymentOf(t, nn);
  const amount = centsOfInt(t.VALMOEDA);
  const barcode = str(t.CODBARRAS)?.replace(/\D/g, "");
  const line = str(t.LINHADIG)?.replace(/\D/g, "");
  return {
    kind: "ok",
    state: stateOf(status, payment !== undefined),
    provider_state: status,
    provider_ids: { nossoNumero: nn },
    codes: { ...(barcode ? { barcode } : {}), ...(line ? { digitable_line: line } : {}) },
    ...(amount === undefined ? {} : { amount_cents: amount }),
    due_date: isoOf(t.DATAVENCTO) ?? null,
    payments: payment ? [payment] : [],
  };
}

/** The write-off: 200 (BoletoNetCore reads no body); a refusal comes as an error body. */
export function parseInstruct(res: ApiResponse): ApiOutcome {
  if (res.status === 200 || res.status === 201 || res.status === 204) {
    const b = obj(res.body);
    return b && refused(b) ? failure({ ...res, status: 422 }, "other") : { kind: "ok" };
  }
  return failure(res, "other");
}
