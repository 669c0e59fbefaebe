/**
 * Santander API de Cobrança — the other published requests: the instruction body
 * (`PATCH …/workspaces/{workspace_id}/bank_slips`), the query of one title (`GET /bills`), the
 * settled list (`GET …/bank_slips?status=LIQUIDADO…`), the workspace (`POST /workspaces`) and the
 * token form. Sources as in published-shared.ts.
 */
import type { JsonSchema } from "../../../connect/schema";
import { ACBR, DISCOUNT, date, days, decimal, HS, REF } from "./published-shared";

const FLYCORP = "flycorp/santander-billet README (code index id 66253195992)";

/** The PATCH body: the title, then one change or an `operation` (ACBr RequisicaoAltera/RequisicaoBaixa). */
export const INSTRUCTION_BODY: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} RequisicaoAltera, RequisicaoBaixa, RequisicaoProtestar; ${REF} §5.3; ${HS} SantanderBoletoCancelRequest; ${FLYCORP} 4.2.2`,
  required: ["covenantCode", "bankNumber"],
  properties: {
    covenantCode: { type: "string", pattern: "^\\d{1,9}$", "x-source": REF },
    bankNumber: { type: "string", pattern: "^\\d{1,13}$", "x-source": REF },
    operation: {
      type: "string",
      enum: ["BAIXAR", "PROTESTAR", "CANCELAR_PROTESTO"],
      "x-source": `${HS} SantanderBoletoCancelOperation; ${ACBR}`,
    },
    dueDate: date(`${ACBR} RemessaAlterarVencimento; ${REF}`),
    deductionValue: decimal(`${ACBR} RemessaConcederAbatimento / RemessaCancelarAbatimento (0.00)`),
    interestPercentage: {
      type: "string",
      pattern: "^\\d{1,3}\\.\\d{2}$",
      "x-source": `${ACBR} RemessaDispensarJuros`,
    },
    finePercentage: {
      type: "string",
      pattern: "^\\d{1,3}\\.\\d{2}$",
      "x-source": `${ACBR} RemessaAlterarMulta / RemessaDispensarMulta`,
    },
    fineQuantityDays: days(`the registration's field (ACBr sends FineDate here: unconfirmed)`),
    discount: { ...DISCOUNT, required: ["type"] },
    clientNumber: { type: "string", maxLength: 15, "x-source": `${ACBR} RemessaAlterarSeuNumero` },
    protestQuantityDays: days(`${ACBR} RemessaAlterarNumeroDiasProtesto (spelled protestQuatilyDays there)`),
    valueType: { type: "string", enum: ["PERCENTUAL", "VALOR"], "x-source": `${REF} §5.3 (DIVERGENTE)` },
    minValueOrPercentage: { type: "string", "x-source": REF },
    maxValueOrPercentage: { type: "string", "x-source": REF },
    messages: {
      type: "array",
      items: { type: "string", maxLength: 100 },
      "x-source": `${ACBR} RequisicaoProtestar`,
    },
  },
  additionalProperties: false,
};

/** `GET /bills` by nosso número (ACBr DefinirParametros; ${FLYCORP} 4.3.2). */
export const QUERY_PARAMS: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} DefinirParametros ('?beneficiaryCode=…&bankNumber=…'); ${FLYCORP} "Consulta nn"; ${REF} §1`,
  required: ["beneficiaryCode", "bankNumber"],
  properties: {
    beneficiaryCode: { type: "string", pattern: "^\\d{1,9}$" },
    bankNumber: { type: "string", pattern: "^\\d{1,13}$" },
    tipoConsulta: {
      type: "string",
      enum: ["default", "duplicate", "bankslip", "settlement", "registry"],
      "x-source": ACBR,
    },
  },
  additionalProperties: false,
};

/** The settled list: `status=LIQUIDADO` only works there (${REF} §5.2). */
export const SETTLED_PARAMS: JsonSchema = {
  type: "object",
  "x-source": `${HS} santander.rs PSync URL; ${REF} §5.2`,
  required: ["status", "paymentDateInitial", "paymentDateFinal"],
  properties: {
    status: { type: "string", enum: ["LIQUIDADO"] },
    paymentDateInitial: date(HS),
    paymentDateFinal: date(HS),
    bankNumber: { type: "string", pattern: "^\\d{1,13}$", "x-source": HS },
    limit: { type: "string", pattern: "^\\d{1,4}$", "x-source": REF },
    offset: { type: "string", pattern: "^\\d{1,9}$", "x-source": REF },
  },
  additionalProperties: false,
};

/** `POST /workspaces` (${REF} §3.1–3.2; ${HS} SantanderBoletoWebhookRegisterRequest; ${FLYCORP} 4.1.1). */
export const WORKSPACE_BODY: JsonSchema = {
  type: "object",
  "x-source": `${REF} §3; ${HS} SantanderBoletoWebhookRegisterRequest; ${FLYCORP}`,
  required: ["type", "covenants"],
  properties: {
    type: { type: "string", enum: ["BILLING"], "x-source": `${REF} "type só aceita BILLING"` },
    description: { type: "string" },
    covenants: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        required: ["code"],
        properties: {
          code: {
            type: "integer",
            minimum: 1,
            maximum: 999999999,
            "x-source": `${REF} "integer, max 9 dígitos"`,
          },
        },
        additionalProperties: false,
      },
    },
    webhookURL: { type: "string", pattern: "^https://", "x-source": REF },
    bankSlipBillingWebhookActive: { type: "boolean" },
    pixBillingWebhookActive: { type: "boolean" },
  },
  additionalProperties: false,
};

/** The token form: grant_type, client_id, client_secret (ACBr DefinirParamOAuth; ${REF} §2.1: no scope). */
export const TOKEN_FORM: JsonSchema = {
  type: "object",
  "x-source": `${ACBR} DefinirParamOAuth; ${HS} SantanderAuthRequest; ${REF} §2.1`,
  required: ["grant_type", "client_id", "client_secret"],
  properties: {
    grant_type: { const: "client_credentials" },
    client_id: { type: "string", minLength: 1 },
    client_secret: { type: "string", minLength: 1 },
  },
  additionalProperties: false,
};
