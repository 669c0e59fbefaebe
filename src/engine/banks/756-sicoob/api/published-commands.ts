/**
 * Sicoob API Cobrança Bancária V3 — the published schemas of every request besides the
 * registration: the change objects, write-off, protest, movimentações, webhook registration, the
 * query parameters and the token form (Sicoob OpenAPI 3.0.8.0; Sicoob Autenticação 1.0.0).
 */
import type { JsonSchema } from "../../../connect/schema";
import {
  AUTH_OAS,
  amount,
  CONTRACT,
  date,
  digits,
  MODALIDADES,
  OAS,
  obj,
  PORTAL,
  RATEIO,
  text,
} from "./published-shared";

/** The change objects of PATCH /boletos/{nossoNumero}, one per request. */
export const CHANGE_OBJECTS = [
  "especieDocumento",
  "seuNumero",
  "desconto",
  "abatimento",
  "multa",
  "jurosMora",
  "rateioCredito",
  "pix",
  "prorrogacaoVencimento",
  "prorrogacaoLimitePagamento",
  "valorNominal",
] as const;

/** PATCH /boletos/{nossoNumero} body (components.schemas.BoletoAlteracao). */
export const CHANGE_BODY: JsonSchema = {
  type: "object",
  required: ["numeroCliente", "codigoModalidade"],
  "x-source": `${OAS}, PATCH /boletos/{nossoNumero}: "Deve ser feita a alteração de somente um objeto do boleto por requisição"`,
  properties: {
    ...CONTRACT,
    especieDocumento: obj(
      ["codigoEspecieDocumento"],
      { codigoEspecieDocumento: { type: "string" } },
      `${OAS}, BoletoAlteracao_especieDocumento`,
    ),
    seuNumero: obj(
      ["seuNumero"],
      { seuNumero: text(18, OAS), identificacaoBoletoEmpresa: text(25, OAS) },
      `${OAS}, BoletoAlteracao_seuNumero`,
    ),
    desconto: obj(
      ["tipoDesconto"],
      {
        tipoDesconto: { type: "integer", enum: [0, 1, 2, 3, 4, 5, 6] },
        dataPrimeiroDesconto: date(OAS),
        valorPrimeiroDesconto: amount(OAS),
        dataSegundoDesconto: date(OAS),
        valorSegundoDesconto: amount(OAS),
        dataTerceiroDesconto: date(OAS),
        valorTerceiroDesconto: amount(OAS),
      },
      `${OAS}, BoletoAlteracao_desconto`,
    ),
    abatimento: obj(
      ["valorAbatimento"],
      { valorAbatimento: amount(OAS) },
      `${OAS}, BoletoAlteracao_abatimento`,
    ),
    multa: obj(
      ["tipoMulta"],
      { tipoMulta: { type: "integer", enum: [0, 1, 2] }, dataMulta: date(OAS), valorMulta: amount(OAS) },
      `${OAS}, BoletoAlteracao_multa`,
    ),
    jurosMora: obj(
      ["tipoJurosMora"],
      {
        tipoJurosMora: { type: "integer", enum: [1, 2, 3] },
        dataJurosMora: date(OAS),
        valorJurosMora: amount(OAS),
      },
      `${OAS}, BoletoAlteracao_jurosMora`,
    ),
    rateioCredito: obj(
      ["tipoOperacao", "rateioCreditos"],
      { tipoOperacao: { type: "integer", enum: [2, 3] }, rateioCreditos: { type: "array", items: RATEIO } },
      `${OAS}, BoletoAlteracao_rateioCredito`,
    ),
    pix: obj(["utilizarPix"], { utilizarPix: { type: "boolean" } }, `${OAS}, BoletoAlteracao_pix`),
    prorrogacaoVencimento: obj(
      ["dataVencimento"],
      { dataVencimento: date(OAS) },
      `${OAS}, BoletoAlteracao_prorrogacaoVencimento`,
    ),
    prorrogacaoLimitePagamento: obj(
      ["dataLimitePagamento"],
      { dataLimitePagamento: date(OAS) },
      `${OAS}, BoletoAlteracao_prorrogacaoLimitePagamento`,
    ),
    valorNominal: obj(["valor"], { valor: amount(OAS) }, `${OAS}, BoletoAlteracao_valorNominal`),
  },
  oneOf: CHANGE_OBJECTS.map((k) => ({ required: [k] })),
  additionalProperties: false,
};

