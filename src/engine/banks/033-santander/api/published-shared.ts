/**
 * Santander API de Cobrança — what the published request schemas share: the source labels, the
 * field helpers and the objects several requests carry (party, payer, discount). See published.ts.
 */
import type { JsonSchema } from "../../../connect/schema";

export const REF =
  "public reference 'API de Cobrança Santander — Referência técnica' (code index id 65718256549)";
export const ACBR = "ACBr ACBrBoletoW_Santander_API.pas @0ec4b368f14978b53930d28fc056f2e2b2d58e60";
export const HS = "juspay/hyperswitch santander/requests.rs @01d225717f9ad7f0f1dc1a849354aaefb93c459d";

export const text = (max: number | undefined, source: string): JsonSchema => ({
  type: "string",
  minLength: 1,
  ...(max === undefined ? {} : { maxLength: max }),
  "x-source": source,
});
export const date = (source: string): JsonSchema => ({ type: "string", format: "date", "x-source": source });
/** A decimal string with a dot and two places: `nominalValue` "^[0-9]{1,13}\.[0-9]{2}$" (REF). */
export const decimal = (source: string): JsonSchema => ({
  type: "string",
  pattern: "^\\d{1,13}\\.\\d{2}$",
  "x-source": source,
});
/** A days count sent as a string ("30"): ACBr IntToStr, REF, HS Option<String>. */
export const days = (source: string): JsonSchema => ({
  type: "string",
  pattern: "^\\d{1,3}$",
  "x-source": source,
});

export const DOCUMENT_TYPE: JsonSchema = {
  type: "string",
  enum: ["CPF", "CNPJ"],
  "x-source": `${HS} SantanderDocumentKind; ${ACBR}`,
};

export const PARTY: JsonSchema = {
  type: "object",
  required: ["name", "documentType", "documentNumber"],
  properties: {
    name: text(40, `${REF} payer.name max 40; ${ACBR} Copy(…, 1, 40)`),
    documentType: DOCUMENT_TYPE,
    documentNumber: { type: "string", pattern: "^\\d{11}$|^\\d{14}$", "x-source": `${REF} "só dígitos"` },
  },
  additionalProperties: false,
};

export const PAYER: JsonSchema = {
  type: "object",
  required: ["name", "documentType", "documentNumber", "address", "neighborhood", "city", "state", "zipCode"],
  properties: {
    ...PARTY.properties,
    address: text(40, `${REF} payer.address max 40; ${ACBR}`),
    neighborhood: text(30, `${REF} payer.neighborhood max 30; ${ACBR}`),
    city: text(20, `${REF} payer.city max 20; ${ACBR}`),
    state: { type: "string", pattern: "^[A-Z]{2}$", "x-source": `${REF} payer.state UF` },
    zipCode: {
      type: "string",
      pattern: "^\\d{5}-\\d{3}$",
      "x-source": `${REF} "^[0-9]{5}-[0-9]{3}$ — CEP com hífen"; ${ACBR}`,
    },
  },
  additionalProperties: false,
};

export const DISCOUNT_TYPES = ["ISENTO", "VALOR_DATA_FIXA", "VALOR_DIA_CORRIDO", "VALOR_DIA_UTIL"] as const;
export const DISCOUNT_ITEM: JsonSchema = {
  type: "object",
  required: ["value", "limitDate"],
  properties: {
    value: decimal(`${HS} DiscountObject.value StringMajorUnit`),
    limitDate: date(`${HS} DiscountObject.limit_date`),
  },
  additionalProperties: false,
};
export const DISCOUNT: JsonSchema = {
  type: "object",
  required: ["type"],
  properties: {
    type: {
      type: "string",
      enum: DISCOUNT_TYPES,
      "x-source": `${HS} SantanderDiscountType; ${ACBR} retornaTipoDesconto; ${REF}`,
    },
    discountOne: DISCOUNT_ITEM,
    discountTwo: DISCOUNT_ITEM,
    discountThree: DISCOUNT_ITEM,
  },
  additionalProperties: false,
  "x-source": `${HS} Discount (nested discountOne…Three); ACBr writes discountOne beside discount (unconfirmed which the API reads)`,
};
