/**
 * The tenant's boletos across its jobs, as a finance operator looks at them: searched, filtered,
 * sorted and paged on the server, with totals of the filtered set, as CSV, and the dashboard's
 * summary (received per day, overdue by age, due today, last files). Every boleto is an item of a
 * boletos job with a bank status (issued or later). Reads every shard the tenant's slots are on;
 * with several, each shard counts only the rows whose slot it holds (a move's leftover copy is
 * not the tenant's), so totals and pages never count a boleto twice.
 */

import type { OutCell } from "../../csv/write";
import type { BankStatus } from "../../ledger/status";
import { iso, saoPauloDate } from "../../platform/clock";
import { DomainError } from "../../platform/errors";
import { base64url, fromBase64url, newId, slotCode } from "../../platform/ids";
import type { DataDb, TenantDb } from "../../storage/db";
import { decodeValues } from "../../storage/rows";
import type { TenantShards } from "../../tenants/router";

/** Payment divergences a boleto can carry (`items.payment_divergence`). */
export const DIVERGENCES = [
  "underpaid",
  "overpaid",
  "duplicate_payment",
  "paid_after_write_off",
  "paid_rejected_entry",
] as const;

export const SORTS = [
  "due_date",
  "-due_date",
  "amount",
  "-amount",
  "payer",
  "-payer",
  "paid_on",
  "-paid_on",
  "created",
  "-created",
] as const;
export type BoletoSort = (typeof SORTS)[number];

export interface BoletoFilter {
  /** Payer name (part of it), document (digits), nosso número, external id, linha digitável. */
  q?: string;
  bankStatus?: BankStatus[];
  bankCode?: string;
  dueFrom?: string;
  dueTo?: string;
  /** Open (issued, sent, registered) and past its due date. */
  overdue?: boolean;
  paidFrom?: string;
  paidTo?: string;
  /** `any` or one kind. */
  divergence?: "any" | (typeof DIVERGENCES)[number];
  path?: "cnab" | "api" | "none";
  /** Only these boletos (a retorno's matched ones, say). */
  ids?: string[];
}

/** The bank statuses in which a boleto is still open: it can be paid, so it can be overdue. */
const OPEN = "('issued','sent','registered')";

/** One boleto's columns as the listing computes them (`b` is the CTE below). */
const SELECT = `SELECT i.id, i.job_id, i.external_id, i.bank_code, i.bank_status, i.bank_status_at,
       i.registration_path, i.paid_cents, i.paid_on, i.payment_divergence, i.payment_count, i.created_at,
       i.result ->> '$.our_number' AS our_number,
       i.result ->> '$.digitable_line' AS digitable_line,
       i.result ->> '$.digitable_line_formatted' AS line_formatted,
       i.result ->> '$.amount_cents' AS amount_cents,
       i.result ->> '$.due_date' AS due_date,
       i.input ->> '$.payer.name' AS payer_name,
       i.input ->> '$.payer.document' AS payer_document,
       i.input ->> '$.document_number' AS document_number
  FROM items i JOIN jobs j ON j.id = i.job_id
 WHERE i.tenant_id = ?1 AND j.kind = 'boletos' AND i.bank_status IS NOT NULL`;

const ROW_SPEC = {
  id: "string",
  job_id: "string",
  external_id: "string?",
  bank_code: "string?",
  bank_status: "string",
  bank_status_at: "number?",
  registration_path: "string?",
  paid_cents: "number?",
  paid_on: "string?",
  payment_divergence: "string?",
  payment_count: "number?",
  created_at: "number",
  our_number: "string?",
  digitable_line: "string?",
  line_formatted: "string?",
  amount_cents: "number?",
  due_date: "string?",
  payer_name: "string?",
  payer_document: "string?",
  document_number: "string?",
} as const;

type Row = ReturnType<typeof decodeRow>;
function decodeRow(row: unknown) {
  return decodeValues(row, ROW_SPEC);
}

