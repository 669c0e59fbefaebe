/** Rows of remessa jobs that more than one step reads. */
import type { Services } from "../../services";
import type { ItemRef } from "../core/model";

/** The titles of a remessa job not yet planned into a file (pending or validating). */
export async function unplannedTitles(svc: Services, jobId: string): Promise<ItemRef[]> {
  const refs = await svc.d1
    .prepare("SELECT id, attempt FROM items WHERE job_id = ? AND status IN ('pending', 'validating')")
    .bind(jobId)
    .all<{ id: string; attempt: number }>();
  return refs.results;
}
