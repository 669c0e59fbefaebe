/**
 * CSV in: `POST /v1/jobs/boletos` with `Content-Type: text/csv` (the same route as JSON; this
 * middleware answers CSV bodies before the JSON validator runs) and `POST /v1/jobs/boletos/preview`,
 * which reads a file and validates its rows without creating anything. The file is streamed:
 * bytes are hashed (for idempotency) and parsed into items chunk by chunk.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { limitBody } from "../../../api/body-limit";
import { ApiError } from "../../../api/errors";
import { requireTenant } from "../../../api/middleware";
import { IdempotencyHeader, Issue, problem } from "../../../api/schemas";
import type { App, HonoEnv } from "../../../api/types";
import { type CsvCharset, charsetOf } from "../../../csv/decode";
import { type CsvIssue, type CsvRead, columnOf, readCsvItems } from "../../../csv/items";
import { missingColumnIssues } from "../../../csv/required";
import { validateBoletoInput } from "../../../engine/index";
import { engineInput } from "../../../ledger/input";
import { saoPauloDate } from "../../../platform/clock";
import { sha256Hex, sha256Stream } from "../../../platform/crypto";
import { toItemErrors } from "../../core/items";
import { acceptBoletoJob } from "./accept";

const flag = z.enum(["true", "false"]).optional();

/** Job settings a CSV body cannot carry, as query parameters (text/csv only). */
export const CsvJobQuery = z.object({
  webhook_url: z
    .string()
    .max(2048)
    .optional()
    .openapi({ description: "text/csv only: receives the job.* events" }),
  pdf: flag.openapi({ description: "text/csv only: render one PDF per boleto (default true)" }),
  html: flag.openapi({ description: "text/csv only: also render HTML (default false)" }),
  merged_pdf: flag.openapi({ description: "text/csv only: one PDF with every boleto (default false)" }),
});

/** `text/csv` or `application/csv` (what spreadsheets and browsers send for .csv files). */
export function isCsv(contentType: string | undefined): boolean {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  return type === "text/csv" || type === "application/csv";
}

function charsetOrRefuse(contentType: string | undefined): CsvCharset | undefined {
  const charset = charsetOf(contentType);
  if (charset === null)
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "CSV is read as charset=utf-8 or charset=windows-1252");
  return charset;
}

/**
 * Reads the request body as CSV, refusing it past `maxBytes`; `hash` sees every chunk. A file
 * with a header also gets an issue for each required field no column fills (`required.ts`).
 */
async function readBody(
  req: Request,
  args: { maxRows: number; maxBytes: number; onBytes?: (b: Uint8Array) => void },
): Promise<CsvRead> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  const tooLarge = () => new ApiError("PAYLOAD_TOO_LARGE", `the request body exceeds ${args.maxBytes} bytes`);
  if (declared > args.maxBytes) throw tooLarge();
  let size = 0;
  const read = await readCsvItems(req.body, {
    charset: charsetOrRefuse(req.headers.get("content-type") ?? undefined),
    maxRows: args.maxRows,
    onBytes: (b) => {
      size += b.byteLength;
      if (size > args.maxBytes) throw tooLarge();
      args.onBytes?.(b);
    },
  });
  if (!read.issues.some((i) => i.code === "CSV_EMPTY"))
    read.issues.push(...missingColumnIssues(read.source.columns));
  return read;
}

/** Route middleware of `POST /v1/jobs/boletos`: answers a CSV body; anything else goes on to JSON. */
export const csvBoletoJob: MiddlewareHandler<HonoEnv> = async (c, next) => {
  if (!isCsv(c.req.header("content-type"))) return next();
  const svc = c.get("svc");
  const auth = c.get("auth");
  const header = IdempotencyHeader.safeParse({ "idempotency-key": c.req.header("idempotency-key") });
  if (!header.success)
    throw new ApiError(
      "INVALID_IDEMPOTENCY_KEY",
      "Idempotency-Key must be 1 to 255 printable ASCII characters",
      {
        issues: [
          {
            code: "INVALID_FORMAT",
            path: "header.idempotency-key",
            message: "printable ASCII without spaces",
          },
        ],
      },
    );
  const query = CsvJobQuery.safeParse(c.req.query());
  if (!query.success)
    throw new ApiError("VALIDATION_FAILED", "bad query parameters", {
      issues: query.error.issues.map((i) => ({
        code: i.code.toUpperCase(),
        path: ["query", ...i.path].join("."),
        message: i.message,
      })),
    });
  const maxRows = Math.min(auth.limits.maxItemsPerJob, svc.config.MAX_ITEMS_PER_JOB);
  const hash = sha256Stream();
  const read = await readBody(c.req.raw, {
    maxRows,
    maxBytes: svc.config.MAX_BODY_BYTES,
    onBytes: (b) => hash.update(b),
  });
  if (read.tooMany) throw new ApiError("BATCH_TOO_LARGE", `a job takes at most ${maxRows} rows`);
  if (read.issues.length > 0)
    throw new ApiError("VALIDATION_FAILED", `${read.issues.length} problem(s) in the CSV file`, {
      issues: read.issues,
    });
  const q = query.data;
  const options = { pdf: q.pdf !== "false", html: q.html === "true", merged_pdf: q.merged_pdf === "true" };
  // The same file with other settings is another request: the settings are part of the hash.
  const requestSha256 = await sha256Hex(
    `csv\n${await hash.hex()}\n${JSON.stringify([options, q.webhook_url])}`,
  );
  return acceptBoletoJob(c, {
    body: { items: read.rows.map((r) => r.item), options, webhook_url: q.webhook_url },
    requestSha256,
    key: header.data["idempotency-key"] ?? null,
    source: { ...read.source },
    csv: { rows: read.rows.map((r) => r.row), header: (field) => columnOf(read.source, field) },
  });
};

