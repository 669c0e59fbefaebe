/**
 * What every fuzz file asserts at its end about the work it got accepted: every job and item final,
 * completed PDFs real PDFs, no markup injected into HTML, every completed CNAB file lines of exactly
 * 240/400 printable ASCII + CRLF, every retorno listable.
 */
import { PDFDocument } from "pdf-lib";
import { expect } from "vitest";
import { allItems, call, waitFor, waitForJob } from "../helpers";
import { type Accepted, clean, remessaFiles } from "./harness";

const FINAL_ITEM = new Set(["completed", "failed", "skipped"]);

/** Every accepted boleto job final, its items final, its PDFs sound; returns the PDFs checked. */
export async function expectBoletosFinal(acc: Accepted, key: string): Promise<number> {
  let pdfs = 0;
  for (const a of acc.jobs.filter((x) => x.kind === "boletos")) {
    const job = await waitForJob(key, a.jobId, 120_000);
    expect(["completed", "partially_completed", "failed"], a.label).toContain(job.status);
    for (const it of await allItems(key, a.jobId)) {
      expect(
        FINAL_ITEM.has(it.status as string),
        `${a.label} ${a.jobId} item ${it.item_id}: ${it.status}`,
      ).toBe(true);
      if (acc.mustComplete.has(`${a.jobId}#${it.index}`))
        expect(it.status, `${a.label}: ${JSON.stringify(it.errors)}`).toBe("completed");
      for (const art of (it.artifacts ?? []) as { type: string; url: string }[]) {
        const res = await call(new URL(art.url).pathname);
        expect(res.status).toBe(200);
        const bytes = new Uint8Array(await res.arrayBuffer());
        if (art.type === "pdf") {
          pdfs++;
          const text = new TextDecoder("latin1").decode(bytes);
          expect(text.startsWith("%PDF-"), a.jobId).toBe(true);
          expect(text.trimEnd().endsWith("%%EOF"), a.jobId).toBe(true);
          expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
        } else if (art.type === "html") {
          const html = new TextDecoder().decode(bytes);
          expect(html).not.toContain("<script>alert(1)");
          expect(html).not.toContain("<img src=x onerror");
        }
      }
    }
  }
  return pdfs;
}

/** Every accepted remessa job final; every completed file exact lines. Returns the files checked. */
export async function expectRemessasFinal(acc: Accepted, key: string): Promise<number> {
  let checked = 0;
  for (const a of acc.jobs.filter((x) => x.kind === "remessa")) {
    // A patched retry reopens a job: wait until it is final again.
    const job = await waitFor(async () => {
      const j = await waitForJob(key, a.jobId, 120_000);
      const open = (j.items.pending ?? 0) + (j.items.validating ?? 0) + (j.items.rendering ?? 0);
      return open === 0 ? j : null;
    }, 120_000);
    expect(["completed", "partially_completed", "failed"]).toContain(job.status);
    const { files } = await remessaFiles(key, a.jobId);
    if (acc.mustCompleteFiles.has(a.jobId)) expect(files.length, a.jobId).toBeGreaterThan(0);
    for (const f of files) {
      expect(["completed", "failed"], `${a.jobId} ${f.file_id}`).toContain(f.status);
      if (acc.mustCompleteFiles.has(a.jobId)) expect(f.status, JSON.stringify(f)).toBe("completed");
      for (const t of f.titles) expect(FINAL_ITEM.has(t.status), `${a.jobId} title ${t.item_id}`).toBe(true);
      if (f.status !== "completed") continue;
      const res = await call(new URL(f.url as string).pathname);
      expect(res.status).toBe(200);
      expectCnabLines(
        new Uint8Array(await res.arrayBuffer()),
        // CNAB 444: the bank's 400 records, the detail widened by the NF-e key.
        f.layout === "cnab240" ? [240] : f.layout === "cnab444" ? [400, 444] : [400],
        a.jobId,
        f.record_count,
      );
      checked++;
    }
  }
  return checked;
}

/** `bytes` is lines of one of `widths` printable ASCII characters, each ending in CRLF. */
function expectCnabLines(bytes: Uint8Array, widths: number[], what: string, lineCount: number | null): void {
  let col = 0;
  let lines = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (b === 0x0d) {
      expect(bytes[i + 1], `${what} CR without LF at ${i}`).toBe(0x0a);
      expect(widths, `${what} line ${lines + 1} width ${col}`).toContain(col);
      col = 0;
      lines++;
      i++;
    } else {
      expect(b >= 0x20 && b <= 0x7e, `${what} byte ${b} at ${i}`).toBe(true);
      col++;
    }
  }
  expect(col, "file ends with CRLF").toBe(0);
  expect(lines).toBe(lineCount);
}

/** Every accepted retorno final, listable; a failed one failed with a reader's code. */
export async function expectRetornosFinal(acc: Accepted, key: string): Promise<void> {
  for (const a of acc.jobs.filter((x) => x.kind === "retorno")) {
    const job = await waitForJob(key, a.jobId, 120_000);
    // A file with lines lote could not read ends `partially_completed`: it may miss entries.
    expect(["completed", "partially_completed", "failed"], a.label).toContain(job.status);
    const view = await clean(await call(`/v1/jobs/cnab/retornos/${a.jobId}`, { key }), "retorno get");
    if (job.status === "partially_completed")
      expect(
        (view.body as { summary: { unread_lines?: number } }).summary.unread_lines,
        a.label,
      ).toBeGreaterThan(0);
    await clean(await call(`/v1/jobs/cnab/retornos/${a.jobId}/items`, { key }), "retorno items");
    const error = (view.body as { error: { code: string } | null }).error;
    // A file that cannot be read fails with the reader's code, not by exhausting retries.
    if (job.status === "failed") expect(error?.code, a.label).toMatch(/^CNAB_[A-Z_]+$/);
    // No CNAB layout: refused. A real header and trailer around a million unreadable lines: each
    // could hold a payment, and past 1,000 of them the reader refuses the file rather than end a
    // job `completed` with its entries missing; the summary names the first issues only.
    if (a.label === "1M lines: short lines") expect(job.status, a.label).toBe("failed");
    if (a.label === "1M lines: real header and trailer") {
      expect(job.status, a.label).toBe("failed");
      expect(error?.code, a.label).toBe("CNAB_TOO_MANY_UNREAD_LINES");
      const summary = (view.body as { summary: { issues: { code: string }[] } }).summary;
      expect(summary.issues.length, a.label).toBeGreaterThan(0);
      expect(summary.issues.length, a.label).toBeLessThanOrEqual(50);
    }
  }
}
