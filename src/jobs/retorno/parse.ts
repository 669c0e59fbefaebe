/**
 * `retorno.parse` (lote-jobs): read a stored retorno, record every entry, and reconcile each one
 * with the tenant's issued boleto (same bank, same nosso número): the boleto's item gains its
 * payment status and the PIX data the bank returned (`bank_pix`); its life at the bank — status,
 * instructions answered, re-issues, history, `boleto.*` webhooks — is lifecycle.ts's. Unmatched
 * entries are kept and listed. A file the engine cannot read fails the job with the engine's
 * code; what it read with departures is in `summary.warnings`. A file with lines the engine
 * could not read (`summary.unread_lines`, each a warning with its line) may miss entries: the
 * job is `partially_completed`, never `completed`.
 */

import { and, eq, inArray } from "drizzle-orm";
import { isEngineError, parseRetorno } from "../../engine/index";
import type { Services } from "../../services";
import { type DataDb, runD1Batch } from "../../storage/db";
import { artifacts, jobs } from "../../storage/schema";
import { cnabIssueViews } from "../cnab/issues";
import { runFinalEffects } from "../core/finalize";
import { findJob, markProcessing } from "../core/job-store";
import { paymentOf, retornoLife } from "./lifecycle";
import type { RetornoMessage } from "./messages";
import { boletoUpdates, matchBoletos } from "./reconcile";

const ENTRY_CHUNK = 400;

/** How strongly an occurrence sets the boleto's payment status (a later weaker one does not undo a stronger one). */
const RANK: Record<string, number> = {
  registered: 1,
  rejected: 1,
  due_date_changed: 1,
  protest: 2,
  protested: 2,
  written_off: 3,
  paid: 3,
};

async function finish(
  svc: Services,
  data: DataDb,
  jobId: string,
  status: "completed" | "partially_completed" | "failed",
  summary: Record<string, unknown> | null,
  error: { code: string; message: string } | null,
) {
  const now = svc.clock.now();
  await data.db
    .update(jobs)
    .set({ status, summary, error, finishedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, ["validating", "processing"])))
    .run();
  await runFinalEffects(svc, data, jobId);
}

type Retorno = ReturnType<typeof parseRetorno>;

export async function parseRetornoJob(svc: Services, msg: RetornoMessage): Promise<void> {
  const data = await svc.data(msg.tenant_id, msg.job_id);
  const job = await findJob(data, msg.tenant_id, msg.job_id, "cnab_retorno");
  if (!job || (job.status !== "validating" && job.status !== "processing")) return;
  const read = await readStoredRetorno(svc, data, job.id);
  if ("failure" in read) {
    await finish(svc, data, job.id, "failed", read.failure.summary, read.failure.error);
    return;
  }
  const { retorno, fileId } = read;
  const now = svc.clock.now();
  await markProcessing(data, job.id, now).run();

  // Match by (bank, nosso número) against the tenant's issued boletos, wherever they are.
  const tenant = await svc.tenantData(job.tenantId);
  const keys = [...new Set(retorno.entries.map((e) => e.our_number))];
  const matches = await matchBoletos(tenant, job.tenantId, retorno.bank_code, keys);

  // The boletos' life: bank status, instructions answered, re-issues, history (lifecycle.ts).
  const life = await retornoLife(
    svc,
    tenant,
    data,
    { id: job.id, tenantId: job.tenantId, fileId },
    { bankCode: retorno.bank_code, layout: retorno.layout },
    retorno.entries,
    (e) => matches.get(e.our_number),
    now,
  );
  const decided = decideEntries(job.id, retorno.entries, matches, life.answeredInstruction);
  const stmts = entryStatements(data, job.id, job.tenantId, retorno.bank_code, now, decided.rows);
  // Each boleto's update goes to its shard (usually this job's, in the same batch as the entries).
  const others = boletoUpdates(tenant, data, stmts, job.tenantId, now, decided.payments, decided.pix);
  // Other shards first: a failure retries the whole message, whose writes are all idempotent.
  for (const { db, stmts: list } of others) await runD1Batch(db.d1, list);
  // The boletos' life on other shards too, then this shard's in the entries' batch.
  await life.applyElsewhere();
  stmts.push(...life.here);
  const results = await runD1Batch(data.d1, stmts);
  await life.after(results.slice(results.length - life.here.length));
  const matched = retorno.entries.filter((e) => matches.has(e.our_number)).length;
  await finish(
    svc,
    data,
    job.id,
    retorno.unread_lines > 0 ? "partially_completed" : "completed",
    {
      layout: retorno.layout,
      bank_code: retorno.bank_code,
      file_sequence: retorno.file_sequence,
      generated_on: retorno.generated_on,
      totals: retorno.totals,
      entries: retorno.entries.length,
      matched,
      unmatched: retorno.entries.length - matched,
      unread_lines: retorno.unread_lines,
      ...life.summary,
      warnings: cnabIssueViews(retorno.warnings),
    },
    null,
  );
}

/** How the job fails when its file is gone or the engine cannot read it. */
type ReadFailure = {
  summary: Record<string, unknown> | null;
  error: { code: string; message: string };
};

