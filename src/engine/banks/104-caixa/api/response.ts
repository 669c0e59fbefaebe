/**
 * CAIXA SIGCB web service — answers to outcomes. Every answer is a `SERVICO_SAIDA` with two
 * layers (38.239 v002 §5, §8, Nota 34/39):
 * - SIBAR, the broker: `COD_RETORNO` "00" or "X5" with `MSG_RETORNO` "(BKnn|CInn|RAnn) …";
 * - SIGCB, the business system: `DADOS/CONTROLE_NEGOCIAL/COD_RETORNO` 0 (done), 1 (refused: the
 *   message "(nn) …" names one of Nota 39's codes 0001–0067) or 2 (system unavailable).
 * Broker codes: BK01, CI01–CI99 "TRANSACAO TEMPORARIAMENTE INDISPONIVEL" → transient; RA01/RA03
 * (user not enabled) → unauthorized; BK56/BK76 (operation unknown, message malformed) → rejected;
 * BK78/BK79/BK80 (timeout or failure after the business system was called) → unknown, the service
 * reconciles by a query. SIGCB 0038 "NOSSO NUMERO JA CADASTRADO" → duplicate (also how
 * mmitsunaga/projeto's client tells a registered title); 0047 "NAO CADASTRADO" on a query →
 * not_found. A body that is no SERVICO_SAIDA is read by its HTTP status.
 */
import type {
  ApiOutcome,
  ApiResponse,
  ApiTitle,
  QueryOutcome,
  RegisterOutcome,
  TitleKey,
} from "../../../connect/types";
import { decimalToCents } from "../../../math/money";
import { sequenceOf } from "./format";
import { keyOurNumber } from "./request";
import { child, childrenNamed, findFirst, readXml, textAt, type XmlNode } from "./xml";

type Failure = Exclude<ApiOutcome, { kind: "ok" }>;

/** lote's field for a SIGCB code of Nota 39 (the field a rejection names). */
const FIELDS: readonly [number[], string][] = [
  [[1, 35, 36, 37], "agreement"],
  [[2], "our_number"],
  [[3], "document_number"],
  [[4], "due_date"],
  [[5, 56, 57], "amount_cents"],
  [[6, 40], "document_kind"],
  [[7], "acceptance"],
  [[8, 9, 10, 11], "interest"],
  [[12, 50], "rebate_cents"],
  [[13, 14, 15], "protest"],
  [[17, 18, 19], "payer.document"],
  [[20, 21], "guarantor.document"],
  [[22, 61], "payer.name"],
  [[23, 62], "payer.address.street"],
  [[24, 63], "payer.address.district"],
  [[25, 41, 42, 43], "payer.address.zip_code"],
  [[26, 64], "payer.address.city"],
  [[27], "payer.address.state"],
  [[28, 29, 30, 31, 32], "fine"],
  [[44, 45], "discount"],
  [[65], "guarantor.name"],
  [[66], "instructions"],
  [[67], "description"],
];

/** The read layers of a SERVICO_SAIDA. */
export interface Saida {
  sibar: { code: string; message: string };
  /** The first CONTROLE_NEGOCIAL: its code (0/1/2, or "00") and its message ("(nn) …"). */
  sigcb?: { code: string; message: string };
  excecao?: string;
  dados?: XmlNode;
}

/** The SERVICO_SAIDA in a response body, or undefined when the body holds none. */
export function readSaida(body: unknown): Saida | undefined {
  const root = typeof body === "string" ? readXml(body) : null;
  const saida = findFirst(root ?? undefined, "SERVICO_SAIDA");
  if (!saida) return undefined;
  const dados = child(saida, "DADOS");
  const control = childrenNamed(dados, "CONTROLE_NEGOCIAL")[0];
  return {
    sibar: { code: textAt(saida, "COD_RETORNO") ?? "", message: textAt(saida, "MSG_RETORNO") ?? "" },
    ...(control
      ? {
          sigcb: {
            code: textAt(control, "COD_RETORNO") ?? "",
            message: textAt(control, "MENSAGENS", "RETORNO") ?? textAt(control, "MSG_RETORNO") ?? "",
          },
        }
      : {}),
    ...(textAt(dados, "EXCECAO") ? { excecao: textAt(dados, "EXCECAO") } : {}),
    ...(dados ? { dados } : {}),
  };
}

