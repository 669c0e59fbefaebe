/**
 * Failing items as a whole: a dead-lettered message (`RETRIES_EXHAUSTED`), a permanent failure or
 * a timeout fails the items it names (only those still unfinished at that attempt), then the job
 * is finalized — so nothing stays pending forever.
 */
import type { Services } from "../../services";
import { runD1Batch } from "../../storage/db";
import { finalizeJob } from "./finalize";
import { itemUpdate, loadChunk } from "./items";
import type { ItemRef, WorkError } from "./model";

/** Fails the still-unfinished items of `refs` with `error`; returns how many. */
export async function failItems(
  svc: Services,
  jobId: string,
  tenantId: string,
  refs: ItemRef[],
  error: WorkError,
): Promise<number> {
  const data = await svc.data(tenantId, jobId);
  const { job, rows } = await loadChunk(data, jobId, tenantId, refs);
  if (!job) return 0;
  const now = svc.clock.now();
  const stmts: D1PreparedStatement[] = [];
  let n = 0;
  for (const r of rows) {
    if (r.status !== "pending" && r.status !== "validating" && r.status !== "rendering") continue;
    n++;
    stmts.push(
      ...itemUpdate(data, {
        id: r.id,
        attempt: r.attempt,
        from: ["pending", "validating", "rendering"],
        status: "failed",
        errors: [{ code: error.code, path: "", message: error.message }],
        now,
      }),
    );
  }
  await runD1Batch(data.d1, stmts);
  await finalizeJob(svc, data, jobId);
  return n;
}
