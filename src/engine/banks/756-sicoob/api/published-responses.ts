/**
 * Sicoob API Cobrança Bancária V3 — the response fields lote reads and the payment webhook, as
 * Sicoob publishes them (transcribed as `JsonSchema`). Tests hold the simulator's answers to these,
 * so the simulator cannot drift from the published shapes either. Responses are open
 * (`additionalProperties` allowed): Sicoob returns many more fields than lote reads.
 */
import type { JsonSchema } from "../../../connect/schema";
import { OAS, PORTAL } from "./published-shared";

const str: JsonSchema = { type: "string" };
const num: JsonSchema = { type: "number" };
const int: JsonSchema = { type: "integer" };
const date: JsonSchema = { type: "string", format: "date" };

/** The error body of every 400, 406 and 500 (components.schemas.MensagensErro / SicoobMensagem). */
export const ERROR_BODY: JsonSchema = {
  type: "object",
  required: ["mensagens"],
  "x-source": `${OAS}, components.schemas.MensagensErro`,
  properties: {
    mensagens: {
      type: "array",
      items: { type: "object", required: ["codigo", "mensagem"], properties: { codigo: str, mensagem: str } },
    },
  },
};

const TITLE_CODES = {
  nossoNumero: int,
  codigoBarras: { type: "string", pattern: "^\\d{44}$" },
  linhaDigitavel: { type: "string", pattern: "^\\d{47}$" },
  qrCode: str,
  valor: num,
  dataVencimento: date,
  seuNumero: str,
} satisfies Record<string, JsonSchema>;

/** POST /boletos 200: `resultado` (components.schemas._boletos_post_200_response_resultado). */
export const REGISTER_RESPONSE: JsonSchema = {
  type: "object",
  required: ["resultado"],
  "x-source": `${OAS}, POST /boletos 200 _boletos_post_200_response`,
  properties: {
    resultado: {
      type: "object",
      required: ["nossoNumero", "codigoBarras", "linhaDigitavel"],
      properties: { ...TITLE_CODES, descricaoRejeicaoPix: str, pdfBoleto: str },
    },
  },
};

/** GET /boletos 200: `resultado` (components.schemas._boletos_get_200_response_resultado). */
export const QUERY_RESPONSE: JsonSchema = {
  type: "object",
  required: ["resultado"],
  "x-source": `${OAS}, GET /boletos 200 (204 when no title matches)`,
  properties: {
    resultado: {
      type: "object",
      required: [
        "nossoNumero",
        "codigoBarras",
        "linhaDigitavel",
        "situacaoBoleto",
        "valor",
        "dataVencimento",
      ],
      properties: {
        ...TITLE_CODES,
        situacaoBoleto: {
          type: "string",
          "x-source": `${OAS}, situacaoBoleto "Em Aberto", "Baixado", "Liquidado"`,
        },
        valorAbatimento: num,
        listaHistorico: {
          type: "array",
          items: {
            type: "object",
            required: ["dataHistorico", "tipoHistorico", "descricaoHistorico"],
            properties: { dataHistorico: date, tipoHistorico: str, descricaoHistorico: str },
          },
        },
      },
    },
  },
};

/** POST /boletos/movimentacoes 200. */
export const MOVEMENTS_REQUESTED: JsonSchema = {
  type: "object",
  required: ["resultado"],
  "x-source": `${OAS}, _boletos_movimentacoes_post_200_response`,
  properties: {
    resultado: {
      type: "object",
      required: ["codigoSolicitacao", "mensagem"],
      properties: { codigoSolicitacao: int, mensagem: str },
    },
  },
};

/** GET /boletos/movimentacoes 200: how many files the request produced and their ids. */
export const MOVEMENTS_STATUS: JsonSchema = {
  type: "object",
  required: ["resultado"],
  "x-source": `${OAS}, _boletos_movimentacoes_get_200_response`,
  properties: {
    resultado: {
      type: "object",
      required: ["idArquivos", "quantidadeArquivo", "quantidadeTotalRegistros"],
      properties: {
        quantidadeTotalRegistros: int,
        quantidadeRegistrosArquivo: int,
        quantidadeArquivo: int,
        idArquivos: { type: "array", items: int },
      },
    },
  },
};

/** GET /boletos/movimentacoes/download 200: a ZIP, in Base64, of a JSON array of movements. */
export const MOVEMENTS_FILE: JsonSchema = {
  type: "object",
  required: ["resultado"],
  "x-source": `${OAS}, _boletos_movimentacoes_download_get_200_response_resultado.arquivo`,
  properties: {
    resultado: {
      type: "object",
      required: ["arquivo", "nomeArquivo"],
      properties: { arquivo: str, nomeArquivo: str },
    },
  },
};

/** One LIQUI record inside the downloaded file (the "LIQUIDAÇÕES" table of the `arquivo` description). */
export const SETTLEMENT_RECORD: JsonSchema = {
  type: "object",
  required: ["siglaMovimento", "numeroTitulo"],
  "x-source": `${OAS}, arquivo description, tables "LIQUIDAÇÕES" (siglaMovimento LIQUI) and tipoOpFinanceira`,
  properties: {
    siglaMovimento: { type: "string", enum: ["ENTR", "PROR", "AVENC", "VENC", "LIQUI", "BAIX", "OCRED"] },
    numeroCliente: int,
    numeroTitulo: int,
    seuNumero: str,
    codigoBarras: str,
    valorTitulo: num,
    dataLiquidacao: str,
    dataPrevisaoCredito: str,
    valorAbatimento: num,
    valorDesconto: num,
    valorMora: num,
    valorLiquido: num,
    tipoOpFinanceira: str,
  },
};

/** The payment notification (POST to the registered URL): "Exemplo de webhook recebido". */
export const WEBHOOK_PAYMENT: JsonSchema = {
  type: "object",
  required: ["idWebhook", "tipoMovimento", "dados"],
  "x-source": `${PORTAL}, Webhook, "Exemplo de webhook recebido"`,
  properties: {
    idWebhook: int,
    tipoMovimento: { type: "integer", enum: [7] },
    dados: {
      type: "object",
      required: ["numeroIdentificadorBaixa", "nossoNumero", "valorPagamento", "dataHoraSituacaoBaixa"],
      properties: {
        numeroIdentificadorBaixa: str,
        codigoBarrasBoleto: { type: "string", pattern: "^\\d{44}$" },
        codigoBarrasBaixa: str,
        nossoNumero: str,
        seuNumero: str,
        numeroCliente: int,
        valorBoleto: num,
        valorPagamento: num,
        codigoCanalPagamento: int,
        dataVencimento: date,
        dataHoraSituacaoBaixa: {
          type: "string",
          format: "date-time",
          "x-source": `${PORTAL}: "padrão UTC … letra Z"`,
        },
        baixaRealizadaEmContigencia: { type: "boolean" },
        cancelamentoBaixa: { type: "boolean" },
      },
    },
  },
};

/** The URL check Sicoob sends on registration, URL change and reactivation of a webhook. */
export const WEBHOOK_VALIDATION: JsonSchema = {
  type: "object",
  required: ["idWebhook", "validacaoWebhook"],
  "x-source": `${PORTAL}, Webhook, "Exemplo JSON da notificação de validação da URL do webhook"`,
  properties: { idWebhook: int, validacaoWebhook: { type: "boolean", const: true } },
};
