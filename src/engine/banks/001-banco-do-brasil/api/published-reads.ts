/**
 * Banco do Brasil's API Cobrança v2: the query strings of its GET resources and the answer fields
 * lote reads (registration, one title, the list, the webhook, the error bodies), transcribed from
 * published material with an `x-source` per group. Query values are text (as they travel); the
 * application key `gw-dev-app-key` travels in every query string.
 */
import type { JsonSchema } from "../../../connect/schema";

const DOC =
  "BB API Cobrança v2 documentation (higorocha/SistemaWebAlencarFrutas DOCUMENTACAO_BB_COBRANCA.md @780930e)";
const WRAPPER = "BB sandbox answers in imobanco/bb-wrapper examples/cobranças/data @88f3074";
const ACCORDOUS =
  "BB schema 'Objeto de Webook' as transcribed in Accordous/bb-client README-webhook-WebhookBaixaBoleto.md @5c7916e";

const ddmmaaaa = { type: "string", pattern: "^\\d{2}\\.\\d{2}\\.\\d{4}$" } as const;
const plainNumber = { type: "string", pattern: "^[1-9]\\d*$" } as const;
const appKey = { "gw-dev-app-key": { type: "string", minLength: 1 } } as const;

/** `GET /cobrancas/v2/boletos/{id}` query. */
export const QUERY_PARAMS: JsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["numeroConvenio"],
  "x-source": `${DOC} §7.4: numeroConvenio obrigatório; id = numeroTituloCliente (20 dígitos)`,
  properties: { numeroConvenio: { type: "string", pattern: "^\\d{7}$" }, ...appKey },
};

/** `GET /cobrancas/v2/boletos` query (the list: em ser, or baixados/liquidados/protestados). */
export const LIST_PARAMS: JsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["indicadorSituacao", "agenciaBeneficiario", "contaBeneficiario"],
  "x-source": `${DOC} §7.3 items 1-20; BB v1 manual 'CBR - Listagem de Boletos Portal' (imobanco/bb-wrapper docs/bb)`,
  properties: {
    ...appKey,
    indicadorSituacao: { type: "string", enum: ["A", "B"] },
    agenciaBeneficiario: plainNumber,
    contaBeneficiario: plainNumber,
    carteiraConvenio: plainNumber,
    variacaoCarteiraConvenio: plainNumber,
    modalidadeCobranca: { type: "string", enum: ["1", "4"] },
    cnpjPagador: plainNumber,
    digitoCNPJPagador: { type: "string", pattern: "^\\d{1,2}$" },
    cpfPagador: plainNumber,
    digitoCPFPagador: { type: "string", pattern: "^\\d{1,2}$" },
    dataInicioVencimento: ddmmaaaa,
    dataFimVencimento: ddmmaaaa,
    dataInicioRegistro: ddmmaaaa,
    dataFimRegistro: ddmmaaaa,
    dataInicioMovimento: ddmmaaaa,
    dataFimMovimento: ddmmaaaa,
    codigoEstadoTituloCobranca: { type: "string", pattern: "^\\d{1,2}$" },
    boletoVencido: { type: "string", enum: ["S", "N"] },
    indice: { type: "string", pattern: "^\\d+$" },
    contaCaucao: { type: "string", pattern: "^\\d+$" },
  },
};

/** The registration answer fields lote reads. */
export const REGISTER_ANSWER: JsonSchema = {
  type: "object",
  required: ["numero", "linhaDigitavel", "codigoBarraNumerico"],
  "x-source": `${WRAPPER} registra_boleto*.json; ACBr ACBrBoletoRet_BancoBrasil_API.pas tpInclui (frones/ACBr @0adf3eb)`,
  properties: {
    numero: { type: "string", pattern: "^\\d{20}$" },
    numeroCarteira: { type: "integer" },
    numeroVariacaoCarteira: { type: "integer" },
    codigoCliente: { type: "integer" },
    linhaDigitavel: { type: "string", pattern: "^\\d{47}$" },
    codigoBarraNumerico: { type: "string", pattern: "^\\d{44}$" },
    numeroContratoCobranca: { type: "integer" },
    qrCode: {
      type: "object",
      properties: { url: { type: "string" }, txId: { type: "string" }, emv: { type: "string" } },
    },
  },
};

