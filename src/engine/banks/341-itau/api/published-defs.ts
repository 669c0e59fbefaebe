/**
 * The shared definitions of Itaú's registration schema (published.ts): person, address, the
 * individual title, juros, multa and desconto, transcribed with their sources ([EI] cash_management
 * OpenAPI 2.75.147 components, [CD] boletoscash OpenAPI 1.2.9 lengths and enums, [DP] the devportal's
 * "Máximo caracteres" notes). Objects are closed (`additionalProperties: false`), lote's strictness.
 */
import type { JsonSchema } from "../../../connect/schema";
import { closed, DATE, MONEY_REGISTER, PERCENT_REGISTER } from "./published-formats";

/** Shared definitions (a root schema carries them under `$defs`). */
export const DEFS: Record<string, JsonSchema> = {
  tipoPessoa: {
    ...closed(
      {
        codigo_tipo_pessoa: { type: "string", enum: ["F", "J"], "x-source": "CD tipoPessoaCobranca enum" },
        numero_cadastro_pessoa_fisica: {
          type: "string",
          pattern: "^\\d{11}$",
          "x-source": "CD maxLength 11; DP 11 números",
        },
        numero_cadastro_nacional_pessoa_juridica: {
          type: "string",
          pattern: "^[0-9A-Z]{12}\\d{2}$",
          "x-source": "CD maxLength 14; DP 14 números (alphanumeric CNPJ: unconfirmed)",
        },
      },
      ["codigo_tipo_pessoa"],
      "EI tipoPessoaCobranca (required codigo_tipo_pessoa)",
    ),
    oneOf: [
      { properties: { codigo_tipo_pessoa: { const: "F" } }, required: ["numero_cadastro_pessoa_fisica"] },
      {
        properties: { codigo_tipo_pessoa: { const: "J" } },
        required: ["numero_cadastro_nacional_pessoa_juridica"],
      },
    ],
  },
  pessoa: closed(
    {
      nome_pessoa: {
        type: "string",
        minLength: 1,
        maxLength: 50,
        "x-source": "CD maxLength 50; DP máximo 50",
      },
      nome_fantasia: { type: "string", maxLength: 50, "x-source": "EI pessoa; DP máximo 50" },
      tipo_pessoa: { $ref: "#/$defs/tipoPessoa" },
    },
    ["nome_pessoa", "tipo_pessoa"],
    "EI pessoa",
  ),
  endereco: closed(
    {
      nome_logradouro: {
        type: "string",
        minLength: 1,
        maxLength: 45,
        "x-source": "EI endereco; DP máximo 45",
      },
      nome_bairro: { type: "string", maxLength: 15, "x-source": "DP máximo 15" },
      nome_cidade: { type: "string", minLength: 1, maxLength: 20, "x-source": "DP máximo 20" },
      sigla_UF: { type: "string", pattern: "^[A-Z]{2}$", "x-source": "EI sigla_UF; CD length 2" },
      numero_CEP: { type: "string", pattern: "^\\d{8}$", "x-source": "EI numero_CEP; DP 8 números" },
    },
    [],
    "EI endereco",
  ),
  parte: closed(
    { pessoa: { $ref: "#/$defs/pessoa" }, endereco: { $ref: "#/$defs/endereco" } },
    ["pessoa"],
    "EI pagador / sacadorAvalista",
  ),
  individual: closed(
    {
      numero_nosso_numero: {
        type: "string",
        pattern: "^\\d{8}$",
        "x-source": "CD minLength=maxLength 8; DP máximo 08",
      },
      data_vencimento: DATE,
      valor_titulo: {
        type: "string",
        pattern: MONEY_REGISTER,
        "x-source": "EI dadosIndividualBoleto (required)",
      },
      texto_seu_numero: { type: "string", maxLength: 10, "x-source": "DP máximo 10 (CD maxLength 11)" },
      data_limite_pagamento: DATE,
      texto_uso_beneficiario: { type: "string", maxLength: 25, "x-source": "EI: campo de 25 caractéres" },
    },
    ["valor_titulo", "numero_nosso_numero"],
    "EI dadosIndividualBoleto",
  ),
  juros: closed(
    {
      codigo_tipo_juros: {
        type: "string",
        enum: ["05", "90", "91", "92", "93"],
        "x-source": "EI juros description",
      },
      quantidade_dias_juros: {
        type: "integer",
        minimum: 1,
        "x-source": "EI juros (dias corridos após o vencimento)",
      },
      valor_juros: { type: "string", pattern: MONEY_REGISTER, "x-source": "EI (required for 93)" },
      percentual_juros: { type: "string", pattern: PERCENT_REGISTER, "x-source": "EI example 000000100000" },
      data_juros: DATE,
    },
    ["codigo_tipo_juros"],
    "EI juros",
  ),
  multa: closed(
    {
      codigo_tipo_multa: { type: "string", enum: ["01", "02", "03"], "x-source": "EI multa; CD enum" },
      quantidade_dias_multa: { type: "integer", minimum: 1, "x-source": "EI multa" },
      valor_multa: { type: "string", pattern: MONEY_REGISTER, "x-source": "EI (required for 01)" },
      percentual_multa: { type: "string", pattern: PERCENT_REGISTER, "x-source": "EI example 000000100000" },
      data_multa: DATE,
    },
    ["codigo_tipo_multa"],
    "EI multa",
  ),
  desconto: closed(
    {
      codigo_tipo_desconto: {
        type: "string",
        enum: ["00", "01", "02", "90", "91"],
        "x-source": "EI desconto",
      },
      descontos: {
        type: "array",
        maxItems: 3,
        "x-source": "EI desconto.descontos; CD maxItems 3",
        items: closed(
          {
            data_desconto: DATE,
            valor_desconto: { type: "string", pattern: MONEY_REGISTER },
            percentual_desconto: { type: "string", pattern: PERCENT_REGISTER },
          },
          ["data_desconto"],
          "EI desconto.descontos[] (required data_desconto)",
        ),
      },
    },
    ["codigo_tipo_desconto"],
    "EI desconto; AC sends codigo_tipo_desconto outside the list since 2024-11 at Itaú's request",
  ),
};
