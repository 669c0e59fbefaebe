/**
 * The boleto job kind: a batch of boletos validated and computed (`boletos.process`, lote-jobs),
 * rendered to PDF/HTML (`boletos.render`, lote-render), with consolidated artifacts built on
 * request or when the job ends (`artifact.build`, lote-render).
 */
import { boletoEvents, boletoPayments, externalIds } from "../../storage/schema";
import { failItems } from "../core/fail";
import type { AppOf, JobKindModule } from "../kind";
import { buildConsolidated, failConsolidated } from "./consolidate";
import { boletoJobFinal } from "./effects";
import { boletosHttp } from "./http/index";
import { BOLETOS_BASE, boletoLinks } from "./links";
import type { BoletoMessage } from "./messages";
import { processBoletoChunk } from "./process";
import { renderBoletoChunk } from "./render";
import { resumeBoletos } from "./resume";
import { startBoletoJob } from "./start";

export const boletosKind: JobKindModule<"boletos", BoletoMessage, AppOf<typeof boletosHttp>> = {
  kind: "boletos",
  routes: {
    base: BOLETOS_BASE,
    create: [BOLETOS_BASE],
    bulk: [BOLETOS_BASE, `${BOLETOS_BASE}/preview`],
  },
  http: boletosHttp,
  links: boletoLinks,
  start: startBoletoJob,
  messages: {
    "boletos.process": {
      queue: "jobs",
      handle: processBoletoChunk,
      deadLetter: async (svc, msg, error) => {
        await failItems(svc, msg.job_id, msg.tenant_id, msg.items, error);
      },
    },
    "boletos.render": {
      queue: "render",
      handle: renderBoletoChunk,
      deadLetter: async (svc, msg, error) => {
        await failItems(svc, msg.job_id, msg.tenant_id, msg.items, error);
      },
    },
    "artifact.build": {
      queue: "render",
      handle: buildConsolidated,
      deadLetter: (svc, msg, error) => failConsolidated(svc, msg.tenant_id, msg.artifact_id, error),
    },
  },
  finalEffects: boletoJobFinal,
  resumeStalled: resumeBoletos,
  // Its external_id claims, and its boletos' history and payments.
  retention: [externalIds, boletoEvents, boletoPayments],
};
