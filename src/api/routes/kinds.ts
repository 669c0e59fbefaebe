/**
 * Each job kind's HTTP routes. They live in src/api — nothing below it knows HTTP — and this
 * record, keyed by the registry's kinds, makes a kind without its routes a compile error.
 */

import { registerArtifacts } from "../../jobs/boletos/http/artifacts";
import { registerCreateBoletoJob } from "../../jobs/boletos/http/create";
import { registerCsvPreview } from "../../jobs/boletos/http/csv";
import { registerGetBoletoItem } from "../../jobs/boletos/http/item";
import { registerListBoletoItems } from "../../jobs/boletos/http/items";
import { registerRetryRoutes } from "../../jobs/boletos/http/retry";
import type { JobKind } from "../../jobs/registry";
import { registerRemessas } from "../../jobs/remessa/http/routes";
import { registerRetornos } from "../../jobs/retorno/http/routes";
import type { App } from "../types";
import { registerGetBoletoJob } from "./jobs-get";

export const kindRoutes = {
  boletos: (app: App) => {
    registerCreateBoletoJob(app);
    registerCsvPreview(app);
    registerGetBoletoJob(app);
    registerListBoletoItems(app);
    registerGetBoletoItem(app);
    registerRetryRoutes(app);
    registerArtifacts(app);
  },
  cnab_remessa: registerRemessas,
  cnab_retorno: registerRetornos,
} satisfies Record<JobKind, (app: App) => void>;