/** The WHERE clause over the CTE `b` and its parameters (from ?3 on; ?1 tenant, ?2 slot codes). */
function where(f: BoletoFilter, today: string): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `?${params.length + 2}`;
  };
  const q = f.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = q.replace(/\D/g, "");
    const or = [
      `b.payer_name LIKE ${p(like)} ESCAPE '\\'`,
      `b.external_id LIKE ${p(like)} ESCAPE '\\'`,
      `b.document_number LIKE ${p(like)} ESCAPE '\\'`,
    ];
    if (digits.length >= 3) {
      const d = p(`%${digits}%`);
      or.push(
        `replace(replace(replace(b.payer_document, '.', ''), '-', ''), '/', '') LIKE ${d}`,
        `replace(b.our_number, '-', '') LIKE ${d}`,
        `b.digitable_line LIKE ${d}`,
      );
    }
    parts.push(`(${or.join(" OR ")})`);
  }
  if (f.bankStatus?.length)
    parts.push(`b.bank_status IN (SELECT value FROM json_each(${p(JSON.stringify(f.bankStatus))}))`);
  if (f.bankCode) parts.push(`b.bank_code = ${p(f.bankCode)}`);
  if (f.dueFrom) parts.push(`b.due_date >= ${p(f.dueFrom)}`);
  if (f.dueTo) parts.push(`b.due_date <= ${p(f.dueTo)}`);
  if (f.overdue) parts.push(`(b.bank_status IN ${OPEN} AND b.due_date < ${p(today)})`);
  if (f.paidFrom) parts.push(`b.paid_on >= ${p(f.paidFrom)}`);
  if (f.paidTo) parts.push(`b.paid_on <= ${p(f.paidTo)}`);
  if (f.divergence === "any") parts.push("b.payment_divergence IS NOT NULL");
  else if (f.divergence) parts.push(`b.payment_divergence = ${p(f.divergence)}`);
  if (f.ids) parts.push(`b.id IN (SELECT value FROM json_each(${p(JSON.stringify(f.ids))}))`);
  if (f.path === "cnab") parts.push("(b.registration_path IS NULL OR b.registration_path = 'cnab')");
  else if (f.path) parts.push(`b.registration_path = ${p(f.path)}`);
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

/** The live filter of one shard: the slot codes of the tenant's slots it holds (null: all). */
function slotCodes(tenant: TenantShards, db: TenantDb): string[] | null {
  if (tenant.shards.length === 1) return null;
  return tenant.placement.slots
    .map((s) => s.slot)
    .filter((slot) => tenant.owns(db.name, newId("itm", 0, slot)))
    .map(slotCode);
}

/** The CTE of the tenant's boletos on one shard, live rows only. */
function cte(codes: string[] | null): string {
  const live = codes
    ? " AND substr(i.id, instr(i.id, '_') + 11, 2) IN (SELECT value FROM json_each(?2))"
    : " AND ?2 IS NULL";
  return `WITH b AS (${SELECT}${live})`;
}

const ORDER: Record<BoletoSort, string> = {
  due_date: "b.due_date ASC, b.id ASC",
  "-due_date": "b.due_date DESC, b.id DESC",
  amount: "b.amount_cents ASC, b.id ASC",
  "-amount": "b.amount_cents DESC, b.id DESC",
  payer: "b.payer_name COLLATE NOCASE ASC, b.id ASC",
  "-payer": "b.payer_name COLLATE NOCASE DESC, b.id DESC",
  paid_on: "b.paid_on ASC, b.id ASC",
  "-paid_on": "b.paid_on DESC, b.id DESC",
  created: "b.created_at ASC, b.id ASC",
  "-created": "b.created_at DESC, b.id DESC",
};

/** The same order in JS, to merge the shards' pages (SQLite sorts NULL first ascending). */
function compare(sort: BoletoSort): (a: Row, b: Row) => number {
  const desc = sort.startsWith("-");
  const key = desc ? sort.slice(1) : sort;
  const value = (r: Row): string | number | null =>
    key === "due_date"
      ? r.due_date
      : key === "amount"
        ? r.amount_cents
        : key === "payer"
          ? (r.payer_name?.toLowerCase() ?? null)
          : key === "paid_on"
            ? r.paid_on
            : r.created_at;
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    let c = x === y ? 0 : x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;
    if (c === 0) c = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return desc ? -c : c;
  };
}

interface Token {
  /** What the token was made for: the filter and sort, as JSON. */
  f: string;
  o: number;
}

function filterKey(f: BoletoFilter, sort: BoletoSort): string {
  return JSON.stringify([f, sort]);
}

function decodeToken(token: string, key: string): number {
  try {
    const t = JSON.parse(new TextDecoder().decode(fromBase64url(token))) as Token;
    if (t.f === key && Number.isSafeInteger(t.o) && t.o > 0) return t.o;
  } catch {
    // fall through
  }
  throw new DomainError("INVALID_PAGE_TOKEN", "page_token is not valid for this filter and sort");
}

