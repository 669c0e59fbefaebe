/** Request and response schemas of the instruction routes. */
import { z } from "@hono/zod-openapi";
import { EXTERNAL_ID_MAX } from "../../../api/inputs";
import { INSTRUCTION_TYPES } from "../../../ledger/movements";
import { INSTRUCTION_STATE_VALUES } from "../../../storage/schema";

const TYPE_DOC = `The movement: ${INSTRUCTION_TYPES.join(", ")} (which ones a bank × layout writes: docs/cnab.md). Checked in the background: an unknown or unsupported type fails its item alone.`;

/**
 * The fields of one instruction beyond its boleto. Only the envelope is checked at the door; the
 * rest in the background, where a bad instruction fails alone with its code and path.
 */
export const InstructionFields = {
  type: z
    .string()
    .max(40)
    .openapi({ enum: [...INSTRUCTION_TYPES], description: TYPE_DOC }),
  layout: z
    .unknown()
    .optional()
    .openapi({
      type: "string",
      enum: ["cnab240", "cnab400", "cnab444"],
      description:
        "The remessa layout that writes it; default the layout of the file that carried the boleto's entry, else the bank's only CNAB layout",
    }),
  due_date: z.unknown().optional().openapi({
    type: "string",
    format: "date",
    description: "due_date_change: the new due date (not before today)",
  }),
  amount_cents: z
    .unknown()
    .optional()
    .openapi({ type: "integer", description: "amount_change: the new amount" }),
  rebate_cents: z
    .unknown()
    .optional()
    .openapi({ type: "integer", description: "rebate: the abatimento granted" }),
  discount: z.unknown().optional().openapi({
    type: "object",
    description: "discount / change_data: `{ amount_cents, until }` as on a boleto",
  }),
  interest: z.unknown().optional().openapi({ type: "object", description: "interest_change / change_data" }),
  fine: z.unknown().optional().openapi({ type: "object", description: "fine_change / change_data" }),
  protest: z
    .unknown()
    .optional()
    .openapi({
      type: "object",
      properties: {
        days: { type: "integer", minimum: 1, maximum: 99 },
        business_days: { type: "boolean" },
      },
      required: ["days"],
      description:
        "protest: `{ days, business_days? }` where the layout carries the days; `days` a whole number from 1 to 99 (`INVALID_PROTEST` otherwise, when the instruction is checked)",
    }),
};

const Ref = z.string().min(1).max(EXTERNAL_ID_MAX);

/** `{ item_id }` or `{ external_id }` of an issued boleto of this tenant. */
export const BoletoRef = z
  .union([z.strictObject({ item_id: Ref }), z.strictObject({ external_id: Ref })])
  .openapi("BoletoRef", { description: "An issued boleto of yours: `{ item_id }` or `{ external_id }`" });

/** One instruction of `POST /v1/jobs/instructions`. */
export const InstructionItem = z
  .object({ boleto: BoletoRef, ...InstructionFields })
  .catchall(z.unknown())
  .openapi("InstructionItem");

export const InstructionView = z
  .object({
    instruction_id: z.string(),
    item_id: z.string().openapi({ description: "The boleto" }),
    boleto_job_id: z.string(),
    job_id: z.string().openapi({ description: "The instructions job that created it" }),
    type: z.string(),
    state: z.enum(INSTRUCTION_STATE_VALUES),
    changes: z.record(z.string(), z.unknown()).openapi({ description: "The fields it changes" }),
    bank_code: z.string(),
    layout: z.enum(["cnab240", "cnab400", "cnab444", "api"]).openapi({
      description:
        "The layout of the remessa that carries it, or `api`: the bank's API carries it (the boleto was registered by API)",
    }),
    group_key: z.string().openapi({ description: "The remessa group (file) it belongs in" }),
    claimed: z
      .boolean()
      .openapi({ description: "Queued and claimed by a remessa writing its file: no longer cancellable" }),
    remessa: z
      .object({
        job_id: z.string().nullable(),
        file_id: z.string(),
        file_sequence: z.number().int().nullable(),
      })
      .nullable(),
    sent_at: z.string().nullable(),
    resolution: z.record(z.string(), z.unknown()).nullable().openapi({
      description:
        "How it was resolved: the bank's occurrence and motivo (`source: bank`), lote's refusal to write it (`source: lote`), or the client's cancellation",
    }),
    resolved_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("Instruction");

export const InstructionIdParam = z.object({
  instruction_id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "instruction_id", in: "path" } }),
});

export const BoletoIdParam = z.object({
  item_id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "item_id", in: "path" } }),
});
