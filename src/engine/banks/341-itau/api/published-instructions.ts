/**
 * Itaú's published query, instruction, francesa and webhook-registration schemas, and the response
 * fields lote reads, transcribed for the simulator. Tags as in published.ts ([EI] cash_management
 * 2.75.147, [CD] boletoscash 1.2.9, [AC] ACBr), plus [V3] "API Boletos (v3)" 1.34.1 and [WH] the
 * notification body independent integrations read (Itaú's OpenAPIs do not give it).
 */
import type { JsonSchema } from "../../../connect/schema";
import { closed, DATE } from "./published-formats";

/** `999999999999999.00` — EI `abatimento`, `valorNominal`, `juros`, `multa`, `desconto` in PATCH (AC CurrToStrItau). */
export const MONEY_DECIMAL = "^\\d{1,15}\\.\\d{2}$";
/** `9999999.00000` — EI `percentual_*`; AC PercToStrItau. */
export const PERCENT_DECIMAL = "^\\d{1,7}\\.\\d{5}$";

/** Query parameters of `GET /boletos` (EI get/boletos; CD query-*). */
export const QUERY_PARAMS: JsonSchema = closed(
  {
    id_beneficiario: { type: "string", pattern: "^\\d{12}$", "x-source": "EI maxLength 12, required" },
    codigo_carteira: { type: "string", pattern: "^\\d{3}$", "x-source": "EI minLength=maxLength 3" },
    nosso_numero: { type: "string", pattern: "^\\d{8,16}$", "x-source": "EI minLength 8, maxLength 16" },
    data_inclusao: { type: "string", format: "date", "x-source": "EI" },
    view: { type: "string", enum: ["basic", "full", "specific"], "x-source": "EI view enum" },
    page: { type: "string", pattern: "^\\d+$", "x-source": "EI pagination links" },
  },
  ["id_beneficiario"],
  "EI get/boletos parameters",
);

/** `id_boleto` of the PATCH paths: agência 4 + conta 7 + DAC 1 + carteira 3 + nosso número 8–16 (EI, minLength 23, maxLength 31). */
export const INSTRUCTION_ID = "^\\d{23,31}$";

const juros = closed(
  {
    codigo_tipo_juros: { type: "string", enum: ["05", "90", "91", "92", "93"] },
    quantidade_dias_juros: { type: "integer", minimum: 0 },
    valor_juros: { type: "string", pattern: MONEY_DECIMAL },
    percentual_juros: { type: "string", pattern: PERCENT_DECIMAL },
    data_juros: DATE,
  },
  ["codigo_tipo_juros"],
  "EI juros component; AC AtribuirJuros wraps it in `juros`",
);
const multa = closed(
  {
    codigo_tipo_multa: { type: "string", enum: ["01", "02", "03"] },
    quantidade_dias_multa: { type: "integer", minimum: 0 },
    valor_multa: { type: "string", pattern: MONEY_DECIMAL },
    percentual_multa: { type: "string", pattern: PERCENT_DECIMAL },
  },
  ["codigo_tipo_multa"],
  "EI multa component; AC AtribuirMulta wraps it in `multa`",
);
const desconto = closed(
  {
    codigo_tipo_desconto: { type: "string", enum: ["00", "01", "02", "90", "91"] },
    descontos: {
      type: "array",
      maxItems: 3,
      items: closed(
        {
          data_desconto: DATE,
          valor_desconto: { type: "string", pattern: MONEY_DECIMAL },
          percentual_desconto: { type: "string", pattern: PERCENT_DECIMAL },
        },
        ["data_desconto"],
      ),
    },
  },
  ["codigo_tipo_desconto"],
  "EI desconto component (data_desconto required); AC wraps it in `desconto`",
);

/** The body of each `PATCH /boletos/{id_boleto}/<path>` lote sends. */
export const INSTRUCTION_BODIES: Readonly<Record<string, JsonSchema>> = {
  data_vencimento: closed(
    { data_vencimento: DATE },
    ["data_vencimento"],
    "EI dataVencimento; data_vencimento-patch-request",
  ),
  valor_nominal: closed(
    { valor_titulo: { type: "string", pattern: MONEY_DECIMAL } },
    ["valor_titulo"],
    "EI valorNominal; valor_nominal-patch-request {valor_titulo: '180.00'}",
  ),
  abatimento: closed(
    { valor_abatimento: { type: "string", pattern: MONEY_DECIMAL } },
    ["valor_abatimento"],
    "EI abatimento; abatimento-patch-request {valor_abatimento: '100.00'}",
  ),
  baixa: closed({}, [], "EI baixa: no request body (AC sends {})"),
  data_limite_pagamento: closed(
    { data_limite_pagamento: DATE },
    ["data_limite_pagamento"],
    "EI dataLimitePagamento",
  ),
  seu_numero: closed(
    { texto_seu_numero: { type: "string", maxLength: 10 } },
    ["texto_seu_numero"],
    "EI seuNumero",
  ),
  juros: closed({ juros }, ["juros"], "AC RequisicaoAltera (EI gives no body)"),
  multa: closed({ multa }, ["multa"], "AC RequisicaoAltera (EI gives no body)"),
  desconto: closed({ desconto }, ["desconto"], "AC RequisicaoAltera (EI gives no body)"),
  protesto: closed(
    {
      protesto: closed(
        {
          codigo_tipo_protesto: { type: "integer", "x-source": "EI protesto: number, example 1; AC 1/4/9" },
          quantidade_dias_protesto: { type: "integer", minimum: 1, maximum: 99, "x-source": "EI; DP 1..99" },
          protesto_falimentar: { type: "boolean" },
        },
        ["codigo_tipo_protesto"],
        "EI protesto component (required codigo_tipo_protesto)",
      ),
    },
    ["protesto"],
    "AC AlterarProtesto (EI gives no body)",
  ),
};

