/**
 * Starting an instructions job once the gate gives it a slot: `received → validating`, then one
 * `instructions.check` per chunk of pending items. Safe to call again (the consumer skips what moved on).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Services } from "../../services";
import { chunk, type DataDb } from "../../storage/db";
import { items } from "../../storage/schema";
import { finalizeJob } from "../core/finalize";
import { markJobStarted } from "../core/lifecycle";
import type { ItemRef, JobRow } from "../core/model";
import { sendInBatches } from "../core/send";
import type { InstructionsMessage } from "./messages";

/** The unchecked items of a job (pending or validating), in index order. */
export async function uncheckedItems(data: DataDb, jobId: string): Promise<ItemRef[]> {
  return data.db
    .select({ id: items.id, attempt: items.attempt })
    .from(items)
    .where(and(eq(items.jobId, jobId), inArray(items.status, ["pending", "validating"])))
    .orderBy(items.idx)
    .all();
}

/** `start` of the instructions kind. */
export async function startInstructionsJob(svc: Services, job: JobRow): Promise<void> {
  const data = await svc.data(job.tenantId, job.id);
  await markJobStarted(svc, data, job.id);
  const refs = await uncheckedItems(data, job.id);
  await sendInBatches<InstructionsMessage>(
    svc.queues.jobs,
    chunk(refs, svc.config.ITEMS_PER_MESSAGE).map((part) => ({
      type: "instructions.check",
      job_id: job.id,
      tenant_id: job.tenantId,
      items: part,
    })),
  );
  await finalizeJob(svc, data, job.id);
}
