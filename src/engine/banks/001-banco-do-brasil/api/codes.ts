/**
 * Code lists of Banco do Brasil's API Cobrança v2 that the builders and parsers share.
 *
 * - `codigoTipoTitulo`: the domain of BB's OpenAPI (1 CHEQUE … 25 DIVIDA ATIVA DE MUNICIPIO, 31
 *   CARTAO DE CREDITO, 32 BOLETO PROPOSTA, 33 BOLETO APORTE, 99 OUTROS), as transcribed in
 *   Accordous/bb-client `README-endpoint-RequisicaoRegistroBoletos.md` (5c7916e); the siglas
 *   (espécie) that select them from ACBr `ACBrBoletoW_BancoBrasil_API.pas` `CodigoTipoTitulo`
 *   (frones/ACBr f0def97) and imobanco/bb-wrapper `bb_wrapper/models/boleto.py` `TipoBoletoEnum`
 *   (88f3074), which spell a few differently (RC/RCO, AP/APS, PC/PCO): both are accepted.
 * - `codigoEstadoTituloCobranca`: BB's list ("01 - NORMAL … 13 - TITULO PROTESTADO AGUARDANDO
 *   BAIXA, 18 - PAGO PARCIALMENTE"), from the generated client of BB's OpenAPI "Cobranças API
 *   v2.20.0" (`get_boletos` docstring) and the BB documentation transcribed in
 *   higorocha/SistemaWebAlencarFrutas `backend/src/cobranca/DOCUMENTACAO_BB_COBRANCA.md` (780930e);
 *   14–17 and 19 from bb-wrapper `BoletoEstadoEnum`.
 * - The duplicate-title error `4874915` "Nosso Número já incluído anteriormente." — the error
 *   example of BB's OpenAPI as transcribed in Accordous/bb-client `README-endpoints.md`, and the
 *   code public integrations record for a re-sent nosso número.
 */

/** Espécie (sigla) → BB `codigoTipoTitulo`. */
export const TITLE_TYPE: Readonly<Record<string, number>> = {
  CH: 1,
  DM: 2,
  DMI: 3,
  DS: 4,
  DSI: 5,
  DR: 6,
  LC: 7,
  NCC: 8,
  NCE: 9,
  NCI: 10,
  NCR: 11,
  NP: 12,
  NPR: 13,
  TM: 14,
  TS: 15,
  NS: 16,
  RC: 17,
  RCO: 17,
  FAT: 18,
  ND: 19,
  AP: 20,
  APS: 20,
  ME: 21,
  PC: 22,
  PCO: 22,
  DAU: 23,
  DAE: 24,
  DAM: 25,
  CC: 31,
  BP: 32,
  BA: 33,
  OUT: 99,
};

/** What lote's query outcome calls a BB `codigoEstadoTituloCobranca`. */
export type TitleState = "registered" | "paid" | "written_off" | "protested" | "rejected" | "other";

/** BB `codigoEstadoTituloCobranca` → lote's state and BB's own word for it. */
export const TITLE_STATES: Readonly<Record<number, { state: TitleState; name: string }>> = {
  1: { state: "registered", name: "NORMAL" },
  2: { state: "other", name: "MOVIMENTO CARTORIO" },
  3: { state: "other", name: "EM CARTORIO" },
  4: { state: "other", name: "TITULO COM OCORRENCIA DE CARTORIO" },
  5: { state: "protested", name: "PROTESTADO ELETRONICO" },
  6: { state: "paid", name: "LIQUIDADO" },
  7: { state: "written_off", name: "BAIXADO" },
  8: { state: "other", name: "TITULO COM PENDENCIA DE CARTORIO" },
  9: { state: "protested", name: "TITULO PROTESTADO MANUAL" },
  10: { state: "paid", name: "TITULO BAIXADO/PAGO EM CARTORIO" },
  11: { state: "paid", name: "TITULO LIQUIDADO/PROTESTADO" },
  12: { state: "paid", name: "TITULO LIQUIDADO/PAGO CARTORIO" },
  13: { state: "protested", name: "TITULO PROTESTADO AGUARDANDO BAIXA" },
  14: { state: "other", name: "TITULO EM LIQUIDACAO" },
  15: { state: "other", name: "TITULO AGENDADO" },
  16: { state: "paid", name: "TITULO CREDITADO" },
  17: { state: "other", name: "PAGO EM CHEQUE - AGUARDANDO LIQUIDACAO" },
  // A partial payment leaves the title open: lote sees it registered, with the payment listed.
  18: { state: "registered", name: "PAGO PARCIALMENTE" },
  19: { state: "registered", name: "PAGO PARCIALMENTE CREDITO" },
};

/** BB's error code for a nosso número registered before. */
export const DUPLICATE_CODE = "4874915";

/** `codigoEstadoBaixaOperacional` of a payment: 1 baixa operacional BB, 2 by another bank; 10 cancels one. */
export const OPERATIONAL_PAYMENT = new Set([1, 2]);

/** `canalLiquidacao` 4 is Pix (the webhook's documented channel list). */
export const PIX_CHANNEL = 4;
