/** The job view with its kind's links (`GET /v1/jobs/{id}`, lists, each kind's routes). */
import type { Services } from "../services";
import type { DataDb } from "../storage/db";
import { storedSummary } from "./cnab/issues";
import type { JobRecord } from "./core/model";
import { jobView } from "./core/view";
import { isJobKind, registry, UnknownKindError } from "./registry";

/** The full view of `job` (read from `data`), its links from its kind's module. */
export async function viewJob(svc: Services, data: DataDb, job: JobRecord) {
  const kind = job.kind;
  if (!isJobKind(kind)) throw new UnknownKindError(kind);
  const view = await jobView(svc, data, { ...job, kind }, registry[kind].links(job));
  // A retorno's summary lists issues; ones stored before the one issue shape are shown in it.
  return { ...view, summary: storedSummary(view.summary) };
}
