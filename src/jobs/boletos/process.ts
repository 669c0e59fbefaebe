/**
 * Consumer step 1 (`lote-jobs`, message `boletos.process`): validate and compute a chunk of items
 * with the engine. Domain errors fail the item at once with the engine's code; valid items claim
 * their external_id, then go to rendering (`lote-render`) or straight to `completed`.
 *
 * Redelivery-safe: every write is conditional on the item's attempt and current status, attempt
 * rows are upserts keyed by (item, attempt), and items already `rendering` are re-sent to the
 * render queue (the renderer ignores what is done).
 */

import { codesFromBank, planRegistrations, type RegistrationPlan } from "../../connectors/plan";
import {
  type Boleto,
  boletoWarnings,
  buildBoleto,
  cnabWarnings,
  isEngineError,
  validateBoletoInput,
} from "../../engine/index";
import { engineInput } from "../../ledger/input";
import { saoPauloDate } from "../../platform/clock";
import { checkFault } from "../../platform/faults";
import type { Services } from "../../services";
import { chunk, type DataDb, runD1Batch } from "../../storage/db";
import { finalizeDecided } from "../core/finalize";
import { type ItemError, type ItemTransition, itemUpdates, loadChunk, toItemErrors } from "../core/items";
import { decideFinalStatement, markProcessing } from "../core/job-store";
import type { ItemRef } from "../core/model";
import { sendInBatches } from "../core/send";
import { claimExternalIds } from "./claims";
import type { BoletoMessage } from "./messages";

export type Outcome =
  | { kind: "failed"; errors: ItemError[] }
  | { kind: "skipped"; of: string }
  | { kind: "built"; boleto: Boleto; warnings: ItemError[] };

/** Codes of a built boleto, as stored on the item (and shown by the API). */
export function codesOf(b: Boleto) {
  return {
    bank_code: b.bank_code,
    our_number: b.our_number,
    barcode: b.barcode,
    digitable_line: b.digitable_line,
    digitable_line_formatted: b.digitable_line_formatted,
    due_factor: b.due_factor,
    amount_cents: b.amount_cents,
    due_date: b.input.due_date,
    free_field: b.free_field,
    processed_on: b.processed_on,
    ...(b.pix_payload ? { pix_payload: b.pix_payload } : {}),
  };
}

/**
 * The key that matches retorno entries to issued boletos: the sequential nosso número (without
 * check digit) with leading zeros dropped — how the CNAB reader reports it.
 * @example ourNumberKey("00010001") // "10001"
 */
export function ourNumberKey(sequential: string): string {
  return sequential.replace(/\D/g, "").replace(/^0+/, "") || "0";
}

/**
 * Validates and computes one boleto item (`today`: São Paulo date): its codes and warnings, or its
 * errors. `bankCodes`: its bank assigns nosso número and codes at registration (they replace these).
 */
export function compute(input: unknown, today: string, bankCodes = false): Outcome {
  const v = validateBoletoInput(engineInput(input), { today, codesFromBank: bankCodes });
  if (!v.ok) return { kind: "failed", errors: toItemErrors(v.issues) };
  try {
    const boleto = buildBoleto(v.value, { today, codesFromBank: bankCodes });
    // An unconfirmed bank rule and what its remessa would refuse (issue 13, defect 4), said now:
    // warnings, not failures.
    const warnings = [...boletoWarnings(v.value), ...cnabWarnings(v.value, today)];
    return { kind: "built", boleto, warnings: toItemErrors(warnings) };
  } catch (e) {
    if (isEngineError(e)) return { kind: "failed", errors: toItemErrors(e.issues) };
    throw e;
  }
}