/** Query parameters of `GET /francesas/{id_francesa}/movimentacoes` (V3). */
export const FRANCESA_PARAMS: JsonSchema = closed(
  {
    data: { type: "string", format: "date", "x-source": "V3 required, yyyy-MM-dd" },
    tipo_cobranca: {
      type: "string",
      enum: ["cobranca_digital", "boleto", "bolecode"],
      "x-source": "V3 options",
    },
    tipo_movimentacao: {
      type: "string",
      enum: ["entradas", "liquidacoes", "baixas"],
      "x-source": "V3 options",
    },
    nosso_numero: { type: "string", pattern: "^\\d{1,8}$" },
    seu_numero: { type: "string", maxLength: 10 },
    numero_carteira: { type: "string", pattern: "^\\d{1,3}$", "x-source": "V3 number" },
    nome_pagador: { type: "string", minLength: 3, maxLength: 30 },
    page: { type: "string", pattern: "^\\d+$", "x-source": "V3 pagination links (page=…)" },
  },
  ["data"],
  "V3 get/francesas/{id_francesa}/movimentacoes",
);

/** Body of `POST /notificacoes_boletos` (V3 notificacaoBoleto + notificacaoBoletoPost; example wrapped in `data`). */
export const WEBHOOK_REGISTER: JsonSchema = closed(
  {
    data: closed(
      {
        id_beneficiario: { type: "string", pattern: "^\\d{12}$" },
        webhook_url: { type: "string", pattern: "^https://" },
        webhook_client_id: { type: "string" },
        webhook_client_secret: { type: "string" },
        webhook_oauth_url: { type: "string", pattern: "^https://", "x-source": "V3: obrigatório ser HTTPS" },
        webhook_oauth_scope: { type: "string" },
        valor_minimo: { type: "number", minimum: 0 },
        tipos_notificacoes: {
          type: "array",
          minItems: 1,
          items: { type: "string", enum: ["BAIXA_EFETIVA", "BAIXA_OPERACIONAL"] },
          "x-source": "V3: obrigatório ao menos um tipo",
        },
      },
      ["id_beneficiario", "webhook_url", "webhook_oauth_url", "tipos_notificacoes"],
    ),
  },
  ["data"],
  "V3 post_notificacoes_boletos_request example",
);

/** Itaú's error body (CD `message`; V3 notificações 400/422). */
export const ERROR_BODY: JsonSchema = {
  type: "object",
  required: ["codigo", "mensagem"],
  properties: {
    codigo: { type: "string" },
    mensagem: { type: "string" },
    campos: {
      type: "array",
      items: {
        type: "object",
        properties: { campo: { type: "string" }, mensagem: { type: "string" }, valor: { type: "string" } },
      },
    },
  },
  "x-source": "CD components.schemas.message and its 400/404/422 examples",
};

/** The registration answer's fields lote reads (EI 200_boleto example; the devportal's response example). */
export const REGISTER_RESPONSE: JsonSchema = {
  type: "object",
  required: ["data"],
  properties: {
    data: {
      type: "object",
      required: ["dado_boleto"],
      properties: {
        id_boleto: { type: "string" },
        dado_boleto: {
          type: "object",
          required: ["dados_individuais_boleto"],
          properties: {
            dados_individuais_boleto: {
              type: "array",
              minItems: 1,
              items: {
                type: "object",
                required: ["numero_nosso_numero", "dac_titulo"],
                properties: {
                  id_boleto_individual: { type: "string" },
                  numero_nosso_numero: { type: "string", pattern: "^\\d{8}$" },
                  dac_titulo: { type: "string", pattern: "^\\d$" },
                  codigo_barras: { type: "string", pattern: "^\\d{44}$" },
                  numero_linha_digitavel: { type: "string", pattern: "^\\d{47}$" },
                },
              },
            },
          },
        },
      },
    },
  },
};

/** The boleto notification lote reads ([WH]). */
export const WEBHOOK_NOTIFICATION: JsonSchema = {
  type: "object",
  required: ["boletos"],
  properties: {
    boletos: {
      type: "array",
      items: {
        type: "object",
        required: ["numeroNossoNumero", "valorPagoTotalCobranca"],
        properties: {
          numeroNossoNumero: { type: "string", pattern: "^\\d{1,8}$" },
          valorPagoTotalCobranca: { type: "string", pattern: MONEY_DECIMAL },
          valorTitulo: { type: "string", pattern: MONEY_DECIMAL },
          dataInclusaoPagamento: { type: "string" },
          dataNotificacao: { type: "string" },
        },
      },
    },
  },
  "x-source": "WH: the camelCase `boletos[]` shape of independent integrations (unconfirmed by Itaú)",
};
