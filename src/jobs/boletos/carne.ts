/**
 * The carnê artifacts of a job (consolidated type `carne`): one carnê PDF per payer of the job's
 * completed boletos, plus one HTML carnê each when the job asked for HTML (type `carne_html`).
 *
 * The requested row `art_<job>_carne_g<gen>` is the first payer's carnê (the only one for a job
 * with a single payer); further payers get `…_carne_g<gen>_p2`, `_p3`, … and the HTML companions
 * `art_<job>_carne_html_g<gen>[_pN]`. The extra rows and the requested row become ready in one D1
 * batch, the requested row last (`WHERE status = 'building'`), so a redelivered message finds it
 * ready and stops; files are content-addressed, so a rebuild re-puts the same bytes.
 */
import type { Services } from "../../services";
import { artifactReady, consolidatedId, storeDocument } from "./artifact-store";
import { buildCarnes } from "./consolidate-pdf";

interface Row {
  id: string;
  kind: "carne" | "carne_html";
  key: string;
  sha256: string;
  size: number;
  fileName: string;
  contentType: string;
  payerDocument: string | null;
}

/** Builds and records every carnê of the job; `art` is the requested (building) row. */
export async function finishCarnes(
  svc: Services,
  msg: { job_id: string; tenant_id: string },
  art: { id: string; generation: number },
): Promise<void> {
  const carnes = await buildCarnes(svc, msg.tenant_id, msg.job_id);
  const several = carnes.length > 1;
  const htmlBase = consolidatedId(msg.job_id, "carne_html", art.generation);
  const rows: Row[] = [];
  for (const [k, c] of carnes.entries()) {
    const suffix = k === 0 ? "" : `_p${k + 1}`;
    const name = several ? `${msg.job_id}-carne-${c.payerDocument}` : `${msg.job_id}-carne`;
    const payerDocument = several ? c.payerDocument : null;
    const pdf = await storeDocument(svc, msg.tenant_id, "carne", c.pdf);
    rows.push({
      id: `${art.id}${suffix}`,
      kind: "carne",
      ...pdf,
      fileName: `${name}.pdf`,
      contentType: "application/pdf",
      payerDocument,
    });
    if (c.html) {
      const contentType = "text/html; charset=utf-8";
      const html = await storeDocument(svc, msg.tenant_id, "carne_html", c.html, "html", contentType);
      rows.push({
        id: `${htmlBase}${suffix}`,
        kind: "carne_html",
        ...html,
        fileName: `${name}.html`,
        contentType,
        payerDocument,
      });
    }
  }
  const now = svc.clock.now();
  const data = await svc.data(msg.tenant_id, msg.job_id);
  const insert = data.d1.prepare(
    `INSERT OR IGNORE INTO artifacts (id, tenant_id, job_id, kind, status, r2_key, sha256, size, content_type, file_name, generation, payer_document, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, 'ready', ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12)`,
  );
  const [first, ...extra] = rows;
  if (!first) throw new Error(`job ${msg.job_id} has no carnê to build`);
  const stmts = extra.map((r) =>
    insert.bind(
      r.id,
      msg.tenant_id,
      msg.job_id,
      r.kind,
      r.key,
      r.sha256,
      r.size,
      r.contentType,
      r.fileName,
      art.generation,
      r.payerDocument,
      now,
    ),
  );
  stmts.push(
    data.d1
      .prepare(
        "UPDATE artifacts SET status = 'ready', r2_key = ?, sha256 = ?, size = ?, file_name = ?, payer_document = ?, updated_at = ? WHERE id = ? AND status = 'building'",
      )
      .bind(first.key, first.sha256, first.size, first.fileName, first.payerDocument, now, art.id),
  );
  const results = await data.d1.batch(stmts);
  if ((results[results.length - 1]?.meta.changes ?? 0) === 0) return;
  for (const r of rows) {
    await artifactReady(svc, msg, {
      id: r.id,
      kind: r.kind,
      generation: art.generation,
      sha256: r.sha256,
      size: r.size,
    });
  }
}
