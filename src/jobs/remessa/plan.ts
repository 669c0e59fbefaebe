/**
 * `remessa.plan` (lote-jobs): turn a remessa job's titles into files. Each title is resolved (a
 * reference to an issued boleto by `item_id` or `external_id`, or a full title), validated with
 * the engine, then the valid ones are grouped with `groupForRemessa` — one file per bank, layout,
 * agreement, wallet and account, never mixed. File ids follow the deterministic group order, so
 * a redelivered plan lands on the same files.
 */

import {
  groupForRemessa,
  isEngineError,
  type RemessaGroup,
  type RemessaTitle,
  validateBoletoInput,
} from "../../engine/index";
import { allowedFrom, slotOf } from "../../ledger/instruction-rules";
import { transition } from "../../ledger/machine";
import { checkFault } from "../../platform/faults";
import type { Services } from "../../services";
import { type DataDb, runD1Batch } from "../../storage/db";
import { decodeRows } from "../../storage/rows";
import { items } from "../../storage/schema";
import type { TenantShards } from "../../tenants/router";
import { finalizeJob } from "../core/finalize";
import { type ItemError, type ItemTransition, itemUpdates, toItemErrors } from "../core/items";
import { markProcessing } from "../core/job-store";
import { mergeItem } from "../core/merge";
import { sendInBatches } from "../core/send";
import { claimForFiles, fileId, settleClaims } from "./claims";
import { instructionGroups, type PlannedTitle } from "./instructions";
import type { RemessaMessage } from "./messages";
import { pendingFiles, type ReferencedBoleto, referencedBoletos, remessaJob, titles } from "./store";

const TITLE_ONLY = new Set(["item_id", "external_id", "movement", "layout", "resend", "invoice_key"]);

type TitleRow = Awaited<ReturnType<typeof titles>>[number];

/** Loads the issued boletos that titles reference, by item id and by external id. */
async function referenced(tenant: TenantShards, tenantId: string, titles: Record<string, unknown>[]) {
  const ids = titles.map((t) => t.item_id).filter((v): v is string => typeof v === "string");
  const externals = titles.map((t) => t.external_id).filter((v): v is string => typeof v === "string");
  const byId = new Map<string, ReferencedBoleto>();
  const byExternal = new Map<string, ReferencedBoleto>();
  if (ids.length + externals.length === 0) return { byId, byExternal };
  for (const r of await referencedBoletos(tenant, tenantId, ids, externals)) {
    const v = r;
    byId.set(r.id, v);
    if (r.externalId) byExternal.set(r.externalId, v);
  }
  return { byId, byExternal };
}

type Resolved =
  | { ok: true; title: RemessaTitle; boletoItemId?: string; resend?: boolean }
  | { ok: false; errors: ItemError[] };

/**
 * Why a referenced boleto's movement may not go in this remessa, or null: an entry is sent once
 * (the state machine refuses it again unless the title asks `resend: true`, and never for a
 * protested, written-off or paid boleto), and is not in another remessa being built; any other
 * movement is an instruction, allowed from the boleto's state as the instruction queue says.
 */
function movementProblem(
  v: ReferencedBoleto,
  movement: string,
  resend: boolean,
  key: string,
  jobId: string,
): ItemError | null {
  if (movement === "entry") {
    const t = transition(v.bankStatus, "entry_sent", { resend });
    if (t.verdict === "refused") return { code: t.code, path: key, message: t.reason };
    if (v.entryJobId && v.entryJobId !== jobId)
      return {
        code: "TITLE_ENTRY_IN_FLIGHT",
        path: key,
        message: `remessa ${v.entryJobId} is carrying this boleto's entry now`,
      };
    return null;
  }
  const a = allowedFrom(movement, v.bankStatus);
  return a.ok ? null : { code: a.code, path: "movement", message: a.message };
}