/** A row's issue: an {@link Issue} naming the CSV column too. */
const PreviewError = Issue.extend({
  column: z.string().nullable().openapi({ description: "The CSV header of the column that filled `path`" }),
}).openapi("CsvRowIssue");

const CsvPreview = z
  .object({
    charset: z.enum(["utf-8", "windows-1252"]),
    delimiter: z.string(),
    columns: z.array(z.object({ header: z.string(), field: z.string() })),
    summary: z.object({ rows: z.number().int(), valid: z.number().int(), invalid: z.number().int() }),
    file_errors: z.array(Issue).openapi({
      description: "Problems with the file itself; creating a job from it would be refused (422)",
    }),
    rows: z
      .array(
        z.object({
          row: z.number().int(),
          item: z.record(z.string(), z.unknown()),
          errors: z.array(PreviewError),
        }),
      )
      .openapi({ description: "The first `limit` rows as items, each with its validation" }),
    invalid_rows: z
      .array(z.object({ row: z.number().int(), errors: z.array(PreviewError) }))
      .openapi({ description: "Up to 100 rows that would fail, from the whole file" }),
  })
  .openapi("CsvPreview");

export const previewCsvRoute = createRoute({
  method: "post",
  path: "/v1/jobs/boletos/preview",
  tags: ["boletos"],
  summary: "Read a CSV file and validate every row, without creating a job",
  description:
    "The same reading as `POST /v1/jobs/boletos` with `text/csv`: the columns found, the first rows as items and every row's validation (the checks the job would run), so a spreadsheet can be fixed before it is sent.",
  security: [{ apiKey: [] }],
  middleware: [requireTenant, limitBody((c) => c.MAX_BODY_BYTES)] as const,
  request: {
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    body: {
      required: true,
      content: { "text/csv": { schema: z.string().openapi({ description: "The CSV file" }) } },
    },
  },
  responses: {
    200: {
      description: "What the file holds and how its rows validate",
      content: { "application/json": { schema: CsvPreview } },
    },
    401: problem("Missing or invalid API key"),
    413: problem("PAYLOAD_TOO_LARGE"),
    415: problem("Not text/csv, or a charset other than utf-8 / windows-1252"),
  },
});

export function registerCsvPreview(app: App): void {
  app.openapi(previewCsvRoute, async (c) => {
    if (!isCsv(c.req.header("content-type")))
      throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "send the file as Content-Type: text/csv");
    const svc = c.get("svc");
    const auth = c.get("auth");
    const { limit } = c.req.valid("query");
    const maxRows = Math.min(auth.limits.maxItemsPerJob, svc.config.MAX_ITEMS_PER_JOB);
    const read = await readBody(c.req.raw, { maxRows, maxBytes: svc.config.MAX_BODY_BYTES });
    const fileErrors: CsvIssue[] = [...read.issues];
    if (read.tooMany)
      fileErrors.push({
        code: "BATCH_TOO_LARGE",
        path: "body",
        message: `a job takes at most ${maxRows} rows`,
      });
    const today = saoPauloDate(svc.clock.now());
    let valid = 0;
    const invalid: { row: number; errors: z.infer<typeof PreviewError>[] }[] = [];
    const rows = read.rows.map(({ row, item }) => {
      const v = validateBoletoInput(engineInput(item), { today });
      const errors = v.ok
        ? []
        : toItemErrors(v.issues).map((e) => ({ ...e, column: columnOf(read.source, e.path) ?? null }));
      if (errors.length === 0) valid++;
      else if (invalid.length < 100) invalid.push({ row, errors });
      return { row, item, errors };
    });
    return c.json(
      {
        charset: read.source.charset,
        delimiter: read.source.delimiter,
        columns: read.source.columns,
        summary: { rows: rows.length, valid, invalid: rows.length - valid },
        file_errors: fileErrors,
        rows: rows.slice(0, limit),
        invalid_rows: invalid,
      },
      200,
    );
  });
}