/** The answer fields of one title lote reads (dates `dd.mm.aaaa` or `""`). */
export const QUERY_ANSWER: JsonSchema = {
  type: "object",
  required: ["codigoEstadoTituloCobranca", "dataVencimentoTituloCobranca", "valorOriginalTituloCobranca"],
  "x-source": `${WRAPPER} consulta_boleto.json; ACBr tpConsultaDetalhe`,
  properties: {
    codigoLinhaDigitavel: { type: "string" },
    textoCodigoBarrasTituloCobranca: { type: "string" },
    codigoEstadoTituloCobranca: { type: "integer" },
    dataVencimentoTituloCobranca: { type: "string" },
    valorOriginalTituloCobranca: { type: "number" },
    valorAtualTituloCobranca: { type: "number" },
    valorPagoSacado: { type: "number" },
    dataRecebimentoTitulo: { type: "string" },
    dataCreditoLiquidacao: { type: "string" },
    valorJuroMoraRecebido: { type: "number" },
    valorMultaRecebido: { type: "number" },
    valorDescontoUtilizado: { type: "number" },
    valorAbatimentoTotal: { type: "number" },
  },
};

/** The list answer fields lote reads. */
export const LIST_ANSWER: JsonSchema = {
  type: "object",
  required: ["indicadorContinuidade", "boletos"],
  "x-source": `${WRAPPER} lista_boletos_1.json, lista_boletos_liquidados_1.json; ${DOC} §7.3 item 20 (300 per call)`,
  properties: {
    indicadorContinuidade: { type: "string", enum: ["S", "N"] },
    quantidadeRegistros: { type: "integer" },
    proximoIndice: { type: "integer" },
    boletos: {
      type: "array",
      maxItems: 300,
      items: {
        type: "object",
        required: ["numeroBoletoBB", "codigoEstadoTituloCobranca"],
        properties: {
          numeroBoletoBB: { type: "string", pattern: "^\\d{20}$" },
          dataRegistro: { type: "string" },
          dataVencimento: { type: "string" },
          valorOriginal: { type: "number" },
          codigoEstadoTituloCobranca: { type: "integer" },
          dataMovimento: { type: "string" },
          dataCredito: { type: "string" },
          valorAtual: { type: "number" },
          valorPago: { type: "number" },
        },
      },
    },
  },
};

/** One object of the webhook's body (BB sends an array of them). */
export const WEBHOOK_ITEM: JsonSchema = {
  type: "object",
  required: ["id", "valorPagoSacado", "codigoEstadoBaixaOperacional"],
  "x-source": ACCORDOUS,
  properties: {
    id: { type: "string", pattern: "^\\d{20}$" },
    dataRegistro: ddmmaaaa,
    dataVencimento: ddmmaaaa,
    valorOriginal: { type: "number" },
    valorPagoSacado: { type: "number" },
    numeroConvenio: { type: "integer" },
    numeroOperacao: { type: "integer" },
    carteiraConvenio: { type: "integer" },
    variacaoCarteiraConvenio: { type: "integer" },
    codigoEstadoBaixaOperacional: { type: "integer", enum: [1, 2, 10] },
    dataLiquidacao: { type: "string", pattern: "^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}$" },
    instituicaoLiquidacao: { type: ["string", "integer"] },
    canalLiquidacao: { type: "integer", enum: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
    codigoModalidadeBoleto: { type: "integer", enum: [1, 4] },
    tipoPessoaPortador: { type: "integer", enum: [1, 2] },
    identidadePortador: { type: ["integer", "string"] },
    nomePortador: { type: "string" },
    formaPagamento: { type: "integer", enum: [1, 2, 3, 4] },
  },
};

/** BB's business error body (HTTP 400). */
export const ERROR_BODY: JsonSchema = {
  type: "object",
  required: ["erros"],
  "x-source":
    "BB OpenAPI error example as transcribed in Accordous/bb-client README-endpoints.md @5c7916e; imobanco/bb-wrapper issue #46",
  properties: {
    erros: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        required: ["codigo", "mensagem"],
        properties: {
          codigo: { type: "string" },
          versao: { type: "string" },
          mensagem: { type: "string" },
          providencia: { type: "string" },
          ocorrencia: { type: "string" },
        },
      },
    },
  },
};

/** BB's API gateway error body (token, application key, routing). */
export const GATEWAY_ERROR_BODY: JsonSchema = {
  type: "object",
  required: ["statusCode", "error", "message"],
  "x-source":
    "BB Pix API swagger (imobanco/bb-wrapper docs/pix/swagger pix.json @88f3074): statusCode, error, message, attributes{error}; ACBr reads statusCode/error/message",
  properties: {
    statusCode: { type: "integer" },
    error: { type: "string" },
    message: { type: "string" },
    attributes: { type: "object" },
  },
};
