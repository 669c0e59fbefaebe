/**
 * Sicoob API Cobrança Bancária V3 — the request schemas Sicoob publishes, transcribed as
 * `JsonSchema`. The simulator validates every request against these; the request builders never
 * import this module (src/engine/connect/AGENTS.md).
 *
 * Transcribed from Sicoob's OpenAPI "Cobrança Bancária" 3.0.8.0 (x-ibm-name cobranca-bancaria-v3),
 * as Sicoob publishes it in its SDK repositories (`OAS` below), and from the Sicoob Developers
 * portal page "APIs › Cobrança Bancária V3" (`PORTAL`). Lengths come from the spec's descriptions
 * ("`Tamanho máximo N`"), enumerations from the descriptions' code lists.
 */
import type { JsonSchema } from "../../../connect/schema";

export const OAS =
  "Sicoob OpenAPI Cobrança Bancária 3.0.8.0, Sicoob-Cooperativa/sicoob_sdk_java cobrancav3/api/openapi.yaml @4cfe2c821fc011b9969f3374caa8e9430bb29c3f";
export const PORTAL = "Sicoob Developers portal, APIs › Cobrança Bancária V3 (developers.sicoob.com.br)";
const AUTH_OAS =
  "Sicoob OpenAPI Sicoob Autenticação 1.0.0, Sicoob-Cooperativa/sicoob_sdk_java auth/api/openapi.yaml @4cfe2c821fc011b9969f3374caa8e9430bb29c3f";

/** A string the portal's rule allows: "não permite … propriedades opcionais com valores vazios". */
const text = (maxLength: number | undefined, source: string): JsonSchema => ({
  type: "string",
  minLength: 1,
  ...(maxLength === undefined ? {} : { maxLength }),
  "x-source": `${source}; non-empty: ${PORTAL}, Propriedades Opcionais`,
});
const date = (source: string): JsonSchema => ({ type: "string", format: "date", "x-source": source });
const amount = (source: string): JsonSchema => ({ type: "number", minimum: 0, "x-source": source });
const INT32 = 2147483647;

/** Espécie do documento accepted by POST /boletos (OAS components.schemas.Boleto.codigoEspecieDocumento). */
export const ESPECIES = [
  "CH",
  "DM",
  "DMI",
  "DS",
  "DSI",
  "DR",
  "LC",
  "NCC",
  "NCE",
  "NCI",
  "NCR",
  "NP",
  "NPR",
  "TM",
  "TS",
  "NS",
  "RC",
  "FAT",
  "ND",
  "AP",
  "ME",
  "PC",
  "NF",
  "DD",
  "BDP",
  "OU",
] as const;

/** Modalidades of queries, write-offs and changes (OAS parameters codigoModalidade: 1, 3, 4, 5, 8). */
const MODALIDADES = [1, 3, 4, 5, 8] as const;

const PAGADOR: JsonSchema = {
  type: "object",
  required: ["numeroCpfCnpj", "nome", "endereco", "bairro", "cidade", "cep", "uf"],
  properties: {
    numeroCpfCnpj: text(14, `${OAS}, Boleto_pagador.numeroCpfCnpj "Tamanho máximo 14"`),
    nome: text(50, `${OAS}, Boleto_pagador.nome "Tamanho máximo 50"`),
    endereco: text(40, `${OAS}, Boleto_pagador.endereco "Tamanho máximo 40"`),
    bairro: text(30, `${OAS}, Boleto_pagador.bairro "Tamanho máximo 30"`),
    cidade: text(40, `${OAS}, Boleto_pagador.cidade "Tamanho máximo 40"`),
    cep: { type: "string", pattern: "^\\d{8}$", "x-source": `${OAS}, Boleto_pagador.cep "Tamanho máximo 8"` },
    uf: {
      type: "string",
      minLength: 2,
      maxLength: 2,
      "x-source": `${OAS}, Boleto_pagador.uf "Tamanho máximo 2"`,
    },
    email: text(undefined, `${OAS}, Boleto_pagador.email`),
  },
  additionalProperties: false,
};