function resolve(
  raw: Record<string, unknown>,
  refs: Awaited<ReturnType<typeof referenced>>,
  defaults: { movement?: string; layout?: string; resend?: boolean },
  jobId: string,
): Resolved {
  let base: Record<string, unknown> = raw;
  let boletoItemId: string | undefined;
  const ref =
    typeof raw.item_id === "string"
      ? { key: "item_id", v: refs.byId.get(raw.item_id) }
      : typeof raw.external_id === "string"
        ? { key: "external_id", v: refs.byExternal.get(raw.external_id) }
        : null;
  if (ref) {
    if (!ref.v)
      return {
        ok: false,
        errors: [
          { code: "TITLE_NOT_FOUND", path: ref.key, message: `no issued boleto with this ${ref.key}` },
        ],
      };
    if (ref.v.status !== "completed") {
      return {
        ok: false,
        errors: [
          {
            code: "TITLE_NOT_ISSUED",
            path: ref.key,
            message: `the referenced boleto is ${ref.v.status}, not completed`,
          },
        ],
      };
    }
    const problem = movementProblem(
      ref.v,
      String(raw.movement ?? defaults.movement ?? "entry"),
      raw.resend === true || defaults.resend === true,
      ref.key,
      jobId,
    );
    if (problem) return { ok: false, errors: [problem] };
    // Fields given beside the reference override the issued boleto's (e.g. a new due_date for movement due_date_change).
    const extra = Object.fromEntries(Object.entries(raw).filter(([k]) => !TITLE_ONLY.has(k)));
    base = mergeItem(ref.v.input, extra) as Record<string, unknown>;
    boletoItemId = ref.v.id;
  }
  const boleto = Object.fromEntries(Object.entries(base).filter(([k]) => !TITLE_ONLY.has(k)));
  const v = validateBoletoInput(boleto);
  if (!v.ok) return { ok: false, errors: toItemErrors(v.issues) };
  const movement = (raw.movement ?? defaults.movement ?? "entry") as RemessaTitle["movement"];
  const layout = (raw.layout ?? defaults.layout) as RemessaTitle["layout"];
  // The NF-e key a CNAB 444 detail carries (the writer checks its 44 digits and refuses it in a
  // layout without the field, as a title's own issue).
  const invoice = typeof raw.invoice_key === "string" ? { invoice_key: raw.invoice_key } : {};
  return {
    ok: true,
    title: { ...v.value, movement, ...(layout ? { layout } : {}), ...invoice },
    ...(boletoItemId ? { boletoItemId } : {}),
    ...(raw.resend === true || defaults.resend === true ? { resend: true } : {}),
  };
}

type RemessaJob = NonNullable<Awaited<ReturnType<typeof remessaJob>>>;
type PlanOptions = {
  layout?: string;
  movement?: string;
  max_titles_per_file?: number;
  instructions?: "include" | "none";
  resend?: boolean;
};
/** A title that resolved, with its row and the boleto it names. */
type Valid = { row: TitleRow; title: RemessaTitle; boletoItemId?: string; resend?: boolean };

export async function planRemessa(
  svc: Services,
  msg: Extract<RemessaMessage, { type: "remessa.plan" }>,
): Promise<void> {
  const data = await svc.data(msg.tenant_id, msg.job_id);
  const job = await remessaJob(data, msg.tenant_id, msg.job_id);
  if (!job) return;
  const options = (job.options ?? {}) as PlanOptions;
  const all = await titles(data, job.id);
  const rows = all.filter((r) => r.status === "pending" || r.status === "validating");
  const now = svc.clock.now();
  const include = options.instructions !== "none";
  const tenant = await svc.tenantData(job.tenantId);
  // Claims made on the tenant's other shards before the plan's own batch.
  let elsewhere = 0;
  if (all.length === 0 && include && job.status === "validating") {
    // A remessa of instructions only: one file per group of queued instructions.
    elsewhere = await planInstructionFiles(tenant, data, job, options.max_titles_per_file, now);
  } else if (rows.length > 0) {
    elsewhere = await planTitles(tenant, data, job, rows, options, now);
  }
  // A claim on another shard whose carrier this batch did not make (another run of the plan won,
  // or the job timed out meanwhile) goes back to the queue now.
  if (elsewhere > 0) await settleClaims(svc, job.tenantId, job.id);
  await sendPendingBuilds(svc, job.id, job.tenantId);
  await finalizeJob(svc, data, job.id); // every title may have failed validation
}

