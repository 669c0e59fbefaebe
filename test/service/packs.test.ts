import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/platform/crypto";
import { allItems, boletoItem, call, jobDb, newTenant, submit, waitForJob } from "./helpers";

interface Row {
  id: string;
  kind: string;
  r2_key: string;
  r2_offset: number;
  size: number;
  sha256: string;
  content_type: string;
}

interface Artifact {
  type: string;
  url: string;
  size: number;
  sha256: string;
  content_type: string;
}

describe("packs: the documents of a render message in one R2 object", () => {
  it("one object per render message; every document is its own bytes, served alone", async () => {
    const t = await newTenant();
    const per = Number(env.ITEMS_PER_RENDER_MESSAGE);
    const n = per + 5; // two render messages: a full one and a short one
    const jobId = await submit(t.key, {
      items: Array.from({ length: n }, (_, i) => boletoItem(i)),
      options: { pdf: true, html: true },
    });
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("completed");

    const rows = (
      await (
        await jobDb(jobId)
      )
        .prepare(
          "SELECT id, kind, r2_key, r2_offset, size, sha256, content_type FROM artifacts WHERE job_id = ? AND item_id IS NOT NULL",
        )
        .bind(jobId)
        .all<Row>()
    ).results;
    expect(rows).toHaveLength(2 * n);
    const packs = new Map<string, Row[]>();
    for (const r of rows) packs.set(r.r2_key, [...(packs.get(r.r2_key) ?? []), r]);
    // Two puts, not 2 × n.
    expect(packs.size).toBe(2);
    for (const [key, docs] of packs) {
      expect(key).toMatch(new RegExp(`^t/${t.tenant_id}/pack/[0-9a-f]{64}\\.bin$`));
      const obj = await env.ARTIFACTS.get(key);
      const bytes = new Uint8Array(await (obj as R2ObjectBody).arrayBuffer());
      // Back to back, nothing else: the sizes add up to the object and each slice is its document.
      expect(docs.reduce((s, d) => s + d.size, 0)).toBe(bytes.byteLength);
      expect(await sha256Hex(bytes)).toBe(key.slice(-68, -4));
      for (const d of docs)
        expect(await sha256Hex(bytes.subarray(d.r2_offset, d.r2_offset + d.size))).toBe(d.sha256);
    }

    // The last item's documents lie deep inside their pack: downloaded, they are exactly themselves.
    const items = await allItems(t.key, jobId);
    const last = items.at(-1)?.artifacts as Artifact[];
    const byType = new Map(last.map((a) => [a.type, a]));
    for (const [type, prefix] of [
      ["pdf", "%PDF-"],
      ["html", "<!DOCTYPE html>"],
    ] as const) {
      const a = byType.get(type) as Artifact;
      const path = new URL(a.url).pathname;
      const res = await call(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(a.content_type);
      expect(res.headers.get("content-length")).toBe(String(a.size));
      expect(res.headers.get("etag")).toBe(`"${a.sha256}"`);
      const body = new Uint8Array(await res.arrayBuffer());
      expect(await sha256Hex(body)).toBe(a.sha256);
      expect(new TextDecoder().decode(body.subarray(0, prefix.length)).toUpperCase()).toBe(
        prefix.toUpperCase(),
      );
      const head = await call(path, { headers: { range: `bytes=0-${prefix.length - 1}` } });
      expect(head.status).toBe(206);
      expect(head.headers.get("content-range")).toBe(`bytes 0-${prefix.length - 1}/${a.size}`);
      expect(new TextDecoder().decode(await head.arrayBuffer()).toUpperCase()).toBe(prefix.toUpperCase());
      const tail = await call(path, { headers: { range: "bytes=-10" } });
      expect(tail.status).toBe(206);
      expect(new Uint8Array(await tail.arrayBuffer())).toEqual(body.subarray(body.byteLength - 10));
      const beyond = await call(path, { headers: { range: `bytes=${a.size}-` } });
      expect(beyond.status).toBe(416);
      await beyond.body?.cancel();
    }
  });

  it("a document in a pack keeps a lote link even when R2 presigned URLs are configured", async () => {
    const { services } = await import("../../src/context");
    const { artifactLink } = await import("../../src/storage/links");
    const base = services(env);
    const svc = {
      ...base,
      config: {
        ...base.config,
        R2_ACCOUNT_ID: "acc123",
        R2_ACCESS_KEY_ID: "AKIDEXAMPLE",
        R2_SECRET_ACCESS_KEY: "secret",
      },
    };
    const args = {
      origin: "http://lote.test",
      tenantId: "ten_x",
      artifactId: "art_x_1_pdf",
      issuer: "key_x",
      key: "t/ten_x/pack/abc.bin",
      fileName: "b.pdf",
    };
    // An R2 URL would hand out the whole pack.
    expect(new URL((await artifactLink(svc, { ...args, slice: true })).url).pathname).toMatch(
      /^\/v1\/downloads\//,
    );
    expect(new URL((await artifactLink(svc, args)).url).host).toBe("acc123.r2.cloudflarestorage.com");
  });
});
