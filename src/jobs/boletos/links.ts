/** Where a boleto job lives in the API. */
import { type JobLinks, jobLinksAt } from "../core/model";

export const BOLETOS_BASE = "/v1/jobs/boletos";

/** @example boletoLinks({ id: "job_1" }).failed_items // "/v1/jobs/boletos/job_1/items?status=failed" */
export function boletoLinks(job: { id: string }): JobLinks {
  return jobLinksAt(`${BOLETOS_BASE}/${job.id}`, job.id, {
    items: "/items",
    failed_items: "/items?status=failed",
    artifacts: "/artifacts",
  });
}