/**
 * Plans the files of a remessa's titles in one batch: titles resolved and checked, entries
 * claimed, the valid ones grouped into files, the titles assigned, the instructions claimed.
 * Returns the claims made on other shards.
 */
async function planTitles(
  tenant: TenantShards,
  data: DataDb,
  job: RemessaJob,
  rows: TitleRow[],
  options: PlanOptions,
  now: number,
): Promise<number> {
  const raws = rows.map((r) => r.input as Record<string, unknown>);
  const refs = await referenced(tenant, job.tenantId, raws);
  const fail = (row: TitleRow, errors: ItemError[]): ItemTransition => ({
    id: row.id,
    attempt: row.attempt,
    from: ["pending", "validating"],
    status: "failed",
    errors,
    now,
    startedAt: now,
  });
  // Titles that fail here, written in bulk with the plan's batch (before its other statements).
  const { valid, failed } = decideTitles(rows, raws, refs, options, job.id, fail);
  // Each entry's boleto is claimed for this job on its shard first: of two remessas, one sends it.
  const entries = valid.filter((v) => v.boletoItemId && v.title.movement === "entry");
  const taken = await claimEntries(tenant, job.tenantId, job.id, entries, now);
  for (let k = valid.length - 1; k >= 0; k--) {
    const v = valid[k] as Valid;
    if (!v.boletoItemId || v.title.movement !== "entry" || taken.has(v.boletoItemId)) continue;
    valid.splice(k, 1);
    failed.push(
      fail(v.row, [
        {
          code: "TITLE_ENTRY_IN_FLIGHT",
          path: "item_id",
          message: "another remessa claimed this boleto's entry, or its bank status changed meanwhile",
        },
      ]),
    );
  }
  const groups = groupValid(valid, options, (v, errors) => failed.push(fail(v.row, errors)));
  const stmts: D1PreparedStatement[] = [...itemUpdates(data, failed)];
  const planned = fileStatements(data, job, valid, groups, now, stmts);
  let elsewhere = 0;
  if (options.instructions !== "none") {
    const claims = await claimForFiles(tenant, data, {
      tenantId: job.tenantId,
      jobId: job.id,
      files: planned,
      maxPerFile: options.max_titles_per_file,
      now,
    });
    stmts.push(...claims.stmts);
    elsewhere = claims.elsewhere;
  }
  stmts.push(markProcessing(data, job.id, now));
  checkFault("remessa.before_home_batch");
  await runD1Batch(data.d1, stmts);
  return elsewhere;
}

/**
 * Each title resolved (pure): valid, or failed with its errors — one record per boleto and
 * movement (slot) in a job, so the same boleto named twice is refused the second time.
 */
function decideTitles(
  rows: TitleRow[],
  raws: Record<string, unknown>[],
  refs: Awaited<ReturnType<typeof referenced>>,
  options: PlanOptions,
  jobId: string,
  fail: (row: TitleRow, errors: ItemError[]) => ItemTransition,
): { valid: Valid[]; failed: ItemTransition[] } {
  const failed: ItemTransition[] = [];
  const valid: Valid[] = [];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    let r = resolve(raws[i] as Record<string, unknown>, refs, options, jobId);
    if (r.ok && r.boletoItemId) {
      const k = `${r.boletoItemId}|${slotOf(r.title.movement ?? "entry")}`;
      if (seen.has(k))
        r = {
          ok: false,
          errors: [
            {
              code: "TITLE_DUPLICATE",
              path: typeof raws[i]?.item_id === "string" ? "item_id" : "external_id",
              message: `this remessa already names this boleto for ${r.title.movement ?? "entry"}`,
            },
          ],
        };
      else seen.add(k);
    }
    if (r.ok) valid.push({ row, title: r.title, boletoItemId: r.boletoItemId, resend: r.resend });
    else failed.push(fail(row, r.errors));
  });
  return { valid, failed };
}

