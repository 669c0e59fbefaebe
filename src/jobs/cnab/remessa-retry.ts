/**
 * Reprocessing one failed remessa file (sub-batch): its titles become a new attempt (optionally
 * patched), the file goes back to `pending` with attempt + 1 and keeps its NSA if it had one.
 * Other files of the job are untouched.
 */
import { ApiError } from "../../api/errors";
import type { AuthContext } from "../../api/types";
import type { Services } from "../../context";
import { isFinal } from "../boletos/query";
import { closeGeneration, reopenStatement, resumeReprocessed } from "../lifecycle";
import { deepMerge } from "../merge";
import { sendPendingBuilds } from "./remessa-plan";

export async function retryRemessaFile(args: {
  svc: Services;
  auth: AuthContext;
  jobId: string;
  fileId: string;
  patches?: Record<string, Record<string, unknown>>;
}): Promise<{ file_id: string; attempt: number; titles: number }> {
  const { svc, auth, jobId, fileId } = args;
  const job = await svc.d1
    .prepare(
      "SELECT id, status, final_effects_at FROM jobs WHERE id = ? AND tenant_id = ? AND kind = 'cnab_remessa'",
    )
    .bind(jobId, auth.tenantId)
    .first<{ id: string; status: string; final_effects_at: number | null }>();
  if (!job) throw new ApiError("NOT_FOUND", "job not found");
  const file = await svc.d1
    .prepare("SELECT id, status FROM cnab_files WHERE id = ? AND job_id = ?")
    .bind(fileId, jobId)
    .first<{ id: string; status: string }>();
  if (!file) throw new ApiError("NOT_FOUND", "file not found");
  if (file.status !== "failed")
    throw new ApiError("JOB_NOT_RETRYABLE", `only a failed file can be retried; this one is ${file.status}`);
  await closeGeneration(svc, job);
  const rows = await svc.d1
    .prepare("SELECT id, result FROM items WHERE file_id = ? AND status = 'failed'")
    .bind(fileId)
    .all<{ id: string; result: string }>();
  const now = svc.clock.now();
  const stmts: D1PreparedStatement[] = rows.results.map((r) => {
    const stored = JSON.parse(r.result) as { title: Record<string, unknown> };
    const patch = args.patches?.[r.id];
    const result = patch ? { ...stored, title: deepMerge(stored.title, patch) } : stored;
    return svc.d1
      .prepare(
        `UPDATE items SET attempt = attempt + 1, status = 'rendering', errors = NULL, result = ?1, started_at = ?2, finished_at = NULL,
           duration_ms = NULL, updated_at = ?2 WHERE id = ?3 AND status = 'failed'`,
      )
      .bind(JSON.stringify(result), now, r.id);
  });
  stmts.push(
    svc.d1
      .prepare(
        "UPDATE cnab_files SET status = 'pending', attempt = attempt + 1, errors = NULL, updated_at = ? WHERE id = ? AND status = 'failed'",
      )
      .bind(now, fileId),
    reopenStatement(svc, jobId, now),
    svc.d1.prepare("SELECT attempt FROM cnab_files WHERE id = ?").bind(fileId),
  );
  const results = await svc.d1.batch(stmts);
  const attempt = (results[results.length - 1]?.results[0] as { attempt: number } | undefined)?.attempt ?? 0;
  await resumeReprocessed(svc, auth, jobId, isFinal(job.status), () =>
    sendPendingBuilds(svc, jobId, auth.tenantId),
  );
  return { file_id: fileId, attempt, titles: rows.results.length };
}
