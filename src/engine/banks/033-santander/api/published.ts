/**
 * Santander API de Cobrança — the request schemas as published, transcribed as `JsonSchema`. The
 * simulator validates every request against these; the request builders never import this module
 * (src/engine/connect/AGENTS.md).
 *
 * Santander's own Swagger sits behind its developer portal and its user guide is not readable in
 * public sources, so the schema is transcribed from what independent clients send and what the
 * sandbox accepted: `REF` (the public reference "API de Cobrança Santander — Referência técnica",
 * §4.2/4.3, patterns and maxima as validated against the sandbox), `ACBR`, `HS` (hyperswitch). A
 * constraint only one of them states says so in its `x-source`. This module holds the registration
 * body; published-commands.ts the other requests, published-responses.ts the answers.
 */
import type { JsonSchema } from "../../../connect/schema";
import { ACBR, DISCOUNT, date, days, decimal, HS, PARTY, PAYER, REF, text } from "./published-shared";

export * from "./published-commands";
export * from "./published-responses";
export * from "./published-shared";

export const DOCUMENT_KINDS = [
  "DUPLICATA_MERCANTIL",
  "DUPLICATA_SERVICO",
  "NOTA_PROMISSORIA",
  "NOTA_PROMISSORIA_RURAL",
  "RECIBO",
  "APOLICE_SEGURO",
  "BOLETO_CARTAO_CREDITO",
  "BOLETO_PROPOSTA",
  "BOLETO_DEPOSITO_APORTE",
  "CHEQUE",
  "NOTA_PROMISSORIA_DIRETA",
  "OUTROS",
] as const;

/** `POST /workspaces/{workspace_id}/bank_slips` body. */
export const REGISTER_BODY: JsonSchema = {
  type: "object",
  "x-source": `${REF} §4.2 "Campos obrigatórios" (required list); ${ACBR} RequisicaoJson; ${HS} SantanderBoletoPaymentRequest`,
  required: [
    "environment",
    "nsuCode",
    "nsuDate",
    "covenantCode",
    "bankNumber",
    "dueDate",
    "issueDate",
    "nominalValue",
    "payer",
    "documentKind",
    "paymentType",
  ],
  properties: {
    environment: {
      type: "string",
      enum: ["TESTE", "PRODUCAO"],
      "x-source": `${REF}; ${HS} Environment; ${ACBR} ValidaAmbiente`,
    },
    nsuCode: {
      type: "string",
      pattern: "^[A-Za-z0-9]{1,20}$",
      "x-source": `${REF} "único por dia por convênio"`,
    },
    nsuDate: date(`${REF} YYYY-MM-DD`),
    covenantCode: { type: "string", pattern: "^\\d{1,9}$", "x-source": `${REF} "^[0-9]{1,9}$"` },
    bankNumber: {
      type: "string",
      pattern: "^\\d{1,13}$",
      "x-source": `${REF} "^[0-9]{1,13}$"; 12 + DV: TOTVS TDN FINA710`,
    },
    clientNumber: text(15, `${REF} clientNumber max 15 (seu número)`),
    dueDate: date(REF),
    issueDate: date(REF),
    participantCode: text(25, `${REF} participantCode max 25`),
    nominalValue: decimal(`${REF} "^[0-9]{1,13}\\.[0-9]{2}$"`),
    payer: PAYER,
    beneficiary: { ...PARTY, "x-source": `${ACBR} GerarSacadorAvalista ('beneficiary'); ${HS} Beneficiary` },
    documentKind: {
      type: "string",
      enum: DOCUMENT_KINDS,
      "x-source": `${HS} SantanderBoletoDocumentKind; ${ACBR} (5 of them)`,
    },
    discount: DISCOUNT,
    finePercentage: {
      type: "string",
      pattern: "^\\d{1,3}\\.\\d{2}$",
      "x-source": `${REF} "^[0-9]{1,3}\\.[0-9]{2}$"`,
    },
    fineQuantityDays: days(`${REF}; ${ACBR} GerarMulta`),
    interestPercentage: {
      type: "string",
      pattern: "^\\d{1,3}\\.\\d{2}$",
      "x-source": `${REF} "% juros ao mês"; ${ACBR} GerarJuros (taxa mensal only)`,
    },
    deductionValue: decimal(`${REF}; ${ACBR}`),
    protestType: {
      type: "string",
      enum: ["SEM_PROTESTO", "DIAS_CORRIDOS", "DIAS_UTEIS", "CADASTRO_CONVENIO"],
      "x-source": `${REF}; ${HS} SantanderProtestType`,
    },
    protestQuantityDays: days(`${REF} (0-99)`),
    writeOffQuantityDays: days(`${REF} (0-90)`),
    paymentType: {
      type: "string",
      enum: ["REGISTRO", "DIVERGENTE", "PARCIAL"],
      "x-source": `${ACBR} Nota 15; ${HS}; ${REF}`,
    },
    parcelsQuantity: { type: ["string", "integer"], "x-source": `${ACBR} Nota 16 (máximo 99)` },
    valueType: { type: "string", enum: ["PERCENTUAL", "VALOR"], "x-source": `${ACBR} Nota 17` },
    minValueOrPercentage: { type: "string", "x-source": `${ACBR} Nota 18` },
    maxValueOrPercentage: { type: "string", "x-source": `${ACBR} Nota 19` },
    iofPercentage: { type: "string", "x-source": HS },
    key: {
      type: "object",
      required: ["type", "dictKey"],
      properties: {
        type: {
          type: "string",
          enum: ["CPF", "CNPJ", "CELULAR", "EMAIL", "EVP"],
          "x-source": `${ACBR} GerarPIX; ${REF}`,
        },
        dictKey: text(77, `${ACBR} GerarPIX; 77: the DICT key maximum`),
      },
      additionalProperties: false,
    },
    txId: {
      type: "string",
      pattern: "^[A-Za-z0-9]{26,35}$",
      "x-source": `${REF} "26-35 chars"; Santander CNAB 240 Y-03`,
    },
    // REF says "até 4 strings, max 100"; hyperswitch's comment says 45 of 100: the count is not transcribed.
    messages: { type: "array", items: text(100, `${REF}; ${HS} "100 characters each"`) },
    sharing: {
      type: "array",
      items: {
        type: "object",
        properties: { code: { type: "string" }, value: { type: ["string", "number"] } },
      },
      "x-source": `${HS} Sharing { code, value } (rateio to up to four Santander accounts)`,
    },
  },
  // lote's own strictness, not Santander's: a property no source lists is a builder bug.
  additionalProperties: false,
};
