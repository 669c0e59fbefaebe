/**
 * Logo routes, end to end through the worker: upload (happy, error, security), the job's audit
 * pinning the logo by sha256, and the rendered PDFs printing exactly the pinned image.
 */
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/platform/crypto";
import { allItems, BENEFICIARY, boletoItem, call, json, newTenant, submit, waitForJob } from "./helpers";
import { png } from "./images";

const upload = (key: string, scope: string, body: Uint8Array | string, type = "image/png") =>
  call(`/v1/logos/${encodeURIComponent(scope)}`, {
    method: "PUT",
    key,
    body,
    headers: { "content-type": type },
  });

interface LogoView {
  scope: string;
  sha256: string;
  width: number;
  height: number;
  size: number;
  url: string;
}

/** The bytes of the first image XObject of a PDF (decoded stream contents as stored). */
async function imageStream(pdf: Uint8Array): Promise<Uint8Array | null> {
  const doc = await PDFDocument.load(pdf);
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (obj instanceof PDFRawStream && obj.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")) {
      if (obj.dict.get(PDFName.of("SMask"))) return obj.contents;
    }
  }
  return null;
}

async function itemPdf(key: string, jobId: string): Promise<Uint8Array> {
  const [item] = await allItems(key, jobId);
  const artifacts = (item?.artifacts ?? []) as { url: string }[];
  const url = artifacts[0]!.url;
  return new Uint8Array(await (await call(new URL(url).pathname)).arrayBuffer());
}

describe("logos: happy", () => {
  it("stores the tenant default and a beneficiary's logo; jobs pin and print them", async () => {
    const t = await newTenant();
    const first = png(120, 40, 1);
    const res = await upload(t.key, "default", first);
    expect(res.status).toBe(201);
    const stored = await json<LogoView>(res);
    expect(stored).toMatchObject({ scope: "default", width: 120, height: 40, size: first.length });
    expect(stored.sha256).toBe(await sha256Hex(first));
    const download = new Uint8Array(await (await call(new URL(stored.url).pathname)).arrayBuffer());
    expect(await sha256Hex(download)).toBe(stored.sha256);

    const own = png(90, 30, 2);
    const mine = await upload(t.key, BENEFICIARY.document, own); // punctuation allowed, normalised
    expect(mine.status).toBe(201);
    expect((await json<LogoView>(mine)).scope).toBe("11222333000181");
    const list = await json<{ data: LogoView[] }>(await call("/v1/logos", { key: t.key }));
    expect(list.data.map((l) => l.scope)).toEqual(["default", "11222333000181"]);

    const jobId = await submit(t.key, { items: [boletoItem(1)] });
    const job = await waitForJob(t.key, jobId);
    expect(job.audit.logos).toEqual([
      { scope: "11222333000181", sha256: await sha256Hex(own), content_type: "image/png" },
      { scope: "default", sha256: stored.sha256, content_type: "image/png" },
    ]);
    const pdf = await itemPdf(t.key, jobId);
    expect(await imageStream(pdf)).not.toBeNull();

    // Another beneficiary of the same tenant gets the default logo.
    const other = { ...BENEFICIARY, document: "43.576.788/0001-91" };
    const jobB = await submit(t.key, { items: [boletoItem(2, { beneficiary: other })] });
    expect((await waitForJob(t.key, jobB)).audit.logos).toEqual([
      { scope: "default", sha256: stored.sha256, content_type: "image/png" },
    ]);
  });

  it("a new upload changes later jobs only: a job re-renders the logo its audit pinned", async () => {
    const t = await newTenant();
    await upload(t.key, "default", png(60, 20, 3));
    const jobA = await submit(t.key, { items: [boletoItem(1)] });
    await waitForJob(t.key, jobA);
    const replaced = await upload(t.key, "default", png(60, 20, 4));
    expect(replaced.status).toBe(200);
    const jobB = await submit(t.key, { items: [boletoItem(2)] });
    await waitForJob(t.key, jobB);
    const imageA = await imageStream(await itemPdf(t.key, jobA));
    const imageB = await imageStream(await itemPdf(t.key, jobB));
    expect(imageA).not.toEqual(imageB);
    // The carnê of job A, built after the new upload, prints job A's logo.
    const res = await call(`/v1/jobs/boletos/${jobA}/artifacts`, {
      method: "POST",
      key: t.key,
      json: { type: "carne" },
    });
    expect([200, 202]).toContain(res.status);
    const carne = await waitForCarne(t.key, jobA);
    expect(await imageStream(carne)).toEqual(imageA);
  });

  it("DELETE stops printing it on new jobs", async () => {
    const t = await newTenant();
    await upload(t.key, "default", png(60, 20));
    expect((await call("/v1/logos/default", { method: "DELETE", key: t.key })).status).toBe(204);
    expect((await call("/v1/logos/default", { key: t.key })).status).toBe(404);
    const jobId = await submit(t.key, { items: [boletoItem(1)] });
    expect((await waitForJob(t.key, jobId)).audit.logos).toEqual([]);
    expect(await imageStream(await itemPdf(t.key, jobId))).toBeNull();
  });
});

