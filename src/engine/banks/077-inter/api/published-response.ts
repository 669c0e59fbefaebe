/**
 * Banco Inter, API Cobrança v3: the response fields lote reads, as the portal's OpenAPI publishes
 * them (see `published.ts` for the document). Tests hold the published examples and the
 * simulator's answers to these; the parsers never import them.
 *
 * The portal writes the money pattern as `^\\d{1,10}\\.\\d{2}$` (doubly escaped in its YAML); the
 * intent, two decimals after a dot, is what is transcribed.
 */
import type { JsonSchema } from "../../../connect/schema";

const SPEC = "Inter API Cobrança v3 OpenAPI (developers.inter.co/references/cobranca-bolepix)";
const MONEY = "^\\d{1,10}\\.\\d{2}$";

const SITUACAO: JsonSchema = {
  type: "string",
  enum: [
    "RECEBIDO",
    "A_RECEBER",
    "MARCADO_RECEBIDO",
    "ATRASADO",
    "CANCELADO",
    "EXPIRADO",
    "FALHA_EMISSAO",
    "EM_PROCESSAMENTO",
    "PROTESTO",
  ],
};

const BOLETO: JsonSchema = {
  type: "object",
  required: ["linhaDigitavel", "codigoBarras"],
  properties: {
    nossoNumero: { type: "string", maxLength: 11 },
    codigoBarras: { type: "string", minLength: 44, maxLength: 44 },
    linhaDigitavel: { type: "string", minLength: 47, maxLength: 47 },
  },
  "x-source": `${SPEC}, boleto (absent while EM_PROCESSAMENTO)`,
};

const PIX: JsonSchema = {
  type: "object",
  required: ["txid", "pixCopiaECola"],
  properties: { txid: { type: "string" }, pixCopiaECola: { type: "string" } },
  "x-source": `${SPEC}, pix (absent when no Pix could be made); the portal's txid pattern ^[a-zA-Z0-9]{26,35}$ is not enforced here because its own example has 36 characters`,
};

const ORIGEM: JsonSchema = { type: "string", enum: ["BOLETO", "PIX"] };

/** `GET /cobranca/v3/cobrancas/{codigoSolicitacao}` answer (`CobrancaDetalhadaResponseBody`). */
export const COBRANCA_DETALHADA: JsonSchema = {
  type: "object",
  required: ["cobranca"],
  "x-source": `${SPEC}, CobrancaDetalhadaResponseBody`,
  properties: {
    cobranca: {
      type: "object",
      required: [
        "codigoSolicitacao",
        "seuNumero",
        "valorNominal",
        "dataEmissao",
        "dataVencimento",
        "situacao",
        "tipoCobranca",
      ],
      properties: {
        codigoSolicitacao: { type: "string" },
        seuNumero: { type: "string" },
        dataEmissao: { type: "string", format: "date" },
        dataVencimento: { type: "string", format: "date" },
        valorNominal: { type: "number" },
        tipoCobranca: { type: "string", enum: ["SIMPLES", "PARCELADO", "RECORRENTE"] },
        situacao: SITUACAO,
        dataSituacao: { type: "string", format: "date" },
        valorTotalRecebido: { type: "string", pattern: MONEY },
        origemRecebimento: ORIGEM,
        motivoCancelamento: { type: "string" },
        arquivada: { type: "boolean" },
      },
    },
    boleto: BOLETO,
    pix: PIX,
  },
};

/** `GET /cobranca/v3/cobrancas` answer (`CobrancasResponse`, items `CobrancaResponse`). */
export const LISTA_COBRANCAS: JsonSchema = {
  type: "object",
  required: ["cobrancas"],
  "x-source": `${SPEC}, CobrancasResponse; the item's valorNominal is text here, a number in the detail`,
  properties: {
    totalPaginas: { type: "integer" },
    totalElementos: { type: "integer" },
    tamanhoPagina: { type: "integer" },
    primeiraPagina: { type: "boolean" },
    ultimaPagina: { type: "boolean" },
    numeroDeElementos: { type: "integer" },
    cobrancas: {
      type: "array",
      items: {
        type: "object",
        required: ["cobranca"],
        properties: {
          cobranca: {
            type: "object",
            properties: {
              codigoSolicitacao: { type: "string" },
              seuNumero: { type: "string" },
              situacao: SITUACAO,
              dataSituacao: { type: "string", format: "date" },
              dataEmissao: { type: "string", format: "date" },
              dataVencimento: { type: "string", format: "date" },
              valorNominal: { type: "string", pattern: MONEY },
              valorTotalRecebido: { type: "string", pattern: MONEY },
              origemRecebimento: ORIGEM,
              tipoCobranca: { type: "string" },
            },
          },
          boleto: BOLETO,
          pix: PIX,
        },
      },
    },
  },
};

/** The callback Inter POSTs to the webhook URL: a list of `CallbackCobranca`. */
export const CALLBACK: JsonSchema = {
  type: "array",
  "x-source": `${SPEC}, webhookPut callbacks.listaCobrancas → WebhookCobrancaCallbackBody`,
  items: {
    type: "object",
    required: ["codigoSolicitacao", "dataHoraSituacao", "situacao"],
    properties: {
      codigoSolicitacao: { type: "string" },
      seuNumero: { type: "string", maxLength: 15 },
      situacao: {
        type: "string",
        enum: ["RECEBIDO", "A_RECEBER", "MARCADO_RECEBIDO", "CANCELADO", "EXPIRADO", "FALHA_EMISSAO"],
        "x-source": `${SPEC}, SituacaoCobrancaCallbackEnum (no ATRASADO, no PROTESTO)`,
      },
      dataHoraSituacao: { type: "string", format: "date-time" },
      valorTotalRecebido: { type: "string", pattern: MONEY },
      origemRecebimento: ORIGEM,
      nossoNumero: { type: "string", maxLength: 11 },
      codigoBarras: { type: "string", minLength: 44, maxLength: 44 },
      linhaDigitavel: { type: "string", minLength: 47, maxLength: 47 },
      txid: { type: "string" },
      pixCopiaECola: { type: "string" },
    },
  },
};

/** Inter's error body (`Problema`, RFC 7807-like) on 400, 403, 404, 500, 503. */
export const PROBLEMA: JsonSchema = {
  type: "object",
  required: ["title"],
  "x-source": `${SPEC}, Problema (requires status too, but its own 400 example omits it)`,
  properties: {
    status: { type: "integer" },
    title: { type: "string" },
    detail: { type: "string" },
    timestamp: { type: "string" },
    violacoes: {
      type: "array",
      items: {
        type: "object",
        properties: { razao: { type: "string" }, propriedade: { type: "string" }, valor: { type: "string" } },
      },
    },
  },
};
