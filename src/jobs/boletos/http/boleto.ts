import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "../../../api/errors";
import { requireTenant } from "../../../api/middleware";
import { Attempt, BankStatusEnum, Item, problem } from "../../../api/schemas";
import type { App } from "../../../api/types";
import { REGISTRATION_STATE_VALUES } from "../../../storage/schema";
import { boletoLife } from "../life";

const Codes = z.object({
  our_number: z.string().nullable(),
  barcode: z.string().nullable(),
  digitable_line: z.string().nullable(),
  digitable_line_formatted: z.string().nullable(),
  amount_cents: z.number().int().nullable(),
  due_date: z.string().nullable(),
  pix_payload: z.string().nullable(),
});

const Payment = z
  .object({
    seq: z.number().int().openapi({ description: "1 for the boleto's first payment, 2 for its second, …" }),
    amount_cents: z.number().int().nullable().openapi({ description: "What the payer paid" }),
    credited_cents: z.number().int().nullable(),
    interest_cents: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Juros and multa the bank says were paid" }),
    discount_cents: z.number().int().nullable(),
    rebate_cents: z.number().int().nullable(),
    fee_cents: z.number().int().nullable(),
    paid_on: z.string().nullable(),
    credit_on: z.string().nullable(),
    channel: z.enum(["boleto", "pix", "unknown"]),
    source: z.object({
      kind: z.enum(["retorno", "api", "webhook", "pix"]),
      job_id: z.string().nullable(),
      file_id: z.string().nullable(),
      line: z.number().int().nullable().openapi({ description: "The retorno file's line" }),
      ref: z.string().nullable().openapi({ description: "A webhook's or a PSP's id of the payment" }),
    }),
    bank_status_before: BankStatusEnum.nullable(),
    divergences: z.array(z.record(z.string(), z.unknown())).openapi({
      description:
        "`{ kind: duplicate_payment | paid_after_write_off | paid_rejected_entry, bank_status }` or `{ kind: underpaid | overpaid, paid_cents, expected_min_cents, expected_max_cents, difference_cents }`",
    }),
  })
  .openapi("BoletoPayment");

const HistoryEntry = z
  .object({
    at: z.string(),
    kind: z.string().openapi({
      description:
        "`bank_status` (a change of status), `instruction.queued|replaced|superseded|sent|accepted|rejected`, `occurrence` (a retorno entry that changed nothing), `occurrence_late` (an answer the boleto's state no longer allows: recorded, not applied), `entry_resent`, `reissued`, `reissue_failed`, `reissue_skipped` (a change the bank accepted for a boleto no longer open)",
    }),
    from: BankStatusEnum.nullable(),
    to: BankStatusEnum.nullable(),
    source: z.object({ job_id: z.string().nullable(), file_id: z.string().nullable() }).openapi({
      description: "The job (boletos, remessa, retorno, instructions) and remessa file that caused it",
    }),
    details: z.record(z.string(), z.unknown()).nullable(),
  })
  .openapi("BoletoHistoryEntry");

export const BoletoLife = Item.omit({ artifacts: true })
  .extend({
    job_id: z.string(),
    artifacts: Item.shape.artifacts,
    history: z.array(HistoryEntry),
    payments: z.array(Payment).openapi({ description: "Every payment the bank reported, first first" }),
    registrations: z
      .array(
        z.object({
          provider: z.string().openapi({ description: "The bank code, or `pix` for its PSP's charge" }),
          connection_id: z.string(),
          state: z.enum(REGISTRATION_STATE_VALUES),
          attempts: z.number().int(),
          provider_ids: z.record(z.string(), z.string()).nullable(),
          codes: z.record(z.string(), z.string()).nullable(),
          last_outcome: z.record(z.string(), z.unknown()).nullable(),
          updated_at: z.string(),
        }),
      )
      .openapi({ description: "Its registrations by API (the bank's, its PSP's Pix charge)" }),
    instructions: z.array(z.record(z.string(), z.unknown())).openapi({
      description: "Its instructions, oldest first (components/schemas/Instruction)",
    }),
    attempts: z.array(
      Attempt.extend({
        codes: Codes.nullable().openapi({ description: "The codes this attempt (generation) printed" }),
        reissue: z
          .record(z.string(), z.unknown())
          .nullable()
          .openapi({ description: "Why this attempt re-issued the boleto (new due date, amount, bank PIX)" }),
      }),
    ),
    links: z.record(z.string(), z.string()),
  })
  .openapi("BoletoLife");

export const getBoletoRoute = createRoute({
  method: "get",
  path: "/v1/boletos/{item_id}",
  tags: ["boletos"],
  summary: "One boleto's whole life: codes, bank status and its history, instructions, payment, generations",
  security: [{ apiKey: [] }],
  middleware: [requireTenant] as const,
  request: {
    params: z.object({
      item_id: z
        .string()
        .min(1)
        .max(64)
        .openapi({ param: { name: "item_id", in: "path" } }),
    }),
  },
  responses: {
    200: { description: "The boleto", content: { "application/json": { schema: BoletoLife } } },
    401: problem("Missing or invalid API key"),
    404: problem("No such boleto for this tenant"),
  },
});

export function registerGetBoleto(app: App): void {
  app.openapi(getBoletoRoute, async (c) => {
    const svc = c.get("svc");
    const auth = c.get("auth");
    const itemId = c.req.valid("param").item_id;
    const life = await boletoLife(
      svc,
      await svc.data(auth.tenantId, itemId),
      await svc.tenantData(auth.tenantId),
      {
        origin: new URL(c.req.url).origin,
        tenantId: auth.tenantId,
        issuer: auth.apiKeyId,
        itemId,
      },
    );
    if (!life) throw new ApiError("NOT_FOUND", "boleto not found");
    return c.json(life, 200);
  });
}
