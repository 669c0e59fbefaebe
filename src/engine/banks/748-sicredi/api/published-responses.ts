/**
 * Sicredi cobrança API — the response fields lote reads, transcribed as JSON Schema (the
 * simulator's answers are held to them in the tests). Sources as in published.ts: [A] ACBr
 * ACBrBoletoRet_Sicredi_APIV2.pas (frones/ACBr @042854660492c22c3b753bca8b424d5a05018467);
 * [C] Ctrl-Mota/banco-sicredi-connector-php (README answer example, webhook payload example);
 * [K] the KaminoClone Go adapter's response structs; [T] a TypeScript client's test fixtures.
 */
import type { JsonSchema } from "../../../connect/schema";

const A = "ACBr ACBrBoletoRet_Sicredi_APIV2.pas";
const C = "Ctrl-Mota/banco-sicredi-connector-php";
const K = "KaminoClone Go adapter (sicredi)";
const T = "a TypeScript Sicredi client's tests";

const src = (s: string, x: JsonSchema): JsonSchema => ({ ...x, "x-source": s });
const DIGITS = (n: number): JsonSchema => ({ type: "string", pattern: `^\\d{${n}}$` });
const AMOUNT: JsonSchema = {
  anyOf: [
    { type: "number", minimum: 0 },
    { type: "string", pattern: "^\\d+(\\.\\d+)?$" },
  ],
};

/** POST /boletos 201 [C README "exemplo de body esperado"; A LerRetorno tpInclui (QrCode); K CriarBoletoResponse]. */
export const REGISTER_RESPONSE: JsonSchema = src(`${C}; ${A}; ${K}`, {
  type: "object",
  required: ["linhaDigitavel", "codigoBarras", "nossoNumero"],
  properties: {
    linhaDigitavel: DIGITS(47),
    codigoBarras: DIGITS(44),
    cooperativa: DIGITS(4),
    posto: DIGITS(2),
    nossoNumero: DIGITS(9),
    txid: { type: "string", minLength: 1 },
    qrCode: { type: "string", minLength: 1 },
  },
});

/** GET /boletos 200 [A LerRetorno tpConsultaDetalhe; K ConsultaBoletoResponse; T bankSlipResponse]. */
export const QUERY_RESPONSE: JsonSchema = src(`${A}; ${K}; ${T}`, {
  type: "object",
  required: ["nossoNumero", "situacao", "valorNominal", "dataVencimento"],
  properties: {
    linhaDigitavel: DIGITS(47),
    codigoBarras: DIGITS(44),
    carteira: { type: "string" },
    seuNumero: { type: "string" },
    nossoNumero: DIGITS(9),
    pagador: { type: "object", properties: { documento: { type: "string" }, nome: { type: "string" } } },
    dataEmissao: { type: "string", format: "date" },
    dataVencimento: { type: "string", format: "date" },
    valorNominal: { type: "number", minimum: 0 },
    situacao: { type: "string", minLength: 1 },
    txId: { type: "string" },
    codigoQrCode: { type: "string" },
    multa: { type: "number" },
    abatimento: { type: "number" },
    tipoJuros: { type: "string" },
    juros: { type: "number" },
    descontos: {
      type: "array",
      items: {
        type: "object",
        properties: {
          numeroOrdem: { type: "integer" },
          valorDesconto: { type: "number" },
          dataLimite: { type: "string", format: "date" },
        },
      },
    },
    dadosLiquidacao: {
      type: "object",
      required: ["data", "valor"],
      properties: {
        data: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}" },
        valor: { type: "number", minimum: 0 },
        multa: { type: "number" },
        abatimento: { type: "number" },
        juros: { type: "number" },
        desconto: { type: "number" },
      },
    },
  },
});

