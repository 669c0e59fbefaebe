/** `GET /v1/boletos` (the tenant's boletos across jobs, filtered, with totals; CSV) and `GET /v1/boletos/summary`. */
import { createRoute, z } from "@hono/zod-openapi";
import { requireTenant } from "../../../api/middleware";
import { BankStatusEnum, CsvDialectParam, CsvFormat, problem } from "../../../api/schemas";
import type { App } from "../../../api/types";
import { csvHeaders, csvStream, wantsCsv } from "../../../csv/write";
import type { BankStatus } from "../../../ledger/status";
import { BANK_STATUS_VALUES } from "../../../storage/shard-schema";
import {
  BOLETO_CSV_HEADER,
  boletoCsvRows,
  boletoSummary,
  DIVERGENCES,
  listBoletos,
  SORTS,
} from "../receivables";

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date YYYY-MM-DD")
  .optional();

const Query = z.object({
  q: z.string().max(100).optional().openapi({
    description:
      "Search: part of the payer's name, the external id or the document number (seu número); with 3 digits or more also the payer's CPF/CNPJ, the nosso número and the linha digitável (digits only)",
  }),
  bank_status: z
    .string()
    .max(200)
    .refine((v) => v.split(",").every((s) => isBankStatus(s.trim())), "comma-separated bank statuses")
    .optional()
    .openapi({ description: `Bank statuses, comma-separated: ${BANK_STATUS_VALUES.join(", ")}` }),
  bank_code: z
    .string()
    .regex(/^\d{3}$/, "three digits")
    .optional(),
  due_from: Day.openapi({ description: "Due on or after (YYYY-MM-DD)" }),
  due_to: Day.openapi({ description: "Due on or before" }),
  overdue: z.enum(["true", "false"]).optional().openapi({
    description: "`true`: open (issued, sent, registered) and past its due date (São Paulo today)",
  }),
  paid_from: Day.openapi({ description: "First paid on or after" }),
  paid_to: Day.openapi({ description: "First paid on or before" }),
  divergence: z
    .enum(["any", ...DIVERGENCES])
    .optional()
    .openapi({ description: "Only boletos whose latest payment diverges (`any`, or that kind)" }),
  path: z
    .enum(["cnab", "api", "none"])
    .optional()
    .openapi({ description: "How the bank learns of it: remessa (`cnab`), its connection (`api`), none" }),
  item_ids: z
    .string()
    .max(8000)
    .refine((v) => v.split(",").length <= 200, "at most 200 item ids")
    .optional()
    .openapi({
      description:
        "Only these boletos, comma-separated item ids (at most 200): a retorno's matched ones, say",
    }),
  sort: z.enum(SORTS).default("-created").openapi({ description: "A leading `-` sorts descending" }),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
  page_token: z
    .string()
    .max(1024)
    .optional()
    .openapi({ description: "From the previous page's `next_page_token`" }),
  format: CsvFormat,
  dialect: CsvDialectParam,
});

const Total = z.object({ count: z.number().int(), amount_cents: z.number().int() });

export const BoletoListEntry = z
  .object({
    item_id: z.string(),
    job_id: z.string(),
    external_id: z.string().nullable(),
    document_number: z.string().nullable(),
    payer: z.object({ name: z.string().nullable(), document: z.string().nullable() }),
    bank_code: z.string().nullable(),
    our_number: z.string().nullable(),
    digitable_line: z.string().nullable(),
    digitable_line_formatted: z.string().nullable(),
    amount_cents: z.number().int().nullable(),
    due_date: z.string().nullable(),
    bank_status: BankStatusEnum,
    bank_status_at: z.string().nullable(),
    registration_path: z.enum(["cnab", "api", "none"]),
    paid_cents: z.number().int().nullable(),
    paid_on: z.string().nullable(),
    payment_count: z.number().int(),
    payment_divergence: z.string().nullable(),
    overdue: z.boolean(),
    days_overdue: z.number().int(),
    created_at: z.string(),
  })
  .openapi("BoletoListEntry");

export const BoletoTotals = z
  .object({
    issued: Total.openapi({
      description: "Every boleto of the filtered set (issued, whatever its status now)",
    }),
    registered: Total.openapi({ description: "At bank status `registered`" }),
    paid: Total.openapi({ description: "At bank status `paid` (their nominal amounts)" }),
    overdue: Total.openapi({ description: "Open and past due" }),
    received: Total.openapi({ description: "With a payment: how many, and what the bank reported paid" }),
  })
  .openapi("BoletoTotals");

