/**
 * Read models of boleto jobs: the job with progress and timings, paginated items, one item with
 * its attempts. Every query is scoped by tenant: another tenant's job simply does not exist.
 */

import { ApiError } from "../../api/errors";
import type { Services } from "../../context";
import { iso } from "../../platform/clock";
import { base64url, fromBase64url } from "../../platform/ids";
import { parseStored } from "../../platform/json";
import { artifactLink } from "../../storage/links";
import { storedSummary } from "../cnab/issues";

export const ITEM_STATES = ["pending", "validating", "rendering", "completed", "failed", "skipped"] as const;
export type ItemState = (typeof ITEM_STATES)[number];

export type JobKind = "boletos" | "cnab_remessa" | "cnab_retorno";
export type JobStatus =
  | "received"
  | "validating"
  | "processing"
  | "completed"
  | "partially_completed"
  | "failed";

export interface JobRecord {
  id: string;
  tenant_id: string;
  kind: JobKind;
  status: JobStatus;
  items_total: number;
  webhook_url: string | null;
  options: string | null;
  metadata: string | null;
  audit: string;
  error: string | null;
  summary: string | null;
  generation: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  updated_at: number;
}

const parse = parseStored;

export async function findJob(
  svc: Services,
  tenantId: string,
  jobId: string,
  kind?: string,
): Promise<JobRecord | null> {
  const row = await svc.d1
    .prepare("SELECT * FROM jobs WHERE id = ? AND tenant_id = ?")
    .bind(jobId, tenantId)
    .first<JobRecord>();
  if (!row || (kind && row.kind !== kind)) return null;
  return row;
}

export function jobLinks(job: { id: string; kind: string }) {
  const base =
    job.kind === "boletos"
      ? `/v1/jobs/boletos/${job.id}`
      : job.kind === "cnab_remessa"
        ? `/v1/jobs/cnab/remessas/${job.id}`
        : `/v1/jobs/cnab/retornos/${job.id}`;
  const links: Record<string, string> = { self: base, status: `/v1/jobs/${job.id}` };
  if (job.kind === "boletos") {
    links.items = `${base}/items`;
    links.failed_items = `${base}/items?status=failed`;
    links.artifacts = `${base}/artifacts`;
  } else if (job.kind === "cnab_remessa") links.files = `${base}/files`;
  else links.items = `${base}/items`;
  return links;
}

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

export function isFinal(status: string): boolean {
  return status === "completed" || status === "partially_completed" || status === "failed";
}

/** The full job view. */
export async function jobView(svc: Services, job: JobRecord) {
  const progress = await jobProgress(svc, job);
  return {
    job_id: job.id,
    kind: job.kind,
    status: job.status,
    generation: job.generation,
    ...progress,
    created_at: iso(job.created_at) as string,
    started_at: iso(job.started_at),
    finished_at: iso(job.finished_at),
    webhook_url: job.webhook_url,
    options: parse<Record<string, unknown>>(job.options),
    metadata: parse<Record<string, unknown>>(job.metadata),
    error: parse<{ code: string; message: string }>(job.error),
    summary: storedSummary(parse<Record<string, unknown>>(job.summary)),
    audit: parse<Record<string, unknown>>(job.audit) ?? {},
    links: jobLinks(job),
  };
}

/** What `retorno.parse` stores in `items.bank_pix`. */
interface BankPix {
  txid?: string;
  key_or_url?: string;
  key_type?: string;
  emv?: string;
  error_code?: string;
  occurrence_code: string;
  retorno_job_id: string;
  entry_index: number;
}

interface ItemRecord {
  id: string;
  idx: number;
  external_id: string | null;
  status: ItemState;
  attempt: number;
  result: string | null;
  errors: string | null;
  skipped_of: string | null;
  payment_status: string | null;
  payment: string | null;
  bank_pix: string | null;
  started_at: number | null;
  finished_at: number | null;
  duration_ms: number | null;
}

interface ArtifactRecord {
  id: string;
  item_id: string;
  attempt: number;
  kind: string;
  r2_key: string;
  sha256: string;
  size: number;
  file_name: string;
  content_type: string;
}

async function artifactViews(
  svc: Services,
  link: { origin: string; tenantId: string; issuer: string },
  list: ArtifactRecord[],
) {
  return Promise.all(
    list.map(async (a) => ({
      artifact_id: a.id,
      type: a.kind,
      attempt: a.attempt,
      file_name: a.file_name,
      content_type: a.content_type,
      sha256: a.sha256,
      size: a.size,
      ...(await artifactLink(svc, { ...link, artifactId: a.id, key: a.r2_key, fileName: a.file_name })),
    })),
  );
}

function itemView(r: ItemRecord, artifacts: Awaited<ReturnType<typeof artifactViews>>) {
  const result = parse<Record<string, unknown>>(r.result) ?? {};
  return {
    item_id: r.id,
    index: r.idx,
    external_id: r.external_id,
    status: r.status,
    attempt: r.attempt,
    bank_code: (result.bank_code as string | undefined) ?? null,
    our_number: (result.our_number as string | undefined) ?? null,
    digitable_line: (result.digitable_line as string | undefined) ?? null,
    digitable_line_formatted: (result.digitable_line_formatted as string | undefined) ?? null,
    barcode: (result.barcode as string | undefined) ?? null,
    amount_cents: (result.amount_cents as number | undefined) ?? null,
    due_date: (result.due_date as string | null | undefined) ?? null,
    pix_payload: (result.pix_payload as string | undefined) ?? null,
    errors: parse<{ code: string; path: string; message: string }[]>(r.errors) ?? [],
    warnings: (result.warnings as { code: string; path: string; message: string }[] | undefined) ?? [],
    skipped_of: r.skipped_of,
    payment_status: r.payment_status,
    payment: parse<Record<string, unknown>>(r.payment),
    bank_pix: parse<BankPix>(r.bank_pix),
    duration_ms: r.duration_ms,
    finished_at: iso(r.finished_at),
    artifacts,
  };
}

