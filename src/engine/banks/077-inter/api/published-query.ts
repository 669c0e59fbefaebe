/**
 * Banco Inter, API Cobrança v3: the published query parameters, path parameters and headers.
 * Query values travel as text, so integer parameters are transcribed as digit patterns and the
 * portal's `maximum` as a note. Source: the portal's OpenAPI (see `published.ts`), components
 * `parameters` (`xContaCorrente`, `codigoSolicitacao`, `dataInicial`, `dataFinal`,
 * `filtrarDataPor`, `situacao`, `seuNumero`, `pessoaPagadora`, `cpfCnpjPessoaPagadora`,
 * `tipoCobranca`, `paginaAtual`, `itensPorPagina`, `ordenarPor`, `tipoOrdenacao`).
 */
import type { JsonSchema } from "../../../connect/schema";

const SPEC = "Inter API Cobrança v3 OpenAPI (developers.inter.co/references/cobranca-bolepix), parameters";

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
  "x-source": `${SPEC}, SituacaoCobrancaEnum`,
};

const FILTERS = {
  dataInicial: { type: "string", format: "date" },
  dataFinal: { type: "string", format: "date" },
  filtrarDataPor: { type: "string", enum: ["VENCIMENTO", "EMISSAO", "PAGAMENTO"] },
  situacao: SITUACAO,
  pessoaPagadora: { type: "string" },
  cpfCnpjPessoaPagadora: { type: "string", minLength: 1, maxLength: 18 },
  seuNumero: { type: "string", maxLength: 15 },
  tipoCobranca: { type: "string", enum: ["SIMPLES", "PARCELADO", "RECORRENTE"] },
} satisfies Record<string, JsonSchema>;

/** `GET /cobranca/v3/cobrancas` (Recuperar coleção de cobranças) query. */
export const CONSULTA: JsonSchema = {
  type: "object",
  required: ["dataInicial", "dataFinal"],
  additionalProperties: false,
  "x-source": `${SPEC} of operation pesquisaCobranca`,
  properties: {
    ...FILTERS,
    "paginacao.itensPorPagina": {
      type: "string",
      pattern: "^(1000|[1-9][0-9]{0,2})$",
      "x-source": `${SPEC}: integer, maximum 1000, default 100`,
    },
    "paginacao.paginaAtual": { type: "string", pattern: "^[0-9]+$", "x-source": `${SPEC}: default 0` },
    ordenarPor: {
      type: "string",
      enum: [
        "PESSOA_PAGADORA",
        "TIPO_COBRANCA",
        "CODIGO_COBRANCA",
        "IDENTIFICADOR",
        "DATA_EMISSAO",
        "DATA_VENCIMENTO",
        "VALOR",
        "STATUS",
      ],
    },
    tipoOrdenacao: { type: "string", enum: ["ASC", "DESC"] },
  },
};

/** `GET /cobranca/v3/cobrancas/sumario` (Recuperar sumário de cobranças) query. */
export const SUMARIO: JsonSchema = {
  type: "object",
  required: ["dataInicial", "dataFinal"],
  additionalProperties: false,
  properties: FILTERS,
  "x-source": `${SPEC} of operation consultarSumario`,
};

/**
 * The `codigoSolicitacao` path parameter: `format: uuid` in the portal. Its own examples
 * (`183e982a-34e5-4bc0-9643-def5432a`) are not RFC 4122 UUIDs, so lote checks only the alphabet
 * and length of one.
 */
export const UUID: JsonSchema = {
  type: "string",
  pattern: "^[0-9A-Fa-f-]{1,36}$",
  "x-source": `${SPEC}, codigoSolicitacao (format uuid; the portal's examples are shorter)`,
};

/**
 * The headers lote sends besides authorization: `x-conta-corrente`, only when the application
 * serves more than one account — digits with the check digit, no leading zeros.
 */
export const HEADERS: JsonSchema = {
  type: "object",
  properties: {
    "x-conta-corrente": {
      type: "string",
      pattern: "^[1-9][0-9]*$",
      "x-source": `${SPEC}, xContaCorrente (the portal's pattern [1-9][0-9]*, anchored by lote)`,
    },
  },
};
