// The seed's acceptance criteria for boleto batches, against the real local queues, D1, R2 and DO.
import { describe, expect, it } from "vitest";
import { allItems, boletoItem, jobDb, newTenant, submit, waitForJob } from "./helpers";

describe("acceptance: batches", () => {
  it("100 boletos with controlled failures end partially_completed with exactly those items failed", async () => {
    const t = await newTenant();
    const bad = new Map<number, [string, Record<string, unknown>]>([
      [7, ["payer.document", { payer: { ...(boletoItem(7).payer as object), document: "000.000.000-00" } }]],
      [23, ["amount_cents", { amount_cents: 123_456_789_012 }]],
      [42, ["due_date", { due_date: "2027-13-01" }]],
      [
        64,
        [
          "payer.address.state",
          {
            payer: {
              ...(boletoItem(64).payer as object),
              address: { street: "R", city: "X", state: "ZZ", zip_code: "01001000" },
            },
          },
        ],
      ],
      [
        99,
        [
          "payer.address.zip_code",
          {
            payer: {
              ...(boletoItem(99).payer as object),
              address: { street: "R", city: "X", state: "SP", zip_code: "123" },
            },
          },
        ],
      ],
    ]);
    const items = Array.from({ length: 100 }, (_, i) => boletoItem(i, bad.get(i)?.[1] ?? {}));
    const jobId = await submit(t.key, { items });
    const job = await waitForJob(t.key, jobId, 120_000);
    expect(job.status).toBe("partially_completed");
    expect(job.items).toMatchObject({ total: 100, completed: 95, failed: 5 });
    const failed = await allItems(t.key, jobId, "failed");
    expect(failed.map((f) => f.index)).toEqual([...bad.keys()]);
    for (const f of failed) {
      const expectedPath = bad.get(f.index as number)?.[0];
      const errors = f.errors as { code: string; path: string }[];
      expect(
        errors.map((e) => e.path),
        `item ${f.index}`,
      ).toContain(expectedPath);
    }
  });

  it("200 boletos complete with a PDF each", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, { items: Array.from({ length: 200 }, (_, i) => boletoItem(i)) });
    const job = await waitForJob(t.key, jobId, 120_000);
    expect(job.status).toBe("completed");
    expect(job.storage.by_type.pdf).toBe(200);
  });

  it("1000 boletos complete, each with exactly one PDF and one attempt", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, { items: Array.from({ length: 1000 }, (_, i) => boletoItem(i)) });
    const job = await waitForJob(t.key, jobId, 240_000);
    expect(job.status).toBe("completed");
    expect(job.items.completed).toBe(1000);
    const counts = await (await jobDb(jobId))
      .prepare(
        "SELECT (SELECT COUNT(*) FROM artifacts WHERE job_id = ?1 AND kind = 'pdf') AS arts, (SELECT COUNT(*) FROM item_attempts WHERE job_id = ?1) AS attempts",
      )
      .bind(jobId)
      .first<{ arts: number; attempts: number }>();
    expect(counts).toEqual({ arts: 1000, attempts: 1000 });
  });
});
