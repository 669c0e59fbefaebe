// CNAB remessa and retorno jobs against the real local queues, D1, R2 and DO.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sampleTitles } from "../engine/cnab/fixtures";
import { PAYMENTS_240 } from "../engine/cnab/other-services";
import {
  allItems,
  boletoItem,
  call,
  json,
  newTenant,
  submit,
  tenantDb,
  waitFor,
  waitForJob,
  waitForSettled,
} from "./helpers";

interface RemessaFile {
  file_id: string;
  status: string;
  attempt: number;
  bank_code: string;
  layout: string;
  agreement: string;
  file_sequence: number | null;
  file_name: string | null;
  record_count: number | null;
  title_count: number;
  amount_cents: number;
  sha256: string | null;
  url: string | null;
  errors: { code: string; path: string }[];
  warnings: { code: string; path: string }[];
  titles: {
    item_id: string;
    index: number;
    status: string;
    our_number: string | null;
    errors: { code: string }[];
    warnings: { code: string; path: string; message: string; line: number }[];
  }[];
}

async function submitRemessa(key: string, body: Record<string, unknown>): Promise<string> {
  const res = await call("/v1/jobs/cnab/remessas", { method: "POST", key, json: body });
  if (res.status !== 202) throw new Error(`remessa: ${res.status} ${await res.text()}`);
  return (await json<{ job_id: string }>(res)).job_id;
}

async function files(
  key: string,
  jobId: string,
): Promise<{ files: RemessaFile[]; rejected_titles: { index: number; errors: { code: string }[] }[] }> {
  return json(await call(`/v1/jobs/cnab/remessas/${jobId}/files`, { key }));
}

async function download(url: string): Promise<string> {
  const res = await call(new URL(url).pathname);
  return new TextDecoder("latin1").decode(await res.arrayBuffer());
}

async function received(prefix: string): Promise<{ body: string }[]> {
  return (await (
    await env.RECEIVER.fetch(`http://receiver/__received?prefix=${encodeURIComponent(prefix)}`)
  ).json()) as { body: string }[];
}

/** Full entry titles (the fixtures' first three are entries; 4 and 5 are other movements). */
const entries = (bank: string, layout: "cnab240" | "cnab400") =>
  sampleTitles(bank)
    .slice(0, 3)
    // The fixtures' PIX txid is a 26–35-char cobv id; a boleto's static Bolepix takes ≤ 25.
    .map(({ pix: _pix, ...t }) => ({ ...t, layout }));

