import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "../../api/errors";
import { requireTenant } from "../../api/middleware";
import { problem } from "../../api/schemas";
import type { App } from "../../api/types";
import type { SimulatedOutcome } from "../../engine/index";
import { isEngineError, outcomeKeys, simulateRetorno } from "../../engine/index";
import { completedOurNumbers, fileObject } from "../../jobs/remessa/store";
import { saoPauloDateTime } from "../../platform/clock";
import { formatPath } from "../../platform/errors";

/** The outcomes the simulator takes: the engine's (`SimulatedOutcome["kind"]`, every one listed). */
const SANDBOX_KINDS = [
  "registered",
  "rejected",
  "paid",
  "written_off",
  "due_date_changed",
  "instruction_accepted",
  "instruction_rejected",
  "protest",
  "protested",
  "protest_cancelled",
] as const satisfies readonly SimulatedOutcome["kind"][];
type MissingKind = Exclude<SimulatedOutcome["kind"], (typeof SANDBOX_KINDS)[number]>;
const _everyKind: [MissingKind] extends [never] ? true : MissingKind = true;
void _everyKind;

const Outcome = z.strictObject({
  our_number: z.string().max(30).openapi({
    description:
      "The title's nosso número: its sequence (`40223338`) or as the boleto prints it (`109/40223338-4`)",
  }),
  kind: z.enum(SANDBOX_KINDS).openapi({
    description:
      "What the bank answers for this title, with its own code for it. Without an outcome a title's movement is confirmed in the bank's dialect (an entry registered, a baixa written off, a new due date confirmed, another instruction accepted; a movement the bank has no confirmation for is left out). `rejected` refuses the entry, `instruction_rejected` an instruction, with `reasons` (the bank's motivo codes); `protest` / `protested` / `protest_cancelled` answer a protest where the bank has the code (`CNAB_UNSUPPORTED_OUTCOME` otherwise); `paid` may carry `pix` (paid by its QR)",
  }),
  paid_cents: z.number().int().nonnegative().optional().openapi({
    description: "What the payer paid (default the title's amount): any amount, a partial one too",
  }),
  fee_cents: z.number().int().nonnegative().optional(),
  interest_cents: z.number().int().nonnegative().optional().openapi({ description: "Juros paid (late)" }),
  fine_cents: z.number().int().nonnegative().optional().openapi({
    description: "Multa paid (late): written in the layout's juros/multa field with the juros",
  }),
  discount_cents: z.number().int().nonnegative().optional(),
  paid_on: z
    .string()
    .optional()
    .openapi({ description: "The payment date (default the retorno's): late, if after the due date" }),
  credited_on: z.string().optional(),
  reasons: z.array(z.string().max(10)).max(5).optional(),
  pix: z
    .object({
      txid: z.string().max(35).optional(),
      key_or_url: z.string().max(77).optional(),
      emv: z.string().max(390).optional(),
    })
    .optional()
    .openapi({
      description: "PIX data the bank returns with the title, where its retorno layout has room (Bolepix)",
    }),
});

export const simulateRoute = createRoute({
  tags: ["sandbox"],
  security: [{ apiKey: [] }],
  middleware: [requireTenant],
  method: "post",
  path: "/v1/sandbox/bank/retornos",
  summary: "Local bank simulator: the retorno a bank would send back for one of your remessa files",
  description:
    "Development and test only (404 in production). Every title of the file comes back answered in the bank's dialect (an entry registered, with the PIX it sent; an instruction confirmed with the bank's code for it) unless `outcomes` says otherwise; `paid: \"all\"` pays every title its amount. The answer is in the bank's dialect (its codes, and its trailers' meaning: Santander 240's detail-only batch count with the portfolio's totals at 24-46; the portfolio totals of Bradesco 400, Santander 400 and Itaú 240). Upload it to `POST /v1/jobs/cnab/retornos` to close the cycle.",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.strictObject({
            file_id: z.string().max(80),
            paid: z.union([z.literal("all"), z.array(z.string().max(30))]).optional(),
            rejected: z.array(z.string().max(30)).optional(),
            outcomes: z.array(Outcome).max(100_000).optional(),
            generated_at: z.string().optional().openapi({ description: "Default: now (São Paulo time)" }),
          }),
        },
      },
    },
  },
  responses: {
    200: { description: "The retorno file", content: { "text/plain": { schema: z.string() } } },
    404: problem("No such file, or the simulator is off (production)"),
    409: problem("The file is not completed"),
    422: problem("CNAB_INVALID_FILE: outcomes that do not fit the file"),
  },
});

