/**
 * The CNAB retorno job kind: an uploaded retorno file parsed and reconciled with the tenant's
 * issued boletos (`retorno.parse`, lote-jobs).
 */
import { retornoEntries } from "../../storage/schema";
import { emitJobFinalEvent } from "../core/events";
import { type JobLinks, jobLinksAt } from "../core/model";
import type { AppOf, JobKindModule } from "../kind";
import { retornoHttp } from "./http/index";
import type { RetornoMessage } from "./messages";
import { failRetornoJob, parseRetornoJob } from "./parse";
import { resumeRetornos } from "./resume";
import { startRetornoJob } from "./start";

const BASE = "/v1/jobs/cnab/retornos";

function retornoLinks(job: { id: string }): JobLinks {
  return jobLinksAt(`${BASE}/${job.id}`, job.id, { items: "/items" });
}

export const retornoKind: JobKindModule<"cnab_retorno", RetornoMessage, AppOf<typeof retornoHttp>> = {
  kind: "cnab_retorno",
  routes: { base: BASE, create: [BASE], bulk: [BASE] },
  http: retornoHttp,
  links: retornoLinks,
  start: startRetornoJob,
  messages: {
    "retorno.parse": {
      queue: "jobs",
      handle: parseRetornoJob,
      deadLetter: (svc, msg, error) => failRetornoJob(svc, msg.tenant_id, msg.job_id, error),
    },
  },
  finalEffects: async (svc, job) =>
    emitJobFinalEvent(svc, await svc.data(job.tenantId, job.id), job, retornoLinks),
  resumeStalled: resumeRetornos,
  // Its entries, and the file's dedupe row: a file whose job is gone may be uploaded again.
  // Its dedupe hash (retorno_files) is in the directory: retention deletes it there (src/ops/retention.ts).
  retention: [retornoEntries],
};
