/**
 * `remessa.build` (lote-jobs): write one CNAB file. The file is first built with a placeholder
 * sequence number. A title the bank's layout refuses fails alone, with its own errors, and the file
 * is built again without it — the other titles of its group go ahead (a warning on the file says
 * how many were left out). Only a problem of the file itself (its company, account or settings),
 * or every title refused, fails the file; either way no NSA is spent. Then its NSA is allocated
 * (once, atomically), the file is built for real, its lines and totals are checked again, and it
 * is stored immutably in R2 with its sha256.
 */

import {
  buildRemessa,
  companyDocumentIssueAnywhere,
  isEngineError,
  type Party,
  type Remessa,
  type RemessaTitle,
} from "../../engine/index";
import { transition } from "../../ledger/machine";
import { saoPauloDateTime } from "../../platform/clock";
import { sha256Hex } from "../../platform/crypto";
import { checkFault } from "../../platform/faults";
import type { Services } from "../../services";
import { artifactKey } from "../../storage/blobs";
import { type DataDb, runD1Batch } from "../../storage/db";
import { decodeRow, decodeRows } from "../../storage/rows";
import { cnabFiles, cnabSequenceClaims, items } from "../../storage/schema";
import { emitEvents } from "../../webhooks/events";
import { type CnabIssueView, cnabIssueViews } from "../cnab/issues";
import { finalizeJob } from "../core/finalize";
import { type ItemError, type ItemTransition, itemUpdates, toItemErrors } from "../core/items";
import type { RemessaMessage } from "./messages";
import { fileOutcome } from "./sent";
import { cnabFile, fileTitles, jobOptions } from "./store";

type FileRow = typeof cnabFiles.$inferSelect;
type TitleRow = Awaited<ReturnType<typeof fileTitles>>[number];
type LeftOut = { row: TitleRow; errors: ItemError[] };

/**
 * The sequence a file's NSA is drawn from: per tenant × bank × convênio, or × agency/account for
 * banks whose files carry no convênio (Itaú, Bradesco without a company code).
 */
export function sequenceKey(f: { agreement: string; agency: string; account: string }): string {
  return f.agreement !== "" ? f.agreement : `account:${f.agency}-${f.account}`;
}

/**
 * Allocates the file's NSA: in one directory transaction, the per-tenant × bank × agreement
 * counter moves only if this file has claimed none yet, and the claim records the number drawn —
 * so redeliveries and concurrent jobs never skip or repeat one, wherever the file's row lives.
 * The number is then written on the file (on its shard) if it has none.
 */
export async function allocateSequence(svc: Services, data: DataDb, f: FileRow): Promise<number> {
  const seq = sequenceKey(f);
  const dir = svc.directory.d1;
  const now = svc.clock.now();
  const [, , , res] = await runD1Batch(dir, [
    dir
      .prepare(
        "INSERT OR IGNORE INTO cnab_sequences (tenant_id, bank_code, agreement, last_sequence) VALUES (?, ?, ?, 0)",
      )
      .bind(f.tenantId, f.bankCode, seq),
    dir
      .prepare(
        `UPDATE cnab_sequences SET last_sequence = last_sequence + 1
          WHERE tenant_id = ?1 AND bank_code = ?2 AND agreement = ?3
            AND NOT EXISTS (SELECT 1 FROM cnab_sequence_claims WHERE file_id = ?4)`,
      )
      .bind(f.tenantId, f.bankCode, seq, f.id),
    dir
      .prepare(
        `INSERT OR IGNORE INTO cnab_sequence_claims (file_id, tenant_id, bank_code, agreement, sequence, created_at)
         SELECT ?4, ?1, ?2, ?3, last_sequence, ?5 FROM cnab_sequences WHERE tenant_id = ?1 AND bank_code = ?2 AND agreement = ?3`,
      )
      .bind(f.tenantId, f.bankCode, seq, f.id, now),
    dir.prepare("SELECT sequence FROM cnab_sequence_claims WHERE file_id = ?").bind(f.id),
  ]);
  const row = res?.results[0];
  if (!row) throw new Error(`file ${f.id} has no NSA claim after allocating one`);
  const { sequence } = decodeRow(cnabSequenceClaims, row, ["sequence"]);
  // A file that already carries an NSA keeps it (the claim then holds that same number).
  const [, stored] = await runD1Batch(data.d1, [
    data.d1
      .prepare("UPDATE cnab_files SET file_sequence = ?1 WHERE id = ?2 AND file_sequence IS NULL")
      .bind(sequence, f.id),
    data.d1.prepare("SELECT file_sequence FROM cnab_files WHERE id = ?").bind(f.id),
  ]);
  const fileRow = stored?.results[0];
  if (!fileRow) throw new Error(`file ${f.id} vanished while allocating its NSA`);
  const { fileSequence } = decodeRow(cnabFiles, fileRow, ["fileSequence"]);
  if (fileSequence === null) throw new Error(`file ${f.id} has no NSA after allocating one`);
  return fileSequence;
}

