/** Sending queue messages in the platform's batches, with send failures made retryable. */
import { checkFault, TransientError } from "../../platform/faults";
import { chunk } from "../../storage/db";

/** Queues accept at most 100 messages per sendBatch. */
const SEND_BATCH_MAX = 100;

/**
 * Sends `bodies` to `queue`, 100 per `sendBatch`; a failed send is a {@link TransientError}.
 * @example await sendInBatches(svc.queues.jobs, [{ type: "retorno.parse", job_id, tenant_id }])
 */
export async function sendInBatches<M extends { type: string }>(
  queue: Queue,
  bodies: readonly M[],
): Promise<void> {
  checkFault("queue.send");
  try {
    for (const part of chunk(bodies, SEND_BATCH_MAX)) {
      await queue.sendBatch(part.map((body) => ({ body, contentType: "json" as const })));
    }
  } catch (e) {
    throw new TransientError(`queue send: ${(e as Error).message}`);
  }
}
