/** `resumeStalled` of the retorno kind: a parse that did not finish is sent again. */
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import { jobs } from "../../storage/schema";
import { sendInBatches } from "../core/send";
import { STALL_MS } from "../core/stalled";
import type { RetornoMessage } from "./messages";

export async function resumeRetornos(svc: Services, data: DataDb, now: number): Promise<number> {
  const retornos = await data.db
    .select({ id: jobs.id, tenantId: jobs.tenantId })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, "cnab_retorno"),
        inArray(jobs.status, ["validating", "processing"]),
        lt(jobs.updatedAt, now - STALL_MS),
      ),
    )
    .limit(50)
    .all();
  if (retornos.length === 0) return 0;
  const messages: RetornoMessage[] = retornos.map((j) => ({
    type: "retorno.parse",
    job_id: j.id,
    tenant_id: j.tenantId,
  }));
  // Touch what is re-sent so the next run waits another STALL_MS before sending it again.
  const [first, ...rest] = retornos.map((j) =>
    data.db.update(jobs).set({ updatedAt: now }).where(eq(jobs.id, j.id)),
  );
  if (first) await data.db.batch([first, ...rest]);
  await sendInBatches(svc.queues.jobs, messages);
  return messages.length;
}
