// The client against the real Worker (inside workerd, with the real local D1, R2 and queues):
// creating with a generated Idempotency-Key, a lost answer replayed, pagination, fix and retry,
// a CSV job, the zip, a signed download, and a real delivery verified with the client's verifier.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BASE, boletoItem, call, newTenant, waitFor } from "../../../test/service/helpers";
import { type BoletoJobItem, createLoteClient, type Item, LoteError, verifyWebhook } from "../src/index";

const viaWorker = ((input: RequestInfo | URL, init?: RequestInit) =>
  exports.default.fetch(new Request(input, init))) as typeof fetch;

describe("@lote/client against the Worker", () => {
  it("issues a batch, pages through it, fixes an item, downloads the zip", async () => {
    const t = await newTenant();
    const lote = createLoteClient({ baseUrl: BASE, apiKey: t.key, fetch: viaWorker });
    const items = Array.from({ length: 7 }, (_, i) =>
      boletoItem(i, i === 3 ? { payer: { name: "Bad", document: "111.111.111-11" } } : {}),
    ) as BoletoJobItem[];
    const job = await lote.createBoletoJob({ items, options: { pdf: true, html: false, merged_pdf: false } });
    expect(job.idempotency_key).toMatch(/^lote-client-/);
    // The answer was "lost": the same call with the same key gives the same job, not a second one.
    const again = await lote.createBoletoJob(
      { items, options: { pdf: true, html: false, merged_pdf: false } },
      { idempotencyKey: job.idempotency_key },
    );
    expect(again.job_id).toBe(job.job_id);

    const done = await lote.waitForJob(job.job_id, { intervalMs: 150 });
    expect(done.status).toBe("partially_completed");
    const all: Item[] = [];
    for await (const it of lote.items(job.job_id, { pageSize: 2 })) all.push(it);
    expect(all.map((i) => i.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const [failed] = all.filter((i) => i.status === "failed");
    expect(failed?.errors[0]?.path).toBe("payer.document");

    await lote.retryItem(job.job_id, failed?.item_id as string, { payer: { document: "390.533.447-05" } });
    await waitFor(async () => (await lote.getJob(job.job_id)).status === "completed", 30_000, 150);
    const zip = await lote.buildArtifact(job.job_id, "zip");
    const bytes = new Uint8Array(await (await lote.download(zip.url as string)).arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]); // "PK"

    const csv = await lote.itemsCsv(job.job_id, { dialect: "intl" });
    expect(csv.split("\r\n")[0]).toMatch(/^row,index,item_id,/);

    const missing = await lote.getJob("job_nope").catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(LoteError);
    expect((missing as LoteError).code).toBe("NOT_FOUND");
  });

  it("creates a job from CSV and verifies a real delivery's signature", async () => {
    const t = await newTenant();
    const lote = createLoteClient({ baseUrl: BASE, apiKey: t.key, fetch: viaWorker });
    const hook = `/ok/${crypto.randomUUID()}`;
    const ep = await lote.api.POST("/v1/webhooks", {
      body: { url: `http://127.0.0.1${hook}`, events: ["job.completed"] },
    });
    const secret = ep.data?.secret as string;
    const csv =
      "bank_code;agency;account;account_digit;wallet;our_number;valor;vencimento;pagador;cpf_cnpj;beneficiario;beneficiario_documento\n" +
      "341;1565;13877;1;109;00050001;12,34;01/04/2027;Ana;529.982.247-25;ACME;11.222.333/0001-81\n";
    const job = await lote.createBoletoJobFromCsv(csv, { pdf: false });
    expect((await lote.waitForJob(job.job_id, { intervalMs: 150 })).status).toBe("completed");
    const [delivery] = await waitFor(async () => {
      const res = await env.RECEIVER.fetch(`http://receiver/__received?prefix=${encodeURIComponent(hook)}`);
      const list = (await res.json()) as { headers: Record<string, string>; body: string }[];
      return list.length ? list : null;
    });
    expect(await verifyWebhook(secret, delivery?.headers ?? {}, delivery?.body ?? "")).toBe(true);
    expect(await verifyWebhook(secret, delivery?.headers ?? {}, `${delivery?.body} `)).toBe(false);
    await call(`/v1/webhooks/${ep.data?.id}`, { method: "DELETE", key: t.key });
  });
});
