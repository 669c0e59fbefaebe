/**
 * Re-issuing a boleto the bank changed: an accepted new due date or amount, or a PIX QR the bank
 * registered that differs from the one printed. The boleto becomes a new attempt of its item —
 * recomputed barcode, linha digitável and PIX, its PDF rendered again as that attempt's artifact —
 * and its job a new generation (with its own manifest); earlier codes and PDFs stay as they were
 * (immutable), listed by attempt. `boleto.updated` goes out once the new documents are ready.
 *
 * The ledger decides whether a boleto may be re-issued (src/ledger/reissue.ts); this is how, behind
 * the kinds' `reissue` hook. {@link planReissues} returns statements for the caller's batch (the retorno that caused it), so
 * the acceptance and the re-issue land together; `after` then sends the render (or, for a job
 * without documents, emits the event and finalizes the job). A lost render message is re-sent by
 * the cron like any stalled item.
 */
import { inArray } from "drizzle-orm";
import type { ConnectorMessage } from "../../connectors/messages";
import { forgetProviderCodes } from "../../connectors/registrations";
import type { PlannedReissues, Reissue, ReissueReason } from "../../ledger/reissue";
import { saoPauloDate } from "../../platform/clock";
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import { items, jobs } from "../../storage/schema";
import { emitEvents, type WebhookEvent } from "../../webhooks/events";
import { finalizeJob } from "../core/finalize";
import { closeGeneration, reopenStatement } from "../core/lifecycle";
import { mergeItem } from "../core/merge";
import type { ItemRef } from "../core/model";
import { sendInBatches } from "../core/send";
import type { BoletoMessage } from "./messages";
import { codesOf, compute } from "./process";

type ItemRow = Awaited<ReturnType<typeof readItems>>[number];
type JobRow = Awaited<ReturnType<typeof readJobs>>[number];

/**
 * The re-issues of `list` (several for one boleto merge, in order) on `data`: the new attempts'
 * statements and what to do once they landed. Boletos not issued (or of no boleto job) are skipped.
 */
export async function planReissues(
  svc: Services,
  data: DataDb,
  tenantId: string,
  now: number,
  list: Reissue[],
): Promise<PlannedReissues> {
  const byItem = new Map<string, Reissue[]>();
  for (const r of list) byItem.set(r.itemId, [...(byItem.get(r.itemId) ?? []), r]);
  const out: PlannedReissues = { stmts: [], history: new Map(), failed: new Map(), after: async () => {} };
  if (byItem.size === 0) return out;
  const rows = await readItems(data, [...byItem.keys()]);
  const jobOf = new Map((await readJobs(data, [...new Set(rows.map((r) => r.jobId))])).map((j) => [j.id, j]));
  const today = saoPauloDate(now);
  const renders = new Map<string, ItemRef[]>();
  const events: Omit<WebhookEvent, "tenantId">[] = [];
  const reopened = new Set<string>();
  const requery: ConnectorMessage[] = [];
  for (const r of rows) {
    const job = jobOf.get(r.jobId);
    const d = decideReissue(r, job, tenantId, byItem.get(r.id) ?? [], today);
    if (d.kind === "skip") continue;
    if (d.kind === "failed") {
      out.failed.set(r.id, d.errors);
      continue;
    }
    const { attempt, provider, render } = d;
    out.stmts.push(...attemptStatements(data, r, d, now));
    if (provider) {
      out.stmts.push(forgetProviderCodes(data, r.id, provider, now));
      requery.push({ type: "connector.register", tenant_id: tenantId, item_id: r.id, provider });
    }
    if (!reopened.has(d.job.id)) {
      reopened.add(d.job.id);
      await closeGeneration(svc, data, d.job);
      out.stmts.push(reopenStatement(svc, data, d.job.id, now));
    }
    out.history.set(r.id, d.history);
    if (render) renders.set(d.job.id, [...(renders.get(d.job.id) ?? []), { id: r.id, attempt }]);
    else if (!provider)
      events.push(
        updatedEvent({ id: r.id, jobId: r.jobId, externalId: r.externalId, attempt, result: d.result }, []),
      );
  }
  out.after = async () => {
    const messages: BoletoMessage[] = [...renders].map(([jobId, refs]) => ({
      type: "boletos.render",
      job_id: jobId,
      tenant_id: tenantId,
      items: refs,
    }));
    await sendInBatches(svc.queues.render, messages);
    await sendInBatches(svc.queues.jobs, requery);
    await emitEvents(svc, tenantId, events);
    for (const jobId of reopened) await finalizeJob(svc, data, jobId);
  };
  return out;
}

/** The items of `ids`, 90 per query. */
async function readItems(data: DataDb, ids: string[]) {
  const rows = [];
  for (let i = 0; i < ids.length; i += 90)
    rows.push(
      ...(await data.db
        .select({
          id: items.id,
          jobId: items.jobId,
          tenantId: items.tenantId,
          externalId: items.externalId,
          status: items.status,
          attempt: items.attempt,
          input: items.input,
          result: items.result,
          bankStatus: items.bankStatus,
        })
        .from(items)
        .where(inArray(items.id, ids.slice(i, i + 90)))
        .all()),
    );
  return rows;
}

/** The jobs of `jobIds`. */
async function readJobs(data: DataDb, jobIds: string[]) {
  return jobIds.length
    ? await data.db
        .select({
          id: jobs.id,
          kind: jobs.kind,
          status: jobs.status,
          options: jobs.options,
          finalEffectsAt: jobs.finalEffectsAt,
        })
        .from(jobs)
        .where(inArray(jobs.id, jobIds))
        .all()
    : [];
}

