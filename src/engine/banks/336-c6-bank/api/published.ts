/**
 * C6 Bank's BolePix API (`/v2/bank_slips`) request schemas and the answer fields lote reads,
 * transcribed as JSON Schema. The builders never import this module; the simulator validates
 * every request against it.
 *
 * C6 publishes its specs on developers.c6bank.com.br behind an account; no copy is public. The
 * shapes come from two clients that worked from them: a Go adapter that states it mirrors "the
 * OFFICIAL C6 Bolepix OpenAPI (3.0.3, v1.0.1)" (lote's index file 62174496082) and a Python
 * provider "extraído das specs oficiais … e validado no sandbox" with its homologation script
 * for C6's "Roteiro de Testes — C6 Developers v3.0" (index files 66954986174, 71332354794,
 * 61327428457). Each field says which.
 */
import type { JsonSchema } from "../../../connect/schema";

const GO = "Go adapter of the C6 BolePix OpenAPI 3.0.3 v1.0.1 (index file 62174496082)";
const PY = "Python C6 provider, specs + sandbox (index file 66954986174)";
const ROTEIRO = "homologation script of C6's Roteiro de Testes v3.0 (index file 71332354794)";
const ACBR = "frones/ACBr ACBrBoletoRet_C6.pas @5f46a696";

const decimal = (source: string): JsonSchema => ({ type: "number", minimum: 0, "x-source": source });
const text = (maxLength: number, source: string): JsonSchema => ({
  type: "string",
  minLength: 1,
  maxLength,
  "x-source": source,
});

const FEE_TYPE = ["FIXED_VALUE", "PERCENTAGE", "VALUE_PER_DAY", "MONTHLY_PERCENTAGE"] as const;