/** Independent check before publishing: line lengths, CRLF, and totals equal to the titles'. */
function verify(r: Remessa, titles: RemessaTitle[]): string | null {
  // CNAB 444 keeps the bank's 400 records and widens the detail by the NF-e key (docs/cnab.md).
  const widths = r.layout === "cnab240" ? [240] : r.layout === "cnab444" ? [400, 444] : [400];
  if (!r.content.endsWith("\r\n")) return "file does not end with CRLF";
  const lines = r.content.slice(0, -2).split("\r\n");
  if (lines.length !== r.line_count) return `line_count ${r.line_count} but ${lines.length} lines`;
  const bad = lines.findIndex((l) => !widths.includes(l.length) || /[^\x20-\x7e]/.test(l));
  if (bad >= 0) return `line ${bad + 1} is not ${widths.join(" or ")} printable ASCII characters`;
  const amount = titles.reduce((s, t) => s + t.amount_cents, 0);
  if (r.totals.titles !== titles.length || r.totals.amount_cents !== amount) {
    return `totals ${r.totals.titles}/${r.totals.amount_cents} differ from the titles ${titles.length}/${amount}`;
  }
  return null;
}

type FileOptions = {
  company?: Party;
  file_bank_fields?: Record<string, Record<string, string>>;
};
/** The titles still in the file, in order, with their rows, and those left out so far. */
type Selection = { rows: TitleRow[]; titles: RemessaTitle[]; leftOut: LeftOut[] };
/** Why a file fails: errors of its titles (by index) and of the file itself. */
type Refusal = { titles: Map<number, ItemError[]>; file: ItemError[] };
/** Where the build stands: the selection, and the refusal that fails the file, if any. */
type Step = { sel: Selection; refusal?: Refusal };

export async function buildRemessaFile(
  svc: Services,
  msg: Extract<RemessaMessage, { type: "remessa.build" }>,
): Promise<void> {
  const read = await readFileToBuild(svc, msg);
  if (!read) return;
  const { data, f, options, rows } = read;
  const titles = rows.map((r) => (r.result as { title: RemessaTitle }).title);
  const now = svc.clock.now();
  const fail = (step: Step & { refusal: Refusal }) =>
    failFile(svc, data, f, step.sel.rows, step.refusal.titles, step.refusal.file, now, step.sel.leftOut);
  const writable = await writableTitles(svc, f, options, { rows, titles, leftOut: [] });
  if (writable.refusal) return fail({ ...writable, refusal: writable.refusal });
  const base = fileSettings(f, options, titles, writable.sel.titles[0] as RemessaTitle);
  const dry = dryRuns(base, f, writable.sel);
  if (dry.refusal) return fail({ ...dry, refusal: dry.refusal });
  const built = await buildForReal(svc, data, f, base, dry.sel);
  if ("refusal" in built) return fail({ sel: dry.sel, refusal: built.refusal });
  await publishFile(svc, data, f, built.remessa, dry.sel, now);
}