describe("CNAB remessa jobs", () => {
  it("three banks and two layouts in one request: one homogeneous, verified file per group", async () => {
    const t = await newTenant();
    const titles = [
      ...entries("341", "cnab240"),
      ...entries("237", "cnab400"),
      ...entries("341", "cnab400"),
      ...entries("104", "cnab240"),
    ];
    const jobId = await submitRemessa(t.key, { titles });
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("completed");
    const { files: list } = await files(t.key, jobId);
    expect(list.map((f) => `${f.bank_code}/${f.layout}`)).toEqual([
      "341/cnab240",
      "237/cnab400",
      "341/cnab400",
      "104/cnab240",
    ]);
    for (const f of list) {
      expect(f.status).toBe("completed");
      expect(f.title_count).toBe(3);
      // NSAs run per bank × convênio (or account when the bank has no convênio): Itaú's two files share one.
      expect(f.file_sequence).toBe(f.bank_code === "341" && f.layout === "cnab400" ? 2 : 1);
      const content = await download(f.url as string);
      const lines = content.split("\r\n");
      expect(lines.pop()).toBe(""); // CRLF after the last line
      const width = f.layout === "cnab240" ? 240 : 400;
      for (const l of lines) expect(l.length).toBe(width);
      expect(lines.length).toBe(f.record_count);
      const expectedAmount = titles
        .filter((x) => x.bank_code === f.bank_code && x.layout === f.layout)
        .reduce((s, x) => s + x.amount_cents, 0);
      expect(f.amount_cents).toBe(expectedAmount);
      // Each file holds only its own bank's titles.
      for (const l of lines) expect(l.slice(0, 3) === f.bank_code || f.layout === "cnab400").toBe(true);
    }
  });

  it("file-level bank settings (Banco do Brasil's wallet_variation) reach the file", async () => {
    const t = await newTenant();
    const without = await submitRemessa(t.key, { titles: entries("001", "cnab240") });
    expect((await waitForJob(t.key, without)).status).toBe("failed");
    const failed = (await files(t.key, without)).files[0] as RemessaFile;
    expect(failed.errors.map((e) => e.code).join()).toMatch(/CNAB_/);
    const withFields = await submitRemessa(t.key, {
      titles: entries("001", "cnab240"),
      file_bank_fields: { "001": { wallet_variation: "019" } },
    });
    expect((await waitForJob(t.key, withFields)).status).toBe("completed");
    const [f] = (await files(t.key, withFields)).files;
    expect(f?.status).toBe("completed");
  });

  it("bad titles are rejected alone, listed with their codes; unknown references too", async () => {
    const t = await newTenant();
    const [good] = entries("341", "cnab240");
    const jobId = await submitRemessa(t.key, {
      titles: [
        good,
        { ...good, our_number: "x" },
        { item_id: "itm_nope", layout: "cnab240" },
        { ...good, layout: "cnab999" },
      ],
    });
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("partially_completed");
    const res = await files(t.key, jobId);
    expect(res.files).toHaveLength(1);
    expect(res.rejected_titles.map((r) => [r.index, r.errors[0]?.code])).toEqual([
      [1, expect.any(String)],
      [2, "TITLE_NOT_FOUND"],
      [3, expect.any(String)],
    ]);
  });

  it("a document_number past the bank's field is cut with a warning on its title, naming what was written", async () => {
    const t = await newTenant();
    const [a, b] = entries("237", "cnab400");
    const jobId = await submitRemessa(t.key, {
      titles: [a, { ...b, document_number: "NF-2025-000123456789" }],
    });
    expect((await waitForJob(t.key, jobId)).status).toBe("completed");
    const [f] = (await files(t.key, jobId)).files;
    const [first, second] = f?.titles ?? [];
    expect(first?.warnings.filter((w) => w.path === "document_number")).toEqual([]);
    expect(second?.warnings).toContainEqual({
      code: "CNAB_TEXT_TRUNCATED",
      path: "document_number",
      line: 3,
      message:
        'document_number was cut to 10 characters (positions 111-120): "NF-2025-00" was written, 10 characters left out',
    });
    // The file's own list says it too, with the title's index.
    expect(f?.warnings.map((w) => w.path)).toContain("titles[1].document_number");
  });

  it("concurrent remessa jobs for one convênio get consecutive NSAs, no gaps or repeats", async () => {
    const t = await newTenant({ max_concurrent_jobs: 8, max_pending_jobs: 20 });
    const jobIds = await Promise.all(
      Array.from({ length: 6 }, () => submitRemessa(t.key, { titles: entries("341", "cnab240") })),
    );
    for (const id of jobIds) expect((await waitForJob(t.key, id)).status).toBe("completed");
    const nsas = (
      await Promise.all(jobIds.map(async (id) => (await files(t.key, id)).files[0]?.file_sequence))
    ).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(nsas).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("a failing sub-batch is retried alone, keeping the others", async () => {
    const t = await newTenant();
    // Espécie "ME" is a valid boleto but Bradesco's CNAB 400 table has no code for it: with every
    // Bradesco title refused, that file fails; the Itaú one does not.
    const itau = entries("341", "cnab240");
    const brad = entries("237", "cnab400").map((x) => ({ ...x, document_kind: "ME" }));
    const jobId = await submitRemessa(t.key, { titles: [...itau, ...brad] });
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("partially_completed");
    const before = await files(t.key, jobId);
    const failed = before.files.find((f) => f.status === "failed") as RemessaFile;
    const ok = before.files.find((f) => f.status === "completed") as RemessaFile;
    expect(failed.bank_code).toBe("237");
    expect(failed.file_sequence).toBeNull(); // a refused file spends no NSA
    expect(failed.errors.length).toBeGreaterThan(0);
    for (const title of failed.titles) expect(title.errors[0]?.code).not.toBe("CNAB_FILE_FAILED");

    const retry = await call(`/v1/jobs/cnab/remessas/${jobId}/files/${failed.file_id}/retry`, {
      method: "POST",
      key: t.key,
      json: { patches: Object.fromEntries(failed.titles.map((x) => [x.item_id, { document_kind: "DM" }])) },
    });
    expect(retry.status).toBe(202);
    await waitFor(async () => ((await waitForJob(t.key, jobId)).status === "completed" ? true : null));
    const after = await files(t.key, jobId);
    const rebuilt = after.files.find((f) => f.file_id === failed.file_id) as RemessaFile;
    expect(rebuilt).toMatchObject({ status: "completed", attempt: 2, file_sequence: 1 });
    const untouched = after.files.find((f) => f.file_id === ok.file_id) as RemessaFile;
    expect(untouched).toMatchObject({
      status: "completed",
      attempt: 1,
      sha256: ok.sha256,
      file_sequence: ok.file_sequence,
    });
  });
});

describe("the full cycle: boletos → remessa → simulated bank → retorno → paid boletos", () => {
  it("a retorno marks the right boletos paid and sends one webhook each; the same file twice changes nothing", async () => {
    const t = await newTenant();
    const hook = `/ok/${crypto.randomUUID()}`;
    const ep = await call("/v1/webhooks", {
      method: "POST",
      key: t.key,
      json: { url: `http://127.0.0.1${hook}`, events: ["boleto.paid", "boleto.rejected"] },
    });
    expect(ep.status).toBe(201);
    const boletos = await submit(t.key, {
      items: Array.from({ length: 6 }, (_, i) => boletoItem(i)),
      options: { pdf: false },
    });
    await waitForJob(t.key, boletos);
    const issued = await allItems(t.key, boletos);

    const remessa = await submitRemessa(t.key, {
      layout: "cnab240",
      titles: issued.map((i) => ({ external_id: i.external_id })),
    });
    expect((await waitForJob(t.key, remessa)).status).toBe("completed");
    const [file] = (await files(t.key, remessa)).files;
    expect(file?.title_count).toBe(6);

    const sim = await call("/v1/sandbox/bank/retornos", {
      method: "POST",
      key: t.key,
      json: { file_id: file?.file_id, paid: ["00010000", "00010002", "00010004"], rejected: ["00010005"] },
    });
    expect(sim.status).toBe(200);
    const retornoText = await sim.text();

    const up = await call("/v1/jobs/cnab/retornos", {
      method: "POST",
      key: t.key,
      body: retornoText,
      headers: { "content-type": "text/plain" },
    });
    expect(up.status).toBe(202);
    const retornoJob = (await json<{ job_id: string }>(up)).job_id;
    const rj = await waitForJob(t.key, retornoJob);
    expect(rj.status).toBe("completed");
    const detail = await json<{
      summary: { entries: number; matched: number; unmatched: number; bank_code: string; layout: string };
    }>(await call(`/v1/jobs/cnab/retornos/${retornoJob}`, { key: t.key }));
    expect(detail.summary).toMatchObject({
      entries: 6,
      matched: 6,
      unmatched: 0,
      bank_code: "341",
      layout: "cnab240",
    });

    const after = await allItems(t.key, boletos);
    expect(after.map((i) => i.payment_status)).toEqual([
      "paid",
      "registered",
      "paid",
      "registered",
      "paid",
      "rejected",
    ]);
    const paid = after[0] as { payment: { amounts: { paid_cents: number } } };
    expect(paid.payment.amounts.paid_cents).toBe(10_000);

    const events = await waitFor(async () => {
      const r = await received(hook);
      return r.length >= 4 ? r : null;
    });
    const types = events.map((e) => JSON.parse(e.body).type).sort();
    expect(types).toEqual(["boleto.paid", "boleto.paid", "boleto.paid", "boleto.rejected"]);

    const entries = await json<{
      data: { index: number; matched_item_id: string | null; occurrence: { kind: string } }[];
    }>(await call(`/v1/jobs/cnab/retornos/${retornoJob}/items?kind=paid`, { key: t.key }));
    expect(entries.data).toHaveLength(3);
    for (const e of entries.data) expect(e.matched_item_id).toBeTruthy();

    // The same file again: same job, nothing new.
    const again = await call("/v1/jobs/cnab/retornos", {
      method: "POST",
      key: t.key,
      body: retornoText,
      headers: { "content-type": "text/plain" },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await json<{ job_id: string }>(again)).job_id).toBe(retornoJob);
    await waitForSettled(t.tenant_id); // nothing in flight, so nothing else can arrive
    expect((await received(hook)).length).toBe(4);
    const jobs = await (await tenantDb(t.tenant_id))
      .prepare("SELECT COUNT(*) AS n FROM jobs WHERE tenant_id = ? AND kind = 'cnab_retorno'")
      .bind(t.tenant_id)
      .first<{ n: number }>();
    expect(jobs?.n).toBe(1);
  });

  it("multipart upload works; unmatched entries are listed, not dropped", async () => {
    const t = await newTenant();
    const remessa = await submitRemessa(t.key, { titles: entries("237", "cnab400") });
    await waitForJob(t.key, remessa);
    const [file] = (await files(t.key, remessa)).files;
    const text = await (
      await call("/v1/sandbox/bank/retornos", {
        method: "POST",
        key: t.key,
        json: { file_id: file?.file_id, paid: "all" },
      })
    ).text();
    const form = new FormData();
    form.set("file", new File([text], "CB0101.RET", { type: "text/plain" }));
    const up = await call("/v1/jobs/cnab/retornos", { method: "POST", key: t.key, body: form });
    expect(up.status).toBe(202);
    const jobId = (await json<{ job_id: string }>(up)).job_id;
    expect((await waitForJob(t.key, jobId)).status).toBe("completed");
    const page = await json<{ data: { matched_item_id: string | null; occurrence: { kind: string } }[] }>(
      await call(`/v1/jobs/cnab/retornos/${jobId}/items?matched=false`, { key: t.key }),
    );
    expect(page.data).toHaveLength(3); // full titles, never issued here as boletos
    for (const e of page.data) expect(e.occurrence.kind).toBe("paid");
  });

  it("Itaú 240 has no PIX Y-03, so no bank_pix; the sandbox takes the printed nosso número; warnings name their line and path", async () => {
    const t = await newTenant();
    const boletos = await submit(t.key, {
      items: Array.from({ length: 2 }, (_, i) => boletoItem(i)),
      options: { pdf: false },
    });
    await waitForJob(t.key, boletos);
    const issued = await allItems(t.key, boletos);
    const printed = issued[1]?.our_number as string; // e.g. 109/00010001-D, as the item reports it
    expect(printed).toMatch(/^109\/00010001-\d$/);

    const remessa = await submitRemessa(t.key, {
      layout: "cnab240",
      titles: issued.map((i) => ({ external_id: i.external_id })),
    });
    await waitForJob(t.key, remessa);
    const [file] = (await files(t.key, remessa)).files;
    // Itaú's 240 remessa has no Segmento S: the boletos' instructions are left out, with a warning
    // that names the title, its path and the line of its Segmento P.
    const detail = await json<{ files: { warnings: { code: string; path: string; line: number }[] }[] }>(
      await call(`/v1/jobs/cnab/remessas/${remessa}/files`, { key: t.key }),
    );
    expect(detail.files[0]?.warnings[0]).toMatchObject({
      code: "CNAB_INSTRUCTIONS_DROPPED",
      path: "titles[0].instructions",
      line: 3,
    });

    // No source makes a Segment Y-03 of Itaú's PIX (docs/cnab.md, Pix-through-CNAB matrix): the
    // simulated bank leaves the outcome's PIX out of the file, and nothing lands on the boleto.
    const sim = await call("/v1/sandbox/bank/retornos", {
      method: "POST",
      key: t.key,
      json: {
        file_id: file?.file_id,
        outcomes: [
          {
            our_number: printed,
            kind: "registered",
            pix: { txid: "LOTEPIX0000000000000000000000001", key_or_url: "pix.example.com/qr/v2/cobv/9" },
          },
        ],
      },
    });
    expect(sim.status).toBe(200);
    const up = await call("/v1/jobs/cnab/retornos", {
      method: "POST",
      key: t.key,
      body: (await sim.text()).replaceAll("\r\n", "\n"),
      headers: { "content-type": "text/plain" },
    });
    const jobId = (await json<{ job_id: string }>(up)).job_id;
    expect((await waitForJob(t.key, jobId)).status).toBe("completed");
    const job = await json<{ summary: { warnings: { code: string; path: string; line: number }[] } }>(
      await call(`/v1/jobs/cnab/retornos/${jobId}`, { key: t.key }),
    );
    expect(job.summary.warnings).toEqual([
      {
        code: "CNAB_LINE_ENDINGS",
        path: "",
        line: 0,
        message: "the file's lines end in LF alone; CNAB lines end in CRLF",
      },
    ]);
    const after = await allItems(t.key, boletos);
    expect(after.map((i) => i.bank_status)).toEqual(["registered", "registered"]);
    expect(after.map((i) => i.bank_pix)).toEqual([null, null]);
  });

  it("Santander 240's Segment Y-03 (H7815 v8.3) brings the bank's PIX onto the boleto", async () => {
    const t = await newTenant();
    // The fixtures' Santander title 2: a CNPJ key and a 29-character charge TXID the Y-03 registers.
    const { movement: _m, ...san } = sampleTitles("033")[1] as unknown as Record<string, unknown>;
    const boletos = await submit(t.key, {
      items: [{ ...san, external_id: "san-pix" }],
      options: { pdf: false },
    });
    await waitForJob(t.key, boletos);
    const remessa = await submitRemessa(t.key, { layout: "cnab240", titles: [{ external_id: "san-pix" }] });
    await waitForJob(t.key, remessa);
    const [file] = (await files(t.key, remessa)).files;
    const url = "pix.santander.com.br/qr/v2/cobv/9";
    const sim = await call("/v1/sandbox/bank/retornos", {
      method: "POST",
      key: t.key,
      json: {
        file_id: file?.file_id,
        outcomes: [
          {
            our_number: "2",
            kind: "registered",
            pix: { txid: "LOTE0000000000000000000000002", key_or_url: url },
          },
        ],
      },
    });
    expect(sim.status).toBe(200);
    const up = await call("/v1/jobs/cnab/retornos", {
      method: "POST",
      key: t.key,
      body: await sim.text(),
      headers: { "content-type": "text/plain" },
    });
    const jobId = (await json<{ job_id: string }>(up)).job_id;
    expect((await waitForJob(t.key, jobId)).status).toBe("completed");
    const [after] = await allItems(t.key, boletos);
    expect(after?.bank_pix).toMatchObject({
      txid: "LOTE0000000000000000000000002",
      key_or_url: url,
      occurrence_code: "02",
      retorno_job_id: jobId,
      entry_index: 0,
    });

    // Paid by the QR: the payment carries the PIX of the retorno's Y-03.
    const paid = await call("/v1/sandbox/bank/retornos", {
      method: "POST",
      key: t.key,
      json: {
        file_id: file?.file_id,
        outcomes: [{ our_number: "2", kind: "paid", pix: { txid: "PAIDBYPIX0000000000000000000002" } }],
      },
    });
    expect(paid.status).toBe(200);
    const up2 = await call("/v1/jobs/cnab/retornos", {
      method: "POST",
      key: t.key,
      body: await paid.text(),
      headers: { "content-type": "text/plain" },
    });
    const paidJob = (await json<{ job_id: string }>(up2)).job_id;
    expect((await waitForJob(t.key, paidJob)).status).toBe("completed");
    const [settled] = await allItems(t.key, boletos);
    expect(settled).toMatchObject({ bank_status: "paid", payment_status: "paid" });
    expect((settled?.payment as { pix?: { txid: string } } | undefined)?.pix?.txid).toBe(
      "PAIDBYPIX0000000000000000000002",
    );
  });

  it("garbage and an unsupported bank's layout are clear failures, not 500s; a truncated file is read, with a warning", async () => {
    const t = await newTenant();
    const remessa = await submitRemessa(t.key, { titles: entries("341", "cnab400") });
    await waitForJob(t.key, remessa);
    const [file] = (await files(t.key, remessa)).files;
    const good = await (
      await call("/v1/sandbox/bank/retornos", {
        method: "POST",
        key: t.key,
        json: { file_id: file?.file_id },
      })
    ).text();
    const lines = good.split("\r\n");
    const cases: [string, string][] = [
      ["garbage", "hello world\nthis is not cnab\n"],
      [
        "unsupported bank",
        lines.map((l) => (l.length === 400 ? `${l.slice(0, 76)}999${l.slice(79)}` : l)).join("\r\n"),
      ],
    ];
    for (const [name, content] of cases) {
      const up = await call("/v1/jobs/cnab/retornos", {
        method: "POST",
        key: t.key,
        body: content,
        headers: { "content-type": "text/plain" },
      });
      expect(up.status, name).toBe(202);
      const jobId = (await json<{ job_id: string }>(up)).job_id;
      const job = await waitForJob(t.key, jobId);
      expect(job.status, name).toBe("failed");
      const detail = await json<{
        error: { code: string; message: string };
        summary: { issues: { code: string; path: string; line: number; message: string }[] };
      }>(await call(`/v1/jobs/cnab/retornos/${jobId}`, { key: t.key }));
      expect(detail.error.code, name).toMatch(/^CNAB_[A-Z_]+$/);
      expect(detail.summary.issues[0], name).toMatchObject({ code: detail.error.code, line: 1 });
    }
    // A truncated file (no trailer) is still a retorno: its entries are read, the cut is a warning.
    const cut = await call("/v1/jobs/cnab/retornos", {
      method: "POST",
      key: t.key,
      body: lines.slice(0, 3).join("\r\n"),
      headers: { "content-type": "text/plain" },
    });
    const cutJob = (await json<{ job_id: string }>(cut)).job_id;
    expect((await waitForJob(t.key, cutJob)).status).toBe("completed");
    const cutDetail = await json<{
      summary: { entries: number; warnings: { code: string; line: number }[] };
    }>(await call(`/v1/jobs/cnab/retornos/${cutJob}`, { key: t.key }));
    expect(cutDetail.summary.entries).toBe(2);
    expect(cutDetail.summary.warnings.map((w) => w.code)).toContain("CNAB_TRUNCATED");
    const empty = await call("/v1/jobs/cnab/retornos", {
      method: "POST",
      key: t.key,
      body: "",
      headers: { "content-type": "text/plain" },
    });
    expect(empty.status).toBe(422);
  });

  it("a retorno with a line lote could not read is partially_completed, naming the line; another service's file fails, named", async () => {
    const t = await newTenant();
    const remessa = await submitRemessa(t.key, { titles: entries("341", "cnab400") });
    await waitForJob(t.key, remessa);
    const [file] = (await files(t.key, remessa)).files;
    const good = await (
      await call("/v1/sandbox/bank/retornos", {
        method: "POST",
        key: t.key,
        json: { file_id: file?.file_id, paid: "all" },
      })
    ).text();
    const upload = async (body: string) => {
      const up = await call("/v1/jobs/cnab/retornos", {
        method: "POST",
        key: t.key,
        body,
        headers: { "content-type": "text/plain" },
      });
      expect(up.status).toBe(202);
      const jobId = (await json<{ job_id: string }>(up)).job_id;
      const job = await waitForJob(t.key, jobId);
      const detail = await json<{
        error: { code: string; message: string } | null;
        summary: {
          entries?: number;
          unread_lines?: number;
          warnings?: { code: string; line: number }[];
          issues?: { code: string; line: number }[];
        };
      }>(await call(`/v1/jobs/cnab/retornos/${jobId}`, { key: t.key }));
      return { status: job.status, ...detail };
    };
    // Two details on one line (the line end between them lost): the second is not read.
    const lines = good.split("\r\n");
    lines.splice(1, 2, `${lines[1]}${lines[2]}`);
    const glued = await upload(lines.join("\r\n"));
    expect(glued.status).toBe("partially_completed");
    expect(glued.summary.entries).toBe(2);
    expect(glued.summary.unread_lines).toBe(1);
    expect(glued.summary.warnings).toContainEqual(
      expect.objectContaining({ code: "CNAB_LINE_NOT_READ", line: 2 }),
    );
    // The whole file, its lines ending in CRLF and CR in turn, is read whole.
    const mixed = good
      .split("\r\n")
      .map((l, i) => (l === "" ? "" : `${l}${i % 2 === 0 ? "\r\n" : "\r"}`))
      .join("");
    const whole = await upload(mixed);
    expect(whole.status).toBe("completed");
    expect(whole.summary.entries).toBe(3);
    expect(whole.summary.unread_lines).toBe(0);
    // A payments-to-suppliers retorno of a bank lote reads: the job fails, naming the file.
    const payments = await upload(PAYMENTS_240);
    expect(payments.status).toBe("failed");
    expect(payments.error?.code).toBe("CNAB_WRONG_SERVICE");
    expect(payments.error?.message).toContain("payments to suppliers (C20)");
    expect(payments.summary.issues?.[0]).toMatchObject({ code: "CNAB_WRONG_SERVICE", line: 2 });
  });
});
