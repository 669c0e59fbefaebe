/**
 * Shared OpenAPI/zod schemas of the HTTP API (responses and common parameters). Request bodies
 * live with their route. Field names are English snake_case; docs/glossary.md maps them to the
 * FEBRABAN terms.
 */
import { z } from "@hono/zod-openapi";
import { BANK_STATUS_VALUES, ITEM_STATE_VALUES, JOB_STATUS_VALUES } from "../storage/schema";

/**
 * The one shape of every issue list the API shows (item errors and warnings, remessa file errors
 * and warnings, retorno warnings): `path` is accessor notation relative to the object the list
 * belongs to (`payer.document`, `titles[2].amount_cents`, `""` for the object itself); CNAB file
 * issues add the `line` of the file.
 */
export const Issue = z
  .object({
    code: z.string().openapi({ description: "Stable code", example: "INVALID_CPF" }),
    path: z.string().openapi({
      description: "Accessor path relative to the object the list belongs to; empty for the object itself",
      example: "payer.document",
    }),
    message: z.string(),
    line: z.number().int().optional().openapi({
      description:
        "CNAB file issues only (a remessa file's, a retorno's): the 1-based line of the file, 0 for the file as a whole",
    }),
  })
  .openapi("Issue");

export const Problem = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string().openapi({ example: "VALIDATION_FAILED" }),
    instance: z.string(),
    request_id: z.string(),
    errors: z.array(Issue).optional().openapi({
      description:
        "Every problem found, `path` rooted at the part of the request: `body.items[3].amount_cents`, `query.page_size`",
    }),
  })
  .openapi("Problem", {
    description: "RFC 9457 problem details with a stable `code` and every issue with its JSON path",
  });

export const problem = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: Problem } },
});

export const JobState = z.enum(JOB_STATUS_VALUES);
export const ItemState = z.enum(ITEM_STATE_VALUES);

/** A boleto's life at the bank (docs/api.md, "Registration status"). */
export const BankStatusEnum = z.enum(BANK_STATUS_VALUES).openapi("BankStatus", {
  description:
    "issued → sent (in a remessa) → registered | rejected (the bank's motivo) → paid | written_off | protested (back to registered when a protest is cancelled)",
});

export const JobIdParam = z.object({
  job_id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "job_id", in: "path" }, example: "job_01jd…" }),
});

export const ItemError = Issue;

export const ArtifactRef = z
  .object({
    artifact_id: z.string(),
    type: z.string().openapi({ example: "pdf" }),
    attempt: z.number().int(),
    file_name: z.string(),
    content_type: z.string(),
    sha256: z.string(),
    size: z.number().int(),
    url: z.string().openapi({ description: "Signed, expiring download URL (no API key needed)" }),
    expires_at: z.string(),
  })
  .openapi("ArtifactRef");

export const Item = z
  .object({
    item_id: z.string(),
    index: z.number().int(),
    external_id: z.string().nullable(),
    status: ItemState,
    attempt: z.number().int(),
    bank_code: z.string().nullable(),
    our_number: z.string().nullable().openapi({ description: "Nosso número as printed, with check digit" }),
    digitable_line: z.string().nullable(),
    digitable_line_formatted: z.string().nullable(),
    barcode: z.string().nullable(),
    amount_cents: z.number().int().nullable(),
    due_date: z.string().nullable(),
    pix_payload: z.string().nullable(),
    errors: z.array(ItemError),
    warnings: z.array(Issue).openapi({
      description:
        "Not failures: e.g. a layout of the bank's CNAB that could not register this boleto (CNAB_ALPHANUMERIC_DOCUMENT, CNAB_INVALID_AMOUNT, …), said at issue time",
    }),
    skipped_of: z
      .string()
      .nullable()
      .openapi({ description: "For `skipped`: the earlier item holding this external_id" }),
    payment_status: z.string().nullable(),
    payment: z.record(z.string(), z.unknown()).nullable().openapi({
      description:
        "The first liquidation (or the strongest other occurrence) a retorno reported; every payment is in the boleto's `payments` (GET /v1/boletos/{item_id})",
    }),
    paid_cents: z.number().int().nullable().openapi({
      description: "What the bank reported paid, over every payment of the boleto; null before any",
    }),
    payment_count: z.number().int().openapi({ description: "How many payments the bank reported" }),
    paid_on: z.string().nullable().openapi({ description: "The date of its first payment" }),
    registration_path: z.enum(["cnab", "api", "none"]).openapi({
      description:
        "How the bank learns of it: a remessa (`cnab`), its connection's API (`api`), or not at all",
    }),
    payment_divergence: z.string().nullable().openapi({
      description:
        "The latest payment divergence: `underpaid`, `overpaid`, `duplicate_payment`, `paid_after_write_off` or `paid_rejected_entry` (docs/api.md, bank status)",
    }),
    bank_pix: z
      .object({
        txid: z.string().optional(),
        key_or_url: z.string().optional(),
        key_type: z.string().optional(),
        emv: z.string().optional(),
        error_code: z.string().optional(),
        occurrence_code: z.string(),
        retorno_job_id: z.string(),
        entry_index: z.number().int(),
      })
      .nullable()
      .openapi({
        description:
          "PIX data the bank returned for this boleto in a CNAB retorno (Bolepix): TXID, key or QR location, EMV, or the bank's code for a PIX it did not create; the latest retorno entry that carried any",
      }),
    bank_status: BankStatusEnum.nullable().openapi({
      description: "The boleto's life at the bank; null until it is issued",
    }),
    bank_status_at: z.string().nullable(),
    bank_reason: z.record(z.string(), z.unknown()).nullable().openapi({
      description:
        "The bank's motivo for a rejected entry: `{ occurrence: { code, kind, description, reasons } }`",
    }),
    remessa: z
      .object({ file_id: z.string(), file_sequence: z.number().int().nullable() })
      .nullable()
      .openapi({ description: "The last remessa file that carried this boleto's entry, and its NSA" }),
    duration_ms: z.number().int().nullable(),
    finished_at: z.string().nullable(),
    artifacts: z.array(ArtifactRef),
  })
  .openapi("Item");

