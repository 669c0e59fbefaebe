/**
 * `POST /v1/codes/parse`: reads any payment code a payer can present — a boleto of any bank or an
 * arrecadação / convênio code — for clients that validate what their payers type or scan. Pure:
 * nothing is stored; the engine's `parsePaymentCode` does the work.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "../../api/errors";
import { requireTenant } from "../../api/middleware";
import { problem } from "../../api/schemas";
import type { App } from "../../api/types";
import { isEngineError, parsePaymentCode } from "../../engine/index";
import { saoPauloDate } from "../../platform/clock";
import { formatPath } from "../../platform/errors";

const forms = {
  input_kind: z.enum(["barcode", "digitable_line"]),
  barcode: z.string().openapi({ description: "44 digits" }),
  digitable_line: z.string().openapi({ description: "Digits only: 47 (boleto) or 48 (arrecadação)" }),
  digitable_line_formatted: z.string(),
};

const ParsedBoleto = z
  .object({
    type: z.literal("boleto"),
    bank_code: z.string().openapi({ example: "341" }),
    bank_name: z.string().nullable().openapi({ description: "null for a bank lote does not issue for" }),
    currency_code: z.string().openapi({ example: "9" }),
    due_factor: z.string(),
    due_date: z
      .string()
      .nullable()
      .openapi({ description: "YYYY-MM-DD, resolved around today; null for fator 0000" }),
    amount_cents: z.number().int(),
    free_field: z.string().openapi({ description: "Campo livre, 25 digits" }),
    ...forms,
  })
  .openapi("ParsedBoletoCode");

const ParsedArrecadacao = z
  .object({
    type: z.literal("arrecadacao"),
    segment: z.string().openapi({ example: "3" }),
    segment_name: z.string().nullable(),
    value_type: z.string().openapi({ description: "6, 7 (módulo 10) or 8, 9 (módulo 11)" }),
    value_kind: z.enum(["amount", "reference"]),
    check_modulus: z.union([z.literal(10), z.literal(11)]),
    amount_cents: z.number().int().nullable(),
    reference: z.string().nullable(),
    company_id: z.string(),
    company_id_kind: z.enum(["febraban", "cnpj"]),
    free_field: z.string(),
    ...forms,
  })
  .openapi("ParsedArrecadacaoCode");

export const parseCodeRoute = createRoute({
  tags: ["codes"],
  security: [{ apiKey: [] }],
  middleware: [requireTenant],
  method: "post",
  path: "/v1/codes/parse",
  summary: "Read a boleto (any bank) or arrecadação code: bank, amount, due date, segment, check digits",
  description:
    "Accepts a 44-digit barcode, a 47-digit boleto linha digitável or a 48-digit arrecadação linha, with or without spaces, dots and hyphens. Every check digit is verified; each wrong one is listed with its path. Nothing is stored.",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.strictObject({
            code: z
              .string()
              .max(100)
              .openapi({ example: "34191.09008 01015.271248 80212.460002 4 25480000675787" }),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: "What the code says; `type` tells which kind it is",
      content: {
        "application/json": { schema: z.discriminatedUnion("type", [ParsedBoleto, ParsedArrecadacao]) },
      },
    },
    401: problem("Missing or invalid API key"),
    422: problem(
      "INVALID_PAYMENT_CODE: not a payment code; `errors` lists every problem (INVALID_CHARACTERS, INVALID_LENGTH, INVALID_CHECK_DIGIT, INVALID_VALUE_TYPE, UNSUPPORTED_CURRENCY, DUE_FACTOR_OUT_OF_WINDOW, …) with its path",
    ),
  },
});

export function registerParseCode(app: App): void {
  app.openapi(parseCodeRoute, (c) => {
    const { code } = c.req.valid("json");
    try {
      return c.json(parsePaymentCode(code, { today: saoPauloDate(c.get("svc").clock.now()) }), 200);
    } catch (e) {
      if (!isEngineError(e)) throw e;
      throw new ApiError("INVALID_PAYMENT_CODE", e.message, {
        issues: e.issues.map((i) => ({
          code: i.code,
          path: formatPath("body", ["code", ...i.path]),
          message: i.message,
        })),
      });
    }
  });
}
