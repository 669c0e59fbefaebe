/**
 * The CNAB retorno job kind: an uploaded retorno file parsed and reconciled with the tenant's
 * issued boletos (`retorno.parse`, lote-jobs).
 */
import { retornoEntries } from "../../storage/schema";
import { emitJobFinalEvent } from "../core/events";
import { type JobLinks, jobLinksAt } from "../core/model";
import type { JobKindModule } from "../kind";
import type { RetornoMessage } from "./messages";
import { failRetornoJob, parseRetornoJob } from "./parse";
import { resumeRetornos } from "./resume";
import { startRetornoJob } from "./start";

const BASE = "/v1/jobs/cnab/retornos";

function retornoLinks(job: { id: string }): JobLinks {
  return jobLinksAt(`${BASE}/${job.id}`, job.id, { items: "/items" });
}

export const retornoKind: JobKindModule<"cnab_retorno", RetornoMessage> = {
  kind: "cnab_retorno",
  routes: { base: BASE, create: [BASE], bulk: [BASE] },
  links: retornoLinks,
  start: startRetornoJob,
  messages: {
    "retorno.parse": {
      queue: "jobs",
      handle: parseRetornoJob,
      deadLetter: (svc, msg, error) => failRetornoJob(svc, msg.tenant_id, msg.job_id, error),
    },
  },
  finalEffects: (svc, job) => emitJobFinalEvent(svc, svc.data(job.tenantId), job, retornoLinks),
  resumeStalled: resumeRetornos,
  retention: [retornoEntries],
};
