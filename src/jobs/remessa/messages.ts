/** The CNAB remessa kind's queue messages (ids only, like every message). */
export type RemessaMessage =
  /** Resolve, validate and group a remessa job's titles into files (lote-jobs). */
  | { type: "remessa.plan"; job_id: string; tenant_id: string }
  /** Build one CNAB remessa file (lote-jobs). */
  | { type: "remessa.build"; job_id: string; tenant_id: string; file_id: string; attempt: number };
