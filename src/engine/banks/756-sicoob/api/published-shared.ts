/**
 * Sicoob API Cobrança Bancária V3 — what the published request schemas share: the sources, the
 * field helpers and the objects several requests carry (pagador, rateio, the contract fields).
 * Transcribed from Sicoob's OpenAPI "Cobrança Bancária" 3.0.8.0 (`OAS`) and the Sicoob Developers
 * portal (`PORTAL`); lengths from the spec's descriptions ("`Tamanho máximo N`").
 */
import type { JsonSchema } from "../../../connect/schema";

export const OAS =
  "Sicoob OpenAPI Cobrança Bancária 3.0.8.0, Sicoob-Cooperativa/sicoob_sdk_java cobrancav3/api/openapi.yaml @4cfe2c821fc011b9969f3374caa8e9430bb29c3f";
export const PORTAL = "Sicoob Developers portal, APIs › Cobrança Bancária V3 (developers.sicoob.com.br)";
export const AUTH_OAS =
  "Sicoob OpenAPI Sicoob Autenticação 1.0.0, Sicoob-Cooperativa/sicoob_sdk_java auth/api/openapi.yaml @4cfe2c821fc011b9969f3374caa8e9430bb29c3f";

/** A string the portal's rule allows: "não permite … propriedades opcionais com valores vazios". */
export const text = (maxLength: number | undefined, source: string): JsonSchema => ({
  type: "string",
  minLength: 1,
  ...(maxLength === undefined ? {} : { maxLength }),
  "x-source": `${source}; non-empty: ${PORTAL}, Propriedades Opcionais`,
});
export const date = (source: string): JsonSchema => ({ type: "string", format: "date", "x-source": source });
export const amount = (source: string): JsonSchema => ({ type: "number", minimum: 0, "x-source": source });
export const INT32 = 2147483647;

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
export const MODALIDADES = [1, 3, 4, 5, 8] as const;

export const PAGADOR: JsonSchema = {
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

export const RATEIO: JsonSchema = {
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

export const CONTRACT = {
  numeroCliente: { type: "integer", minimum: 1, maximum: INT32, "x-source": `${OAS}, numeroCliente` },
  codigoModalidade: {
    type: "integer",
    enum: MODALIDADES,
    "x-source": `${OAS}, codigoModalidade 1, 3, 4, 5, 8`,
  },
  numeroContratoCobranca: { type: "integer", "x-source": OAS },
} satisfies Record<string, JsonSchema>;

/** A closed object (lote's strictness: a property the spec does not list is a builder bug). */
export const obj = (
  required: string[],
  properties: Record<string, JsonSchema>,
  source: string,
): JsonSchema => ({
  type: "object",
  required,
  properties,
  additionalProperties: false,
  "x-source": source,
});

/** A query parameter of digits (query values travel as strings). */
export const digits = (source: string): JsonSchema => ({
  type: "string",
  pattern: "^\\d+$",
  "x-source": source,
});
