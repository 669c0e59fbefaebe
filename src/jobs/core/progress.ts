/** A job's progress: counts per item state, timings and bytes stored (for every kind). */
import { and, eq, isNotNull } from "drizzle-orm";
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import { decodeRow, decodeValues } from "../../storage/rows";
import { artifacts, items } from "../../storage/schema";
import { ITEM_STATES, type ItemState, isFinal, type JobRecord } from "./model";

/** Counts per item state, progress, timings and bytes stored. */
export async function jobProgress(
  svc: Services,
  data: DataDb,
  job: Pick<
    JobRecord,
    "id" | "status" | "itemsTotal" | "createdAt" | "startedAt" | "finishedAt" | "updatedAt"
  >,
) {
  // Aggregates: raw SQL in one batch, each row checked (counts are integers, averages may be null).
  const [counts, timing, bytes] = await data.d1.batch([
    data.d1.prepare("SELECT status, COUNT(*) AS n FROM items WHERE job_id = ? GROUP BY status").bind(job.id),
    data.d1
      .prepare(
        "SELECT COUNT(duration_ms) AS n, AVG(duration_ms) AS avg, AVG(processing_ms) AS processing FROM items WHERE job_id = ? AND duration_ms IS NOT NULL",
      )
      .bind(job.id),
    data.d1
      .prepare(
        "SELECT kind, COALESCE(SUM(size), 0) AS bytes, COUNT(*) AS n FROM artifacts WHERE job_id = ? AND status = 'ready' GROUP BY kind",
      )
      .bind(job.id),
  ]);
  const byState = Object.fromEntries(ITEM_STATES.map((s) => [s, 0])) as Record<ItemState, number>;
  for (const r of counts?.results ?? []) {
    const { status } = decodeRow(items, r, ["status"]);
    byState[status] = decodeValues(r, { n: "number" }).n;
  }
  const done = byState.completed + byState.failed + byState.skipped;
  const t = timing?.results[0]
    ? decodeValues(timing.results[0], { n: "number", avg: "number?", processing: "number?" })
    : { n: 0, avg: null, processing: null };
  let p95: number | null = null;
  if (t.n > 0) {
    const offset = Math.min(t.n - 1, Math.ceil(t.n * 0.95) - 1);
    const r = await data.db
      .select({ durationMs: items.durationMs })
      .from(items)
      .where(and(eq(items.jobId, job.id), isNotNull(items.durationMs)))
      .orderBy(items.durationMs)
      .limit(1)
      .offset(offset)
      .get();
    p95 = r?.durationMs ?? null;
  }
  const storage = { artifacts: 0, bytes_stored: 0, by_type: {} as Record<string, number> };
  for (const r of bytes?.results ?? []) {
    const { kind } = decodeRow(artifacts, r, ["kind"]);
    const v = decodeValues(r, { bytes: "number", n: "number" });
    storage.artifacts += v.n;
    storage.bytes_stored += v.bytes;
    storage.by_type[kind] = v.n;
  }
  const end = job.finishedAt ?? (isFinal(job.status) ? job.updatedAt : svc.clock.now());
  const latency = t.avg == null ? null : Math.round(t.avg);
  return {
    items: { total: job.itemsTotal, ...byState },
    progress_percent:
      job.itemsTotal === 0 ? (isFinal(job.status) ? 100 : 0) : Math.floor((done * 100) / job.itemsTotal),
    timings: {
      processing_ms_per_item: t.processing == null ? null : Math.round(t.processing),
      latency_ms_per_item: latency,
      p95_latency_ms_per_item: p95,
      total_ms: job.startedAt ? end - job.startedAt : null,
      queued_ms: job.startedAt ? job.startedAt - job.createdAt : null,
      /** Deprecated names of the latency figures. */
      avg_ms_per_item: latency,
      p95_ms_per_item: p95,
    },
    storage,
  };
}