export const listBoletosRoute = createRoute({
  method: "get",
  path: "/v1/boletos",
  tags: ["boletos"],
  summary: "The tenant's boletos across its jobs: searched, filtered, sorted, with totals; or CSV",
  security: [{ apiKey: [] }],
  middleware: [requireTenant] as const,
  request: { query: Query },
  responses: {
    200: {
      description: "A page of boletos and the totals of every boleto the filter matches",
      content: {
        "application/json": {
          schema: z
            .object({
              data: z.array(BoletoListEntry),
              totals: BoletoTotals,
              today: z.string().openapi({ description: "The date (São Paulo) that decided what is overdue" }),
              next_page_token: z.string(),
            })
            .openapi("BoletoPage"),
        },
        "text/csv": {
          schema: z.string().openapi({
            description:
              "With `format=csv`: every matching boleto in one streamed CSV, no pages (docs/api.md)",
          }),
        },
      },
    },
    400: problem("INVALID_PAGE_TOKEN"),
    401: problem("Missing or invalid API key"),
    422: problem("VALIDATION_FAILED (query)"),
  },
});

export const boletoSummaryRoute = createRoute({
  method: "get",
  path: "/v1/boletos/summary",
  tags: ["boletos"],
  summary: "The dashboard: received per day, overdue by age, due today, last remessas and retornos",
  security: [{ apiKey: [] }],
  middleware: [requireTenant] as const,
  request: {
    query: z.object({
      days: z.coerce
        .number()
        .int()
        .min(1)
        .max(90)
        .default(30)
        .openapi({ description: "Days of `received_per_day`" }),
    }),
  },
  responses: {
    200: {
      description: "The summary",
      content: {
        "application/json": {
          schema: z
            .object({
              today: z.string(),
              received_per_day: z.array(Total.extend({ date: z.string() })).openapi({
                description:
                  "Oldest first, one entry per day, by the payment's date; amounts as the bank reported them paid",
              }),
              overdue_by_age: z
                .array(Total.extend({ bucket: z.enum(["0_30", "31_60", "61_90", "over_90"]) }))
                .openapi({
                  description:
                    "Open boletos past due, by days past the due date: 1–30, 31–60, 61–90, over 90",
                }),
              due_today: Total,
              queued_instructions: z
                .array(z.object({ bank_code: z.string(), layout: z.string(), count: z.number().int() }))
                .openapi({
                  description:
                    "Instructions queued for a remessa and not yet claimed by one, by bank and layout: what the next remessa of that bank carries along",
                }),
              last_files: z.array(
                z.object({
                  job_id: z.string(),
                  kind: z.string(),
                  status: z.string(),
                  created_at: z.string(),
                }),
              ),
            })
            .openapi("BoletoSummary"),
        },
      },
    },
    401: problem("Missing or invalid API key"),
    422: problem("VALIDATION_FAILED (query)"),
  },
});

function isBankStatus(s: string): s is BankStatus {
  return (BANK_STATUS_VALUES as readonly string[]).includes(s);
}

function statuses(v: string | undefined): BankStatus[] | undefined {
  return v
    ?.split(",")
    .map((s) => s.trim())
    .filter(isBankStatus);
}

export function registerReceivables(app: App): void {
  app.openapi(boletoSummaryRoute, async (c) => {
    const svc = c.get("svc");
    const tenantId = c.get("auth").tenantId;
    const summary = await boletoSummary(await svc.tenantData(tenantId), {
      tenantId,
      now: svc.clock.now(),
      days: c.req.valid("query").days,
    });
    return c.json(summary, 200);
  });
  app.openapi(listBoletosRoute, async (c) => {
    const svc = c.get("svc");
    const tenantId = c.get("auth").tenantId;
    const q = c.req.valid("query");
    const filter = {
      q: q.q,
      bankStatus: statuses(q.bank_status),
      bankCode: q.bank_code,
      dueFrom: q.due_from,
      dueTo: q.due_to,
      overdue: q.overdue === "true" ? true : undefined,
      paidFrom: q.paid_from,
      paidTo: q.paid_to,
      divergence: q.divergence,
      path: q.path,
      ids: q.item_ids
        ?.split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    };
    const tenant = await svc.tenantData(tenantId);
    const now = svc.clock.now();
    if (wantsCsv(q.format, c.req.header("accept"))) {
      const rows = boletoCsvRows(tenant, { tenantId, now, filter, sort: q.sort });
      return new Response(csvStream(BOLETO_CSV_HEADER, rows, q.dialect), {
        headers: csvHeaders("boletos.csv"),
      }) as never;
    }
    const page = await listBoletos(tenant, {
      tenantId,
      now,
      filter,
      sort: q.sort,
      pageSize: q.page_size,
      pageToken: q.page_token,
    });
    return c.json(page, 200);
  });
}