export function registerSandbox(app: App): void {
  app.openapi(simulateRoute, async (c) => {
    const svc = c.get("svc");
    if (svc.config.isProduction)
      throw new ApiError("NOT_FOUND", "the bank simulator is not available in production");
    const body = c.req.valid("json");
    const data = await svc.data(c.get("auth").tenantId, body.file_id);
    const f = await fileObject(data, c.get("auth").tenantId, body.file_id);
    if (!f) throw new ApiError("NOT_FOUND", "file not found");
    if (f.status !== "completed" || !f.r2Key)
      throw new ApiError("CONFLICT", "the remessa file is not completed");
    const obj = await svc.blobs.get(f.r2Key);
    if (!obj || !("body" in obj)) throw new ApiError("NOT_FOUND", "the remessa file is no longer stored");
    const remessa = new TextDecoder("latin1").decode(await (obj as R2ObjectBody).arrayBuffer());
    // Precedence: `outcomes`, then `rejected`, then `paid`. A title is "already given" when any of
    // its forms (sequence, printed `109/…-D`, with or without zeros) is — the simulator's own
    // normalisation, so a printed outcome and `paid: "all"` never both name one title.
    // A kind the bank's dialect has no code for is the engine's CNAB_UNSUPPORTED_OUTCOME (below).
    const outcomes: SimulatedOutcome[] = (body.outcomes ?? []).map((o) => ({ ...o }));
    const own = outcomes.length;
    /** Where the client wrote each outcome added after its own (`body.rejected[1]`, `body.paid`). */
    const origins: string[] = [];
    const keysOf = (n: string) => outcomeKeys(n).filter((k) => k !== "" && k !== "0");
    const given = new Set(outcomes.flatMap((o) => keysOf(o.our_number)));
    const add = (n: string, kind: "paid" | "rejected", origin: string) => {
      const keys = keysOf(n);
      if (keys.some((k) => given.has(k))) return;
      outcomes.push({ our_number: n, kind });
      origins.push(origin);
      for (const k of keys) given.add(k);
    };
    (body.rejected ?? []).forEach((n, i) => {
      add(n, "rejected", `body.rejected[${i}]`);
    });
    if (body.paid === "all") {
      for (const n of await completedOurNumbers(data, body.file_id)) add(n ?? "", "paid", "body.paid");
    } else {
      (body.paid ?? []).forEach((n, i) => {
        add(n, "paid", `body.paid[${i}]`);
      });
    }
    const generatedAt = body.generated_at ?? saoPauloDateTime(svc.clock.now());
    try {
      // The retorno answering this file carries its NSA: most 400 remessa headers have no field
      // for it, so the file's own (the one its name and lote's records give it) is passed.
      const sim = simulateRetorno(remessa, {
        generated_at: generatedAt,
        outcomes,
        ...(f.fileSequence !== null ? { file_sequence: f.fileSequence } : {}),
      });
      return c.body(sim.content, 200, {
        "content-type": "text/plain; charset=us-ascii",
        "content-disposition": `attachment; filename="${sim.file_name}"`,
      }) as never;
    } catch (e) {
      if (isEngineError(e))
        throw new ApiError("CNAB_INVALID_FILE", e.message, {
          issues: e.issues.map((i) => ({
            code: i.code,
            // An outcome lote added for `paid`/`rejected` is reported where the client wrote it.
            path:
              i.path[0] === "outcomes" && typeof i.path[1] === "number" && i.path[1] >= own
                ? (origins[i.path[1] - own] ?? formatPath("body", i.path))
                : formatPath("body", i.path),
            message: i.message,
          })),
        });
      throw e;
    }
  });
}
