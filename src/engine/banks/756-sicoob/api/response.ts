/**
 * Sicoob API Cobrança Bancária V3 — answers to outcomes. Every error of the API comes as
 * `{ mensagens: [{ codigo, mensagem }] }` (Sicoob OpenAPI 3.0.8.0, MensagensErro) with 400
 * ("Possíveis erros de negócio"), 406 ("inconsistência nos dados") or 500 ("Erro interno"); the
 * portal's "Códigos de resposta HTTP" adds 401, 403, 404, 405, 415, 429, 503 and 504.
 *
 * Sicoob publishes no list of codigo values for Cobrança V3, so a duplicate registration is told
 * by its message, as the independent client PyPI sicoob-sdk does (MENSAGENS_DUPLICACAO).
 */
import type {
  ApiOutcome,
  ApiPayment,
  ApiResponse,
  QueryOutcome,
  RegisterOutcome,
} from "../../../connect/types";
import { brlInText, centsOf, datePart, loteOurNumber } from "./format";

type Failure = Exclude<ApiOutcome, { kind: "ok" }>;

const DUPLICATE = /j[aá] existe|duplicad|j[aá] cadastrad|t[ií]tulo existente|j[aá] registrad/i;

/** The first `{ codigo, mensagem }` of a Sicoob error body, or the status and raw text. */
export function firstMessage(res: ApiResponse): { code: string; message: string } {
  const b = res.body as { mensagens?: { codigo?: unknown; mensagem?: unknown }[] } | null;
  const m = b && typeof b === "object" && Array.isArray(b.mensagens) ? b.mensagens[0] : undefined;
  if (m && (typeof m.mensagem === "string" || typeof m.codigo === "string"))
    return { code: String(m.codigo ?? res.status), message: String(m.mensagem ?? "") };
  const raw = typeof res.body === "string" ? res.body : "";
  return { code: String(res.status), message: raw.slice(0, 300) || `HTTP ${res.status}` };
}

function retryAfter(res: ApiResponse): number | undefined {
  const v = res.headers["retry-after"];
  if (v === undefined) return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/**
 * The outcome of an answer that is not the operation's success. `register` marks POST /boletos,
 * where a 404 has been seen carrying a registered title (PyPI sicoob-sdk, "comportamento
 * não-padrão") and a duplicate message means the title exists.
 */
export function failure(res: ApiResponse, op: "register" | "other"): Failure {
  const { code, message } = firstMessage(res);
  const s = res.status;
  if (s === 401 || s === 403) return { kind: "unauthorized", code, message, status: s };
  if (s === 429 || s === 502 || s === 503 || s === 504 || s === 500) {
    const after = retryAfter(res);
    return {
      kind: "transient",
      code,
      message,
      status: s,
      ...(after === undefined ? {} : { retryAfterSeconds: after }),
    };
  }
  if (s === 400 || s === 406 || s === 422) {
    const all = (res.body as { mensagens?: { mensagem?: unknown }[] } | null)?.mensagens ?? [];
    const texts = Array.isArray(all) ? all.map((m) => String(m?.mensagem ?? "")) : [];
    if (op === "register" && texts.concat(message).some((t) => DUPLICATE.test(t)))
      return { kind: "duplicate", code, message, status: s };
    return { kind: "rejected", code, message, status: s };
  }
  if (s === 404 && op === "register") return { kind: "unknown", code, message, status: s };
  if (s >= 400 && s < 500) return { kind: "rejected", code, message, status: s };
  return { kind: "unknown", code, message, status: s };
}

interface Resultado {
  nossoNumero?: unknown;
  codigoBarras?: unknown;
  linhaDigitavel?: unknown;
  qrCode?: unknown;
  descricaoRejeicaoPix?: unknown;
  situacaoBoleto?: unknown;
  valor?: unknown;
  dataVencimento?: unknown;
  listaHistorico?: { dataHistorico?: unknown; tipoHistorico?: unknown; descricaoHistorico?: unknown }[];
}

function resultado(res: ApiResponse): Resultado | undefined {
  const r = (res.body as { resultado?: unknown } | null)?.resultado;
  return r && typeof r === "object" && !Array.isArray(r) ? (r as Resultado) : undefined;
}

const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);

