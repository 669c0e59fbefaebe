/** The boleto kind's HTTP routes (this folder), as its module carries them, in the document's order. */
import type { KindApi } from "../../../api/kind-http";
import type { KindHttp } from "../../kind";
import { registerArtifacts } from "./artifacts";
import { registerGetBoleto } from "./boleto";
import { registerCreateBoletoJob } from "./create";
import { registerCsvPreview } from "./csv";
import { registerGetBoletoItem } from "./item";
import { registerListBoletoItems } from "./items";
import { registerReceivables } from "./receivables";
import { registerRetryRoutes } from "./retry";

export const boletosHttp: KindHttp<KindApi> = {
  register: ({ app, jobStatus }) => {
    registerCreateBoletoJob(app);
    registerCsvPreview(app);
    jobStatus({
      tags: ["boletos"],
      summary: "A boleto job: status, progress per item state, timings, audit record, links",
      responses: { 401: "Missing or invalid API key", 404: "No such job for this tenant" },
    });
    registerListBoletoItems(app);
    registerGetBoletoItem(app);
    registerRetryRoutes(app);
    registerArtifacts(app);
    // Before GET /v1/boletos/{item_id}, so `summary` is not read as an id.
    registerReceivables(app);
    registerGetBoleto(app);
  },
};