export const Attempt = z
  .object({
    attempt: z.number().int(),
    status: z.string(),
    errors: z.array(ItemError),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    duration_ms: z.number().int().nullable(),
    artifacts: z.array(ArtifactRef),
  })
  .openapi("Attempt");

export const ItemWithAttempts = Item.extend({
  input: z.record(z.string(), z.unknown()).nullable().openapi({
    description:
      "The item as the current attempt reads it (defaults merged, retry patches applied): what a fix-and-retry patches",
  }),
  attempts: z.array(Attempt),
}).openapi("ItemWithAttempts");

/**
 * What a retorno job found: the file's layout, bank, NSA and totals, how many entries matched an
 * issued boleto, and the departures it read anyway (`warnings`); a file that could not be read
 * at all has only `issues` (its job `error` names the first).
 */
export const RetornoSummary = z
  .object({
    layout: z.enum(["cnab240", "cnab400"]).optional(),
    bank_code: z.string().optional(),
    file_sequence: z
      .number()
      .int()
      .nullable()
      .optional()
      .openapi({ description: "NSA; null when the header has none" }),
    generated_on: z.string().nullable().optional(),
    totals: z
      .object({
        entries: z.number().int(),
        title_amount_cents: z.number().int(),
        paid_cents: z.number().int(),
        credited_cents: z.number().int(),
        by_kind: z.record(z.string(), z.number().int()),
      })
      .optional(),
    entries: z.number().int().optional(),
    matched: z.number().int().optional(),
    unmatched: z.number().int().optional(),
    unread_lines: z.number().int().optional().openapi({
      description:
        "Lines of the file that were not read and may hold entries, each one a warning with its `line`: when not 0 the job is `partially_completed`",
    }),
    kind: z.enum(["registration", "payment", "instructions", "mixed", "other"]).optional().openapi({
      description:
        "What the file is: registrations (entries confirmed or rejected), payments, answers to instructions, several of these (`mixed`), or none of them (`other`: fees, unknown codes)",
    }),
    by_kind: z
      .record(z.string(), z.number().int())
      .optional()
      .openapi({ description: "Entries per occurrence kind" }),
    instructions: z
      .object({ accepted: z.number().int(), rejected: z.number().int(), unanswered: z.number().int() })
      .optional()
      .openapi({
        description:
          "Instructions this file accepted and rejected, and answers to instructions lote had not sent (recorded in the boleto's history only)",
      }),
    warnings: z.array(Issue).optional().openapi({
      description:
        "What was read with a departure: `path` relative to the retorno (`entries[3].due_date`), `line` of the file",
    }),
    issues: z.array(Issue).optional().openapi({
      description: "Why the file could not be read (the first 50)",
    }),
  })
  .openapi("RetornoSummary");

/** A remessa title as its file (or the refused list) shows it. */
export const RemessaTitleView = z
  .object({
    item_id: z.string(),
    index: z.number().int(),
    status: ItemState,
    attempt: z.number().int(),
    reference: z
      .string()
      .nullable()
      .openapi({ description: "The `item_id` or `external_id` the title referenced, if any" }),
    our_number: z.string().nullable(),
    amount_cents: z.number().int().nullable(),
    movement: z.string().nullable(),
    errors: z.array(Issue).openapi({ description: "`path` relative to the title (`payer.document`)" }),
    warnings: z.array(Issue).openapi({
      description:
        "What the title was written with a departure: text cut to the bank's field (`CNAB_TEXT_TRUNCATED` at `document_number`, naming the width and what was written), instructions or PIX the layout cannot carry; `path` relative to the title, `line` of the file",
    }),
  })
  .openapi("RemessaTitle");

export const Accepted = z
  .object({
    job_id: z.string(),
    status: z.literal("received"),
    items_received: z.number().int(),
    items_skipped: z.number().int(),
    created_at: z.string(),
    links: z.record(z.string(), z.string()),
  })
  .openapi("JobAccepted");

/** `Idempotency-Key` header: ≤ 255 printable ASCII characters. */
export const IdempotencyHeader = z.object({
  "idempotency-key": z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/, "printable ASCII without spaces")
    .optional()
    .openapi({
      param: { name: "idempotency-key", in: "header" },
      description:
        "`Idempotency-Key` (header names are case-insensitive): same key + same body → the original response again",
    }),
});

/** `?format=csv` on the list routes that also export CSV (or send `Accept: text/csv`). */
export const CsvFormat = z
  .enum(["json", "csv"])
  .optional()
  .openapi({ description: "`csv` streams every matching row as CSV instead of a JSON page" });

/** The CSV dialect of an export. */
export const CsvDialectParam = z.enum(["br", "intl"]).default("br").openapi({
  description:
    "CSV only. `br`: `;`, decimal comma, dd/mm/yyyy, UTF-8 with BOM (Excel in Portuguese); `intl`: `,`, decimal point, ISO dates",
});