/** The file to build, its job's options and its titles' rows; null if there is nothing to build. */
async function readFileToBuild(
  svc: Services,
  msg: Extract<RemessaMessage, { type: "remessa.build" }>,
): Promise<{ data: DataDb; f: FileRow; options: FileOptions; rows: TitleRow[] } | null> {
  const data = await svc.data(msg.tenant_id, msg.job_id);
  const f = await cnabFile(data, msg.file_id, { tenantId: msg.tenant_id, jobId: msg.job_id });
  if (!f || f.attempt !== msg.attempt || (f.status !== "pending" && f.status !== "processing")) return null;
  const options = ((await jobOptions(data, f.jobId)) ?? {}) as FileOptions;
  const rows = await fileTitles(data, f.id);
  if (rows.length === 0) return null;
  return { data, f, options, rows };
}

/** The selection without the titles refused (by index): each fails alone, with its errors. */
function leaveOut(sel: Selection, refused: Map<number, ItemError[]>): Selection {
  const leftOut = [...sel.leftOut];
  for (const [i, errors] of refused) leftOut.push({ row: sel.rows[i] as TitleRow, errors });
  return {
    rows: sel.rows.filter((_, i) => !refused.has(i)),
    titles: sel.titles.filter((_, i) => !refused.has(i)),
    leftOut,
  };
}

/**
 * The titles the file can be headed and written with before any build: without `company`, those
 * whose beneficiary can head it; then those whose boleto was not paid, written off or protested
 * since the plan. Every title refused by one check fails the file.
 */
async function writableTitles(
  svc: Services,
  f: FileRow,
  options: FileOptions,
  sel: Selection,
): Promise<Step> {
  if (!options.company) {
    // Without `company` the file is headed by a beneficiary: a title whose beneficiary's CNPJ the
    // layout cannot carry fails alone, with its own error, and the file takes the next one.
    const unwritable = beneficiaryRefusals(sel.titles, f);
    if (unwritable.size === sel.titles.length) return { sel, refusal: { titles: unwritable, file: [] } };
    sel = leaveOut(sel, unwritable);
  }
  // An entry whose boleto was paid, written off or protested since the plan is not sent after all.
  const closed = await closedSincePlan(svc, f.tenantId, sel.rows);
  if (closed.size === 0) return { sel };
  if (closed.size === sel.rows.length) return { sel, refusal: { titles: closed, file: [] } };
  return { sel: leaveOut(sel, closed) };
}

/** The file's settings but its titles and NSA, fixed by the file's row, the job's options and its first title. */
function fileSettings(f: FileRow, options: FileOptions, titles: RemessaTitle[], first: RemessaTitle) {
  return {
    layout: f.layout,
    bank_code: f.bankCode,
    company: options.company ?? first.beneficiary,
    account: { ...first, bank_fields: { ...first.bank_fields, ...options.file_bank_fields?.[f.bankCode] } },
    // Fixed at the file's creation: a redelivery rebuilds the same bytes.
    generated_at: saoPauloDateTime(f.createdAt),
    titles,
  };
}
type FileSettings = ReturnType<typeof fileSettings>;

/**
 * Dry runs with a placeholder NSA: refused titles fail alone and leave the file, until it builds.
 * A problem of the file itself, or every title refused, fails the file.
 */
function dryRuns(base: FileSettings, f: FileRow, sel: Selection): Step {
  for (;;) {
    const refused = refusedBy(() =>
      buildRemessa({ ...base, titles: sel.titles, file_sequence: f.fileSequence ?? 1 }),
    );
    if (!refused) return { sel };
    if (refused.file.length > 0 || refused.titles.size === 0 || refused.titles.size === sel.titles.length)
      return { sel, refusal: refused };
    sel = leaveOut(sel, refused.titles);
  }
}

/** The file built with its allocated NSA and checked again, or the refusal that fails it. */
async function buildForReal(
  svc: Services,
  data: DataDb,
  f: FileRow,
  base: FileSettings,
  sel: Selection,
): Promise<{ remessa: Remessa } | { refusal: Refusal }> {
  let remessa: Remessa;
  try {
    remessa = buildRemessa({
      ...base,
      titles: sel.titles,
      file_sequence: await allocateSequence(svc, data, f),
    });
  } catch (e) {
    const refused = refusedBy(() => {
      throw e;
    });
    if (!refused) throw e;
    return { refusal: refused };
  }
  const problem = verify(remessa, sel.titles);
  if (problem)
    return {
      refusal: { titles: new Map(), file: [{ code: "CNAB_VERIFY_FAILED", path: "", message: problem }] },
    };
  return { remessa };
}

