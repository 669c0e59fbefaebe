/**
 * Dead-letter consumers: a message that exhausted its retries fails the items it names with
 * `RETRIES_EXHAUSTED` (only those still unfinished at that attempt), then the job is finalized —
 * so nothing stays pending forever.
 */
import type { Services } from "../../context";
import { runD1Batch } from "../../storage/db";
import { finalizeJob } from "../finalize";
import type { ItemRef } from "../messages";
import { itemUpdate, loadChunk } from "./store";

export async function failItems(
  svc: Services,
  jobId: string,
  tenantId: string,
  refs: ItemRef[],
  error: { code: string; message: string },
): Promise<number> {
  const { job, rows } = await loadChunk(svc, jobId, tenantId, refs);
  if (!job) return 0;
  const now = svc.clock.now();
  const stmts: D1PreparedStatement[] = [];
  let n = 0;
  for (const r of rows) {
    if (r.status !== "pending" && r.status !== "validating" && r.status !== "rendering") continue;
    n++;
    stmts.push(
      ...itemUpdate(svc, {
        id: r.id,
        attempt: r.attempt,
        from: ["pending", "validating", "rendering"],
        status: "failed",
        errors: [{ code: error.code, path: "", message: error.message }],
        now,
      }),
    );
  }
  await runD1Batch(svc.d1, stmts);
  await finalizeJob(svc, jobId);
  return n;
}
