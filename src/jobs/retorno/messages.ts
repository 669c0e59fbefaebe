/** The CNAB retorno kind's queue message (ids only, like every message). */
export type RetornoMessage =
  /** Parse a stored retorno file and reconcile it (lote-jobs). */
  { type: "retorno.parse"; job_id: string; tenant_id: string };