/**
 * Stores the file immutably in R2, then in one batch: its artifact, the file completed, its
 * titles completed (those left out failed), its boletos and instructions sent; then the events.
 */
async function publishFile(
  svc: Services,
  data: DataDb,
  f: FileRow,
  remessa: Remessa,
  sel: Selection,
  now: number,
): Promise<void> {
  const bytes = new TextEncoder().encode(remessa.content);
  const sha256 = await sha256Hex(bytes);
  const key = artifactKey(f.tenantId, "cnab_remessa", sha256, "rem");
  await svc.blobs.putImmutable(key, bytes, { contentType: "text/plain; charset=us-ascii", sha256 });
  const stmts = [
    ...completedFileStatements(data, f, remessa, { key, sha256, size: bytes.byteLength }, sel, now),
    ...completedTitleStatements(data, remessa, sel, now),
  ];
  // Its boletos are sent (with this file and its NSA), its instructions too.
  const outcome = await fileOutcome(data, await svc.tenantData(f.tenantId), {
    tenantId: f.tenantId,
    jobId: f.jobId,
    fileId: f.id,
    nsa: remessa.file_sequence,
    fileName: remessa.file_name,
    written: sel.rows,
    refused: sel.leftOut,
    released: sel.leftOut.map((l) => l.row),
    failed: false,
    now,
  });
  await outcome.runElsewhere();
  checkFault("remessa.before_home_batch");
  stmts.push(...outcome.here);
  const results = await runD1Batch(data.d1, stmts);
  await emitEvents(svc, f.tenantId, outcome.events(results.slice(results.length - outcome.here.length)));
  await finalizeJob(svc, data, f.jobId);
}

/** The statements recording the stored file: its artifact, and the file completed with its totals. */
function completedFileStatements(
  data: DataDb,
  f: FileRow,
  remessa: Remessa,
  blob: { key: string; sha256: string; size: number },
  sel: Selection,
  now: number,
): D1PreparedStatement[] {
  const artifactId = `art_${f.id.slice(4)}_a${f.attempt}`;
  return [
    data.d1
      .prepare(
        `INSERT OR IGNORE INTO artifacts (id, tenant_id, job_id, kind, status, r2_key, sha256, size, content_type, file_name, created_at, updated_at)
         VALUES (?1, ?2, ?3, 'cnab_remessa', 'ready', ?4, ?5, ?6, 'text/plain; charset=us-ascii', ?7, ?8, ?8)`,
      )
      .bind(artifactId, f.tenantId, f.jobId, blob.key, blob.sha256, blob.size, remessa.file_name, now),
    data.d1
      .prepare(
        `UPDATE cnab_files SET status = 'completed', file_name = ?1, record_count = ?2, title_count = ?3, amount_cents = ?4,
           artifact_id = ?5, errors = NULL, warnings = ?6, updated_at = ?7 WHERE id = ?8 AND attempt = ?9 AND status IN ('pending', 'processing')`,
      )
      .bind(
        remessa.file_name,
        remessa.line_count,
        remessa.totals.titles,
        remessa.totals.amount_cents,
        artifactId,
        JSON.stringify(fileWarnings(remessa, sel.leftOut.length)),
        now,
        f.id,
        f.attempt,
      ),
  ];
}

/**
 * Every title's transition in bulk: a few statements per file, not two per title. A title the
 * file was written with a departure for (text cut to fit, a seu número cut) carries it; a title
 * left out fails with its errors.
 */
function completedTitleStatements(
  data: DataDb,
  remessa: Remessa,
  sel: Selection,
  now: number,
): D1PreparedStatement[] {
  const perTitle = titleWarnings(remessa);
  return [
    ...itemUpdates(
      data,
      sel.rows.map((r, i) => ({
        id: r.id,
        attempt: r.attempt,
        from: ["rendering"],
        status: "completed",
        now,
        ...withWarnings(r, perTitle.get(i)),
      })),
    ),
    ...leftOutUpdates(data, sel.leftOut, now),
  ];
}

