/**
 * The Inter simulator's titles: how they are kept in `ctx.store`, the codes the simulated bank
 * assigns, and the three shapes Inter shows a cobrança in (detail, list item, callback).
 *
 * Codes follow Inter's campo livre — agência 0001, carteira 112, código do beneficiário (7),
 * nosso número (10) + DV módulo 10 over agência + carteira + nosso número (held against real Inter
 * boletos in `examples-codes.ts`) — and a Pix "cobrança com vencimento" copia e cola shaped like
 * the published real one (dynamic location, amount in 54, merchant name `*`).
 */

import { assembleBarcode, barcodeToDigitableLine } from "../../../boleto/barcode";
import type { SimContext } from "../../../connect/sim";
import { mod10 } from "../../../math/check-digits";
import { addDays } from "../../../math/date";
import { dueFactor } from "../../../math/due-factor";
import { amountField, centsToDecimal } from "../../../math/money";
import { crc16 } from "../../../pix/crc16";
import { tlv } from "../../../pix/tlv";

/** The simulated beneficiary's código do beneficiário (Inter's "operação"). */
export const SIM_AGREEMENT = "1234567";

export interface SimTitle {
  id: string;
  seuNumero: string;
  cents: number;
  dataVencimento: string;
  dataEmissao: string;
  numDiasAgenda: number;
  pagador: Record<string, unknown>;
  formas: string[];
  /** Stored situação; ATRASADO and EXPIRADO are derived from the clock. */
  situacao: string;
  dataSituacao: string;
  nossoNumero: string;
  emitted: boolean;
  account?: string;
  receivedCents?: number;
  origem?: "BOLETO" | "PIX";
  paidAt?: string;
  motivo?: string;
}

export const titleKey = (id: string) => `inter:title:${id}`;

/** "Today" in São Paulo (UTC−3). */
export function spToday(ctx: SimContext): string {
  return new Date(ctx.now - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** A UUID-shaped id from a sequence number (RFC 4122 layout, version 4 nibble). */
export function uuidOf(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

/** The 11-digit nosso número of sequence `n`: 10 digits and the módulo 10 DV. */
export function nossoNumeroOf(n: number): string {
  const ten = String(n).padStart(10, "0");
  return ten + mod10(`0001112${ten}`);
}

/** The situação shown today: open titles become ATRASADO after the due date, EXPIRADO after numDiasAgenda. */
export function situacaoOf(t: SimTitle, today: string): string {
  if (t.situacao !== "A_RECEBER") return t.situacao;
  if (today > addDays(t.dataVencimento, t.numDiasAgenda)) return "EXPIRADO";
  return today > t.dataVencimento ? "ATRASADO" : "A_RECEBER";
}

export function codesOf(t: SimTitle) {
  const free = `0001112${SIM_AGREEMENT}${t.nossoNumero}`;
  const barcode = assembleBarcode("077", dueFactor(t.dataVencimento), amountField(t.cents), free);
  const boleto = {
    nossoNumero: t.nossoNumero,
    codigoBarras: barcode,
    linhaDigitavel: barcodeToDigitableLine(barcode),
  };
  if (!t.formas.includes("PIX")) return { boleto };
  const txid = `SIMINTER${t.nossoNumero}`.padEnd(35, "0");
  const url = `spi-qrcode.bancointer.com.br/spi/pj/v2/cobv/${t.id.replace(/-/g, "")}`;
  const body =
    tlv("00", "01") +
    tlv("01", "12") +
    tlv("26", tlv("00", "BR.GOV.BCB.PIX") + tlv("25", url)) +
    tlv("52", "0000") +
    tlv("53", "986") +
    tlv("54", centsToDecimal(t.cents)) +
    tlv("58", "BR") +
    tlv("59", "*") +
    tlv("60", "BELO HORIZONTE") +
    tlv("62", tlv("05", "***")) +
    "6304";
  return { boleto, pix: { txid, pixCopiaECola: body + crc16(body) } };
}

function received(t: SimTitle) {
  return t.receivedCents === undefined
    ? {}
    : { valorTotalRecebido: centsToDecimal(t.receivedCents), origemRecebimento: t.origem };
}

/** The title as "Recuperar cobrança" shows it (no boleto/pix while EM_PROCESSAMENTO). */
export function detailView(t: SimTitle, situacao: string) {
  const cobranca = {
    codigoSolicitacao: t.id,
    seuNumero: t.seuNumero,
    dataEmissao: t.dataEmissao,
    dataVencimento: t.dataVencimento,
    valorNominal: Number(centsToDecimal(t.cents)),
    tipoCobranca: "SIMPLES",
    situacao,
    dataSituacao: t.dataSituacao,
    ...received(t),
    ...(t.motivo ? { motivoCancelamento: t.motivo } : {}),
    arquivada: false,
    descontos: [],
    pagador: t.pagador,
  };
  return situacao === "EM_PROCESSAMENTO" ? { cobranca } : { cobranca, ...codesOf(t) };
}

/** The title as an item of "Recuperar coleção de cobranças" (money as text, payer abridged). */
export function listView(t: SimTitle, situacao: string) {
  const cobranca = {
    codigoSolicitacao: t.id,
    seuNumero: t.seuNumero,
    situacao,
    dataSituacao: t.dataSituacao,
    dataEmissao: t.dataEmissao,
    dataVencimento: t.dataVencimento,
    valorNominal: centsToDecimal(t.cents),
    ...received(t),
    tipoCobranca: "SIMPLES",
    pagador: { nome: t.pagador.nome, cpfCnpj: t.pagador.cpfCnpj },
  };
  return situacao === "EM_PROCESSAMENTO" ? { cobranca } : { cobranca, ...codesOf(t) };
}

/** The `CallbackCobranca` Inter posts for a change of situação. */
export function callbackView(t: SimTitle, dataHoraSituacao: string) {
  const { boleto, pix } = codesOf(t);
  return {
    codigoSolicitacao: t.id,
    seuNumero: t.seuNumero,
    situacao: t.situacao,
    dataHoraSituacao,
    ...received(t),
    ...boleto,
    ...(pix ?? {}),
  };
}
