/**
 * One boleto's whole life (`GET /v1/boletos/{item_id}`): its current codes and bank status, the
 * history of every change with the remessa or retorno that caused it, its instructions, its payment
 * and bank PIX, and every attempt (generation) with the codes and documents it had — earlier ones
 * are kept as they were when a new due date, amount or bank QR re-issued the boleto.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { registrationsOf } from "../../connectors/registrations";
import { instructionView } from "../../ledger/instruction-view";
import { type InstructionRow, instructionsOfBoleto } from "../../ledger/instructions";
import { paymentsOf, paymentView } from "../../ledger/payments";
import { iso } from "../../platform/clock";
import { storedValue } from "../../platform/json";
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import { everyShard } from "../../storage/fanout";
import { boletoEvents, items, jobs } from "../../storage/schema";
import type { TenantShards } from "../../tenants/router";
import { getItem } from "./query";

/** The codes a result holds (the item's, or an attempt's). */
function codes(r: Record<string, unknown> | null) {
  if (!r) return null;
  return {
    our_number: (r.our_number as string | undefined) ?? null,
    barcode: (r.barcode as string | undefined) ?? null,
    digitable_line: (r.digitable_line as string | undefined) ?? null,
    digitable_line_formatted: (r.digitable_line_formatted as string | undefined) ?? null,
    amount_cents: (r.amount_cents as number | undefined) ?? null,
    due_date: (r.due_date as string | null | undefined) ?? null,
    pix_payload: (r.pix_payload as string | undefined) ?? null,
  };
}

/** The tenant's boleto `itemId` (an item of a boletos job) with its whole life, or null. */
export async function boletoLife(
  svc: Services,
  data: DataDb,
  tenant: TenantShards,
  args: { origin: string; tenantId: string; issuer: string; itemId: string },
) {
  const found = await data.db
    .select({ jobId: items.jobId, bankStatusAt: items.bankStatusAt, result: items.result })
    .from(items)
    .innerJoin(jobs, eq(jobs.id, items.jobId))
    .where(and(eq(items.id, args.itemId), eq(items.tenantId, args.tenantId), eq(jobs.kind, "boletos")))
    .get();
  if (!found) return null;
  const item = await getItem(svc, data, { ...args, jobId: found.jobId });
  if (!item) return null;
  const parts = await readLifeParts(data, tenant, args);
  return lifeView(args.itemId, found, item, parts);
}

/** The rows of a boleto's life beside its item: history, instructions, payments, registrations. */
async function readLifeParts(data: DataDb, tenant: TenantShards, args: { tenantId: string; itemId: string }) {
  const [events, ins, payments, registrations] = await Promise.all([
    data.db
      .select()
      .from(boletoEvents)
      .where(and(eq(boletoEvents.itemId, args.itemId), eq(boletoEvents.tenantId, args.tenantId)))
      // In the order they were written (rows of one batch share their `at`).
      .orderBy(asc(boletoEvents.at), sql`rowid`)
      .all(),
    // Instructions live on their job's shard: every shard of the tenant is asked.
    everyShard<InstructionRow>(
      tenant.shards,
      tenant.owns,
      (r) => r.id,
      (db) => instructionsOfBoleto(db, args.tenantId, args.itemId),
    ),
    // Payments live with the boleto.
    paymentsOf(data, args.tenantId, args.itemId),
    registrationsOf(data, args.tenantId, args.itemId),
  ]);
  return { events, ins, payments, registrations };
}

type LifeParts = Awaited<ReturnType<typeof readLifeParts>>;
type EventRow = LifeParts["events"][number];
type Item = NonNullable<Awaited<ReturnType<typeof getItem>>>;
type Found = Pick<typeof items.$inferSelect, "jobId" | "bankStatusAt" | "result">;

/** An earlier attempt's codes are kept by the re-issue that replaced them (its history row). */
function reissuesOf(events: readonly EventRow[]) {
  const codesOf = new Map<number, Record<string, unknown> | null>();
  const reissueOf = new Map<number, Record<string, unknown>>();
  for (const e of events) {
    const d = storedValue(e.details) as {
      attempt?: number;
      previous_codes?: Record<string, unknown>;
      reasons?: unknown;
      instruction_id?: unknown;
    } | null;
    if (e.kind !== "reissued" || typeof d?.attempt !== "number") continue;
    codesOf.set(d.attempt - 1, d.previous_codes ?? null);
    reissueOf.set(d.attempt, {
      reasons: d.reasons,
      instruction_id: d.instruction_id,
      retorno_job_id: e.sourceJobId,
    });
  }
  return { codesOf, reissueOf };
}

function lifeHistory(events: readonly EventRow[], item: Item, found: Found) {
  const history = events.map((e) => ({
    at: iso(e.at) as string,
    kind: e.kind,
    from: e.fromStatus,
    to: e.toStatus,
    source: { job_id: e.sourceJobId, file_id: e.sourceFileId },
    details: storedValue(e.details),
  }));
  // The first step is the issue itself, when the boleto completed (no row is written for it).
  const first = item.attempts.find((a) => a.status === "completed");
  const issuedAt = item.bank_status === null ? null : (first?.finished_at ?? iso(found.bankStatusAt));
  if (issuedAt)
    history.unshift({
      at: issuedAt,
      kind: "bank_status",
      from: null,
      to: "issued" as const,
      source: { job_id: found.jobId, file_id: null },
      details: null,
    });
  return history;
}

/** The life as the API shows it (pure). */
function lifeView(itemId: string, found: Found, item: Item, parts: LifeParts) {
  const { codesOf, reissueOf } = reissuesOf(parts.events);
  const { input: _input, attempts, ...view } = item;
  return {
    ...view,
    job_id: found.jobId,
    history: lifeHistory(parts.events, item, found),
    payments: parts.payments.map(paymentView),
    registrations: parts.registrations.map((r) => ({
      provider: r.provider,
      connection_id: r.connectionId,
      state: r.state,
      attempts: r.attempts,
      provider_ids: r.providerIds ?? null,
      codes: r.codes ?? null,
      last_outcome: r.lastOutcome ?? null,
      updated_at: iso(r.updatedAt) as string,
    })),
    instructions: parts.ins
      .map((x) => x.row)
      .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))
      .map(instructionView),
    attempts: attempts.map((a) => {
      const r =
        a.attempt === item.attempt ? (storedValue(found.result) ?? null) : (codesOf.get(a.attempt) ?? null);
      const reissue = a.attempt === item.attempt ? (r?.reissue ?? null) : (reissueOf.get(a.attempt) ?? null);
      return { ...a, codes: codes(r), reissue: reissue as Record<string, unknown> | null };
    }),
    links: {
      self: `/v1/boletos/${itemId}`,
      job: `/v1/jobs/boletos/${found.jobId}`,
      item: `/v1/jobs/boletos/${found.jobId}/items/${itemId}`,
      instructions: `/v1/boletos/${itemId}/instructions`,
    },
  };
}
