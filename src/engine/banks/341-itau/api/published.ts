/**
 * Itaú's published registration schema, transcribed for the simulator (which the request builders
 * never import). Sources, by tag in `x-source`:
 * - [EI] "API Boletos - Emissão e Instrução", OpenAPI 2.75.147 (cash_management v2), components
 *   `boleto`, `dadoBoleto`, `dadosIndividualBoleto`, `juros`, `multa`, `desconto`, `pessoa`,
 *   `tipoPessoaCobranca`, `endereco`, `beneficiario` and the `200_boleto` example;
 * - [CD] "API Boletos - Consulta de detalhe do Boleto", OpenAPI 1.2.9 — the same objects with the
 *   lengths and enums EI leaves out (`codigo_especie`, `codigo_carteira` 3, nosso número 8, …);
 * - [DP] the devportal's field notes ("Máximo caracteres …"), as transcribed in a public ExpItau
 *   integration note and in the Bolecode OpenAPI 1.0.7 `Observação` lines;
 * - [AC] ACBr's request builder (ProjetoACBr/ACBr, ACBrBoletoW_Itau_API.pas).
 * Objects are closed (`additionalProperties: false`): lote's strictness, so a misspelt field is a
 * violation rather than silently ignored.
 */
import type { JsonSchema } from "../../../connect/schema";

/** 17 digits (EI `200_boleto` example, AC) or `999999999999999.00` (EI field descriptions). */
export const MONEY_REGISTER = "^(\\d{17}|\\d{1,15}\\.\\d{2})$";
/** 12 digits, 7 + 5 (EI example `percentual_multa: "000000100000"`) or `9999999.00000` (EI descriptions). */
export const PERCENT_REGISTER = "^(\\d{12}|\\d{1,7}\\.\\d{5})$";
const DATE: JsonSchema = { type: "string", format: "date", "x-source": "EI/CD: AAAA-MM-DD" };

const closed = (properties: Record<string, JsonSchema>, required: string[] = [], src = ""): JsonSchema => ({
  type: "object",
  properties,
  required,
  additionalProperties: false,
  ...(src ? { "x-source": src } : {}),
});

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

/** The body of `POST /boletos`: the `{ data: boleto }` envelope of the EI example and AC. */
export const REGISTER_REQUEST: JsonSchema = {
  ...closed(
    {
      data: closed(
        {
          etapa_processo_boleto: {
            type: "string",
            enum: ["validacao", "efetivacao"],
            "x-source": "CD boleto enum",
          },
          codigo_canal_operacao: { type: "string", const: "API", "x-source": "EI example; AC fixo 'API'" },
          beneficiario: closed(
            {
              id_beneficiario: {
                type: "string",
                pattern: "^\\d{12}$",
                "x-source": "EI: agência 4 + conta 7 + DAC 1",
              },
            },
            ["id_beneficiario"],
            "EI beneficiario",
          ),
          dado_boleto: closed(
            {
              descricao_instrumento_cobranca: {
                type: "string",
                enum: ["boleto", "cobranca_digital"],
                "x-source": "CD enum",
              },
              tipo_boleto: {
                type: "string",
                enum: ["a vista", "proposta", "parcelado"],
                "x-source": "CD enum",
              },
              codigo_carteira: {
                type: "string",
                pattern: "^\\d{3}$",
                "x-source": "CD minLength=maxLength 3",
              },
              codigo_tipo_vencimento: {
                type: "integer",
                enum: [1, 3],
                "x-source": "CD enum (1 à vista, 3 data informada)",
              },
              valor_total_titulo: { type: "string", pattern: MONEY_REGISTER, "x-source": "EI example; CD" },
              codigo_especie: {
                type: "string",
                enum: [
                  "01",
                  "02",
                  "03",
                  "04",
                  "05",
                  "06",
                  "07",
                  "08",
                  "09",
                  "13",
                  "15",
                  "16",
                  "17",
                  "18",
                ].concat(["88", "89", "90", "91", "92", "93", "94", "95", "96", "97", "98", "99"]),
                "x-source": "CD codigo_especie enum; EI dadoBoleto (required)",
              },
              codigo_aceite: { type: "string", enum: ["S", "N"], "x-source": "CD enum" },
              data_emissao: DATE,
              valor_abatimento: { type: "string", pattern: MONEY_REGISTER, "x-source": "EI dadoBoleto" },
              pagamento_parcial: { type: "boolean", "x-source": "EI dadoBoleto" },
              quantidade_maximo_parcial: {
                type: "integer",
                minimum: 0,
                maximum: 99,
                "x-source": "EI (1..99)",
              },
              pagador: { $ref: "#/$defs/parte" },
              sacador_avalista: { $ref: "#/$defs/parte" },
              dados_individuais_boleto: {
                type: "array",
                minItems: 1,
                maxItems: 12,
                items: { $ref: "#/$defs/individual" },
                "x-source": "EI (required); CD maxItems 12",
              },
              juros: { $ref: "#/$defs/juros" },
              multa: { $ref: "#/$defs/multa" },
              desconto: { $ref: "#/$defs/desconto" },
              mensagens_cobranca: {
                type: "array",
                maxItems: 9,
                items: closed({ mensagem: { type: "string", maxLength: 100 } }, ["mensagem"]),
                "x-source": "EI mensagens_cobranca; CD maxItems 9, mensagem maxLength 100",
              },
              desconto_expresso: { type: "boolean", "x-source": "EI dadoBoleto; AC sends false" },
              texto_uso_beneficiario: { type: "string", maxLength: 48, "x-source": "CD maxLength 48" },
            },
            [
              "pagador",
              "dados_individuais_boleto",
              "codigo_especie",
              "codigo_carteira",
              "valor_total_titulo",
            ],
            "EI dadoBoleto (required pagador, dados_individuais_boleto, codigo_especie)",
          ),
        },
        ["etapa_processo_boleto", "beneficiario", "dado_boleto"],
        "EI boleto (required beneficiario, dado_boleto)",
      ),
    },
    ["data"],
    "EI 200_boleto example and AC GerarData: the body is wrapped in `data`",
  ),
  $defs: DEFS,
};
