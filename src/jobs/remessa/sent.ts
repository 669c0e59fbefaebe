/**
 * What a remessa file's outcome does to the boletos and instructions it carried, in the file's own
 * batch (each boleto and instruction on another shard in that shard's batch, run first): a ready
 * file makes each boleto whose entry it carries `sent` (with the file and its NSA) and the
 * instructions it wrote `sent`; a failed file puts its instructions back in the queue, on every
 * shard. Either way a carrier the layout refused for its own reasons is rejected by lote (it would
 * fail again in any file), and each boleto's history says what happened. `boleto.sent` goes out
 * for each boleto that moved, on the remessa job's webhooks.
 */

import { ShardBatches } from "../../ledger/batches";
import { markSent, releaseFile } from "../../ledger/claims";
import { transition } from "../../ledger/machine";
import type { BankStatus, BoletoChange } from "../../ledger/status";
import type { DataDb } from "../../storage/db";
import { decodeRows, sqlColumns } from "../../storage/rows";
import { items } from "../../storage/schema";
import type { TenantShards } from "../../tenants/router";
import type { WebhookEvent } from "../../webhooks/events";
import type { ItemError } from "../core/items";
import { instructionHistory, type PlannedTitle, rejectedByLayout } from "./instructions";

type Row = { id: string; result: Record<string, unknown> | null };

const BOLETO = ["id", "bankStatus", "jobId", "externalId", "bankCode"] as const;

const planned = (r: Row) => (r.result ?? {}) as unknown as PlannedTitle;
const isEntry = (p: PlannedTitle) => ((p.title as { movement?: string }).movement ?? "entry") === "entry";

/** What a file's outcome is given: the file, and its titles by what became of them. */
export interface FileOutcomeArgs {
  tenantId: string;
  jobId: string;
  fileId: string;
  nsa: number | null;
  fileName: string | null;
  /** The titles written in the file (none when it failed). */
  written: Row[];
  /** Titles refused for their own reasons, with their errors. */
  refused: { row: Row; errors: ItemError[] }[];
  /** Titles the file does not carry after all (left out, or the file failed): their entries' claims go. */
  released: Row[];
  failed: boolean;
  now: number;
}

/** The boleto a `boleto.sent` event names. */
type BoletoRow = { jobId: string; externalId: string | null; bankCode: string | null };
/** A boleto the file moved to `sent`: where it was and the nosso número the file carried. */
type Sent = { from: BankStatus | null; our_number: unknown };

/**
 * The statements of a file's outcome for its boletos and instructions, and the `boleto.sent`
 * events of the boletos it changed (given the results of exactly these statements): the
 * instructions' and entries' statements, the boletos read, their changes decided
 * (`decideBoletoChanges`), then the events once the batch ran.
 */
export async function fileOutcome(
  data: DataDb,
  tenant: TenantShards,
  args: FileOutcomeArgs,
): Promise<{
  /** For the file's own batch (append them last). */
  here: D1PreparedStatement[];
  /** Runs the changes of boletos on other shards (before the file's batch). */
  runElsewhere(): Promise<void>;
  /** The `boleto.sent` events of the boletos that moved, given the results of exactly `here`. */
  events(results: D1Result[]): Omit<WebhookEvent, "tenantId">[];
}> {
  const refusedCarriers = args.refused.filter((r) => planned(r.row).instruction_id);
  const written = args.written.map(planned);
  const batches = new ShardBatches(data);
  addInstructionStatements(batches, tenant, args, refusedCarriers, written);
  addReleasedEntries(batches, tenant, args);
  const touched = [...written, ...refusedCarriers.map((r) => planned(r.row))].filter((p) => p.boleto_item_id);
  const boletos = await readBoletos(tenant, args.tenantId, [
    ...new Set(touched.map((p) => p.boleto_item_id as string)),
  ]);
  const { changes, sent } = decideBoletoChanges(args, written, refusedCarriers, boletos);
  batches.addChanges((id) => tenant.forId(id), args.tenantId, args.now, changes);
  return {
    here: batches.here,
    runElsewhere: () => batches.runElsewhere(),
    events(results) {
      batches.ranHere(results);
      return sentEvents(args, sent, boletos, batches.applied);
    },
  };
}

