/**
 * The carnê through the API: `options.layout: "carne"` builds one carnê per payer when the job
 * ends (PDF, and HTML when asked), listed as consolidated artifacts in the manifest; a carnê can
 * also be requested later; bad options are 422s with their paths.
 */
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { boletoItem, call, json, newTenant, submit, waitFor, waitForJob } from "./helpers";

interface Consolidated {
  artifact_id: string;
  type: string;
  status: string;
  payer_document: string | null;
  payer_name: string | null;
  payer_document_masked: string | null;
  url: string | null;
  file_name?: string;
}

async function consolidated(key: string, jobId: string): Promise<Consolidated[]> {
  const m = await json<{ consolidated: Consolidated[] }>(
    await call(`/v1/jobs/boletos/${jobId}/artifacts`, { key }),
  );
  return m.consolidated;
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  return new Uint8Array(await (await call(new URL(url).pathname)).arrayBuffer());
}

const PAYER_B = { name: "Maria Souza", document: "390.533.447-05" };

describe("carnê: happy", () => {
  it("layout carne: one carnê per payer (PDF + HTML), parcelas in index order, cover and per_page", async () => {
    const t = await newTenant();
    const items = [
      boletoItem(1, { due_date: "2027-01-10" }),
      boletoItem(2, { due_date: "2027-01-10", payer: PAYER_B }),
      boletoItem(3, { due_date: "2027-02-10" }),
      boletoItem(4, { due_date: "2027-02-10", payer: PAYER_B }),
      boletoItem(5, { due_date: "2027-03-10" }),
    ];
    const jobId = await submit(t.key, {
      items,
      options: { layout: "carne", html: true, carne: { per_page: 2, cover: true } },
    });
    await waitForJob(t.key, jobId);
    const list = await waitFor(async () => {
      const c = (await consolidated(t.key, jobId)).filter((x) => x.type.startsWith("carne"));
      return c.length === 4 && c.every((x) => x.status === "ready") ? c : null;
    });
    const pdfs = list.filter((c) => c.type === "carne");
    expect(pdfs.map((c) => c.payer_document)).toEqual(["52998224725", "39053344705"]);
    expect(pdfs[0]!.artifact_id).toMatch(/_carne_g1$/);
    expect(pdfs[1]!.artifact_id).toMatch(/_carne_g1_p2$/);
    // Each carnê (PDF and HTML) is labelled with its payer: the name of its first parcela and
    // the document masked as the logs mask it (the full one stays in payer_document).
    for (const c of list) {
      const a = c.payer_document === "52998224725";
      expect(c.payer_name, c.artifact_id).toBe(a ? "José da Silva 1" : PAYER_B.name);
      expect(c.payer_document_masked, c.artifact_id).toBe(a ? "*********25" : "*********05");
    }
    const others = (await consolidated(t.key, jobId)).filter((x) => !x.type.startsWith("carne"));
    expect(others.length).toBeGreaterThan(0);
    for (const o of others) expect([o.payer_name, o.payer_document_masked], o.type).toEqual([null, null]);
    // Payer A: 3 parcelas, 2 per sheet → cover + 2 sheets; payer B: 2 parcelas → cover + 1 sheet.
    const pages = await Promise.all(
      pdfs.map(async (c) => (await PDFDocument.load(await fetchBytes(c.url as string))).getPageCount()),
    );
    expect(pages).toEqual([3, 2]);
    const html = new TextDecoder().decode(
      await fetchBytes(list.find((c) => c.type === "carne_html")!.url as string),
    );
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html.match(/class="i25"/g)?.length).toBe(3);
    expect(html).toContain("1/3");
    expect(html).toContain("3/3");
    expect(html).toContain("Carnê de Pagamento");
  });

  it("one payer: a single carnê for the job, also requested on a job that did not ask for it", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, {
      items: [boletoItem(1), boletoItem(2), boletoItem(3), boletoItem(4)],
    });
    await waitForJob(t.key, jobId);
    expect((await consolidated(t.key, jobId)).some((c) => c.type === "carne")).toBe(false);
    const res = await call(`/v1/jobs/boletos/${jobId}/artifacts`, {
      method: "POST",
      key: t.key,
      json: { type: "carne" },
    });
    expect([200, 202]).toContain(res.status);
    const requested = await json<Consolidated>(res);
    expect(requested.type).toBe("carne");
    // The one payer's carnê: no payer_document (the contract keeps it for several payers), but a label.
    expect([requested.payer_name, requested.payer_document_masked]).toEqual([
      "José da Silva 1",
      "*********25",
    ]);
    const carne = await waitFor(async () =>
      (await consolidated(t.key, jobId)).find((c) => c.type === "carne" && c.status === "ready"),
    );
    expect(carne.payer_document).toBeNull();
    expect(carne.payer_name).toBe("José da Silva 1");
    expect(carne.payer_document_masked).toBe("*********25");
    const pdf = await fetchBytes(carne.url as string);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2); // 4 parcelas, 3 per sheet
    // Asking again is the same artifact.
    const again = await call(`/v1/jobs/boletos/${jobId}/artifacts`, {
      method: "POST",
      key: t.key,
      json: { type: "carne" },
    });
    expect((await json<Consolidated>(again)).artifact_id).toBe(carne.artifact_id);
  });
});

describe("carnê: errors", () => {
  it("bad carnê options are 422 with their paths", async () => {
    const t = await newTenant();
    const res = await call("/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      json: { items: [boletoItem(1)], options: { layout: "booklet", carne: { per_page: 5, cover: "yes" } } },
    });
    expect(res.status).toBe(422);
    const paths = (await json<{ errors: { path: string }[] }>(res)).errors.map((e) => e.path);
    expect(paths).toEqual(["body.options.layout", "body.options.carne.per_page", "body.options.carne.cover"]);
  });

  it("a carnê of a job that is not final is 409 JOB_NOT_FINAL; of another tenant's job 404", async () => {
    const t = await newTenant({ max_concurrent_jobs: 1, max_pending_jobs: 5 });
    await submit(t.key, { items: Array.from({ length: 100 }, (_, i) => boletoItem(i)) });
    const waiting = await submit(t.key, { items: [boletoItem(500)] });
    const res = await call(`/v1/jobs/boletos/${waiting}/artifacts`, {
      method: "POST",
      key: t.key,
      json: { type: "carne" },
    });
    expect(res.status).toBe(409);
    const other = await newTenant();
    const theirs = await call(`/v1/jobs/boletos/${waiting}/artifacts`, {
      method: "POST",
      key: other.key,
      json: { type: "carne" },
    });
    expect(theirs.status).toBe(404);
  });
});
