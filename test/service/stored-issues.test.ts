// Issue lists stored before the one issue shape (issue 13, defect 10) read in it: a retorno's
// `summary.warnings` / `summary.issues` were engine issues with array paths (`["entries", 2]`).
import { describe, expect, it } from "vitest";
import { call, jobDb, json, newTenant, waitForJob } from "./helpers";

/** A retorno job (an unreadable file: it fails quickly), whose stored summary the test rewrites. */
async function retornoJob(key: string): Promise<string> {
  const res = await call("/v1/jobs/cnab/retornos", {
    method: "POST",
    key,
    body: `not a retorno ${crypto.randomUUID()}`,
    headers: { "content-type": "text/plain" },
  });
  expect(res.status).toBe(202);
  const jobId = (await json<{ job_id: string }>(res)).job_id;
  await waitForJob(key, jobId);
  return jobId;
}

describe("a retorno summary stored in the old shape reads in the one issue shape", () => {
  it("array paths become accessor paths; a missing line is 0; the rest of the summary is kept", async () => {
    const t = await newTenant();
    const jobId = await retornoJob(t.key);
    const legacy = {
      layout: "cnab400",
      bank_code: "341",
      entries: 3,
      matched: 1,
      unmatched: 2,
      warnings: [
        { code: "CNAB_INVALID_DATE", line: 4, path: ["entries", 2, "due_date"], message: "read as null" },
        { code: "CNAB_TRAILER_MISMATCH", path: ["trailer", "total_titles"], message: "trailer says 4" },
        "CNAB_LINE_ENDINGS: the file's lines end in LF alone",
      ],
      issues: [{ code: "CNAB_UNKNOWN_LAYOUT", line: 1, path: [], message: "no layout" }],
    };
    await (await jobDb(jobId))
      .prepare("UPDATE jobs SET summary = ? WHERE id = ?")
      .bind(JSON.stringify(legacy), jobId)
      .run();
    for (const path of [`/v1/jobs/cnab/retornos/${jobId}`, `/v1/jobs/${jobId}`]) {
      const view = await json<{ summary: Record<string, unknown> }>(await call(path, { key: t.key }));
      expect(view.summary, path).toEqual({
        layout: "cnab400",
        bank_code: "341",
        entries: 3,
        matched: 1,
        unmatched: 2,
        warnings: [
          { code: "CNAB_INVALID_DATE", path: "entries[2].due_date", message: "read as null", line: 4 },
          { code: "CNAB_TRAILER_MISMATCH", path: "trailer.total_titles", message: "trailer says 4", line: 0 },
          {
            code: "CNAB_LINE_ENDINGS",
            path: "",
            message: "the file's lines end in LF alone",
            line: 0,
          },
        ],
        issues: [{ code: "CNAB_UNKNOWN_LAYOUT", path: "", message: "no layout", line: 1 }],
      });
    }
  });

  it("a summary in the current shape is shown as stored", async () => {
    const t = await newTenant();
    const jobId = await retornoJob(t.key);
    const view = await json<{ summary: { issues: unknown[] } }>(
      await call(`/v1/jobs/cnab/retornos/${jobId}`, { key: t.key }),
    );
    const stored = await (await jobDb(jobId))
      .prepare("SELECT summary FROM jobs WHERE id = ?")
      .bind(jobId)
      .first<{ summary: string }>();
    expect(view.summary).toEqual(JSON.parse(stored?.summary as string));
    expect(view.summary.issues.length).toBeGreaterThan(0);
  });
});