/**
 * Each instruction's change on its own shard (the file's, unless the tenant spans slots): the
 * refused carriers rejected by the layout, and the written ones `sent` — or, when the file
 * failed, its claims back in the queue on every shard.
 */
function addInstructionStatements(
  batches: ShardBatches,
  tenant: TenantShards,
  args: FileOutcomeArgs,
  refusedCarriers: FileOutcomeArgs["refused"],
  written: PlannedTitle[],
): void {
  for (const { db, list } of onShards(
    tenant,
    refusedCarriers.map((r) => ({ id: planned(r.row).instruction_id as string, errors: r.errors })),
  ))
    batches.add(
      db,
      rejectedByLayout(
        db,
        list.map((r) => ({ instructionId: r.id, errors: r.errors })),
        args.now,
      ),
    );
  if (args.failed)
    // Its claims go back to the queue on every shard: the file's carriers name some, but one whose
    // carrier already failed alone (a timeout) is claimed all the same.
    for (const db of tenant.shards) batches.add(db, [releaseFile(db, args.fileId, args.now)]);
  else
    for (const { db, list } of onShards(
      tenant,
      written.flatMap((p) => (p.instruction_id ? [{ id: p.instruction_id }] : [])),
    ))
      batches.add(db, [
        markSent(db, {
          jobId: args.jobId,
          fileId: args.fileId,
          nsa: args.nsa ?? 0,
          ids: list.map((x) => x.id),
          now: args.now,
        }),
      ]);
}

/** Entries this file will not carry: their boletos' claims (items.entry_job_id) are released. */
function addReleasedEntries(batches: ShardBatches, tenant: TenantShards, args: FileOutcomeArgs): void {
  const releasedIds = args.released
    .map(planned)
    .filter((p) => p.boleto_item_id && !p.instruction_id && isEntry(p))
    .map((p) => ({ id: p.boleto_item_id as string }));
  for (const { db, list } of onShards(tenant, releasedIds))
    batches.add(db, [
      releaseEntries(
        db,
        args.tenantId,
        args.jobId,
        list.map((x) => x.id),
      ),
    ]);
}

/** The boletos of `ids` with their bank status, each read on the shard its id's slot names. */
async function readBoletos(
  tenant: TenantShards,
  tenantId: string,
  ids: string[],
): Promise<Map<string, BoletoRow & { bankStatus: BankStatus | null }>> {
  const out = new Map<string, BoletoRow & { bankStatus: BankStatus | null }>();
  const byShard = new Map<string, { db: DataDb; ids: string[] }>();
  for (const id of ids) {
    const db = tenant.forId(id);
    byShard.set(db.name, { db, ids: [...(byShard.get(db.name)?.ids ?? []), id] });
  }
  for (const { db, ids: list } of byShard.values())
    for (let i = 0; i < list.length; i += 2000) {
      const res = await db.d1
        .prepare(
          `SELECT ${sqlColumns(items, BOLETO)} FROM items WHERE id IN (SELECT value FROM json_each(?1)) AND +tenant_id = ?2`,
        )
        .bind(JSON.stringify(list.slice(i, i + 2000)), tenantId)
        .all();
      for (const r of decodeRows(items, res.results, BOLETO)) out.set(r.id, r);
    }
  return out;
}

/**
 * What the file does to each boleto it touched (pure): a written entry moves it to `sent` (or
 * records a re-send or a late one), a written instruction and a refused carrier are told in its
 * history. Only boletos found (`current`) change.
 */
