/**
 * Hostile input against the POST endpoints that create no job (issue 9): item retry and
 * retry-failed, consolidated artifacts, remessa file retries (with patches that reach the writer),
 * webhooks and redelivery, the sandbox simulator, admin, and hostile Idempotency-Key and
 * Authorization headers. Clean answers only; what gets reprocessed ends final.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, call, type Tenant, waitForJob } from "../helpers";
import { expectBoletosFinal, expectRemessasFinal, expectRetornosFinal } from "./final";
import {
  Accepted,
  clean,
  expectNoPollution,
  type Fixtures,
  fixtures,
  post,
  prototypeNames,
  remessaFiles,
} from "./harness";
import { entryTitles, ITEM_PATHS, nastyString, nextN, pollute, pollutionPicks, wrongType } from "./values";

const protos = prototypeNames();
const acc = new Accepted();
let fx: Fixtures;
let T: Tenant;
beforeAll(async () => {
  fx = await fixtures();
  T = fx.T;
}, 120_000);

describe("fuzz: the other POST endpoints", () => {
  /** A path parameter: the real one, or something hostile (percent-encoded or raw). */
  const idArb = (real: () => string) =>
    fc
      .oneof(
        { weight: 3, arbitrary: fc.constant(null) },
        {
          weight: 3,
          arbitrary: nastyString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "?"))),
        },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            "%",
            "%zz",
            "%E0%A4%A",
            "%C0%AF",
            "..",
            "%2e%2e",
            "%00",
            "a%2Fb",
            "%FF",
            "x".repeat(300),
          ),
        },
      )
      .map((v) => v ?? real());

  const bodyArb = fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    {
      weight: 2,
      arbitrary: fc.dictionary(
        fc.constantFrom(
          "patch",
          "patches",
          "type",
          "url",
          "events",
          "file_id",
          "paid",
          "rejected",
          "outcomes",
          "generated_at",
          "name",
          "limits",
        ),
        wrongType,
        { maxKeys: 4 },
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const contentType = fc.constantFrom(
    "application/json",
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=zzz",
    undefined,
  );

  it("item retry and retry-failed", async () => {
    const patchBody = fc.record(
      {
        patch: fc.oneof(
          wrongType,
          fc.dictionary(fc.constantFrom(...ITEM_PATHS.map((p) => String(p[0]))), wrongType, { maxKeys: 3 }),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        idArb(() => fx.boletoJob),
        idArb(() => fx.failedItem),
        fc.oneof(bodyArb, patchBody),
        contentType,
        pollutionPicks,
        fc.boolean(),
        async (job, item, body, ct, picks, failedRoute) => {
          const text = body === undefined ? "" : JSON.stringify(pollute(body, picks));
          const path = failedRoute
            ? `/v1/jobs/boletos/${job}/retry-failed`
            : `/v1/jobs/boletos/${job}/items/${item}/retry`;
          await clean(await post(path, T.key, text, ct), path);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("consolidated artifacts", async () => {
    const typeBody = fc.record(
      { type: fc.oneof(fc.constantFrom("zip", "merged_pdf", "manifest", "pdf"), wrongType) },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        idArb(() => fx.boletoJob),
        fc.oneof(bodyArb, typeBody),
        contentType,
        pollutionPicks,
        async (job, body, ct, picks) => {
          const text = body === undefined ? "" : JSON.stringify(pollute(body, picks));
          await clean(await post(`/v1/jobs/boletos/${job}/artifacts`, T.key, text, ct), "artifacts");
        },
      ),
      { numRuns: 25 },
    );
  });

  it("remessa file retry with hostile patches", async () => {
    const patches = fc.record(
      {
        patches: fc.oneof(
          wrongType,
          fc.dictionary(
            nastyString,
            fc.oneof(wrongType, fc.dictionary(nastyString, wrongType, { maxKeys: 2 })),
            { maxKeys: 2 },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        idArb(() => fx.failedFileJob),
        idArb(() => fx.failedFile),
        fc.oneof(bodyArb, patches),
        contentType,
        pollutionPicks,
        async (job, file, body, ct, picks) => {
          const text = body === undefined ? "" : JSON.stringify(pollute(body, picks));
          const path = `/v1/jobs/cnab/remessas/${job}/files/${file}/retry`;
          await clean(await post(path, T.key, text, ct), path);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("remessa file retry: patches on every title of a failed file reach the writer (CR/LF, wrong types)", async () => {
    // A failed file whose titles get patched with text the boleto schema would refuse: the patch is
    // applied after validation, so the CNAB writer itself must keep its lines intact.
    const text = fc.oneof({ weight: 5, arbitrary: nastyString }, { weight: 1, arbitrary: wrongType });
    const patchArb = fc.record(
      {
        payer: fc.record(
          {
            name: text,
            address: fc.record({ street: text, district: text, city: text }, { requiredKeys: [] }),
          },
          { requiredKeys: [] },
        ),
        beneficiary: fc.record({ name: text }, { requiredKeys: [] }),
        instructions: fc.oneof(fc.array(nastyString, { maxLength: 3 }), wrongType),
        document_number: text,
        // "DM" fixes what made the file fail; anything else keeps it failing.
        document_kind: fc.oneof(
          { weight: 5, arbitrary: fc.constant("DM") },
          { weight: 1, arbitrary: wrongType },
        ),
        amount_cents: fc.oneof(
          { weight: 5, arbitrary: fc.constant(100) },
          { weight: 1, arbitrary: wrongType },
        ),
      },
      { requiredKeys: ["document_kind"] },
    );
    // A pool of failed files, built concurrently (one per run; shrinking runs find it empty).
    const RUNS = 8;
    const jobIds = await Promise.all(
      Array.from({ length: RUNS }, async () => {
        const brad = entryTitles("237", "cnab400").map((x) => ({
          ...x,
          our_number: String(nextN()),
          document_kind: "ME",
        }));
        const res = await clean(
          await post("/v1/jobs/cnab/remessas", T.key, JSON.stringify({ titles: brad }), "application/json"),
          "remessa for retry",
        );
        return (res.body as { job_id: string }).job_id;
      }),
    );
    const pool: { jobId: string; fileId: string; items: string[] }[] = [];
    for (const jobId of jobIds) {
      await waitForJob(T.key, jobId);
      const f = (await remessaFiles(T.key, jobId)).files.find((x) => x.status === "failed");
      if (f) pool.push({ jobId, fileId: f.file_id, items: f.titles.map((t) => t.item_id) });
    }
    expect(pool.length).toBe(RUNS);
    await fc.assert(
      fc.asyncProperty(patchArb, pollutionPicks, async (patch, picks) => {
        const f = pool.pop();
        if (!f) return;
        const patches = Object.fromEntries(f.items.map((id) => [id, pollute(patch, picks)]));
        const r = await clean(
          await post(
            `/v1/jobs/cnab/remessas/${f.jobId}/files/${f.fileId}/retry`,
            T.key,
            JSON.stringify({ patches }),
            "application/json",
          ),
          "file retry with patches",
        );
        expect([202, 409, 413, 422]).toContain(r.status);
        acc.jobs.push({ kind: "remessa", jobId: f.jobId, label: "patched retry" });
      }),
      { numRuns: RUNS },
    );
  });

  it("webhook endpoints and redelivery", async () => {
    const webhookBody = fc.record(
      {
        url: fc.oneof(
          nastyString,
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.constant("http://127.0.0.1/ok/fuzz-endpoint"),
        ),
        events: fc.oneof(
          wrongType,
          fc.array(fc.oneof(fc.constantFrom("*", "job.completed", "boleto.paid"), nastyString), {
            maxLength: 4,
          }),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(bodyArb, webhookBody),
        contentType,
        pollutionPicks,
        idArb(() => fx.deliveryId),
        async (body, ct, picks, delivery) => {
          const text = body === undefined ? "" : JSON.stringify(pollute(body, picks));
          await clean(await post("/v1/webhooks", T.key, text, ct), "webhooks");
          await clean(
            await post(`/v1/webhooks/deliveries/${delivery}/redeliver`, T.key, text, ct),
            "redeliver",
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it("sandbox bank simulator", async () => {
    const outcome = fc.record(
      {
        our_number: fc.oneof(fc.constantFrom("1", "2", "3", "00000000000000000001"), nastyString, wrongType),
        kind: fc.oneof(
          fc.constantFrom("registered", "rejected", "paid", "written_off", "due_date_changed"),
          wrongType,
        ),
        paid_cents: fc.oneof(fc.nat(), wrongType),
        fee_cents: fc.oneof(fc.nat(), wrongType),
        paid_on: fc.oneof(
          fc.constantFrom("2025-04-10", "2025-02-30", "9999-99-99", "0000-01-01"),
          nastyString,
        ),
        credited_on: fc.oneof(fc.constantFrom("2025-04-11", ""), nastyString),
        reasons: fc.oneof(
          fc.array(fc.oneof(fc.constantFrom("00", "A1"), nastyString), { maxLength: 6 }),
          wrongType,
        ),
      },
      { requiredKeys: [] },
    );
    const simBody = fc.record(
      {
        file_id: fc.oneof(fc.constant(null), nastyString),
        paid: fc.oneof(
          fc.constant("all"),
          fc.array(fc.oneof(fc.constantFrom("1", "2"), nastyString), { maxLength: 3 }),
          wrongType,
        ),
        rejected: fc.oneof(
          fc.array(fc.oneof(fc.constantFrom("3"), nastyString), { maxLength: 3 }),
          wrongType,
        ),
        outcomes: fc.oneof(fc.array(outcome, { maxLength: 4 }), wrongType),
        generated_at: fc.oneof(
          fc.constantFrom(
            "2025-04-10T10:00:00",
            "2025-13-45T99:99:99",
            "",
            "1969-12-31T23:59:59",
            "+275760-09-13T00:00:00",
          ),
          nastyString,
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(simBody, contentType, pollutionPicks, async (b, ct, picks) => {
        const body: Record<string, unknown> = {
          ...b,
          file_id: b.file_id === null || !("file_id" in b) ? fx.completedFile : b.file_id,
        };
        await clean(
          await post("/v1/sandbox/bank/retornos", T.key, JSON.stringify(pollute(body, picks)), ct),
          "sandbox",
        );
      }),
      { numRuns: 40 },
    );
  });

  it("admin: tenants and API keys", async () => {
    const tenantBody = fc.record(
      {
        name: fc.oneof(nastyString, wrongType),
        limits: fc.oneof(
          wrongType,
          fc.record(
            {
              max_concurrent_jobs: fc.oneof(fc.integer({ min: -5, max: 200 }), wrongType),
              max_pending_jobs: fc.oneof(fc.integer({ min: -5, max: 20_000 }), wrongType),
              max_items_per_job: fc.oneof(fc.integer({ min: -5, max: 2_000 }), wrongType),
              rate_limit_per_minute: fc.oneof(fc.integer({ min: -5, max: 2_000_000 }), wrongType),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(bodyArb, tenantBody),
        contentType,
        pollutionPicks,
        idArb(() => T.tenant_id),
        async (body, ct, picks, tenant) => {
          const text = body === undefined ? "" : JSON.stringify(pollute(body, picks));
          await clean(await post("/v1/admin/tenants", ADMIN, text, ct), "admin tenants");
          await clean(await post(`/v1/admin/tenants/${tenant}/api-keys`, ADMIN, text, ct), "admin api-keys");
        },
      ),
      { numRuns: 30 },
    );
  });

  it("Idempotency-Key and Authorization headers with hostile values", async () => {
    const header = fc
      .string({ unit: "binary-ascii", maxLength: 300 })
      .map((s) => s.replace(/[\r\n\u0000]/g, ""));
    await fc.assert(
      fc.asyncProperty(header, header, async (idem, auth) => {
        const ok = await call("/v1/jobs/boletos", {
          method: "POST",
          key: T.key,
          json: { items: [{ nothing: true }], options: { pdf: false } },
          headers: { "idempotency-key": idem },
        });
        acc.track("boletos", await clean(ok, "idempotency-key"), "idem");
        const res = await call("/v1/jobs/boletos", {
          method: "POST",
          json: { items: [{}] },
          headers: { authorization: auth },
        });
        expect((await clean(res, "authorization")).status).toBe(401);
      }),
      { numRuns: 25 },
    );
  });
});

describe("fuzz (other POST endpoints): accepted work ends final with sound artifacts", () => {
  it("every accepted job ends final; items final; completed PDFs are real PDFs; no markup injected in HTML", async () => {
    expect(acc.jobs.length).toBeGreaterThan(0);
    expect(await expectBoletosFinal(acc, T.key)).toBeGreaterThanOrEqual(0);
  }, 300_000);

  it("every accepted remessa ends final; every completed file is lines of exactly 240/400 printable ASCII + CRLF", async () => {
    expect(await expectRemessasFinal(acc, T.key)).toBeGreaterThanOrEqual(0);
  }, 300_000);

  it("every accepted retorno ends final and its entries can be listed", async () => {
    await expectRetornosFinal(acc, T.key);
  }, 300_000);

  it("Object.prototype and Array.prototype are not polluted", () => {
    expectNoPollution(protos);
  });
});