/** Titles (by index) whose beneficiary cannot head a file of `f`'s bank and layout, with their error. */
function beneficiaryRefusals(
  titles: RemessaTitle[],
  f: { bankCode: string; layout: "cnab240" | "cnab400" | "cnab444" },
): Map<number, ItemError[]> {
  const out = new Map<number, ItemError[]>();
  titles.forEach((t, i) => {
    const issue = companyDocumentIssueAnywhere(
      t.beneficiary,
      ["beneficiary", "document"],
      f.bankCode,
      f.layout,
    );
    if (issue)
      out.set(
        i,
        toItemErrors([
          {
            ...issue,
            message: `the remessa has no \`company\`, so its file is headed by the beneficiary, whose document ${issue.message}`,
          },
        ]),
      );
  });
  return out;
}

/** The engine's refusal of a build, split into per-title errors (by index) and file errors; null if it built. */
function refusedBy(build: () => unknown): { titles: Map<number, ItemError[]>; file: ItemError[] } | null {
  try {
    build();
    return null;
  } catch (e) {
    if (!isEngineError(e)) throw e;
    const titles = new Map<number, ItemError[]>();
    const file: ItemError[] = [];
    for (const issue of e.issues) {
      const i = issue.path[0] === "titles" && typeof issue.path[1] === "number" ? issue.path[1] : -1;
      const err = toItemErrors([
        { ...issue, path: i >= 0 ? issue.path.slice(2) : issue.path },
      ])[0] as ItemError;
      if (i >= 0) titles.set(i, [...(titles.get(i) ?? []), err]);
      else file.push(err);
    }
    return { titles, file };
  }
}

/** The item updates of titles the layout refused: each fails alone with its own errors. */
function leftOutUpdates(data: DataDb, leftOut: LeftOut[], now: number): D1PreparedStatement[] {
  return itemUpdates(
    data,
    leftOut.map((l) => ({
      id: l.row.id,
      attempt: l.row.attempt,
      from: ["rendering"],
      status: "failed",
      errors: l.errors,
      now,
    })),
  );
}

/**
 * The file's warnings about one title (path `titles[i]…`), by the title's index in the file, in
 * the API's issue shape with the path relative to the title (`document_number`).
 */
function titleWarnings(remessa: Remessa): Map<number, CnabIssueView[]> {
  const out = new Map<number, CnabIssueView[]>();
  for (const w of remessa.warnings) {
    const i = w.path[0] === "titles" && typeof w.path[1] === "number" ? w.path[1] : -1;
    if (i < 0) continue;
    const [view] = cnabIssueViews([{ ...w, path: w.path.slice(2) }]);
    if (view) out.set(i, [...(out.get(i) ?? []), view]);
  }
  return out;
}

/**
 * The item result a title completes with: its stored result with this build's `warnings`. A title
 * without warnings keeps its result untouched (none written), unless an earlier build left some.
 */
function withWarnings(
  row: TitleRow,
  warnings: CnabIssueView[] | undefined,
): { result?: Record<string, unknown> } {
  const stored = (row.result ?? {}) as Record<string, unknown>;
  if (warnings) return { result: { ...stored, warnings } };
  if (stored.warnings === undefined) return {};
  const { warnings: _stale, ...rest } = stored;
  return { result: rest };
}

/** The file's warnings in the API's issue shape, plus one saying how many titles were left out. */
function fileWarnings(remessa: Remessa, leftOut: number): CnabIssueView[] {
  const out = cnabIssueViews(remessa.warnings);
  if (leftOut > 0)
    out.push({
      code: "CNAB_TITLES_LEFT_OUT",
      path: "",
      message: `${leftOut} title(s) refused by the layout failed alone and are not in this file; see their errors`,
      line: 0,
    });
  return out;
}

