/**
 * Reprocessing one failed remessa file (sub-batch): its titles become a new attempt (optionally
 * patched), the file goes back to `pending` with attempt + 1 and keeps its NSA if it had one.
 * Other files of the job are untouched.
 */

import { and, eq } from "drizzle-orm";
import { validateBoletoInput } from "../../engine/index";
import { isMovement } from "../../ledger/movements";
import { DomainError, formatPath, type IssueView } from "../../platform/errors";
import type { Services } from "../../services";
import { decodeRow } from "../../storage/rows";
import { cnabFiles, items } from "../../storage/schema";
import type { Principal } from "../../tenants/principal";
import { findJob } from "../core/job-store";
import { closeGeneration, reopenStatement, resumeReprocessed } from "../core/lifecycle";
import { mergeItem } from "../core/merge";
import { isFinal } from "../core/model";
import { sendPendingBuilds } from "./plan";

export async function retryRemessaFile(args: {
  svc: Services;
  auth: Principal;
  jobId: string;
  fileId: string;
  patches?: Record<string, Record<string, unknown>>;
}): Promise<{ file_id: string; attempt: number; titles: number }> {
  const { svc, auth, jobId, fileId } = args;
  const data = await svc.data(auth.tenantId, jobId);
  const job = await findJob(data, auth.tenantId, jobId, "cnab_remessa");
  if (!job) throw new DomainError("NOT_FOUND", "job not found");
  const file = await data.db
    .select({ id: cnabFiles.id, status: cnabFiles.status })
    .from(cnabFiles)
    .where(and(eq(cnabFiles.id, fileId), eq(cnabFiles.jobId, jobId)))
    .get();
  if (!file) throw new DomainError("NOT_FOUND", "file not found");
  if (file.status !== "failed")
    throw new DomainError(
      "JOB_NOT_RETRYABLE",
      `only a failed file can be retried; this one is ${file.status}`,
    );
  const rows = {
    // An instruction the failed file carried went back to the queue (the next remessa takes it):
    // only the file's own titles are retried.
    results: (
      await data.db
        .select({ id: items.id, result: items.result })
        .from(items)
        .where(and(eq(items.fileId, fileId), eq(items.status, "failed")))
        .all()
    ).filter((r) => r.result?.instruction_id === undefined),
  };
  if (rows.results.length === 0)
    throw new DomainError(
      "JOB_NOT_RETRYABLE",
      "this file carried only instructions; they are queued again for the next remessa",
    );
  // Checked before anything changes: a refused patch leaves the file and the job as they were.
  const patched = patchedTitles(rows.results, args.patches ?? {});
  await closeGeneration(svc, data, job);
  const now = svc.clock.now();
  const stmts: D1PreparedStatement[] = rows.results.map((r) => {
    const result = patched.get(r.id);
    return data.d1
      .prepare(
        `UPDATE items SET attempt = attempt + 1, status = 'rendering', errors = NULL, result = ?1, started_at = ?2, finished_at = NULL,
           duration_ms = NULL, updated_at = ?2 WHERE id = ?3 AND status = 'failed'`,
      )
      .bind(JSON.stringify(result), now, r.id);
  });
  stmts.push(
    data.d1
      .prepare(
        "UPDATE cnab_files SET status = 'pending', attempt = attempt + 1, errors = NULL, updated_at = ? WHERE id = ? AND status = 'failed'",
      )
      .bind(now, fileId),
    reopenStatement(svc, data, jobId, now),
    data.d1.prepare("SELECT attempt FROM cnab_files WHERE id = ?").bind(fileId),
  );
  const results = await data.d1.batch(stmts);
  const last = results[results.length - 1]?.results[0];
  const attempt = last ? decodeRow(cnabFiles, last, ["attempt"]).attempt : 0;
  await resumeReprocessed(svc, auth, jobId, isFinal(job.status), () =>
    sendPendingBuilds(svc, jobId, auth.tenantId),
  );
  return { file_id: fileId, attempt, titles: rows.results.length };
}

const TITLE_FIELDS = new Set(["movement", "layout"]);

/**
 * The stored result of each failed title with its patch merged in. A patched title goes straight to
 * the CNAB writer, so it is validated again like a new one: any problem is a 422 naming
 * `body.patches.<item_id>.<field>`, and a patch for a title that is not a failed title of this
 * file is refused too (never silently ignored).
 */
function patchedTitles(
  rows: { id: string; result: Record<string, unknown> | null }[],
  patches: Record<string, Record<string, unknown>>,
): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const issues: IssueView[] = [];
  const ids = new Set(rows.map((r) => r.id));
  for (const id of Object.keys(patches)) {
    if (!ids.has(id))
      issues.push({
        code: "UNKNOWN_TITLE",
        path: formatPath("body", ["patches", id]),
        message: "no failed title of this file has this item_id",
      });
  }
  for (const r of rows) {
    // A title in a file was planned: its result holds the title (and its group).
    const stored = r.result as { title: Record<string, unknown> };
    const patch = patches[r.id];
    if (!patch) {
      out.set(r.id, stored);
      continue;
    }
    const merged = mergeItem(stored.title, patch) as Record<string, unknown>;
    const boleto = Object.fromEntries(Object.entries(merged).filter(([k]) => !TITLE_FIELDS.has(k)));
    const v = validateBoletoInput(boleto);
    const at = (path: (string | number)[]) => formatPath("body", ["patches", r.id, ...path]);
    if (!v.ok) for (const i of v.issues) issues.push({ code: i.code, path: at(i.path), message: i.message });
    if (!isMovement(merged.movement))
      issues.push({
        code: "INVALID_VALUE",
        path: at(["movement"]),
        message: "movement is not a known movement",
      });
    if (v.ok) {
      const title = {
        ...v.value,
        movement: merged.movement,
        ...(merged.layout ? { layout: merged.layout } : {}),
      };
      out.set(r.id, { ...stored, title });
    }
  }
  if (issues.length > 0)
    throw new DomainError("VALIDATION_FAILED", `${issues.length} problem(s) in the patches`, { issues });
  return out;
}
