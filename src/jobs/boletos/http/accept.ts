/**
 * The body of `POST /v1/jobs/boletos` and the checks and admission shared by its JSON and CSV
 * forms (`create.ts`, `csv.ts`): one module both import, so neither imports the other.
 */
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { admitJob } from "../../../api/admit";
import { limitStoredJson } from "../../../api/body-limit";
import { ApiError } from "../../../api/errors";
import { BoletoItemEnvelope, EXTERNAL_ID_MAX, externalIdIssues, ItemDefaults } from "../../../api/inputs";
import { freeFormObject } from "../../../api/json-limits";
import type { HonoEnv } from "../../../api/types";
import { requireWebhookUrl } from "../../../api/webhook-url";
import { createBoletoJob } from "../create";

export const CreateBoletoJobBody = z
  .strictObject({
    items: z
      .array(BoletoItemEnvelope)
      .min(1)
      .openapi({
        type: "array",
        items: { $ref: "#/components/schemas/BoletoJobItem" },
        description: `1 to MAX_ITEMS_PER_JOB (default 1000) boletos. Each item, merged over \`defaults\`, is validated in the background as a BoletoItem; \`external_id\`, when given, is a string of 1 to ${EXTERNAL_ID_MAX} characters (checked here).`,
      }),
    defaults: ItemDefaults.optional().openapi({
      allOf: [{ $ref: "#/components/schemas/BoletoJobItem" }],
      description:
        "Deep-merged under every item (e.g. the beneficiary and bank account); the item wins. `external_id` cannot be a default.",
    }),
    webhook_url: z
      .string()
      .max(2048)
      .optional()
      .openapi({ description: "Receives the job.* events (signed)" }),
    options: z
      .strictObject({
        pdf: z.boolean().default(true).openapi({ description: "Render one PDF per boleto" }),
        html: z
          .boolean()
          .default(false)
          .openapi({ description: "Also render a self-contained HTML page per boleto" }),
        merged_pdf: z
          .boolean()
          .default(false)
          .openapi({ description: "Build one PDF with every boleto when the job ends" }),
        layout: z.enum(["single", "carne"]).optional().openapi({
          description:
            "Default `single`. `carne`: when the job ends, also build the carnê (installment booklet) of its completed boletos, one per payer: 3 parcelas per A4 sheet by default, each a stub for the payer and the ficha de compensação (HTML too when `html` is true). Listed as consolidated artifacts `carne` (and `carne_html`).",
        }),
        carne: z
          .object({
            per_page: z
              .union([z.literal(1), z.literal(2), z.literal(3)])
              .default(3)
              .openapi({ description: "Parcelas per A4 sheet" }),
            cover: z.boolean().default(false).openapi({
              description: "Start with a cover page: payer, beneficiary and a table of the parcelas",
            }),
          })
          .optional()
          .openapi({ description: "Carnê options (with `layout: carne`, or a carnê requested later)" }),
        registration: z.enum(["cnab", "api", "none"]).optional().openapi({
          description:
            'How the bank learns of each boleto. `cnab` (default): a remessa carries its entry (`select: "pending"` sends what needs sending). `api`: lote registers it through the tenant\'s connection that serves its account (POST /v1/connections), exactly once, in the background — a bank that assigns the codes (Inter) is registered before rendering and its codes printed; an item whose account no connection serves fails with NO_CONNECTION. `none`: lote does not register it.',
        }),
        pix_charge: z.enum(["static", "psp"]).optional().openapi({
          description:
            "For Bolepix items with `pix.key`: `static` (default) prints a static QR; `psp` creates a cobrança com vencimento (cobv) at the PSP connection that serves the key (BACEN Pix API) and prints its dynamic QR (its `location`); a Pix payment then settles the boleto (docs/connectors.md).",
        }),
      })
      .default({ pdf: true, html: false, merged_pdf: false }),
    metadata: freeFormObject("Echoed back on the job and its webhooks").optional(),
  })
  .openapi("CreateBoletoJob");

/** Where a CSV upload's items came from: each item's sheet row, and the header of a field's column. */
export interface CsvPlaces {
  /** The sheet row of each item, in item order (the header is row 1). */
  rows: readonly number[];
  /** The header of the column that filled `field`, if one did. */
  header: (field: string) => string | undefined;
}

/**
 * Where a problem of item `index` (at `field`, or the item as a whole) is, and the words that
 * open its message: `body.items[i].field` for JSON; for a CSV upload the sheet row and the
 * column's header, `body.rows[r].<header>`, as every other CSV problem names it (docs/csv.md).
 */
function placeOf(csv: CsvPlaces | undefined, index: number, field?: string): { path: string; lead: string } {
  if (!csv) return { path: `body.items[${index}]${field ? `.${field}` : ""}`, lead: "" };
  const row = csv.rows[index] ?? index + 2;
  const header = field ? csv.header(field) : undefined;
  return {
    path: `body.rows[${row}]${header ? `.${header}` : ""}`,
    lead: `row ${row}${header ? `, column "${header}"` : ""}: `,
  };
}

/**
 * The checks and the admission shared by JSON and CSV bodies: item count, stored sizes, webhook
 * URL; then the job is recorded through the gate (idempotency, rate limit, admission). `csv`
 * (a CSV upload) makes the problems name the sheet's rows and columns.
 */
export async function acceptBoletoJob(
  c: Context<HonoEnv>,
  args: {
    body: z.infer<typeof CreateBoletoJobBody>;
    requestSha256: string;
    key: string | null;
    source?: Record<string, unknown>;
    csv?: CsvPlaces;
  },
): Promise<Response> {
  const { body, requestSha256, key } = args;
  const svc = c.get("svc");
  const auth = c.get("auth");
  const max = Math.min(auth.limits.maxItemsPerJob, svc.config.MAX_ITEMS_PER_JOB);
  if (body.items.length > max) {
    throw new ApiError("BATCH_TOO_LARGE", `a job takes at most ${max} items; got ${body.items.length}`);
  }
  // JSON items were checked by the schema; rows of a CSV upload are checked here the same way.
  const refs = externalIdIssues(body.items, (i) => placeOf(args.csv, i, "external_id"));
  if (refs.length > 0)
    throw new ApiError("VALIDATION_FAILED", `${refs.length} problem(s) in the request`, { issues: refs });
  const maxItem = svc.config.MAX_ITEM_BYTES;
  body.items.forEach((item, i) => {
    limitStoredJson(item, placeOf(args.csv, i).path, maxItem);
  });
  limitStoredJson(body.defaults, "body.defaults", maxItem);
  requireWebhookUrl(body.webhook_url, svc.config, args.source ? "query.webhook_url" : "body.webhook_url");
  // admitJob answers with a raw Response: a replay must return the original bytes verbatim.
  return admitJob(c, { key, requestSha256 }, async () => {
    const accepted = await createBoletoJob({
      svc,
      auth,
      input: { ...body, requestSha256, idempotencyKey: key, source: args.source },
    });
    return { jobId: accepted.job_id, body: accepted, location: accepted.links.self };
  });
}