function codesOf(r: Resultado) {
  const our = loteOurNumber(r.nossoNumero);
  const barcode = str(r.codigoBarras);
  const line = str(r.linhaDigitavel);
  const emv = str(r.qrCode);
  return {
    ...(our ? { our_number: our } : {}),
    ...(barcode ? { barcode } : {}),
    ...(line ? { digitable_line: line } : {}),
    ...(emv ? { pix_emv: emv } : {}),
  };
}

/** POST /boletos: 200 with `resultado` (nossoNumero, codigoBarras, linhaDigitavel, qrCode). */
export function parseRegister(res: ApiResponse): RegisterOutcome {
  if (res.status !== 200 && res.status !== 201) return failure(res, "register");
  const r = resultado(res);
  if (!r || (typeof r.nossoNumero !== "number" && typeof r.nossoNumero !== "string"))
    return {
      kind: "unknown",
      code: "NO_RESULTADO",
      message: "200 without resultado.nossoNumero",
      status: res.status,
    };
  const rejection = str(r.descricaoRejeicaoPix);
  return {
    kind: "ok",
    provider_ids: {
      nossoNumero: String(Number(r.nossoNumero)),
      ...(rejection ? { descricaoRejeicaoPix: rejection } : {}),
    },
    codes: codesOf(r),
  };
}

/** situacaoBoleto in lote's words ("Em Aberto", "Baixado", "Liquidado"; ACBr also knows "Cancelado"). */
function stateOf(s: string): "registered" | "paid" | "written_off" | "other" {
  const v = s.trim().toUpperCase();
  if (v === "EM ABERTO") return "registered";
  if (v === "LIQUIDADO") return "paid";
  if (v === "BAIXADO" || v === "CANCELADO") return "written_off";
  return "other";
}

/**
 * The payment a paid title's history shows: ACBr (ACBrBoletoRet_Sicoob_V3.pas) reads the
 * listaHistorico entry with tipoHistorico 6 ("Liquidação"; 1 Entrada, 4 Tarifa Liquidação) and the
 * "R$" amount in its descricaoHistorico. Sicoob documents neither code nor wording: unconfirmed.
 */
function historyPayments(r: Resultado, apiOur: string): ApiPayment[] {
  const out: ApiPayment[] = [];
  for (const h of r.listaHistorico ?? []) {
    if (String(h?.tipoHistorico ?? "") !== "6") continue;
    const cents = brlInText(String(h.descricaoHistorico ?? ""));
    const paid = datePart(h.dataHistorico);
    if (cents === undefined) continue;
    out.push({
      payment_id: `liquidacao:${apiOur}`,
      ...(loteOurNumber(apiOur) ? { our_number: loteOurNumber(apiOur) } : {}),
      provider_ids: { nossoNumero: apiOur },
      amount_cents: cents,
      ...(paid ? { paid_on: paid } : {}),
      channel: "unknown",
    });
  }
  return out;
}

/** GET /boletos: 200 with `resultado`; 204 (ACBr: "não está retornando conteúdo") when absent. */
export function parseQuery(res: ApiResponse): QueryOutcome {
  if (res.status === 204 || res.status === 404) return { kind: "not_found", status: res.status };
  if (res.status !== 200) return failure(res, "other");
  const r = resultado(res);
  if (!r || typeof r.situacaoBoleto !== "string")
    return {
      kind: "unknown",
      code: "NO_RESULTADO",
      message: "200 without resultado.situacaoBoleto",
      status: 200,
    };
  const apiOur = String(Number(r.nossoNumero));
  const amount = centsOf(r.valor);
  const due = datePart(r.dataVencimento);
  return {
    kind: "ok",
    state: stateOf(r.situacaoBoleto),
    provider_state: r.situacaoBoleto,
    provider_ids: { nossoNumero: apiOur },
    codes: codesOf(r),
    ...(amount === undefined ? {} : { amount_cents: amount }),
    due_date: due ?? null,
    payments: historyPayments(r, apiOur),
  };
}

/** Changes, write-off and protest answer 204 (Sicoob OpenAPI 3.0.8.0); 200 is taken as done too. */
export function parseInstruct(res: ApiResponse): ApiOutcome {
  // `{ kind: "ok" }` cannot satisfy the shared `ApiOutcome` default (`& Record<string, never>` makes
  // `kind` never): cast until types.ts changes (proposed in the report).
  if (res.status === 204 || res.status === 200) return { kind: "ok" } as ApiOutcome;
  return failure(res, "other");
}
