/**
 * Each job kind's HTTP routes. They live in src/api — nothing below it knows HTTP — and this
 * record, keyed by the registry's kinds, makes a kind without its routes a compile error.
 */
import type { JobKind } from "../../jobs/registry";
import type { App } from "../types";
import { registerArtifacts } from "./boletos-artifacts";
import { registerCreateBoletoJob } from "./boletos-create";
import { registerCsvPreview } from "./boletos-csv";
import { registerGetBoletoItem } from "./boletos-item";
import { registerListBoletoItems } from "./boletos-items";
import { registerRetryRoutes } from "./boletos-retry";
import { registerRemessas } from "./cnab-remessas";
import { registerRetornos } from "./cnab-retornos";
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
