/**
 * The value formats and helpers of Itaú's published registration schema (see published.ts for the
 * source tags).
 */
import type { JsonSchema } from "../../../connect/schema";

/** 17 digits (EI `200_boleto` example, AC) or `999999999999999.00` (EI field descriptions). */
export const MONEY_REGISTER = "^(\\d{17}|\\d{1,15}\\.\\d{2})$";
/** 12 digits, 7 + 5 (EI example `percentual_multa: "000000100000"`) or `9999999.00000` (EI descriptions). */
export const PERCENT_REGISTER = "^(\\d{12}|\\d{1,7}\\.\\d{5})$";
/** A date, AAAA-MM-DD. */
export const DATE: JsonSchema = { type: "string", format: "date", "x-source": "EI/CD: AAAA-MM-DD" };

/** A closed object schema (lote's strictness: unknown fields are violations). */
export const closed = (
  properties: Record<string, JsonSchema>,
  required: string[] = [],
  src = "",
): JsonSchema => ({
  type: "object",
  properties,
  required,
  additionalProperties: false,
  ...(src ? { "x-source": src } : {}),
});
