/**
 * The kinds' `providerCodesReady` hook for boletos: a boleto that waited for its provider's codes
 * (a bank that assigns them, a PSP's Pix charge) has them on its item now — it is rendered (or,
 * in a job without documents, completed) — or it failed with the provider's refusal or lote's
 * check of its codes, and its job may be final.
 */
import type { Services } from "../../services";
import { decodeValues } from "../../storage/rows";
import { finalizeJob } from "../core/finalize";
import { itemUpdate } from "../core/items";
import type { BoletoMessage } from "./messages";

export async function providerCodesReady(svc: Services, tenantId: string, jobId: string, itemId: string) {
  const data = await svc.data(tenantId, jobId);
  const found = await data.d1
    .prepare(
      `SELECT i.status, i.attempt, json_extract(i.result, '$.awaiting_provider') AS waiting, j.options
         FROM items i JOIN jobs j ON j.id = i.job_id WHERE i.id = ?1 AND i.job_id = ?2 AND j.tenant_id = ?3`,
    )
    .bind(itemId, jobId, tenantId)
    .first();
  if (!found) return;
  const row = decodeValues(found, {
    status: "string",
    attempt: "number",
    waiting: "string?",
    options: "string?",
  });
  if (row.waiting !== null) return;
  if (row.status === "rendering") {
    const options = (row.options ? JSON.parse(row.options) : {}) as { pdf?: boolean; html?: boolean };
    if (options.pdf !== false || options.html === true) {
      const msg: BoletoMessage = {
        type: "boletos.render",
        job_id: jobId,
        tenant_id: tenantId,
        items: [{ id: itemId, attempt: row.attempt }],
      };
      await svc.queues.render.send(msg, { contentType: "json" });
      return;
    }
    const now = svc.clock.now();
    await data.d1.batch(
      itemUpdate(data, {
        id: itemId,
        attempt: row.attempt,
        from: ["rendering"],
        status: "completed",
        now,
        bankStatus: "issued",
      }),
    );
  }
  await finalizeJob(svc, data, jobId);
}