/**
 * The files of `valid` (`groupForRemessa`); titles the grouping refuses (e.g. no layout) fail
 * alone through `refuse` and leave `valid`, and the others are grouped again.
 */
function groupValid(
  valid: Valid[],
  options: PlanOptions,
  refuse: (v: Valid, errors: ItemError[]) => void,
): ReturnType<typeof groupForRemessa> {
  const groupOptions = {
    ...(options.layout ? { layout: options.layout as "cnab240" | "cnab400" | "cnab444" } : {}),
    ...(options.max_titles_per_file ? { max_titles_per_file: options.max_titles_per_file } : {}),
  };
  try {
    return groupForRemessa(
      valid.map((v) => v.title),
      groupOptions,
    );
  } catch (e) {
    if (!isEngineError(e)) throw e;
    const bad = new Set(e.issues.map((i) => i.path[1]).filter((n): n is number => typeof n === "number"));
    e.issues.forEach((issue) => {
      const v = valid[issue.path[1] as number];
      if (v) refuse(v, toItemErrors([{ ...issue, path: issue.path.slice(2) }]));
    });
    const keep = valid.filter((_, i) => !bad.has(i));
    valid.splice(0, valid.length, ...keep);
    return groupForRemessa(
      valid.map((v) => v.title),
      groupOptions,
    );
  }
}

/**
 * The files' rows and the titles' assignments to them, appended to `stmts`; returns each file
 * with the boletos it carries (for the instruction claims).
 */
function fileStatements(
  data: DataDb,
  job: RemessaJob,
  valid: Valid[],
  groups: ReturnType<typeof groupForRemessa>,
  now: number,
  stmts: D1PreparedStatement[],
): { fileId: string; key: string; titles: number; exclude: string[] }[] {
  const assignments: unknown[] = [];
  const planned: { fileId: string; key: string; titles: number; exclude: string[] }[] = [];
  groups.forEach((g, n) => {
    const id = fileId(job.id, n + 1);
    stmts.push(insertFile(data, job, id, g, now));
    const exclude: string[] = [];
    for (const i of g.indexes) {
      const v = valid[i] as Valid;
      if (v.boletoItemId) exclude.push(v.boletoItemId);
      const result: PlannedTitle = {
        title: v.title as unknown as Record<string, unknown>,
        group_key: g.key,
        layout: g.layout,
        ...(v.boletoItemId ? { boleto_item_id: v.boletoItemId } : {}),
      };
      assignments.push({ i: v.row.id, a: v.row.attempt, f: id, r: JSON.stringify(result) });
    }
    planned.push({ fileId: id, key: g.key, titles: g.titles.length, exclude });
  });
  for (let i = 0; i < assignments.length; i += 200) {
    stmts.push(
      data.d1
        .prepare(
          `UPDATE items SET status = 'rendering', file_id = j.value ->> '$.f', result = j.value ->> '$.r',
               started_at = COALESCE(started_at, ?1), updated_at = ?1
              FROM json_each(?2) j WHERE items.id = j.value ->> '$.i' AND +items.attempt = j.value ->> '$.a' AND +items.status IN ('pending', 'validating')`,
        )
        .bind(now, JSON.stringify(assignments.slice(i, i + 200))),
    );
  }
  return planned;
}

/**
 * Claims the boletos of `entries` for remessa `jobId` (`items.entry_job_id`), on each boleto's
 * shard: only where no other live remessa holds it and its bank status still lets its entry go
 * (issued or rejected; also sent or registered for a title that asks `resend`). Returns the ids
 * claimed (a redelivered plan re-claims its own). Released by the file's outcome.
 */
