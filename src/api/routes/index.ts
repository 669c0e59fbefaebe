import type { App } from "../types";
import { registerAdmin } from "./admin";
import { registerArtifacts } from "./boletos-artifacts";
import { registerCreateBoletoJob } from "./boletos-create";
import { registerCsvPreview } from "./boletos-csv";
import { registerGetBoletoItem } from "./boletos-item";
import { registerListBoletoItems } from "./boletos-items";
import { registerRetryRoutes } from "./boletos-retry";
import { registerRemessas } from "./cnab-remessas";
import { registerRetornos } from "./cnab-retornos";
import { registerParseCode } from "./codes-parse";
import { registerDownloads } from "./downloads";
import { registerHealth } from "./health";
import { registerGetBoletoJob, registerGetJob } from "./jobs-get";
import { registerListJobs } from "./jobs-list";
import { registerLogos } from "./logos";
import { registerSandbox } from "./sandbox";
import { registerWebhooks } from "./webhooks";

/** Every route of the API, in one list. */
export function registerRoutes(app: App): void {
  registerHealth(app);
  registerCreateBoletoJob(app);
  registerCsvPreview(app);
  registerGetBoletoJob(app);
  registerListBoletoItems(app);
  registerGetBoletoItem(app);
  registerRetryRoutes(app);
  registerArtifacts(app);
  registerWebhooks(app);
  registerLogos(app);
  registerRemessas(app);
  registerRetornos(app);
  registerSandbox(app);
  registerListJobs(app);
  registerParseCode(app);
  registerGetJob(app);
  registerAdmin(app);
  registerDownloads(app);
}