/** "(54) OPERACAO NAO PERMITIDA - HASH DIVERGENTE" → { code: "54", text }. */
export function codeOf(message: string): { code: string; text: string } {
  const m = /^\s*\(([A-Z0-9]+)\)\s*(.*)$/s.exec(message);
  return m ? { code: m[1] as string, text: (m[2] as string).trim() } : { code: "", text: message.trim() };
}

const fieldOf = (code: number): string | undefined => FIELDS.find(([codes]) => codes.includes(code))?.[1];

function retryAfter(res: ApiResponse): { retryAfterSeconds?: number } {
  const n = Number(res.headers["retry-after"]);
  return res.headers["retry-after"] !== undefined && Number.isFinite(n) && n >= 0
    ? { retryAfterSeconds: n }
    : {};
}

/** The outcome of a body that is no SERVICO_SAIDA, by its HTTP status. */
function byStatus(res: ApiResponse): Failure {
  const s = res.status;
  const message = typeof res.body === "string" ? res.body.slice(0, 200) : `HTTP ${s}`;
  if (s === 401 || s === 403) return { kind: "unauthorized", code: String(s), message, status: s };
  if (s === 429 || s >= 500)
    return { kind: "transient", code: String(s), message, status: s, ...retryAfter(res) };
  return { kind: "unknown", code: String(s), message, status: s };
}

/** The broker's refusal as an outcome, or null when the broker passed the call on ("00"). */
function sibarFailure(s: Saida, res: ApiResponse): Failure | null {
  const { code, message } = s.sibar;
  if (code === "" || /^0+$/.test(code)) return null;
  const inner = codeOf(message);
  const c = inner.code || code;
  const status = res.status;
  if (/^RA\d+$/.test(c)) return { kind: "unauthorized", code: c, message, status };
  if (/^(BK01|CI\d+)$/.test(c) || /TEMPORARIAMENTE INDISPONIVEL/i.test(message))
    return { kind: "transient", code: c, message, status, ...retryAfter(res) };
  if (c === "BK56" || c === "BK76")
    return { kind: "rejected", code: c, message: message || (s.excecao ?? ""), status };
  return { kind: "unknown", code: c, message, status };
}

/**
 * The failure of an answer, or null when SIGCB did the operation (code 0). `op` tells a
 * registration (0038: duplicate) and a query (0047: not found) from the rest.
 */
export function failure(
  res: ApiResponse,
  op: "register" | "query" | "other",
): Failure | { kind: "not_found" } | null {
  const s = readSaida(res.body);
  if (!s) return byStatus(res);
  const broker = sibarFailure(s, res);
  if (broker) return broker;
  const status = res.status;
  if (!s.sigcb) return { kind: "unknown", code: "NO_CONTROLE_NEGOCIAL", message: s.excecao ?? "", status };
  const { code, message } = s.sigcb;
  if (/^0+$/.test(code)) return null;
  const inner = codeOf(message);
  const n = Number(inner.code);
  if (/^0*2$/.test(code)) return { kind: "transient", code: inner.code || code, message, status };
  if (op === "register" && n === 38) return { kind: "duplicate", code: inner.code, message, status };
  if (op === "query" && n === 47) return { kind: "not_found" };
  if (/^0*1$/.test(code) && Number.isInteger(n) && inner.code !== "") {
    const field = fieldOf(n);
    return { kind: "rejected", code: inner.code, message, status, ...(field ? { field } : {}) };
  }
  return { kind: "unknown", code: inner.code || code, message, status };
}

const str = (v: string | undefined): string | undefined => (v && v !== "" ? v : undefined);

/** The codes an INCLUI/ALTERA/CONSULTA answer carries (QRCODE: the hybrid boleto's Pix, per ACBr). */
function codesIn(n: XmlNode | undefined) {
  const barcode = str(textAt(n, "CODIGO_BARRAS"));
  const line = str(textAt(n, "LINHA_DIGITAVEL"));
  const emv = str(textAt(n, "QRCODE"));
  const our = sequenceOf(str(textAt(n, "NOSSO_NUMERO")));
  return {
    ...(our ? { our_number: our } : {}),
    ...(barcode ? { barcode } : {}),
    ...(line ? { digitable_line: line } : {}),
    ...(emv ? { pix_emv: emv } : {}),
  };
}

