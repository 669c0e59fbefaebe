/**
 * Where the Pix API's published schemas come from: the Central Bank's OpenAPI document, one file
 * at one commit. Every `x-source` in `published*.ts` names a JSON pointer into it.
 */

import type { JsonSchema } from "../../connect/schema";

/** The document the transcription follows (the yaml itself is not in lote's repository). */
export const PIX_SPEC =
  "github.com/bacen/pix-api openapi.yaml, API Pix 2.9.0 (tag 2.9.0 = commit " +
  "0d74e5e1a2eefc0eb3f373860d1266ceab5f864e; the same blob, dbcbc4a3f682b1cb31608b71baefdff4e9a98346, " +
  "at 1f1b568f6adf5b55a6268efbaf62802a14b01941, 2025-09-05)";

/**
 * An `x-source` value: the document, a JSON pointer into it and, when the transcription reads
 * something in, what.
 * @example at("#/components/schemas/TxId", "anchored") // "bacen/pix-api openapi.yaml 2.9.0 #/components/schemas/TxId (anchored)"
 */
export function at(pointer: string, note?: string): string {
  return `bacen/pix-api openapi.yaml 2.9.0 ${pointer}${note ? ` (${note})` : ""}`;
}

/** A decimal amount or percentage as the spec writes it: `\d{1,10}\.\d{2}`, anchored. */
export const decimal = (pointer: string): JsonSchema => ({
  type: "string",
  pattern: "^\\d{1,10}\\.\\d{2}$",
  "x-source": at(pointer, "pattern `\\d{1,10}\\.\\d{2}`, anchored"),
});