/** One boleto's re-issue, decided: its new attempt's input, codes, status and history row. */
type ReissueDecision =
  | { kind: "skip" }
  | { kind: "failed"; errors: Extract<ReturnType<typeof compute>, { kind: "failed" }>["errors"] }
  | {
      kind: "reissue";
      job: JobRow;
      attempt: number;
      input: unknown;
      result: Record<string, unknown> & { reissue: { reasons: string[] } };
      /** The provider whose codes the new attempt waits for, if its codes were a provider's. */
      provider: string | undefined;
      render: boolean;
      status: "rendering" | "completed";
      history: PlannedReissues["history"] extends Map<string, infer H> ? H : never;
    };

/**
 * Whether and how a boleto is re-issued with `changes` (pure): only an issued boleto of a boleto
 * job of the tenant; its input patched in order and computed again for `today`; the result keeps
 * what it replaces. A boleto whose codes a provider assigned waits for the provider's new ones.
 */
export function decideReissue(
  r: ItemRow,
  job: JobRow | undefined,
  tenantId: string,
  changes: Reissue[],
  today: string,
): ReissueDecision {
  const issued = r.status === "completed" || (r.status === "rendering" && r.bankStatus !== null);
  if (r.tenantId !== tenantId || job?.kind !== "boletos" || !issued) return { kind: "skip" };
  const input = changes.reduce<unknown>((acc, c) => mergeItem(acc, c.patch), r.input);
  const o = compute(input, today);
  if (o.kind !== "built")
    return o.kind === "failed" ? { kind: "failed", errors: o.errors } : { kind: "skip" };
  const reason = changes[changes.length - 1]?.reason as ReissueReason;
  const before = r.result ?? {};
  const attempt = r.attempt + 1;
  const result = {
    ...codesOf(o.boleto),
    ...(o.warnings.length > 0 ? { warnings: o.warnings } : {}),
    reissue: {
      ...reason,
      reasons: changes.map((c) => c.reason.kind),
      previous: {
        attempt: r.attempt,
        due_date: before.due_date ?? null,
        amount_cents: before.amount_cents ?? null,
        digitable_line: before.digitable_line ?? null,
        pix_payload: before.pix_payload ?? null,
      },
    },
  };
  // Codes its provider assigned (a bank's, a PSP's Pix QR): the new attempt waits for the
  // provider's new ones (the registration asks again) before anything is printed.
  const provider = (before.provider_codes as { provider?: string } | undefined)?.provider;
  if (provider) Object.assign(result, { awaiting_provider: provider });
  const render = !provider && (job.options?.pdf !== false || job.options?.html === true);
  return {
    kind: "reissue",
    job,
    attempt,
    input,
    result,
    provider,
    render,
    status: render || provider ? "rendering" : "completed",
    history: {
      key: `reissued:a${attempt}`,
      kind: "reissued",
      sourceJobId: reason.retorno_job_id,
      details: {
        attempt,
        reasons: result.reissue.reasons,
        instruction_id: reason.instruction_id ?? null,
        codes: codesOf(o.boleto),
        // The codes this attempt replaces: attempts keep no codes of their own (the item's are the current ones).
        previous_codes: before,
      },
    },
  };
}

/** The new attempt's row and the item moved to it (guarded by the attempt it replaces). */
function attemptStatements(
  data: DataDb,
  r: ItemRow,
  d: Extract<ReissueDecision, { kind: "reissue" }>,
  now: number,
): D1PreparedStatement[] {
  const { attempt, status } = d;
  return [
    data.d1
      .prepare(
        `INSERT OR IGNORE INTO item_attempts (item_id, attempt, job_id, status, started_at, finished_at, duration_ms)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(
        r.id,
        attempt,
        r.jobId,
        status,
        now,
        status === "rendering" ? null : now,
        status === "rendering" ? null : 0,
      ),
    data.d1
      .prepare(
        `UPDATE items SET attempt = ?1, status = ?2, input = ?3, result = ?4, errors = NULL, started_at = ?5,
             finished_at = ?6, duration_ms = ?7, processing_ms = NULL, updated_at = ?5
           WHERE id = ?8 AND attempt = ?9 AND status IN ('completed', 'rendering')`,
      )
      .bind(
        attempt,
        status,
        JSON.stringify(d.input),
        JSON.stringify(d.result),
        now,
        status === "rendering" ? null : now,
        status === "rendering" ? null : 0,
        r.id,
        r.attempt,
      ),
  ];
}

/** `boleto.updated` for a re-issued attempt, with the documents rendered for it. */
export function updatedEvent(
  row: {
    id: string;
    jobId: string;
    externalId: string | null;
    attempt: number;
    result: Record<string, unknown>;
  },
  artifacts: { artifact_id: string; type: string; sha256: string; size: number }[],
): Omit<WebhookEvent, "tenantId"> {
  const r = row.result;
  return {
    type: "boleto.updated",
    jobId: row.jobId,
    key: `boleto:${row.id}:a${row.attempt}:updated`,
    data: {
      item_id: row.id,
      boleto_job_id: row.jobId,
      external_id: row.externalId,
      attempt: row.attempt,
      reissue: r.reissue,
      bank_code: r.bank_code,
      our_number: r.our_number,
      barcode: r.barcode,
      digitable_line: r.digitable_line,
      digitable_line_formatted: r.digitable_line_formatted,
      amount_cents: r.amount_cents,
      due_date: r.due_date,
      pix_payload: r.pix_payload ?? null,
      artifacts,
      links: { boleto: `/v1/boletos/${row.id}` },
    },
  };
}
