/** The job view with its kind's links (`GET /v1/jobs/{id}`, lists, each kind's routes). */
import type { Services } from "../services";
import type { JobRecord } from "./core/model";
import { jobView } from "./core/view";
import { isJobKind, registry, UnknownKindError } from "./registry";

/** The full view of `job`, its links from its kind's module (a kind no module owns is an error). */
export function viewJob(svc: Services, job: JobRecord) {
  const kind = job.kind;
  if (!isJobKind(kind)) throw new UnknownKindError(kind);
  return jobView(svc, { ...job, kind }, registry[kind].links(job));
}
