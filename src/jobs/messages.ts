/**
 * Queue message shapes. Messages carry ids, never payloads: the item data lives in D1, so a
 * message stays far below the 128 KB limit and a redelivery always reads the current state.
 * Each item reference carries the attempt it was sent for; a message for an older attempt is
 * ignored, which makes redelivery and reprocessing safe.
 */
export interface ItemRef {
  id: string;
  attempt: number;
}

export type JobMessage =
  /** Validate and compute a chunk of boleto items (lote-jobs). */
  | { type: "boletos.process"; job_id: string; tenant_id: string; items: ItemRef[] }
  /** Render PDFs/HTML for a chunk of computed items (lote-render). */
  | { type: "boletos.render"; job_id: string; tenant_id: string; items: ItemRef[] }
  /** Build a consolidated artifact (zip / merged PDF) (lote-render). */
  | { type: "artifact.build"; job_id: string; tenant_id: string; artifact_id: string }
  /** Resolve, validate and group a remessa job's titles into files (lote-jobs). */
  | { type: "remessa.plan"; job_id: string; tenant_id: string }
  /** Build one CNAB remessa file (lote-jobs). */
  | { type: "remessa.build"; job_id: string; tenant_id: string; file_id: string; attempt: number }
  /** Parse a stored retorno file and reconcile it (lote-jobs). */
  | { type: "retorno.parse"; job_id: string; tenant_id: string }
  /** Round-trip probe: the consumer records an audit event (tests, `npm start` smoke check). */
  | { type: "ops.ping"; id: string; sent_at: number };

/** One webhook delivery attempt (lote-webhooks). */
export interface WebhookMessage {
  type: "webhook.deliver";
  delivery_id: string;
  /** A redelivery asked for by the client: one attempt, no automatic retries. */
  manual?: boolean;
}

export type QueueMessage = JobMessage | WebhookMessage;