export function decideBoletoChanges(
  args: Pick<FileOutcomeArgs, "jobId" | "fileId" | "nsa" | "fileName">,
  written: PlannedTitle[],
  refusedCarriers: FileOutcomeArgs["refused"],
  current: ReadonlyMap<string, { bankStatus: BankStatus | null }>,
): { changes: BoletoChange[]; sent: Map<string, Sent> } {
  const file = { jobId: args.jobId, fileId: args.fileId, nsa: args.nsa };
  const changes = new Map<string, BoletoChange>();
  const changeOf = (id: string) => {
    let c = changes.get(id);
    if (!c) {
      c = { itemId: id, guard: current.get(id)?.bankStatus ?? null, history: [] };
      changes.set(id, c);
    }
    return c;
  };
  const sent = new Map<string, Sent>();
  for (const p of written) {
    const id = p.boleto_item_id;
    if (!id || !current.has(id)) continue;
    const c = changeOf(id);
    if (p.instruction_id) {
      c.history.push(instructionHistory(p, "sent", file));
      continue;
    }
    if (!isEntry(p)) continue;
    c.remessa = { fileId: args.fileId, nsa: args.nsa };
    // The plan let the entry go (a first entry, or a re-send asked for): the file carried it.
    const v = transition(c.guard, "entry_sent", { resend: true });
    if (v.verdict !== "applied")
      c.history.push({
        key: `sent:${args.fileId}`,
        kind: v.verdict === "stay" ? "entry_resent" : "entry_sent_late",
        sourceJobId: args.jobId,
        sourceFileId: args.fileId,
        details: { file_sequence: args.nsa, file_name: args.fileName, bank_status: c.guard ?? "issued" },
      });
    else {
      const to = v.to;
      c.status = { to, reason: null };
      sent.set(id, { from: c.guard, our_number: (p.title as { our_number?: unknown }).our_number });
      c.history.push({
        key: `sent:${args.fileId}`,
        kind: "bank_status",
        from: c.guard ?? "issued",
        to,
        sourceJobId: args.jobId,
        sourceFileId: args.fileId,
        details: { file_sequence: args.nsa, file_name: args.fileName },
      });
    }
  }
  for (const r of refusedCarriers) {
    const p = planned(r.row);
    if (p.boleto_item_id && current.has(p.boleto_item_id))
      changeOf(p.boleto_item_id).history.push(instructionHistory(p, "rejected", file, r.errors));
  }
  return { changes: [...changes.values()], sent };
}

/** The `boleto.sent` events of the boletos whose move was `applied`. */
function sentEvents(
  args: FileOutcomeArgs,
  sent: Map<string, Sent>,
  boletos: ReadonlyMap<string, BoletoRow>,
  applied: ReadonlySet<string>,
): Omit<WebhookEvent, "tenantId">[] {
  return [...sent]
    .filter(([id]) => applied.has(id))
    .map(([id, s]) => ({
      type: "boleto.sent" as const,
      jobId: args.jobId,
      key: `boleto:${id}:sent:${args.fileId}`,
      data: {
        item_id: id,
        boleto_job_id: boletos.get(id)?.jobId ?? null,
        external_id: boletos.get(id)?.externalId ?? null,
        bank_code: boletos.get(id)?.bankCode ?? null,
        bank_status: "sent",
        previous_bank_status: s.from ?? "issued",
        our_number: s.our_number,
        remessa: {
          job_id: args.jobId,
          file_id: args.fileId,
          file_sequence: args.nsa,
          file_name: args.fileName,
        },
      },
    }));
}

/** `list` grouped by the shard each entry's id (an instruction's) lives on. */
function onShards<T extends { id: string }>(tenant: TenantShards, list: T[]): { db: DataDb; list: T[] }[] {
  const by = new Map<string, { db: DataDb; list: T[] }>();
  for (const x of list) {
    const db = tenant.forId(x.id);
    const e = by.get(db.name) ?? { db, list: [] };
    e.list.push(x);
    by.set(db.name, e);
  }
  return [...by.values()];
}

/** Releases remessa `jobId`'s claims on the entries of `ids` (a redelivery releases nothing more). */
function releaseEntries(db: DataDb, tenantId: string, jobId: string, ids: string[]): D1PreparedStatement {
  return db.d1
    .prepare(
      `UPDATE items SET entry_job_id = NULL WHERE id IN (SELECT value FROM json_each(?1)) AND +tenant_id = ?2 AND entry_job_id = ?3`,
    )
    .bind(JSON.stringify(ids), tenantId, jobId);
}
