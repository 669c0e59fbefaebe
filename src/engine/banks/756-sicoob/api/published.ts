/**
 * Sicoob API Cobrança Bancária V3 — the request schemas Sicoob publishes, transcribed as
 * `JsonSchema`. The simulator validates every request against these; the request builders never
 * import this module (src/engine/connect/AGENTS.md).
 *
 * This module holds the registration body (POST /boletos); published-commands.ts the other
 * requests (re-exported here), published-shared.ts the sources and helpers. Transcribed from
 * Sicoob's OpenAPI "Cobrança Bancária" 3.0.8.0 (x-ibm-name cobranca-bancaria-v3) as Sicoob
 * publishes it in its SDK repositories (`OAS`), and from the Sicoob Developers portal page "APIs ›
 * Cobrança Bancária V3" (`PORTAL`). Lengths come from the spec's descriptions ("`Tamanho máximo
 * N`"), enumerations from the descriptions' code lists.
 */
import type { JsonSchema } from "../../../connect/schema";
import { amount, date, ESPECIES, INT32, OAS, PAGADOR, PORTAL, RATEIO, text } from "./published-shared";

export * from "./published-commands";
export { OAS, PORTAL } from "./published-shared";

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