/** A boleto as the list shows it. */
function view(r: Row, today: string) {
  const open = r.bank_status === "issued" || r.bank_status === "sent" || r.bank_status === "registered";
  const overdue = open && r.due_date !== null && r.due_date < today;
  return {
    item_id: r.id,
    job_id: r.job_id,
    external_id: r.external_id,
    document_number: r.document_number,
    payer: { name: r.payer_name, document: r.payer_document },
    bank_code: r.bank_code,
    our_number: r.our_number,
    digitable_line: r.digitable_line,
    digitable_line_formatted: r.line_formatted,
    amount_cents: r.amount_cents,
    due_date: r.due_date,
    bank_status: r.bank_status as BankStatus,
    bank_status_at: iso(r.bank_status_at),
    registration_path: (r.registration_path ?? "cnab") as "cnab" | "api" | "none",
    paid_cents: r.paid_cents,
    paid_on: r.paid_on,
    payment_count: r.payment_count ?? 0,
    payment_divergence: r.payment_divergence,
    overdue,
    days_overdue: overdue && r.due_date ? daysBetween(r.due_date, today) : 0,
    created_at: iso(r.created_at) ?? "",
  };
}
export type BoletoListEntry = ReturnType<typeof view>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const TOTALS = `SELECT COUNT(*) AS n, COALESCE(SUM(b.amount_cents), 0) AS amount,
       SUM(b.bank_status = 'registered') AS registered_n,
       COALESCE(SUM(CASE WHEN b.bank_status = 'registered' THEN b.amount_cents END), 0) AS registered_amount,
       SUM(b.bank_status = 'paid') AS paid_n,
       COALESCE(SUM(CASE WHEN b.bank_status = 'paid' THEN b.amount_cents END), 0) AS paid_amount,
       SUM(b.bank_status IN ${OPEN} AND b.due_date < ?{today}) AS overdue_n,
       COALESCE(SUM(CASE WHEN b.bank_status IN ${OPEN} AND b.due_date < ?{today} THEN b.amount_cents END), 0) AS overdue_amount,
       SUM(b.paid_cents IS NOT NULL) AS received_n,
       COALESCE(SUM(b.paid_cents), 0) AS received_amount
  FROM b`;

const TOTAL_SPEC = {
  n: "number",
  amount: "number",
  registered_n: "number?",
  registered_amount: "number",
  paid_n: "number?",
  paid_amount: "number",
  overdue_n: "number?",
  overdue_amount: "number",
  received_n: "number?",
  received_amount: "number",
} as const;

function emptyTotals() {
  const z = () => ({ count: 0, amount_cents: 0 });
  return { issued: z(), registered: z(), paid: z(), overdue: z(), received: z() };
}
export type BoletoTotals = ReturnType<typeof emptyTotals>;

/**
 * One page of the tenant's boletos matching `filter`, in `sort` order, with the totals of every
 * boleto that matches (not only the page's). `today` (São Paulo) decides what is overdue.
 */
export async function listBoletos(
  tenant: TenantShards,
  args: {
    tenantId: string;
    now: number;
    filter: BoletoFilter;
    sort: BoletoSort;
    pageSize: number;
    pageToken?: string;
  },
) {
  const today = saoPauloDate(args.now);
  const key = filterKey(args.filter, args.sort);
  const offset = args.pageToken ? decodeToken(args.pageToken, key) : 0;
  const w = where(args.filter, today);
  const rows: Row[] = [];
  const totals = emptyTotals();
  for (const db of tenant.shards) {
    const codes = slotCodes(tenant, db);
    const head = [args.tenantId, codes ? JSON.stringify(codes) : null, ...w.params];
    const todayAt = `?${head.length + 1}`;
    const limitAt = `?${head.length + 2}`;
    const [page, sums] = await db.d1.batch([
      db.d1
        .prepare(
          `${cte(codes)} SELECT ${Object.keys(ROW_SPEC)
            .map((k) => `b.${k}`)
            .join(", ")} FROM b ${w.sql} ORDER BY ${ORDER[args.sort]} LIMIT ${limitAt}`,
        )
        .bind(...head, today, offset + args.pageSize + 1),
      db.d1.prepare(`${cte(codes)} ${TOTALS.replaceAll("?{today}", todayAt)} ${w.sql}`).bind(...head, today),
    ]);
    for (const r of page?.results ?? []) rows.push(decodeRow(r));
    const s = decodeValues(sums?.results[0], TOTAL_SPEC);
    totals.issued.count += s.n;
    totals.issued.amount_cents += s.amount;
    totals.registered.count += s.registered_n ?? 0;
    totals.registered.amount_cents += s.registered_amount;
    totals.paid.count += s.paid_n ?? 0;
    totals.paid.amount_cents += s.paid_amount;
    totals.overdue.count += s.overdue_n ?? 0;
    totals.overdue.amount_cents += s.overdue_amount;
    totals.received.count += s.received_n ?? 0;
    totals.received.amount_cents += s.received_amount;
  }
  rows.sort(compare(args.sort));
  const slice = rows.slice(offset, offset + args.pageSize);
  const more = rows.length > offset + args.pageSize;
  return {
    data: slice.map((r) => view(r, today)),
    totals,
    today,
    next_page_token: more
      ? base64url(
          new TextEncoder().encode(JSON.stringify({ f: key, o: offset + args.pageSize } satisfies Token)),
        )
      : "",
  };
}

