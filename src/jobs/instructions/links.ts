/** Where an instructions job lives in the API. */
import { type JobLinks, jobLinksAt } from "../core/model";

export const INSTRUCTIONS_BASE = "/v1/jobs/instructions";

/** @example instructionLinks({ id: "job_1" }).items // "/v1/jobs/instructions/job_1/items" */
export function instructionLinks(job: { id: string }): JobLinks {
  return jobLinksAt(`${INSTRUCTIONS_BASE}/${job.id}`, job.id, { items: "/items" });
}
