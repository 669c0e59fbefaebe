/**
 * The generic job model every kind shares: job and item states, the job record, the finality of a
 * status, the references queue messages carry. Types and pure helpers only — no storage, no kind.
 */

export const ITEM_STATES = ["pending", "validating", "rendering", "completed", "failed", "skipped"] as const;
export type ItemState = (typeof ITEM_STATES)[number];

export const JOB_STATUSES = [
  "received",
  "validating",
  "processing",
  "completed",
  "partially_completed",
  "failed",
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export type FinalStatus = "completed" | "partially_completed" | "failed";

/** Whether a job status is final. @example isFinal("partially_completed") // true */
export function isFinal(status: string): status is FinalStatus {
  return status === "completed" || status === "partially_completed" || status === "failed";
}

export interface JobRecord {
  id: string;
  tenant_id: string;
  kind: string;
  status: JobStatus;
  items_total: number;
  webhook_url: string | null;
  options: string | null;
  metadata: string | null;
  audit: string;
  error: string | null;
  summary: string | null;
  generation: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  updated_at: number;
}

/** A job the gate has given a slot, as its kind's `start` receives it. */
export interface JobRow {
  id: string;
  tenant_id: string;
  status: string;
}

/** A job that just became final (or whose final effects the cron runs again). */
export interface FinalJob {
  id: string;
  tenant_id: string;
  kind: string;
  status: FinalStatus;
  generation: number;
}

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