const RATEIO: JsonSchema = {
  type: "object",
  required: [
    "numeroBanco",
    "numeroAgencia",
    "numeroContaCorrente",
    "contaPrincipal",
    "codigoTipoValorRateio",
    "valorRateio",
    "nomeTitular",
  ],
  "x-source": `${OAS}, components.schemas.RateioCredito`,
  properties: {
    numeroBanco: { type: "integer" },
    numeroAgencia: { type: "integer" },
    numeroContaCorrente: { type: "string" },
    contaPrincipal: { type: "boolean" },
    codigoTipoValorRateio: { type: "integer", enum: [1, 2] },
    valorRateio: { type: "string" },
    codigoTipoCalculoRateio: { type: "integer", enum: [1] },
    numeroCpfCnpjTitular: { type: "string", maxLength: 14 },
    nomeTitular: { type: "string", maxLength: 50 },
    codigoFinalidadeTed: { type: "string" },
    codigoTipoContaDestinoTed: { type: "string", maxLength: 2 },
    quantidadeDiasFloat: { type: "integer" },
    dataFloatCredito: { type: "string", format: "date" },
  },
};

/** POST /boletos body: one boleto per request ("É possível a inclusão de 1 boleto por requisição"). */
export const REGISTER_BODY: JsonSchema = {
  type: "object",
  "x-source": `${OAS}, POST /boletos requestBody components.schemas.Boleto (required list as published)`,
  required: [
    "codigoEspecieDocumento",
    "codigoModalidade",
    "dataEmissao",
    "dataVencimento",
    "identificacaoDistribuicaoBoleto",
    "identificacaoEmissaoBoleto",
    "numeroCliente",
    "numeroContaCorrente",
    "numeroParcela",
    "pagador",
    "seuNumero",
    "tipoDesconto",
    "tipoJurosMora",
    "tipoMulta",
    "valor",
  ],
  properties: {
    numeroCliente: {
      type: "integer",
      minimum: 1,
      maximum: INT32,
      "x-source": `${OAS}, Boleto.numeroCliente int32`,
    },
    codigoModalidade: {
      type: "integer",
      enum: [1],
      "x-source": `${OAS}, Boleto.codigoModalidade "Informar 1 - SIMPLES COM REGISTRO"`,
    },
    numeroContaCorrente: {
      type: "integer",
      minimum: 1,
      maximum: INT32,
      "x-source": `${OAS}, Boleto.numeroContaCorrente int32`,
    },
    codigoEspecieDocumento: {
      type: "string",
      enum: ESPECIES,
      "x-source": `${OAS}, Boleto.codigoEspecieDocumento list`,
    },
    dataEmissao: date(`${OAS}, Boleto.dataEmissao yyyy-MM-dd`),
    // The spec says int32, but its own example is 123456789012345678: no maximum transcribed.
    nossoNumero: {
      type: "integer",
      minimum: 1,
      "x-source": `${OAS}, Boleto.nossoNumero (optional: "o beneficiário poderá informar")`,
    },
    seuNumero: text(18, `${OAS}, Boleto.seuNumero "Tamanho máximo 18"`),
    identificacaoBoletoEmpresa: text(25, `${OAS}, Boleto.identificacaoBoletoEmpresa "Tamanho máximo 25"`),
    identificacaoEmissaoBoleto: {
      type: "integer",
      enum: [1, 2],
      "x-source": `${OAS}, Boleto.identificacaoEmissaoBoleto 1 Banco Emite, 2 Cliente Emite`,
    },
    identificacaoDistribuicaoBoleto: {
      type: "integer",
      enum: [1, 2],
      "x-source": `${OAS}, Boleto.identificacaoDistribuicaoBoleto 1 Banco, 2 Cliente Distribui`,
    },
    valor: amount(`${OAS}, Boleto.valor double`),
    dataVencimento: date(`${OAS}, Boleto.dataVencimento`),
    dataLimitePagamento: date(`${OAS}, Boleto.dataLimitePagamento`),
    valorAbatimento: amount(`${OAS}, Boleto.valorAbatimento`),
    tipoDesconto: {
      type: "integer",
      enum: [0, 1, 2, 3, 4, 5, 6],
      "x-source": `${OAS}, Boleto.tipoDesconto 0–6`,
    },
    dataPrimeiroDesconto: date(`${OAS}, Boleto.dataPrimeiroDesconto`),
    valorPrimeiroDesconto: amount(`${OAS}, Boleto.valorPrimeiroDesconto`),
    dataSegundoDesconto: date(`${OAS}, Boleto.dataSegundoDesconto`),
    valorSegundoDesconto: amount(`${OAS}, Boleto.valorSegundoDesconto`),
    dataTerceiroDesconto: date(`${OAS}, Boleto.dataTerceiroDesconto`),
    valorTerceiroDesconto: amount(`${OAS}, Boleto.valorTerceiroDesconto`),
    tipoMulta: {
      type: "integer",
      enum: [0, 1, 2],
      "x-source": `${OAS}, Boleto.tipoMulta 0 Isento, 1 Valor Fixo, 2 Percentual`,
    },
    dataMulta: date(`${OAS}, Boleto.dataMulta (after dataVencimento)`),
    valorMulta: amount(`${OAS}, Boleto.valorMulta`),
    tipoJurosMora: {
      type: "integer",
      enum: [1, 2, 3],
      "x-source": `${OAS}, Boleto.tipoJurosMora 1 Valor por dia, 2 Taxa Mensal, 3 Isento`,
    },
    dataJurosMora: date(`${OAS}, Boleto.dataJurosMora (after dataVencimento)`),
    valorJurosMora: amount(`${OAS}, Boleto.valorJurosMora`),
    numeroParcela: {
      type: "integer",
      minimum: 1,
      maximum: 99,
      "x-source": `${OAS}, Boleto.numeroParcela "Valor máximo permitido '99'"`,
    },
    aceite: { type: "boolean", "x-source": `${OAS}, Boleto.aceite` },
    codigoNegativacao: {
      type: "integer",
      enum: [2, 3],
      "x-source": `${OAS}, Boleto.codigoNegativacao 2 Negativar Dias Úteis, 3 Não Negativar`,
    },
    numeroDiasNegativacao: {
      type: "integer",
      minimum: 1,
      maximum: 99,
      "x-source": `${OAS}, Boleto.numeroDiasNegativacao "Tamanho máximo 99"`,
    },
    codigoProtesto: {
      type: "integer",
      enum: [1, 2, 3],
      "x-source": `${OAS}, Boleto.codigoProtesto 1 Dias Corridos, 2 Dias Úteis, 3 Não Protestar`,
    },
    numeroDiasProtesto: {
      type: "integer",
      minimum: 1,
      maximum: 99,
      "x-source": `${OAS}, Boleto.numeroDiasProtesto "Tamanho máximo 99"`,
    },
    pagador: PAGADOR,
    beneficiarioFinal: {
      type: "object",
      "x-source": `${OAS}, _boletos_post_200_response_resultado_beneficiarioFinal (nome "Tamanho máximo 40")`,
      properties: { numeroCpfCnpj: text(14, OAS), nome: text(40, OAS) },
      additionalProperties: false,
    },
    mensagensInstrucao: {
      type: "array",
      maxItems: 5,
      items: { type: "string", minLength: 1, maxLength: 40 },
      "x-source": `${OAS}, Boleto.mensagensInstrucao "5 mensagens com máximo de 40 caracteres"`,
    },
    gerarPdf: { type: "boolean", "x-source": `${OAS}, Boleto.gerarPdf` },
    rateioCreditos: { type: "array", items: RATEIO },
    codigoCadastrarPIX: {
      type: "integer",
      enum: [0, 1, 2],
      "x-source": `${OAS}, Boleto.codigoCadastrarPIX 0 Padrão, 1 Com Pix, 2 Sem Pix`,
    },
    numeroContratoCobranca: {
      type: "integer",
      "x-source": `${OAS}, Boleto.numeroContratoCobranca; ${PORTAL}: "não é necessário"`,
    },
  },
  // lote's own strictness, not Sicoob's: a property the spec does not list is a builder bug.
  additionalProperties: false,
};

const CONTRACT = {
  numeroCliente: { type: "integer", minimum: 1, maximum: INT32, "x-source": `${OAS}, numeroCliente` },
  codigoModalidade: {
    type: "integer",
    enum: MODALIDADES,
    "x-source": `${OAS}, codigoModalidade 1, 3, 4, 5, 8`,
  },
  numeroContratoCobranca: { type: "integer", "x-source": OAS },
} satisfies Record<string, JsonSchema>;

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

const obj = (required: string[], properties: Record<string, JsonSchema>, source: string): JsonSchema => ({
  type: "object",
  required,
  properties,
  additionalProperties: false,
  "x-source": source,
});

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

const digits = (source: string): JsonSchema => ({ type: "string", pattern: "^\\d+$", "x-source": source });

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