/** POST /boletos/{nossoNumero}/baixar body (components.schemas.BoletoBaixa). */
export const WRITE_OFF_BODY: JsonSchema = obj(
  ["numeroCliente", "codigoModalidade"],
  { numeroCliente: CONTRACT.numeroCliente, codigoModalidade: CONTRACT.codigoModalidade },
  `${OAS}, components.schemas.BoletoBaixa`,
);

/** POST, PATCH and DELETE /boletos/{nossoNumero}/protestos body (components.schemas.Protesto). */
export const PROTEST_BODY: JsonSchema = obj(
  ["numeroCliente", "codigoModalidade"],
  CONTRACT,
  `${OAS}, components.schemas.Protesto`,
);

/** POST /boletos/movimentacoes body: "As consultas estão limitadas em um período máximo de 2 dias". */
export const MOVEMENTS_BODY: JsonSchema = obj(
  ["numeroCliente", "tipoMovimento", "dataInicial", "dataFinal"],
  {
    numeroCliente: CONTRACT.numeroCliente,
    tipoMovimento: {
      type: "integer",
      enum: [1, 2, 3, 4, 5, 6, 7],
      "x-source": `${OAS}, tipoMovimento 5 Liquidação`,
    },
    dataInicial: date(OAS),
    dataFinal: date(OAS),
  },
  `${OAS}, _boletos_movimentacoes_post_request`,
);

/** POST /webhooks body (components.schemas.WebhookCadastro); the portal: https, port 443. */
export const WEBHOOK_BODY: JsonSchema = obj(
  ["url", "codigoTipoMovimento", "codigoPeriodoMovimento"],
  {
    url: {
      type: "string",
      pattern: "^https://[^/:]+(:443)?(/|$)",
      "x-source": `${PORTAL}, Webhook: "Deve ser https", "Porta: 443"`,
    },
    codigoTipoMovimento: {
      type: "integer",
      enum: [7],
      "x-source": `${OAS}, 7 - Pagamento (Baixa operacional)`,
    },
    codigoPeriodoMovimento: { type: "integer", enum: [1], "x-source": `${OAS}, 1 - Movimento atual (D0)` },
    email: text(undefined, OAS),
  },
  `${OAS}, components.schemas.WebhookCadastro`,
);

/** GET /boletos query (the consulta by nosso número, linha digitável or código de barras). */
export const QUERY_PARAMS: JsonSchema = {
  type: "object",
  required: ["numeroCliente", "codigoModalidade"],
  properties: {
    numeroCliente: digits(`${OAS}, GET /boletos numeroCliente (required)`),
    codigoModalidade: {
      type: "string",
      enum: MODALIDADES.map(String),
      "x-source": `${OAS}, GET /boletos codigoModalidade`,
    },
    nossoNumero: digits(`${OAS}, GET /boletos nossoNumero`),
    linhaDigitavel: { type: "string", pattern: "^\\d{47}$", "x-source": `${OAS}, "47 posições"` },
    codigoBarras: { type: "string", pattern: "^\\d{44}$", "x-source": `${OAS}, "44 posições"` },
    numeroContratoCobranca: digits(OAS),
  },
  anyOf: [{ required: ["nossoNumero"] }, { required: ["linhaDigitavel"] }, { required: ["codigoBarras"] }],
  additionalProperties: false,
};

/** GET /boletos/movimentacoes and GET /boletos/movimentacoes/download query. */
export const MOVEMENTS_PARAMS: JsonSchema = obj(
  ["numeroCliente", "codigoSolicitacao"],
  {
    numeroCliente: digits(OAS),
    codigoSolicitacao: digits(OAS),
    idArquivo: digits(`${OAS}, download idArquivo (required there)`),
  },
  `${OAS}, GET /boletos/movimentacoes(/download)`,
);

/** GET /boletos/faixas-nosso-numero query (lote's probe). */
export const RANGES_PARAMS: JsonSchema = obj(
  ["numeroCliente", "codigoModalidade", "quantidade"],
  {
    numeroCliente: digits(OAS),
    codigoModalidade: QUERY_PARAMS.properties?.codigoModalidade as JsonSchema,
    quantidade: digits(OAS),
    numeroContratoCobranca: digits(OAS),
  },
  `${OAS}, GET /boletos/faixas-nosso-numero`,
);

/** The token request form (client credentials with the client certificate; no client_secret). */
export const TOKEN_FORM: JsonSchema = obj(
  ["grant_type", "client_id", "scope"],
  {
    grant_type: { type: "string", const: "client_credentials" },
    client_id: text(undefined, AUTH_OAS),
    scope: text(undefined, AUTH_OAS),
  },
  `${AUTH_OAS}, POST /auth/realms/cooperado/protocol/openid-connect/token`,
);
