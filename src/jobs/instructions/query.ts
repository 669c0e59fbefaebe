/** Read models of the instructions kind: a job's items with their instructions, a boleto's instructions. */
import { and, eq, gt, inArray } from "drizzle-orm";
import { instructionView } from "../../ledger/instruction-view";
import { type InstructionRow, instructionsOfBoleto } from "../../ledger/instructions";
import { storedValue } from "../../platform/json";
import { decodePageToken, encodePageToken } from "../../platform/page-token";
import type { DataDb } from "../../storage/db";
import { everyShard } from "../../storage/fanout";
import { instructions, items, jobs } from "../../storage/schema";
import type { TenantShards } from "../../tenants/router";

/** One page of an instructions job's items (index order), each with its instruction once checked. */
export async function instructionItems(
  data: DataDb,
  args: { tenantId: string; jobId: string; pageSize: number; pageToken?: string },
) {
  let after = -1;
  if (args.pageToken) {
    after = decodePageToken<{ j: string; i: number }>(
      args.pageToken,
      (t) => t.j === args.jobId && Number.isSafeInteger(t.i),
      "page_token is not valid for this job",
    ).i;
  }
  const found = await data.db
    .select({
      id: items.id,
      idx: items.idx,
      status: items.status,
      input: items.input,
      result: items.result,
      errors: items.errors,
    })
    .from(items)
    .where(and(eq(items.jobId, args.jobId), eq(items.tenantId, args.tenantId), gt(items.idx, after)))
    .orderBy(items.idx)
    .limit(args.pageSize + 1)
    .all();
  const rows = found.slice(0, args.pageSize);
  const ids = rows.flatMap((r) =>
    typeof r.result?.instruction_id === "string" ? [r.result.instruction_id] : [],
  );
  const byId = new Map<string, ReturnType<typeof instructionView>>();
  for (let i = 0; i < ids.length; i += 90)
    for (const r of await data.db
      .select()
      .from(instructions)
      .where(inArray(instructions.id, ids.slice(i, i + 90)))
      .all())
      byId.set(r.id, instructionView(r));
  const last = rows[rows.length - 1];
  return {
    data: rows.map((r) => ({
      item_id: r.id,
      index: r.idx,
      status: r.status,
      input: storedValue(r.input as Record<string, unknown> | null),
      errors: storedValue(r.errors) ?? [],
      instruction: byId.get(String(r.result?.instruction_id)) ?? null,
    })),
    next_page_token:
      found.length > args.pageSize && last ? encodePageToken({ j: args.jobId, i: last.idx }) : "",
  };
}

/** The tenant's boleto (an item of a boletos job), or undefined. */
export async function findBoleto(data: DataDb, tenantId: string, itemId: string) {
  return data.db
    .select({ id: items.id, jobId: items.jobId, status: items.status, bankStatus: items.bankStatus })
    .from(items)
    .innerJoin(jobs, eq(jobs.id, items.jobId))
    .where(and(eq(items.id, itemId), eq(items.tenantId, tenantId), eq(jobs.kind, "boletos")))
    .get();
}

/** Every instruction about a boleto (on any of the tenant's shards), oldest first, as the API shows them. */
export async function boletoInstructions(tenant: TenantShards, tenantId: string, itemId: string) {
  const found = await everyShard<InstructionRow>(
    tenant.shards,
    tenant.owns,
    (r) => r.id,
    (db) => instructionsOfBoleto(db, tenantId, itemId),
  );
  return found
    .map((x) => x.row)
    .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))
    .map(instructionView);
}
