/**
 * The generic job model every kind shares: job and item states, the job record, the finality of a
 * status, the references queue messages carry. Types and pure helpers only — no queries, no kind.
 */
import { ITEM_STATE_VALUES, JOB_STATUS_VALUES, type jobs } from "../../storage/schema";

export const ITEM_STATES = ITEM_STATE_VALUES;
export type ItemState = (typeof ITEM_STATES)[number];

export const JOB_STATUSES = JOB_STATUS_VALUES;
export type JobStatus = (typeof JOB_STATUSES)[number];

export type FinalStatus = "completed" | "partially_completed" | "failed";

/** Whether a job status is final. @example isFinal("partially_completed") // true */
export function isFinal(status: string): status is FinalStatus {
  return status === "completed" || status === "partially_completed" || status === "failed";
}

/** A job row, as the schema declares it (JSON columns parsed). */
export type JobRecord = typeof jobs.$inferSelect;

/** A job the gate has given a slot, as its kind's `start` receives it. */
export type JobRow = Pick<JobRecord, "id" | "tenantId" | "status">;

/** A job that just became final (or whose final effects the cron runs again). */
export type FinalJob = Pick<JobRecord, "id" | "tenantId" | "kind" | "generation"> & { status: FinalStatus };

/**
 * One item a message names, at the attempt it was sent for; a message for an older attempt is
 * ignored, which makes redelivery and reprocessing safe.
 */
export interface ItemRef {
  id: string;
  attempt: number;
}

/** Why a piece of work failed as a whole (dead letter, permanent failure, timeout). */
export interface WorkError {
  code: string;
  message: string;
}

/** The links of a job in API responses and webhooks: `self`, `status` and the kind's own. */
export type JobLinks = Record<string, string>;

/**
 * A kind's links: `self` at its base path, `status` at the generic job path, then its extras.
 * @example jobLinksAt("/v1/jobs/cnab/remessas/job_1", "job_1", { files: "/files" }).files // "/v1/jobs/cnab/remessas/job_1/files"
 */
export function jobLinksAt(base: string, jobId: string, extra: Record<string, string>): JobLinks {
  const links: JobLinks = { self: base, status: `/v1/jobs/${jobId}` };
  for (const [name, suffix] of Object.entries(extra)) links[name] = `${base}${suffix}`;
  return links;
}