async function failFile(
  svc: Services,
  data: DataDb,
  f: FileRow,
  rows: TitleRow[],
  byTitle: Map<number, ItemError[]>,
  fileErrors: ItemError[],
  now: number,
  leftOut: LeftOut[] = [],
): Promise<void> {
  const allErrors = [
    ...fileErrors,
    ...[...byTitle.entries()].flatMap(([i, errs]) =>
      errs.map((e) => ({ ...e, path: `titles[${i}]${e.path ? `.${e.path}` : ""}` })),
    ),
  ];
  const stmts: D1PreparedStatement[] = [
    data.d1
      .prepare(
        "UPDATE cnab_files SET status = 'failed', errors = ?, updated_at = ? WHERE id = ? AND attempt = ? AND status IN ('pending', 'processing')",
      )
      .bind(JSON.stringify(allErrors), now, f.id, f.attempt),
  ];
  stmts.push(...leftOutUpdates(data, leftOut, now));
  const failed: ItemTransition[] = rows.map((r, i) => {
    const errors = byTitle.get(i) ?? [
      {
        code: "CNAB_FILE_FAILED",
        path: "",
        message: "the file this title belongs to could not be written; see the file's errors",
      },
    ];
    return { id: r.id, attempt: r.attempt, from: ["rendering"], status: "failed", errors, now };
  });
  stmts.push(...itemUpdates(data, failed));
  // Its instructions go back to the queue, but those refused for their own reasons, which lote rejects.
  const refused = [
    ...leftOut,
    ...[...byTitle.entries()].flatMap(([i, errors]) =>
      rows[i] ? [{ row: rows[i] as TitleRow, errors }] : [],
    ),
  ];
  const outcome = await fileOutcome(data, await svc.tenantData(f.tenantId), {
    tenantId: f.tenantId,
    jobId: f.jobId,
    fileId: f.id,
    nsa: null,
    fileName: null,
    written: [],
    refused,
    released: [...rows, ...leftOut.map((l) => l.row)],
    failed: true,
    now,
  });
  await outcome.runElsewhere();
  stmts.push(...outcome.here);
  await runD1Batch(data.d1, stmts);
  await finalizeJob(svc, data, f.jobId);
}

/** Dead-lettered build: the file and its titles fail (the file can be retried). */
export async function failRemessaFile(
  svc: Services,
  tenantId: string,
  fileId: string,
  error: { code: string; message: string },
): Promise<void> {
  const data = await svc.data(tenantId, fileId);
  const f = await cnabFile(data, fileId);
  if (!f || (f.status !== "pending" && f.status !== "processing")) return;
  await failFile(
    svc,
    data,
    f,
    await fileTitles(data, fileId),
    new Map(),
    [{ code: error.code, path: "", message: error.message }],
    svc.clock.now(),
  );
}

/** The entries (by index) whose boleto is now paid, written off or protested: refused, with the ledger's code. */
async function closedSincePlan(
  svc: Services,
  tenantId: string,
  rows: TitleRow[],
): Promise<Map<number, ItemError[]>> {
  const out = new Map<number, ItemError[]>();
  const entries = rows.flatMap((r, i) => {
    const p = (r.result ?? {}) as {
      boleto_item_id?: string;
      instruction_id?: string;
      title?: { movement?: string };
    };
    const entry = p.boleto_item_id && !p.instruction_id && (p.title?.movement ?? "entry") === "entry";
    return entry ? [{ i, id: p.boleto_item_id as string }] : [];
  });
  if (entries.length === 0) return out;
  const tenant = await svc.tenantData(tenantId);
  const status = new Map<string, string | null>();
  for (const db of tenant.shards) {
    const mine = entries.filter((e) => tenant.forId(e.id).name === db.name).map((e) => e.id);
    if (mine.length === 0) continue;
    const res = await db.d1
      .prepare(
        `SELECT id, bank_status FROM items WHERE id IN (SELECT value FROM json_each(?1)) AND +tenant_id = ?2`,
      )
      .bind(JSON.stringify(mine), tenantId)
      .all();
    for (const r of decodeRows(items, res.results, ["id", "bankStatus"])) status.set(r.id, r.bankStatus);
  }
  for (const e of entries) {
    const s = status.get(e.id) ?? null;
    if (s !== "paid" && s !== "written_off" && s !== "protested") continue;
    const v = transition(s, "entry_sent", { resend: true });
    if (v.verdict === "refused") out.set(e.i, [{ code: v.code, path: "item_id", message: v.reason }]);
  }
  return out;
}