async function claimEntries(
  tenant: TenantShards,
  tenantId: string,
  jobId: string,
  entries: { boletoItemId?: string; resend?: boolean }[],
  now: number,
): Promise<Set<string>> {
  const taken = new Set<string>();
  const byShard = new Map<string, { db: DataDb; plain: string[]; resend: string[] }>();
  for (const e of entries) {
    const id = e.boletoItemId as string;
    const db = tenant.forId(id);
    const g = byShard.get(db.name) ?? { db, plain: [], resend: [] };
    (e.resend ? g.resend : g.plain).push(id);
    byShard.set(db.name, g);
  }
  const claim = (db: DataDb, ids: string[], states: string[]) =>
    db.d1
      .prepare(
        `UPDATE items SET entry_job_id = ?1, updated_at = ?5
          WHERE id IN (SELECT value FROM json_each(?2)) AND +tenant_id = ?3
            AND COALESCE(bank_status, 'issued') IN (SELECT value FROM json_each(?4))
            AND (entry_job_id IS NULL OR entry_job_id = ?1
                 OR entry_job_id IN (SELECT id FROM jobs WHERE status IN ('completed', 'partially_completed', 'failed')))
          RETURNING id`,
      )
      .bind(jobId, JSON.stringify(ids), tenantId, JSON.stringify(states), now);
  for (const { db, plain, resend } of byShard.values()) {
    const stmts: D1PreparedStatement[] = [];
    for (let i = 0; i < plain.length; i += 500)
      stmts.push(claim(db, plain.slice(i, i + 500), ["issued", "rejected"]));
    for (let i = 0; i < resend.length; i += 500)
      stmts.push(claim(db, resend.slice(i, i + 500), ["issued", "rejected", "sent", "registered"]));
    for (const r of await runD1Batch(db.d1, stmts))
      for (const row of decodeRows(items, r.results, ["id"])) taken.add(row.id);
  }
  return taken;
}

/** The statement recording one file of a plan (once: a redelivered plan lands on the same file). */
function insertFile(
  data: DataDb,
  job: { id: string; tenantId: string },
  id: string,
  g: RemessaGroup,
  now: number,
): D1PreparedStatement {
  const amount = g.titles.reduce((s, t) => s + t.amount_cents, 0);
  return data.d1
    .prepare(
      `INSERT OR IGNORE INTO cnab_files (id, tenant_id, job_id, group_key, bank_code, layout, agreement, wallet, agency, account, status, attempt, title_count, amount_cents, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'pending', 1, ?11, ?12, ?13, ?13)`,
    )
    .bind(
      id,
      job.tenantId,
      job.id,
      g.key,
      g.bank_code,
      g.layout,
      g.account.agreement ?? "",
      g.account.wallet,
      g.account.agency,
      g.account.account,
      g.titles.length,
      amount,
      now,
    );
}

/**
 * The plan of a remessa without titles: a file per group of queued instructions (on any of the
 * tenant's shards), each claiming its group's. Returns the claims made on other shards.
 */
async function planInstructionFiles(
  tenant: TenantShards,
  data: DataDb,
  job: { id: string; tenantId: string },
  maxPerFile: number | undefined,
  now: number,
): Promise<number> {
  const groups = await instructionGroups(tenant, job.tenantId, job.id);
  const stmts = groups.map((g, n) => insertFile(data, job, fileId(job.id, n + 1), g, now));
  const claims = await claimForFiles(tenant, data, {
    tenantId: job.tenantId,
    jobId: job.id,
    files: groups.map((g, n) => ({ fileId: fileId(job.id, n + 1), key: g.key, titles: 0, exclude: [] })),
    maxPerFile,
    now,
  });
  stmts.push(...claims.stmts, markProcessing(data, job.id, now));
  checkFault("remessa.before_home_batch");
  await runD1Batch(data.d1, stmts);
  return claims.elsewhere;
}

/** Sends `remessa.build` for every file of the job still pending. */
export async function sendPendingBuilds(svc: Services, jobId: string, tenantId: string): Promise<void> {
  const files = await pendingFiles(await svc.data(tenantId, jobId), jobId);
  await sendInBatches<RemessaMessage>(
    svc.queues.jobs,
    files.map((f) => ({
      type: "remessa.build",
      job_id: jobId,
      tenant_id: tenantId,
      file_id: f.id,
      attempt: f.attempt,
    })),
  );
}