/** INCLUI_BOLETO's answer: CODIGO_BARRAS, LINHA_DIGITAVEL, NOSSO_NUMERO, URL (38.239 v002 §5.2). */
export function parseRegister(res: ApiResponse, t?: ApiTitle): RegisterOutcome {
  const f = failure(res, "register");
  if (f && f.kind === "not_found")
    return { kind: "unknown", code: "NOT_FOUND", message: "", status: res.status };
  if (f) return f;
  const inclui = child(readSaida(res.body)?.dados, "INCLUI_BOLETO");
  const nn = str(textAt(inclui, "NOSSO_NUMERO"));
  if (!inclui || !nn)
    return {
      kind: "unknown",
      code: "NO_INCLUI_BOLETO",
      message: "done without NOSSO_NUMERO",
      status: res.status,
    };
  const url = str(textAt(inclui, "URL"));
  return {
    kind: "ok",
    provider_ids: {
      NOSSO_NUMERO: nn,
      ...(url ? { URL: url } : {}),
      ...(t?.input.pix ? { TIPO: "HIBRIDO" } : {}),
    },
    codes: codesIn(inclui),
  };
}

/**
 * The situation CONSULTA reports in its message ("… - SITUACAO DO TITULO = EM ABERTO"), in lote's
 * words. The situations (mmitsunaga/projeto SituacaoBoleto.java; ACBr RetornaCodigoOcorrencia):
 * EM ABERTO, BAIXA POR DEVOLUCAO, BAIXA POR ESTORNO, BAIXA POR PROTESTO, ENVIADO AO CARTORIO,
 * LIQUIDADO, LIQUIDADO NO CARTORIO, SOMENTE PARA PROTESTO, SUSTADO CARTORIO, TITULO JA PAGO NO DIA.
 */
export function stateOf(situation: string): "registered" | "paid" | "written_off" | "protested" | "other" {
  const s = situation.toUpperCase();
  if (s.includes("EM ABERTO")) return "registered";
  if (s.includes("LIQUIDADO") || s.includes("PAGO")) return "paid";
  if (s.includes("BAIXA POR PROTESTO") || s.includes("ENVIADO AO CARTORIO")) return "protested";
  if (s.includes("BAIXA") || s.includes("BAIXADO")) return "written_off";
  return "other";
}

/**
 * CONSULTA_BOLETO's answer: the title (VALOR, DATA_VENCIMENTO, codes) and its situation, which
 * the manual leaves to the message; ACBr (ACBrBoletoRet_Caixa.pas) and mmitsunaga/projeto
 * (SituacaoBoleto.java) read it there. No payment amount is reported: payments come from the
 * CNAB retorno (lote's cnab240.ts), so `payments` is empty even for a paid title.
 */
export function parseQuery(res: ApiResponse, k?: TitleKey): QueryOutcome {
  const f = failure(res, "query");
  if (f?.kind === "not_found") return { kind: "not_found", status: res.status };
  if (f) return f;
  const s = readSaida(res.body);
  const titulo = child(child(s?.dados, "CONSULTA_BOLETO"), "TITULO");
  if (!titulo)
    return { kind: "unknown", code: "NO_TITULO", message: s?.sigcb?.message ?? "", status: res.status };
  const message = s?.sigcb?.message ?? "";
  const situation = message.includes("=") ? (message.split("=").pop() ?? "").trim() : codeOf(message).text;
  const amount = decimalToCents(textAt(titulo, "VALOR") ?? "");
  return {
    kind: "ok",
    state: stateOf(situation),
    provider_state: situation,
    provider_ids: k
      ? { NOSSO_NUMERO: keyOurNumber(k), ...(k.provider_ids?.TIPO ? { TIPO: k.provider_ids.TIPO } : {}) }
      : {},
    codes: codesIn(titulo),
    ...(amount === undefined ? {} : { amount_cents: amount }),
    due_date: str(textAt(titulo, "DATA_VENCIMENTO")) ?? null,
    payments: [],
  };
}

/** ALTERA_BOLETO and BAIXA_BOLETO: done when SIGCB answers 0. */
export function parseInstruct(res: ApiResponse): ApiOutcome {
  const f = failure(res, "other");
  if (f?.kind === "not_found") return { kind: "unknown", code: "NOT_FOUND", message: "", status: res.status };
  return f ?? { kind: "ok" };
}