/** The job's stored file, read by the engine; or why the job fails. */
async function readStoredRetorno(
  svc: Services,
  data: DataDb,
  jobId: string,
): Promise<{ retorno: Retorno; fileId: string | null } | { failure: ReadFailure }> {
  const art = await data.db
    .select({ id: artifacts.id, r2Key: artifacts.r2Key })
    .from(artifacts)
    .where(and(eq(artifacts.jobId, jobId), eq(artifacts.kind, "cnab_retorno")))
    .get();
  const obj = art?.r2Key ? await svc.blobs.get(art.r2Key) : null;
  if (!obj || !("body" in obj))
    return {
      failure: {
        summary: null,
        error: { code: "CNAB_FILE_MISSING", message: "the uploaded file is no longer in storage" },
      },
    };
  // CNAB files are ASCII/Latin-1; decoding as Latin-1 never fails on stray bytes.
  const content = new TextDecoder("latin1").decode(await (obj as R2ObjectBody).arrayBuffer());
  try {
    return { retorno: parseRetorno(content), fileId: art?.id ?? null };
  } catch (e) {
    if (!isEngineError(e)) throw e;
    const first = e.issues[0];
    return {
      failure: {
        summary: { issues: cnabIssueViews(e.issues.slice(0, 50)) },
        error: { code: e.code, message: first?.message ?? e.message },
      },
    };
  }
}

/** A boleto matched by its nosso número (its payment status is updated as the entries are decided). */
type Matched = { id: string; paymentStatus: string | null };

/**
 * What the file's entries do to the boletos they match (pure, in the entries' order): one row per
 * entry for `retorno_entries`; one payment update per boleto, the strongest (latest among equals)
 * occurrence of the file, never from an entry that answered an instruction nor a second payment;
 * and per boleto the PIX data of its latest entry that carries any.
 */
export function decideEntries(
  jobId: string,
  entries: Retorno["entries"],
  matches: ReadonlyMap<string, Matched>,
  answeredInstruction: ReadonlySet<number>,
): { rows: unknown[][]; payments: { i: string; s: string; p: string }[]; pix: { i: string; x: string }[] } {
  const updates = new Map<string, { i: string; s: string; p: string }>();
  const pixUpdates = new Map<string, { i: string; x: string }>();
  const rows = entries.map((e, idx) => {
    const m = matches.get(e.our_number);
    if (m && e.pix) {
      pixUpdates.set(m.id, {
        i: m.id,
        x: JSON.stringify({
          ...e.pix,
          occurrence_code: e.occurrence.code,
          retorno_job_id: jobId,
          entry_index: idx,
        }),
      });
    }
    if (m && !answeredInstruction.has(idx)) {
      const rank = RANK[e.occurrence.kind] ?? 0;
      const current = RANK[m.paymentStatus ?? ""] ?? 0;
      // A second payment never replaces the first here: it is a payment row of its own (the ledger's).
      const again = e.occurrence.kind === "paid" && m.paymentStatus === "paid";
      if (rank > 0 && rank >= current && !again) {
        updates.set(m.id, {
          i: m.id,
          s: e.occurrence.kind,
          p: JSON.stringify({ ...paymentOf(e), retorno_job_id: jobId, entry_index: idx }),
        });
        m.paymentStatus = e.occurrence.kind;
      }
    }
    return [
      idx,
      e.our_number,
      e.document_number,
      e.occurrence.code,
      e.occurrence.kind,
      e.occurrence.description,
      JSON.stringify(e),
      m?.id ?? null,
    ];
  });
  return { rows, payments: [...updates.values()], pix: [...pixUpdates.values()] };
}

/** The `retorno_entries` inserts of `rows`, `ENTRY_CHUNK` rows per statement (one JSON parameter each). */
function entryStatements(
  data: DataDb,
  jobId: string,
  tenantId: string,
  bankCode: string,
  now: number,
  rows: unknown[][],
): D1PreparedStatement[] {
  const stmts: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += ENTRY_CHUNK) {
    stmts.push(
      data.d1
        .prepare(
          `INSERT OR IGNORE INTO retorno_entries (job_id, idx, tenant_id, bank_code, our_number, document_number, occurrence_code, kind, description, entry, matched_item_id, created_at)
           SELECT ?1, j.value ->> '$[0]', ?2, ?3, j.value ->> '$[1]', j.value ->> '$[2]', j.value ->> '$[3]', j.value ->> '$[4]', j.value ->> '$[5]', j.value ->> '$[6]', j.value ->> '$[7]', ?4
             FROM json_each(?5) j`,
        )
        .bind(jobId, tenantId, bankCode, now, JSON.stringify(rows.slice(i, i + ENTRY_CHUNK))),
    );
  }
  return stmts;
}

/** Dead-lettered parse: the job fails with the given code. */
export async function failRetornoJob(
  svc: Services,
  tenantId: string,
  jobId: string,
  error: { code: string; message: string },
): Promise<void> {
  await finish(svc, await svc.data(tenantId, jobId), jobId, "failed", null, error);
}
