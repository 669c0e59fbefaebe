/**
 * What a remessa does with queued instructions (`instructions: "include"`, the default): each file
 * of a group also carries that group's queued instructions, from any of the tenant's shards, as
 * titles with their movement ("carriers": items of the remessa job that name their instruction); a
 * remessa without titles carries every group's, one file per group. The claim is one conditional
 * UPDATE per file and shard (./claims.ts), so two remessas never carry one instruction; the file's
 * build marks them sent with its NSA, a failed file puts them back in the queue, and one the
 * layout refuses is rejected by lote with its errors — each on the instruction's own shard.
 */
import type { RemessaGroup } from "../../engine/index";
import { queuedGroups } from "../../ledger/claims";
import { resolveStatements } from "../../ledger/instructions";
import type { HistoryRow } from "../../ledger/status";
import type { DataDb } from "../../storage/db";
import { everyShard } from "../../storage/fanout";
import type { TenantShards } from "../../tenants/router";
import type { ItemError } from "../core/items";

/** What a planned title records in its item's result. */
export interface PlannedTitle {
  title: Record<string, unknown>;
  group_key: string;
  layout: string;
  /** The issued boleto the title refers to (a reference by item_id or external_id). */
  boleto_item_id?: string;
  /** Set on a carrier: the instruction it writes. */
  instruction_id?: string;
}

/**
 * One file per group of queued instructions on any of the tenant's shards, for a remessa without
 * titles (its account from one of them), in group order. `jobId`'s own claims count as queued: a
 * plan that did not finish finds the same groups again.
 */
export async function instructionGroups(
  tenant: TenantShards,
  tenantId: string,
  jobId: string,
): Promise<RemessaGroup[]> {
  const found = await everyShard<Awaited<ReturnType<typeof queuedGroups>>[number]>(
    tenant.shards,
    tenant.owns,
    (g) => g.id,
    (db) => queuedGroups(db, tenantId, jobId),
  );
  const byKey = new Map<string, (typeof found)[number]["row"]>();
  for (const { row } of found) if (!byKey.has(row.groupKey)) byKey.set(row.groupKey, row);
  // Instructions carried by a bank's API are never a remessa's.
  const groups = [...byKey.values()]
    .filter((g) => g.layout !== "api")
    .sort((a, b) => (a.groupKey < b.groupKey ? -1 : a.groupKey > b.groupKey ? 1 : 0));
  return groups.map((g) => {
    const t = g.title as unknown as RemessaGroup["account"];
    return {
      key: g.groupKey,
      bank_code: g.bankCode,
      layout: g.layout as RemessaGroup["layout"],
      account: {
        bank_code: t.bank_code,
        agency: t.agency,
        account: t.account,
        wallet: t.wallet,
        ...(t.agency_digit !== undefined ? { agency_digit: t.agency_digit } : {}),
        ...(t.account_digit !== undefined ? { account_digit: t.account_digit } : {}),
        ...(t.agreement !== undefined ? { agreement: t.agreement } : {}),
        ...(t.bank_fields !== undefined ? { bank_fields: t.bank_fields } : {}),
      },
      indexes: [],
      titles: [],
    };
  });
}

/** The statements rejecting carriers the layout refused (`queued → rejected`, `source: lote`). */
export function rejectedByLayout(
  data: DataDb,
  refused: { instructionId: string; errors: ItemError[] }[],
  now: number,
): D1PreparedStatement[] {
  return resolveStatements(
    data,
    refused.map((r) => ({
      id: r.instructionId,
      from: "queued",
      state: "rejected",
      retornoJobId: null,
      entryIndex: null,
      resolution: { source: "lote", errors: r.errors },
    })),
    now,
  );
}

/** The history row of an instruction a file carried (`sent`) or lote refused to write (`rejected`). */
export function instructionHistory(
  p: PlannedTitle,
  state: "sent" | "rejected",
  file: { jobId: string; fileId: string; nsa: number | null },
  errors?: ItemError[],
): HistoryRow {
  return {
    key: `instruction:${p.instruction_id}:${state}`,
    kind: `instruction.${state}`,
    sourceJobId: file.jobId,
    sourceFileId: file.fileId,
    details: {
      instruction_id: p.instruction_id,
      type: (p.title as { movement?: string }).movement,
      file_sequence: file.nsa,
      ...(errors ? { errors } : {}),
    },
  };
}