/** The CSV export's columns (docs/api.md, "Boletos"). */
export const BOLETO_CSV_HEADER = [
  "item_id",
  "job_id",
  "external_id",
  "document_number",
  "payer_name",
  "payer_document",
  "bank_code",
  "our_number",
  "digitable_line",
  "amount",
  "due_date",
  "bank_status",
  "registration_path",
  "overdue",
  "days_overdue",
  "paid",
  "paid_on",
  "payment_divergence",
];

/**
 * Every boleto matching the filter as CSV cells, 500 rows at a time: one read per shard (no
 * totals, no offsets), merged in the sort's order.
 */
export async function* boletoCsvRows(
  tenant: TenantShards,
  args: { tenantId: string; now: number; filter: BoletoFilter; sort: BoletoSort },
): AsyncGenerator<OutCell[][]> {
  const today = saoPauloDate(args.now);
  const w = where(args.filter, today);
  const rows: Row[] = [];
  for (const db of tenant.shards) {
    const codes = slotCodes(tenant, db);
    const res = await db.d1
      .prepare(
        `${cte(codes)} SELECT ${Object.keys(ROW_SPEC)
          .map((k) => `b.${k}`)
          .join(", ")} FROM b ${w.sql} ORDER BY ${ORDER[args.sort]}`,
      )
      .bind(args.tenantId, codes ? JSON.stringify(codes) : null, ...w.params)
      .all();
    for (const r of res.results) rows.push(decodeRow(r));
  }
  if (tenant.shards.length > 1) rows.sort(compare(args.sort));
  for (let i = 0; i < rows.length; i += 500)
    yield rows.slice(i, i + 500).map((r) => {
      const b = view(r, today);
      return [
        b.item_id,
        b.job_id,
        b.external_id,
        b.document_number,
        b.payer.name,
        b.payer.document,
        b.bank_code,
        b.our_number,
        b.digitable_line,
        { cents: b.amount_cents },
        { date: b.due_date },
        b.bank_status,
        b.registration_path,
        b.overdue,
        b.days_overdue,
        { cents: b.paid_cents },
        { date: b.paid_on },
        b.payment_divergence,
      ];
    });
}

/** The age buckets of overdue boletos, in days past the due date. */
export const AGE_BUCKETS = [
  { key: "0_30", from: 1, to: 30 },
  { key: "31_60", from: 31, to: 60 },
  { key: "61_90", from: 61, to: 90 },
  { key: "over_90", from: 91, to: null },
] as const;

/** What the dashboard adds up over the tenant's shards. */
interface SummaryTotals {
  perDay: Map<string, { count: number; amount_cents: number }>;
  buckets: { bucket: (typeof AGE_BUCKETS)[number]["key"]; count: number; amount_cents: number }[];
  dueToday: { count: number; amount_cents: number };
  files: { job_id: string; kind: string; status: string; created_at: string; at: number }[];
  instructions: Map<string, { bank_code: string; layout: string; count: number }>;
}