export async function processBoletoChunk(
  svc: Services,
  msg: Extract<BoletoMessage, { type: "boletos.process" }>,
): Promise<void> {
  const received = svc.clock.now();
  const data = await svc.data(msg.tenant_id, msg.job_id);
  // Read and claimed for validation (pending → validating) in one round trip.
  const { job, rows } = await loadChunk(data, msg.job_id, msg.tenant_id, msg.items, { claimAt: received });
  if (!job) return;
  const startedAt = svc.clock.now();
  const today = saoPauloDate(startedAt);
  const toRender: ItemRef[] = rows
    .filter((r) => r.status === "rendering")
    .map((r) => ({ id: r.id, attempt: r.attempt }));
  const work = rows.filter((r) => r.status === "pending" || r.status === "validating");

  const outcomes = new Map<string, Outcome>();
  const options = job.options as { registration?: string } | null;
  for (const r of work) outcomes.set(r.id, compute(r.input, today, codesFromBank(options, r.input)));

  // external_id: the first item to be issued holds it; a later one is skipped and points to it.
  const claims = work.flatMap((r) =>
    r.externalId && outcomes.get(r.id)?.kind === "built" ? [{ externalId: r.externalId, itemId: r.id }] : [],
  );
  if (claims.length > 0) {
    const tenant = await svc.tenantData(msg.tenant_id);
    const holders = await claimExternalIds(tenant, msg.tenant_id, msg.job_id, claims, startedAt);
    for (const c of claims) {
      const holder = holders.get(c.externalId);
      if (holder && holder !== c.itemId) outcomes.set(c.itemId, { kind: "skipped", of: holder });
    }
  }

  // Registration by API or a PSP's charge, as the job's options say (src/connectors/plan.ts).
  const built = work.flatMap((r) => {
    const o = outcomes.get(r.id);
    return o?.kind === "built" ? [{ id: r.id, input: o.boleto.input }] : [];
  });
  const plan = await planRegistrations(svc, data, {
    tenantId: msg.tenant_id,
    jobId: msg.job_id,
    options: job.options as { registration?: string; pix_charge?: string } | null,
    built,
    now: startedAt,
  });
  for (const [id, p] of plan.of) if (p.errors) outcomes.set(id, { kind: "failed", errors: p.errors });

  checkFault("consumer.before_item_write");
  const now = svc.clock.now();
  // This message's time so far, shared by the items it worked on (queue waits are not in it).
  const processingMs = work.length > 0 ? Math.round((now - received) / work.length) : 0;
  const render = job.options?.pdf !== false || job.options?.html === true;
  const transitions = transitionsOf(work, outcomes, plan, { startedAt, now, processingMs, render }, toRender);
  // The whole chunk in a few bulk statements (one attempt upsert, one item update).
  const stmts = itemUpdates(data, transitions);
  stmts.push(...plan.stmts, ...registrationPaths(data, plan, now));
  // First results in: the job moves from validating to processing.
  stmts.push(markProcessing(data, msg.job_id, now));
  // Items going to rendering (or waiting for a provider) keep the job open; otherwise the
  // finalize-once decision runs last in this batch, in the same round trip.
  const waiting = [...plan.of.values()].some((p) => p.awaiting && !p.errors);
  const decide = toRender.length === 0 && !waiting;
  if (decide) stmts.push(decideFinalStatement(data, msg.job_id, now));
  const results = await runD1Batch(data.d1, stmts);

  if (toRender.length > 0) {
    const messages: BoletoMessage[] = chunk(toRender, svc.config.ITEMS_PER_RENDER_MESSAGE).map((part) => ({
      type: "boletos.render",
      job_id: msg.job_id,
      tenant_id: msg.tenant_id,
      items: part,
    }));
    await svc.dispatch(msg.tenant_id, "render", messages); // fair dispatch (src/tenants/slices.ts)
  }
  await sendInBatches(svc.queues.jobs, plan.messages);
  if (decide) await finalizeDecided(svc, data, msg.job_id, results.at(-1));
}

/**
 * Each worked item's move (pure): failed, skipped, waiting for its provider's codes (rendering
 * comes when they arrive), rendering, or completed when the job renders nothing; the items to
 * render are added to `toRender`.
 */
function transitionsOf(
  work: readonly { id: string; attempt: number }[],
  outcomes: ReadonlyMap<string, Outcome>,
  plan: RegistrationPlan,
  at: { startedAt: number; now: number; processingMs: number; render: boolean },
  toRender: ItemRef[],
): ItemTransition[] {
  const { startedAt, now, processingMs, render } = at;
  const transitions: ItemTransition[] = [];
  for (const r of work) {
    const o = outcomes.get(r.id) as Outcome;
    const base = {
      id: r.id,
      attempt: r.attempt,
      startedAt,
      now,
      processingMs,
      from: ["pending", "validating"] as const,
    };
    if (o.kind === "failed") transitions.push({ ...base, status: "failed", errors: o.errors });
    else if (o.kind === "skipped") transitions.push({ ...base, status: "skipped", skippedOf: o.of });
    else {
      // Waiting for its provider's codes: rendering (or completing) comes when they arrive.
      const awaiting = plan.of.get(r.id)?.awaiting;
      const result = {
        ...codesOf(o.boleto),
        ...(o.warnings.length > 0 ? { warnings: o.warnings } : {}),
        ...(awaiting ? { awaiting_provider: awaiting } : {}),
      };
      if (awaiting) {
        transitions.push({
          ...base,
          status: "rendering",
          result,
          bankCode: o.boleto.bank_code,
          ourNumberKey: ourNumberKey(o.boleto.input.our_number),
        });
        continue;
      }
      transitions.push({
        ...base,
        status: render ? "rendering" : "completed",
        result,
        bankCode: o.boleto.bank_code,
        ourNumberKey: ourNumberKey(o.boleto.input.our_number),
        ...(render ? {} : { bankStatus: "issued" as const }),
      });
      if (render) toRender.push({ id: r.id, attempt: r.attempt });
    }
  }
  return transitions;
}

/** Each boleto's registration path (`items.registration_path`), by path: one statement each. */
function registrationPaths(data: DataDb, plan: RegistrationPlan, now: number): D1PreparedStatement[] {
  const by = new Map<string, string[]>();
  for (const [id, p] of plan.of)
    if (p.path !== "cnab" && !p.errors) by.set(p.path, [...(by.get(p.path) ?? []), id]);
  return [...by].map(([path, ids]) =>
    data.d1
      .prepare(
        "UPDATE items SET registration_path = ?1, updated_at = ?2 WHERE id IN (SELECT value FROM json_each(?3))",
      )
      .bind(path, now, JSON.stringify(ids)),
  );
}