/** PATCH …/{command} 202 [K ComandoInstrucaoResponse; T testCancellation; A reads nossoNumero, dataMovimento]. */
export const INSTRUCTION_RESPONSE: JsonSchema = src(`${K}; ${T}; ${A}`, {
  type: "object",
  required: ["transactionId", "statusComando"],
  properties: {
    transactionId: { type: "string", minLength: 1 },
    dataMovimento: { type: "string", format: "date" },
    codigoBeneficiario: DIGITS(5),
    nossoNumero: DIGITS(9),
    cooperativa: DIGITS(4),
    posto: DIGITS(2),
    statusComando: { type: "string", minLength: 1 },
    dataHoraRegistro: { type: "string" },
    tipoMensagem: { type: "string" },
  },
});

/** GET /boletos/liquidados/dia 200 [A LerListaRetorno items/hasNext; K BoletoLiquidado]. */
export const SETTLED_RESPONSE: JsonSchema = src(`${A}; ${K}`, {
  type: "object",
  required: ["items", "hasNext"],
  properties: {
    hasNext: { type: "boolean" },
    items: {
      type: "array",
      items: {
        type: "object",
        required: ["nossoNumero", "dataPagamento", "valorLiquidado"],
        properties: {
          cooperativa: { type: "string" },
          codigoBeneficiario: { type: "string" },
          cooperativaPostoBeneficiario: { type: "string" },
          nossoNumero: DIGITS(9),
          seuNumero: { type: "string" },
          tipoCarteira: { type: "string" },
          dataPagamento: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}" },
          valor: { type: "number" },
          valorLiquidado: { type: "number", minimum: 0 },
          jurosLiquido: { type: "number" },
          descontoLiquido: { type: "number" },
          multaLiquida: { type: "number" },
          abatimentoLiquido: { type: "number" },
          tipoLiquidacao: { type: "string" },
        },
      },
    },
  },
});

/** A payment notification [C SicrediCobranca::createWebhook docblock]: amounts as decimal strings, dates as arrays. */
export const WEBHOOK_EVENT: JsonSchema = src(C, {
  type: "object",
  required: ["agencia", "posto", "beneficiario", "nossoNumero", "movimento", "idEventoWebhook"],
  properties: {
    agencia: DIGITS(4),
    posto: DIGITS(2),
    beneficiario: DIGITS(5),
    nossoNumero: DIGITS(9),
    dataEvento: { type: "array", minItems: 3, items: { type: "integer" } },
    movimento: { type: "string", minLength: 1 },
    valorLiquidacao: AMOUNT,
    valorDesconto: AMOUNT,
    valorJuros: AMOUNT,
    valorMulta: AMOUNT,
    valorAbatimento: AMOUNT,
    carteira: { type: "string" },
    dataPrevisaoPagamento: { type: "array", minItems: 3, items: { type: "integer" } },
    idEventoWebhook: { type: "string", minLength: 1 },
    idTituloEmpresa: { type: "string" },
  },
});

/** The token answer [K AuthResponse; T tokenResponse; Python client SicrediTokenResponse]. */
export const TOKEN_RESPONSE: JsonSchema = src(`${K}; ${T}`, {
  type: "object",
  required: ["access_token", "expires_in"],
  properties: {
    access_token: { type: "string", minLength: 1 },
    token_type: { type: "string" },
    expires_in: { type: ["integer", "string"] },
    refresh_token: { type: "string" },
    refresh_expires_in: { type: ["integer", "string"] },
    scope: { type: "string" },
  },
});

/** Error bodies: `{ status, error, message }` or `{ errors: [{ status, message }] }` [A; C HttpService reads message, error]. */
export const ERROR_RESPONSE: JsonSchema = src(`${A}; ${C}`, {
  anyOf: [
    { type: "object", required: ["message"], properties: { message: { type: "string" } } },
    {
      type: "object",
      required: ["errors"],
      properties: {
        errors: {
          type: "array",
          minItems: 1,
          items: { type: "object", required: ["message"], properties: { message: { type: "string" } } },
        },
      },
    },
  ],
});
