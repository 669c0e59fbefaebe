/** Each job kind knows how to start (send its first messages) once admitted by the gate. */
import type { Services } from "../context";
import { startBoletoJob } from "./boletos/start";
import { startRemessaJob, startRetornoJob } from "./cnab/start";

export interface JobRow {
  id: string;
  tenant_id: string;
  status: string;
}

export interface JobKind {
  start(svc: Services, job: JobRow): Promise<void>;
}

export const jobKinds: Record<"boletos" | "cnab_remessa" | "cnab_retorno", JobKind> = {
  boletos: { start: startBoletoJob },
  cnab_remessa: { start: startRemessaJob },
  cnab_retorno: { start: startRetornoJob },
};
