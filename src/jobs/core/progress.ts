/** A job's progress: counts per item state, timings and bytes stored (for every kind). */
import type { Services } from "../../services";
import { ITEM_STATES, type ItemState, isFinal, type JobRecord } from "./model";

/** Counts per item state, progress, timings and bytes stored. */
export async function jobProgress(svc: Services, job: JobRecord) {
  const [counts, timing, bytes] = await svc.d1.batch([
    svc.d1.prepare("SELECT status, COUNT(*) AS n FROM items WHERE job_id = ? GROUP BY status").bind(job.id),
    svc.d1
      .prepare(
        "SELECT COUNT(duration_ms) AS n, AVG(duration_ms) AS avg, AVG(processing_ms) AS processing FROM items WHERE job_id = ? AND duration_ms IS NOT NULL",
      )
      .bind(job.id),
    svc.d1
      .prepare(
        "SELECT kind, COALESCE(SUM(size), 0) AS bytes, COUNT(*) AS n FROM artifacts WHERE job_id = ? AND status = 'ready' GROUP BY kind",
      )
      .bind(job.id),
  ]);
  const byState = Object.fromEntries(ITEM_STATES.map((s) => [s, 0])) as Record<ItemState, number>;
  for (const r of (counts?.results ?? []) as { status: ItemState; n: number }[]) byState[r.status] = r.n;
  const done = byState.completed + byState.failed + byState.skipped;
  const t = (timing?.results[0] ?? { n: 0, avg: null, processing: null }) as {
    n: number;
    avg: number | null;
    processing: number | null;
  };
  let p95: number | null = null;
  if (t.n > 0) {
    const offset = Math.min(t.n - 1, Math.ceil(t.n * 0.95) - 1);
    const r = await svc.d1
      .prepare(
        "SELECT duration_ms FROM items WHERE job_id = ? AND duration_ms IS NOT NULL ORDER BY duration_ms LIMIT 1 OFFSET ?",
      )
      .bind(job.id, offset)
      .first<{ duration_ms: number }>();
    p95 = r?.duration_ms ?? null;
  }
  const storage = { artifacts: 0, bytes_stored: 0, by_type: {} as Record<string, number> };
  for (const r of (bytes?.results ?? []) as { kind: string; bytes: number; n: number }[]) {
    storage.artifacts += r.n;
    storage.bytes_stored += r.bytes;
    storage.by_type[r.kind] = r.n;
  }
  const end = job.finished_at ?? (isFinal(job.status) ? job.updated_at : svc.clock.now());
  const latency = t.avg == null ? null : Math.round(t.avg);
  return {
    items: { total: job.items_total, ...byState },
    progress_percent:
      job.items_total === 0 ? (isFinal(job.status) ? 100 : 0) : Math.floor((done * 100) / job.items_total),
    timings: {
      processing_ms_per_item: t.processing == null ? null : Math.round(t.processing),
      latency_ms_per_item: latency,
      p95_latency_ms_per_item: p95,
      total_ms: job.started_at ? end - job.started_at : null,
      queued_ms: job.started_at ? job.started_at - job.created_at : null,
      /** Deprecated names of the latency figures. */
      avg_ms_per_item: latency,
      p95_ms_per_item: p95,
    },
    storage,
  };
}
