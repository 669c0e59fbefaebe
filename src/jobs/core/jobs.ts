/** Reading a job. Every read is scoped by tenant: another tenant's job simply does not exist. */
import type { Services } from "../../services";
import type { JobRecord } from "./model";

/** The tenant's job, or null; with `kind`, null for a job of another kind too. */
export async function findJob(
  svc: Services,
  tenantId: string,
  jobId: string,
  kind?: string,
): Promise<JobRecord | null> {
  const row = await svc.d1
    .prepare("SELECT * FROM jobs WHERE id = ? AND tenant_id = ?")
    .bind(jobId, tenantId)
    .first<JobRecord>();
  if (!row || (kind && row.kind !== kind)) return null;
  return row;
}
