/**
 * The boleto kind's queue messages. Messages carry ids, never payloads: the item data lives in
 * D1, so a message stays far below the 128 KB limit and a redelivery reads the current state.
 */
import type { ItemRef } from "../core/model";

export type BoletoMessage =
  /** Validate and compute a chunk of boleto items (lote-jobs). */
  | { type: "boletos.process"; job_id: string; tenant_id: string; items: ItemRef[] }
  /** Render PDFs/HTML for a chunk of computed items (lote-render). */
  | { type: "boletos.render"; job_id: string; tenant_id: string; items: ItemRef[] }
  /** Build a consolidated artifact (zip / merged PDF / carnê) (lote-render). */
  | { type: "artifact.build"; job_id: string; tenant_id: string; artifact_id: string };
