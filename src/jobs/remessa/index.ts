/**
 * The CNAB remessa job kind: titles (issued boletos by reference, or full titles) grouped into
 * files per bank, layout, agreement, wallet and account (`remessa.plan`), each file written with
 * its NSA (`remessa.build`), both on lote-jobs.
 */
import { cnabFiles } from "../../storage/schema";
import { emitJobFinalEvent } from "../core/events";
import { failItems } from "../core/fail";
import { type JobLinks, jobLinksAt } from "../core/model";
import type { AppOf, JobKindModule } from "../kind";
import { buildRemessaFile, failRemessaFile } from "./build";
import { settleClaims } from "./claims";
import { remessaHttp } from "./http/index";
import type { RemessaMessage } from "./messages";
import { planRemessa } from "./plan";
import { resumeRemessas } from "./resume";
import { startRemessaJob } from "./start";
import { unplannedTitles } from "./store";

const BASE = "/v1/jobs/cnab/remessas";

function remessaLinks(job: { id: string }): JobLinks {
  return jobLinksAt(`${BASE}/${job.id}`, job.id, { files: "/files" });
}

export const remessaKind: JobKindModule<"cnab_remessa", RemessaMessage, AppOf<typeof remessaHttp>> = {
  kind: "cnab_remessa",
  routes: { base: BASE, create: [BASE], bulk: [BASE] },
  http: remessaHttp,
  links: remessaLinks,
  start: startRemessaJob,
  messages: {
    "remessa.plan": {
      queue: "jobs",
      handle: planRemessa,
      // The titles the plan never reached fail; files already planned have their own messages.
      deadLetter: async (svc, msg, error) => {
        await failItems(
          svc,
          msg.job_id,
          msg.tenant_id,
          await unplannedTitles(await svc.data(msg.tenant_id, msg.job_id), msg.job_id),
          error,
        );
      },
    },
    "remessa.build": {
      queue: "jobs",
      handle: buildRemessaFile,
      deadLetter: (svc, msg, error) => failRemessaFile(svc, msg.tenant_id, msg.file_id, error),
    },
  },
  finalEffects: async (svc, job) => {
    // Claims no file wrote go back to the queue before the job says it is done (the cron re-runs
    // final effects that fail, so a claim left by a plan that stopped half-way is never stranded).
    await settleClaims(svc, job.tenantId, job.id);
    await emitJobFinalEvent(svc, await svc.data(job.tenantId, job.id), job, remessaLinks);
  },
  resumeStalled: resumeRemessas,
  retention: [cnabFiles],
};
