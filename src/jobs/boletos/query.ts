/**
 * Read models of a boleto job's items: paginated items with their current artifacts, one item
 * with its attempts. Every query is scoped by tenant: another tenant's job simply does not exist.
 */

import { and, eq } from "drizzle-orm";
import type { BankStatus } from "../../ledger/status";
import { iso } from "../../platform/clock";
import { storedValue } from "../../platform/json";
import { decodePageToken, encodePageToken } from "../../platform/page-token";
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import { artifactLink } from "../../storage/links";
import { decodeRows, pick, RowDecodeError, sqlColumns } from "../../storage/rows";
import { artifacts, itemAttempts, items } from "../../storage/schema";
import type { ItemState } from "../core/model";

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

const ITEM_VIEW = [
  "id",
  "idx",
  "externalId",
  "status",
  "attempt",
  "result",
  "errors",
  "skippedOf",
  "paymentStatus",
  "payment",
  "paidCents",
  "paymentCount",
  "paymentDivergence",
  "paidOn",
  "registrationPath",
  "bankPix",
  "bankStatus",
  "bankStatusAt",
  "bankReason",
  "remessaFileId",
  "remessaNsa",
  "startedAt",
  "finishedAt",
  "durationMs",
] as const;
type ItemRecord = Pick<typeof items.$inferSelect, (typeof ITEM_VIEW)[number]>;

const ARTIFACT_VIEW = [
  "id",
  "itemId",
  "attempt",
  "kind",
  "r2Key",
  "r2Offset",
  "sha256",
  "size",
  "fileName",
  "contentType",
] as const;
type ArtifactRecord = Pick<typeof artifacts.$inferSelect, (typeof ARTIFACT_VIEW)[number]>;

/** A ready item artifact has its object, hash and size; one without them is a broken row. */
function ready(a: ArtifactRecord) {
  if (a.r2Key === null || a.sha256 === null || a.size === null || a.itemId === null || a.attempt === null)
    throw new RowDecodeError("artifacts", "r2_key", `of ready artifact ${a.id} is missing`);
  return { ...a, r2Key: a.r2Key, sha256: a.sha256, size: a.size, itemId: a.itemId, attempt: a.attempt };
}

async function artifactViews(
  svc: Services,
  link: { origin: string; tenantId: string; issuer: string },
  list: ArtifactRecord[],
) {
  return Promise.all(
    list.map(ready).map(async (a) => ({
      artifact_id: a.id,
      type: a.kind,
      attempt: a.attempt,
      file_name: a.fileName,
      content_type: a.contentType,
      sha256: a.sha256,
      size: a.size,
      ...(await artifactLink(svc, {
        ...link,
        artifactId: a.id,
        key: a.r2Key,
        fileName: a.fileName,
        slice: a.r2Offset !== null,
      })),
    })),
  );
}

function itemView(r: ItemRecord, artifacts: Awaited<ReturnType<typeof artifactViews>>) {
  const result = storedValue(r.result) ?? {};
  return {
    item_id: r.id,
    index: r.idx,
    external_id: r.externalId,
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
    errors: storedValue(r.errors) ?? [],
    warnings: (result.warnings as { code: string; path: string; message: string }[] | undefined) ?? [],
    skipped_of: r.skippedOf,
    payment_status: r.paymentStatus,
    payment: storedValue(r.payment),
    paid_cents: r.paidCents,
    payment_count: r.paymentCount ?? 0,
    payment_divergence: r.paymentDivergence,
    paid_on: r.paidOn,
    registration_path: r.registrationPath ?? "cnab",
    bank_pix: storedValue(r.bankPix as BankPix | null),
    bank_status: r.bankStatus,
    bank_status_at: iso(r.bankStatusAt),
    bank_reason: storedValue(r.bankReason),
    remessa: r.remessaFileId ? { file_id: r.remessaFileId, file_sequence: r.remessaNsa } : null,
    duration_ms: r.durationMs,
    finished_at: iso(r.finishedAt),
    artifacts,
  };
}

interface PageToken {
  j: string;
  i: number;
  s: string;
  /** The bank_status filter (absent: none). */
  b?: string;
}

const encodeToken = (t: PageToken): string => encodePageToken(t);

function decodeToken(token: string, jobId: string, status: string, bankStatus: string): PageToken {
  return decodePageToken<PageToken>(
    token,
    (t) => t.j === jobId && t.s === status && (t.b ?? "") === bankStatus && Number.isSafeInteger(t.i),
    "page_token is not valid for this job and filter",
  );
}