/** `POST /v2/bank_slips/`: the body. */
export const BOLEPIX_REQUEST: JsonSchema = {
  type: "object",
  required: ["amount", "due_date", "description", "payer", "payment_method"],
  properties: {
    external_reference_id: {
      type: "string",
      pattern: "^[A-Z0-9]{26}$",
      "x-source": `${PY} (^[A-Z0-9]{26}$); ${ROTEIRO} ("26 caracteres A-Z0-9", duplicate case BP_01_02)`,
    },
    amount: { type: "number", exclusiveMinimum: 0, "x-source": `${GO} (reais, two decimals)` },
    due_date: { type: "string", format: "date", "x-source": GO },
    description: text(100, `${GO} (required, ≤ 100)`),
    days_after_due_date: { type: "integer", minimum: 1, "x-source": GO },
    payer: {
      type: "object",
      required: ["name", "tax_id", "address"],
      properties: {
        name: { type: "string", minLength: 1, "x-source": GO },
        tax_id: { type: "string", pattern: "^(\\d{11}|\\d{14})$", "x-source": `${GO}; ${PY} (digits)` },
        email: { type: "string", "x-source": GO },
        address: {
          type: "object",
          required: ["address", "neighborhood", "city", "state", "zip_code"],
          properties: {
            address: { type: "string", minLength: 1, "x-source": `${GO} (street and number in one)` },
            neighborhood: { type: "string", minLength: 1, "x-source": `${GO} (required)` },
            city: { type: "string", minLength: 1, "x-source": GO },
            state: { type: "string", pattern: "^[A-Z]{2}$", "x-source": GO },
            zip_code: { type: "string", pattern: "^\\d{8}$", "x-source": GO },
          },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
    fees: {
      type: "object",
      properties: {
        fine_value: decimal(GO),
        fine_deadline: { type: "integer", minimum: 0, "x-source": GO },
        fine_type: { enum: FEE_TYPE, "x-source": GO },
        interest_value: decimal(GO),
        interest_deadline: { type: "integer", minimum: 0, "x-source": GO },
        interest_type: { enum: FEE_TYPE, "x-source": GO },
        discount_type: { enum: FEE_TYPE, "x-source": GO },
        first_discount_value: decimal(GO),
        first_discount_deadline: { type: "integer", minimum: 0, "x-source": GO },
      },
      additionalProperties: false,
      "x-source": `${GO} (one flat object; "a zero-valued key is rejected"); ${ROTEIRO}`,
    },
    payment_method: {
      type: "object",
      required: ["bank_slip"],
      properties: {
        bank_slip: {
          type: "object",
          required: ["billing_scheme"],
          properties: {
            billing_scheme: {
              type: "string",
              pattern: "^\\d{2}$",
              "x-source": `${GO}; ${PY} ("21" sandbox, "15" production)`,
            },
            our_number: { type: "string", pattern: "^\\d{1,10}$", "x-source": GO },
            your_number: { type: "string", "x-source": GO },
            instructions: {
              type: "array",
              maxItems: 4,
              items: { type: "string", maxLength: 80 },
              "x-source": `${GO}; 4 lines of 80 as frones/ACBr ACBrBoletoW_C6.pas (v1 API)`,
            },
          },
          additionalProperties: false,
        },
        pix: {
          type: "object",
          required: ["key", "type"],
          properties: {
            key: { type: "string", minLength: 1 },
            type: { const: "EVP", "x-source": `${GO} ("the only PIX key type C6 accepts here")` },
          },
          "x-source": `${GO}; ${ROTEIRO}`,
        },
      },
      additionalProperties: false,
    },
    origin: { type: "string", "x-source": GO },
  },
  additionalProperties: false,
};

/** The update of a BolePix (roteiro BP_02 "Atualizar cobrança BolePix"): amount and/or due date. */
export const BOLEPIX_UPDATE: JsonSchema = {
  type: "object",
  properties: {
    amount: { type: "number", exclusiveMinimum: 0 },
    due_date: { type: "string", format: "date" },
    description: { type: "string", minLength: 1, maxLength: 100 },
  },
  additionalProperties: false,
  "x-source": `${ROTEIRO} (BP_02: PATCH with amount, due_date, description); the Go adapter found no amendment: unconfirmed`,
};

/** `POST /v1/webhooks/`: where C6 notifies bank-slip events. */
export const WEBHOOK_REQUEST: JsonSchema = {
  type: "object",
  required: ["url", "service"],
  properties: {
    url: { type: "string", pattern: "^https://" },
    service: { enum: ["BANK_SLIP", "CHECKOUT"] },
  },
  additionalProperties: false,
  "x-source":
    "leandronunes07/c6bank-php-sdk postman/07.webhook-collection.json @4ecad5d9 (Cadastro WebHooks BANK_SLIP); ROTEIRO B_07",
};

const NULLABLE_TEXT: JsonSchema = { type: ["string", "null"] };

/** A BolePix as C6 answers it (creation and read): the fields lote reads. */
export const BOLEPIX: JsonSchema = {
  type: "object",
  required: ["id", "status"],
  properties: {
    id: { type: "string", minLength: 1, "x-source": GO },
    external_reference_id: { type: "string", "x-source": GO },
    status: {
      type: "string",
      "x-source": `${GO}; CREATED in a Python test's answer (index file 61327428457)`,
    },
    amount: { type: "number", "x-source": GO },
    due_date: { type: "string", format: "date", "x-source": GO },
    payment_date: { ...NULLABLE_TEXT, "x-source": `${ACBR} (v1 answer)` },
    payment_amount: { type: ["number", "null"], "x-source": `${ACBR} (v1 answer)` },
    payment_method: {
      type: "object",
      properties: {
        bank_slip: {
          type: "object",
          properties: {
            originator_id: NULLABLE_TEXT,
            billing_scheme: NULLABLE_TEXT,
            billing_type: NULLABLE_TEXT,
            digitable_line: NULLABLE_TEXT,
            bar_code: NULLABLE_TEXT,
            our_number: NULLABLE_TEXT,
            number: NULLABLE_TEXT,
          },
          "x-source": `${GO} ("NESTED under payment_method.bank_slip")`,
        },
        pix: {
          type: "object",
          properties: { qr_code: NULLABLE_TEXT, reference: NULLABLE_TEXT },
          "x-source": GO,
        },
      },
    },
  },
};

/** C6's error body (RFC 7807-like), as frones/ACBr reads it. */
export const ERROR_BODY: JsonSchema = {
  type: "object",
  properties: {
    status: { type: ["integer", "string"] },
    title: { type: "string" },
    detail: { type: "string" },
    type: { type: "string" },
    correlation_id: { type: "string" },
  },
  "x-source": `${ACBR} (status, correlation_id, title, type, detail); a 422 { detail } in ${PY}`,
};