/** One shard's five reads for the dashboard (`head`: tenant id and the slot codes it holds). */
function summaryStatements(
  db: DataDb,
  codes: string[] | null,
  head: (string | null)[],
  since: string,
  today: string,
): D1PreparedStatement[] {
  return [
    db.d1
      .prepare(
        `${cte(codes)} SELECT b.paid_on AS day, COUNT(*) AS n, COALESCE(SUM(b.paid_cents), 0) AS amount
           FROM b WHERE b.paid_on >= ?3 AND b.paid_on <= ?4 GROUP BY b.paid_on`,
      )
      .bind(...head, since, today),
    db.d1
      .prepare(
        `${cte(codes)} SELECT CAST(julianday(?3) - julianday(b.due_date) AS INTEGER) AS age, COUNT(*) AS n,
                COALESCE(SUM(b.amount_cents), 0) AS amount
           FROM b WHERE b.bank_status IN ${OPEN} AND b.due_date < ?3 GROUP BY age`,
      )
      .bind(...head, today),
    db.d1
      .prepare(
        `${cte(codes)} SELECT COUNT(*) AS n, COALESCE(SUM(b.amount_cents), 0) AS amount
           FROM b WHERE b.bank_status IN ${OPEN} AND b.due_date = ?3`,
      )
      .bind(...head, today),
    db.d1
      .prepare(
        `SELECT id, kind, status, created_at FROM jobs
          WHERE tenant_id = ?1 AND kind IN ('cnab_remessa', 'cnab_retorno') AND (?2 IS NULL OR substr(id, instr(id, '_') + 11, 2) IN (SELECT value FROM json_each(?2)))
          ORDER BY created_at DESC LIMIT 5`,
      )
      .bind(...head),
    db.d1
      .prepare(
        `SELECT bank_code, layout, COUNT(*) AS n FROM instructions
          WHERE tenant_id = ?1 AND state = 'queued' AND remessa_job_id IS NULL AND layout <> 'api'
            AND (?2 IS NULL OR substr(job_id, instr(job_id, '_') + 11, 2) IN (SELECT value FROM json_each(?2)))
          GROUP BY bank_code, layout`,
      )
      .bind(...head),
  ];
}

/** Adds one shard's answers to the dashboard's totals. */
function addShard(t: SummaryTotals, [days, ages, due, jobs, queued]: D1Result[]): void {
  for (const r of queued?.results ?? []) {
    const v = decodeValues(r, { bank_code: "string", layout: "string", n: "number" });
    const k = `${v.bank_code}|${v.layout}`;
    const q = t.instructions.get(k) ?? { bank_code: v.bank_code, layout: v.layout, count: 0 };
    q.count += v.n;
    t.instructions.set(k, q);
  }
  for (const r of days?.results ?? []) {
    const v = decodeValues(r, { day: "string", n: "number", amount: "number" });
    const d = t.perDay.get(v.day) ?? { count: 0, amount_cents: 0 };
    d.count += v.n;
    d.amount_cents += v.amount;
    t.perDay.set(v.day, d);
  }
  for (const r of ages?.results ?? []) {
    const v = decodeValues(r, { age: "number", n: "number", amount: "number" });
    const i = AGE_BUCKETS.findIndex((b) => v.age >= b.from && (b.to === null || v.age <= b.to));
    const bucket = t.buckets[i];
    if (!bucket) continue;
    bucket.count += v.n;
    bucket.amount_cents += v.amount;
  }
  const d = decodeValues(due?.results[0], { n: "number", amount: "number" });
  t.dueToday.count += d.n;
  t.dueToday.amount_cents += d.amount;
  for (const r of jobs?.results ?? []) {
    const v = decodeValues(r, { id: "string", kind: "string", status: "string", created_at: "number" });
    t.files.push({
      job_id: v.id,
      kind: v.kind,
      status: v.status,
      created_at: iso(v.created_at) ?? "",
      at: v.created_at,
    });
  }
}

/**
 * The dashboard: what was received per day over the last `days` days (by the payment's date),
 * the open boletos past due by age, the titles due today, the tenant's last remessa and retorno
 * jobs, and the instructions queued for the next remessa (by bank and layout, not yet claimed).
 */
export async function boletoSummary(
  tenant: TenantShards,
  args: { tenantId: string; now: number; days: number },
) {
  const today = saoPauloDate(args.now);
  const since = saoPauloDate(args.now - (args.days - 1) * 86_400_000);
  const t: SummaryTotals = {
    perDay: new Map(),
    buckets: AGE_BUCKETS.map((b) => ({ bucket: b.key, count: 0, amount_cents: 0 })),
    dueToday: { count: 0, amount_cents: 0 },
    files: [],
    instructions: new Map(),
  };
  for (const db of tenant.shards) {
    const codes = slotCodes(tenant, db);
    const head = [args.tenantId, codes ? JSON.stringify(codes) : null];
    addShard(t, await db.d1.batch(summaryStatements(db, codes, head, since, today)));
  }
  const received = [];
  for (let i = args.days - 1; i >= 0; i--) {
    const day = saoPauloDate(args.now - i * 86_400_000);
    received.push({ date: day, ...(t.perDay.get(day) ?? { count: 0, amount_cents: 0 }) });
  }
  t.files.sort((a, b) => b.at - a.at);
  return {
    today,
    received_per_day: received,
    overdue_by_age: t.buckets,
    due_today: t.dueToday,
    last_files: t.files.slice(0, 5).map(({ at: _, ...f }) => f),
    queued_instructions: [...t.instructions.values()],
  };
}
