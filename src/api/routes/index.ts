import type { App } from "../types";
import { registerAdmin } from "./admin";
import { registerParseCode } from "./codes-parse";
import { registerDownloads } from "./downloads";
import { registerHealth } from "./health";
import { registerGetJob } from "./jobs-get";
import { registerListJobs } from "./jobs-list";
import { kindRoutes } from "./kinds";
import { registerLogos } from "./logos";
import { registerSandbox } from "./sandbox";
import { registerWebhooks } from "./webhooks";

/**
 * Every route of the API, in one list. The order is the OpenAPI document's (and matters where
 * paths overlap: each kind's routes come before `GET /v1/jobs/{job_id}`).
 */
export function registerRoutes(app: App): void {
  const { boletos, cnab_remessa, cnab_retorno, ...unplaced } = kindRoutes;
  // A new kind's routes must be given their place in this list: until then this does not compile.
  const _everyKindPlaced: Record<string, never> = unplaced;
  void _everyKindPlaced;
  registerHealth(app);
  boletos(app);
  registerWebhooks(app);
  registerLogos(app);
  cnab_remessa(app);
  cnab_retorno(app);
  registerSandbox(app);
  registerListJobs(app);
  registerParseCode(app);
  registerGetJob(app);
  registerAdmin(app);
  registerDownloads(app);
}
