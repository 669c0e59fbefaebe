/**
 * The boleto instructions job kind: instructions to the bank about issued boletos (baixa, new due
 * date, abatimento, protest, …), each checked against its boleto (`instructions.check`, lote-jobs)
 * and queued for the next remessa of its bank × layout × convênio × account, which carries it;
 * a retorno then accepts or rejects it.
 */
import { instructions } from "../../storage/schema";
import { emitJobFinalEvent } from "../core/events";
import { failItems } from "../core/fail";
import type { AppOf, JobKindModule } from "../kind";
import { instructionsHttp } from "./http/index";
import { INSTRUCTIONS_BASE, instructionLinks } from "./links";
import type { InstructionsMessage } from "./messages";
import { checkInstructions } from "./process";
import { resumeInstructions } from "./resume";
import { startInstructionsJob } from "./start";

export const instructionsKind: JobKindModule<
  "boleto_instructions",
  InstructionsMessage,
  AppOf<typeof instructionsHttp>
> = {
  kind: "boleto_instructions",
  routes: {
    base: INSTRUCTIONS_BASE,
    create: [INSTRUCTIONS_BASE, "/v1/boletos/{item_id}/instructions"],
    bulk: [],
  },
  http: instructionsHttp,
  links: instructionLinks,
  start: startInstructionsJob,
  messages: {
    "instructions.check": {
      queue: "jobs",
      handle: checkInstructions,
      deadLetter: async (svc, msg, error) => {
        await failItems(svc, msg.job_id, msg.tenant_id, msg.items, error);
      },
    },
  },
  finalEffects: async (svc, job) =>
    emitJobFinalEvent(svc, await svc.data(job.tenantId, job.id), job, instructionLinks),
  resumeStalled: resumeInstructions,
  retention: [instructions],
};