/** One page of items in index order; `next_page_token` is empty at the end. */
export async function listItems(
  svc: Services,
  data: DataDb,
  args: {
    origin: string;
    tenantId: string;
    /** The API key asking: the links it gets stop working if it is revoked. */
    issuer: string;
    jobId: string;
    status?: ItemState;
    /** Only boletos at this bank status. */
    bankStatus?: BankStatus;
    pageSize: number;
    pageToken?: string;
  },
) {
  const bank = args.bankStatus ?? "";
  const after = args.pageToken ? decodeToken(args.pageToken, args.jobId, args.status ?? "", bank).i : -1;
  const res = await data.d1
    .prepare(
      `SELECT ${sqlColumns(items, ITEM_VIEW)}
         FROM items WHERE job_id = ?1 AND tenant_id = ?2 AND idx > ?3 AND (?4 IS NULL OR status = ?4)
          AND (?6 IS NULL OR bank_status = ?6)
        ORDER BY idx LIMIT ?5`,
    )
    .bind(args.jobId, args.tenantId, after, args.status ?? null, args.pageSize + 1, args.bankStatus ?? null)
    .all();
  const found = decodeRows(items, res.results, ITEM_VIEW);
  const rows = found.slice(0, args.pageSize);
  const more = found.length > args.pageSize;
  const arts = await currentArtifacts(data, rows);
  const page = await Promise.all(
    rows.map(async (r) => itemView(r, await artifactViews(svc, args, arts.get(r.id) ?? []))),
  );
  const last = rows[rows.length - 1];
  return {
    data: page,
    next_page_token:
      more && last
        ? encodeToken({ j: args.jobId, i: last.idx, s: args.status ?? "", ...(bank ? { b: bank } : {}) })
        : "",
  };
}

async function currentArtifacts(data: DataDb, rows: ItemRecord[]): Promise<Map<string, ArtifactRecord[]>> {
  const map = new Map<string, ArtifactRecord[]>();
  if (rows.length === 0) return map;
  const res = await data.d1
    .prepare(
      `SELECT ${sqlColumns(artifacts, ARTIFACT_VIEW, "a")}
         FROM json_each(?1) r JOIN artifacts a ON a.item_id = r.value ->> '$.i'
        WHERE +a.attempt = r.value ->> '$.a' AND +a.status = 'ready' ORDER BY a.kind`,
    )
    .bind(JSON.stringify(rows.map((r) => ({ i: r.id, a: r.attempt }))))
    .all();
  for (const a of decodeRows(artifacts, res.results, ARTIFACT_VIEW)) {
    const list = map.get(a.itemId ?? "") ?? [];
    list.push(a);
    map.set(a.itemId ?? "", list);
  }
  return map;
}

/** One item with its full attempts history (each attempt with its errors and artifacts). */
export async function getItem(
  svc: Services,
  data: DataDb,
  args: { origin: string; tenantId: string; issuer: string; jobId: string; itemId: string },
) {
  const r = await data.db
    .select(pick(items, [...ITEM_VIEW, "input"]))
    .from(items)
    .where(and(eq(items.id, args.itemId), eq(items.jobId, args.jobId), eq(items.tenantId, args.tenantId)))
    .get();
  if (!r) return null;
  const [attempts, arts] = await data.db.batch([
    data.db
      .select({
        attempt: itemAttempts.attempt,
        status: itemAttempts.status,
        errors: itemAttempts.errors,
        startedAt: itemAttempts.startedAt,
        finishedAt: itemAttempts.finishedAt,
        durationMs: itemAttempts.durationMs,
      })
      .from(itemAttempts)
      .where(eq(itemAttempts.itemId, r.id))
      .orderBy(itemAttempts.attempt),
    data.db
      .select(pick(artifacts, ARTIFACT_VIEW))
      .from(artifacts)
      .where(and(eq(artifacts.itemId, r.id), eq(artifacts.status, "ready")))
      .orderBy(artifacts.attempt, artifacts.kind),
  ]);
  const views = await artifactViews(svc, args, arts);
  const byAttempt = (n: number) => views.filter((v) => v.attempt === n);
  const history = attempts.map((a) => ({
    attempt: a.attempt,
    status: a.status,
    errors: storedValue(a.errors) ?? [],
    started_at: iso(a.startedAt),
    finished_at: iso(a.finishedAt),
    duration_ms: a.durationMs,
    artifacts: byAttempt(a.attempt),
  }));
  return {
    ...itemView(r, byAttempt(r.attempt)),
    input: storedValue(r.input as Record<string, unknown> | null),
    attempts: history,
  };
}