interface PageToken {
  j: string;
  i: number;
  s: string;
}

function encodeToken(t: PageToken): string {
  return base64url(new TextEncoder().encode(JSON.stringify(t)));
}

function decodeToken(token: string, jobId: string, status: string): PageToken {
  try {
    const t = JSON.parse(new TextDecoder().decode(fromBase64url(token))) as PageToken;
    if (t.j === jobId && t.s === status && Number.isSafeInteger(t.i)) return t;
  } catch {
    // fall through
  }
  throw new ApiError("INVALID_PAGE_TOKEN", "page_token is not valid for this job and filter");
}

/** One page of items in index order; `next_page_token` is empty at the end. */
export async function listItems(
  svc: Services,
  args: {
    origin: string;
    tenantId: string;
    /** The API key asking: the links it gets stop working if it is revoked. */
    issuer: string;
    jobId: string;
    status?: ItemState;
    pageSize: number;
    pageToken?: string;
  },
) {
  const after = args.pageToken ? decodeToken(args.pageToken, args.jobId, args.status ?? "").i : -1;
  const res = await svc.d1
    .prepare(
      `SELECT id, idx, external_id, status, attempt, result, errors, skipped_of, payment_status, payment, bank_pix, started_at, finished_at, duration_ms
         FROM items WHERE job_id = ?1 AND tenant_id = ?2 AND idx > ?3 AND (?4 IS NULL OR status = ?4)
        ORDER BY idx LIMIT ?5`,
    )
    .bind(args.jobId, args.tenantId, after, args.status ?? null, args.pageSize + 1)
    .all<ItemRecord>();
  const rows = res.results.slice(0, args.pageSize);
  const more = res.results.length > args.pageSize;
  const arts = await currentArtifacts(svc, rows);
  const data = await Promise.all(
    rows.map(async (r) => itemView(r, await artifactViews(svc, args, arts.get(r.id) ?? []))),
  );
  const last = rows[rows.length - 1];
  return {
    data,
    next_page_token: more && last ? encodeToken({ j: args.jobId, i: last.idx, s: args.status ?? "" }) : "",
  };
}

async function currentArtifacts(svc: Services, rows: ItemRecord[]): Promise<Map<string, ArtifactRecord[]>> {
  const map = new Map<string, ArtifactRecord[]>();
  if (rows.length === 0) return map;
  const res = await svc.d1
    .prepare(
      `SELECT a.id, a.item_id, a.attempt, a.kind, a.r2_key, a.sha256, a.size, a.file_name, a.content_type
         FROM json_each(?1) r JOIN artifacts a ON a.item_id = r.value ->> '$.i'
        WHERE +a.attempt = r.value ->> '$.a' AND +a.status = 'ready' ORDER BY a.kind`,
    )
    .bind(JSON.stringify(rows.map((r) => ({ i: r.id, a: r.attempt }))))
    .all<ArtifactRecord>();
  for (const a of res.results) {
    const list = map.get(a.item_id) ?? [];
    list.push(a);
    map.set(a.item_id, list);
  }
  return map;
}

/** One item with its full attempts history (each attempt with its errors and artifacts). */
export async function getItem(
  svc: Services,
  args: { origin: string; tenantId: string; issuer: string; jobId: string; itemId: string },
) {
  const r = await svc.d1
    .prepare(
      `SELECT id, idx, external_id, status, attempt, result, errors, skipped_of, payment_status, payment, bank_pix, started_at, finished_at, duration_ms, input
         FROM items WHERE id = ? AND job_id = ? AND tenant_id = ?`,
    )
    .bind(args.itemId, args.jobId, args.tenantId)
    .first<ItemRecord & { input: string | null }>();
  if (!r) return null;
  const [attempts, arts] = await svc.d1.batch([
    svc.d1
      .prepare(
        "SELECT attempt, status, errors, started_at, finished_at, duration_ms FROM item_attempts WHERE item_id = ? ORDER BY attempt",
      )
      .bind(r.id),
    svc.d1
      .prepare(
        "SELECT id, item_id, attempt, kind, r2_key, sha256, size, file_name, content_type FROM artifacts WHERE item_id = ? AND status = 'ready' ORDER BY attempt, kind",
      )
      .bind(r.id),
  ]);
  const allArts = (arts?.results ?? []) as ArtifactRecord[];
  const views = await artifactViews(svc, args, allArts);
  const byAttempt = (n: number) => views.filter((v) => v.attempt === n);
  const history = (
    (attempts?.results ?? []) as {
      attempt: number;
      status: string;
      errors: string | null;
      started_at: number | null;
      finished_at: number | null;
      duration_ms: number | null;
    }[]
  ).map((a) => ({
    attempt: a.attempt,
    status: a.status,
    errors: parse<{ code: string; path: string; message: string }[]>(a.errors) ?? [],
    started_at: iso(a.started_at),
    finished_at: iso(a.finished_at),
    duration_ms: a.duration_ms,
    artifacts: byAttempt(a.attempt),
  }));
  return {
    ...itemView(r, byAttempt(r.attempt)),
    input: parse<Record<string, unknown>>(r.input),
    attempts: history,
  };
}