async function waitForCarne(key: string, jobId: string): Promise<Uint8Array> {
  for (let i = 0; i < 300; i++) {
    const m = await json<{ consolidated: { type: string; status: string; url: string | null }[] }>(
      await call(`/v1/jobs/boletos/${jobId}/artifacts`, { key }),
    );
    const c = m.consolidated.find((x) => x.type === "carne" && x.status === "ready");
    if (c?.url) return new Uint8Array(await (await call(new URL(c.url).pathname)).arrayBuffer());
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("carnê not ready");
}

describe("logos: errors (422 problem+json, nothing stored)", () => {
  it("refuses damaged, oversized, unsupported and mislabelled uploads", async () => {
    const t = await newTenant();
    const good = png(40, 40);
    const bad = good.slice();
    bad[29] = (bad[29] ?? 0) ^ 0xff; // IHDR's CRC
    const cases: [Uint8Array | string, string, number, string][] = [
      [bad, "image/png", 422, "LOGO_INVALID"],
      [good.slice(0, good.length - 16), "image/png", 422, "LOGO_INVALID"],
      [
        new Uint8Array(300 * 1024).fill(1, 8).map((v, i) => (i < 8 ? good[i]! : v)),
        "image/png",
        422,
        "LOGO_TOO_LARGE",
      ],
      [png(2100, 1), "image/png", 422, "LOGO_TOO_LARGE"],
      ["GIF89a...", "image/jpeg", 422, "LOGO_UNSUPPORTED_TYPE"],
      [good, "text/plain", 415, "UNSUPPORTED_MEDIA_TYPE"],
      [new Uint8Array(1024 * 1024 + 1), "image/png", 413, "PAYLOAD_TOO_LARGE"],
    ];
    for (const [body, type, status, code] of cases) {
      const res = await upload(t.key, "default", body, type);
      expect(res.status, code).toBe(status);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      const problem = await json<{ code: string; errors?: { path: string }[] }>(res);
      expect(problem.code).toBe(code);
      if (status === 422) expect(problem.errors?.[0]?.path).toBe("body");
    }
    const scope = await upload(t.key, "12345", good);
    expect(scope.status).toBe(422);
    expect((await json<{ errors: { path: string }[] }>(scope)).errors[0]?.path).toBe("params.scope");
    expect((await json<{ data: unknown[] }>(await call("/v1/logos", { key: t.key }))).data).toEqual([]);
  });
});

describe("logos: security", () => {
  it("needs a key, and a tenant never sees another's logos", async () => {
    const a = await newTenant();
    const b = await newTenant();
    expect((await call("/v1/logos/default", { method: "PUT", body: png(8, 8) })).status).toBe(401);
    expect((await call("/v1/logos")).status).toBe(401);
    await upload(a.key, "default", png(20, 20));
    expect((await json<{ data: unknown[] }>(await call("/v1/logos", { key: b.key }))).data).toEqual([]);
    expect((await call("/v1/logos/default", { key: b.key })).status).toBe(404);
    expect((await call("/v1/logos/default", { method: "DELETE", key: b.key })).status).toBe(404);
    expect((await call("/v1/logos/default", { key: a.key })).status).toBe(200);
  });
});
