import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { waitFor } from "./helpers";

describe("real local queue", () => {
  it("a message sent to lote-jobs reaches the consumer, which writes to D1", async () => {
    const id = crypto.randomUUID();
    await env.JOBS_QUEUE.send({ type: "ops.ping", id, sent_at: Date.now() });
    const row = await waitFor(async () =>
      env.DB.prepare("SELECT action, subject FROM audit_events WHERE id = ?")
        .bind(`ping_${id}`)
        .first<{ action: string; subject: string }>(),
    );
    expect(row).toEqual({ action: "ops.ping", subject: id });
  });
});
