import { createRoute, z } from "@hono/zod-openapi";
import { limitBody } from "../../../api/body-limit";
import { requireTenant } from "../../../api/middleware";
import { Accepted, IdempotencyHeader, problem } from "../../../api/schemas";
import type { App } from "../../../api/types";
import { sha256Hex } from "../../../platform/crypto";
import { acceptBoletoJob, CreateBoletoJobBody } from "./accept";
import { CsvJobQuery, csvBoletoJob } from "./csv";

export const createBoletoJobRoute = createRoute({
  method: "post",
  path: "/v1/jobs/boletos",
  tags: ["boletos"],
  summary: "Create a boleto batch job",
  description:
    "Checks only the envelope and answers `202` at once; each item is validated, computed (nosso número, barcode, linha digitável, PIX) and rendered in the background.",
  security: [{ apiKey: [] }],
  // A CSV body is answered by `csvBoletoJob` (streamed, with its own size check) before the JSON limit.
  middleware: [requireTenant, csvBoletoJob, limitBody((c) => c.MAX_BODY_BYTES)] as const,
  request: {
    headers: IdempotencyHeader,
    query: CsvJobQuery,
    body: {
      required: true,
      content: {
        "application/json": { schema: CreateBoletoJobBody },
        "text/csv": {
          schema: z.string().openapi({
            description:
              "A spreadsheet saved as CSV: one boleto per row, columns as in docs/csv.md (Portuguese or English headers), `;` or `,` separated, UTF-8 or Windows-1252 (`charset=`, else detected). Job settings go in the query.",
          }),
        },
      },
    },
  },
  responses: {
    202: {
      description: "Accepted; poll `links.self` or wait for the webhook",
      headers: z.object({ Location: z.string(), "Retry-After": z.string() }),
      content: { "application/json": { schema: Accepted } },
    },
    400: problem("Malformed JSON or idempotency key"),
    401: problem("Missing or invalid API key"),
    409: problem("IDEMPOTENCY_KEY_IN_PROGRESS"),
    413: problem("BATCH_TOO_LARGE or PAYLOAD_TOO_LARGE"),
    415: problem("Neither application/json nor text/csv, or a CSV charset other than utf-8 / windows-1252"),
    422: problem(
      "VALIDATION_FAILED (envelope, or the CSV file's structure: rows and columns named) or IDEMPOTENCY_KEY_REUSED",
    ),
    429: problem("RATE_LIMITED or TOO_MANY_PENDING_JOBS, with Retry-After"),
  },
});

export function registerCreateBoletoJob(app: App): void {
  app.openapi(createBoletoJobRoute, async (c) => {
    // Only JSON reaches the handler: csvBoletoJob answers text/csv bodies.
    const body = c.req.valid("json") as z.infer<typeof CreateBoletoJobBody>;
    const requestSha256 = await sha256Hex(await c.req.text());
    const key = c.req.valid("header")["idempotency-key"] ?? null;
    return (await acceptBoletoJob(c, { body, requestSha256, key })) as never;
  });
}
