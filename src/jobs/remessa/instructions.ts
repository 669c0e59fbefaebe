/**
 * What a remessa does with queued instructions (`instructions: "include"`, the default): each file
 * of a group also carries that group's queued instructions, as titles with their movement
 * ("carriers": items of the remessa job that name their instruction); a remessa without titles
 * carries every group's, one file per group. The claim is one conditional UPDATE per file, so two
 * remessas never carry one instruction; the file's build marks them sent with its NSA, a failed
 * file puts them back in the queue, and one the layout refuses is rejected by lote with its errors.
 */
import type { RemessaGroup } from "../../engine/index";
import { newId } from "../../platform/ids";
import type { DataDb } from "../../storage/db";
import type { HistoryRow } from "../boletos/status";
import type { ItemError } from "../core/items";
import { claimable, claimStatements, queuedGroups, resolveStatements } from "../instructions/store";

/** Instructions one file carries at most; the rest wait for the next remessa. */
export const MAX_INSTRUCTIONS_PER_FILE = 1000;

/** The group a file key belongs to (`key#2` is the second file of group `key`). */
export function baseKey(fileKey: string): string {
  return fileKey.replace(/#\d+$/, "");
}

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
 * The claims of the files of a plan: each group's first file claims its group's queued
 * instructions (none about a boleto whose entry the file carries), then the files' counts follow
 * their items and a file left without any is dropped.
 */
export async function claimForFiles(
  data: DataDb,
  args: {
    tenantId: string;
    jobId: string;
    files: { fileId: string; key: string; titles: number; exclude: string[] }[];
    maxPerFile?: number;
    now: number;
  },
): Promise<D1PreparedStatement[]> {
  const stmts: D1PreparedStatement[] = [];
  for (const f of args.files) {
    if (f.key !== baseKey(f.key)) continue;
    const room = Math.min(MAX_INSTRUCTIONS_PER_FILE, (args.maxPerFile ?? Number.MAX_SAFE_INTEGER) - f.titles);
    if (room <= 0) continue;
    const exclude = new Set(f.exclude);
    const candidates = (await claimable(data, args.tenantId, f.key, room))
      .filter((c) => !exclude.has(c.itemId))
      .map((c) => ({ instructionId: c.id, itemId: newId("itm", args.now) }));
    stmts.push(
      ...claimStatements(data, {
        tenantId: args.tenantId,
        jobId: args.jobId,
        fileId: f.fileId,
        groupKey: f.key,
        candidates,
        exclude: f.exclude,
        now: args.now,
      }),
    );
  }
  const files = JSON.stringify(args.files.map((f) => f.fileId));
  stmts.push(
    data.d1
      .prepare("UPDATE jobs SET items_total = (SELECT COUNT(*) FROM items WHERE job_id = ?1) WHERE id = ?1")
      .bind(args.jobId),
    data.d1
      .prepare(
        `UPDATE cnab_files SET
           title_count = (SELECT COUNT(*) FROM items WHERE job_id = ?1 AND file_id = cnab_files.id),
           amount_cents = (SELECT COALESCE(SUM(result ->> '$.title.amount_cents'), 0) FROM items WHERE job_id = ?1 AND file_id = cnab_files.id)
         WHERE job_id = ?1 AND id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(args.jobId, files),
    data.d1
      .prepare(
        `DELETE FROM cnab_files WHERE job_id = ?1 AND id IN (SELECT value FROM json_each(?2)) AND status = 'pending'
           AND NOT EXISTS (SELECT 1 FROM items WHERE job_id = ?1 AND file_id = cnab_files.id)`,
      )
      .bind(args.jobId, files),
  );
  return stmts;
}

/** One file per group of queued instructions, for a remessa without titles (its account from one of them). */
export async function instructionGroups(data: DataDb, tenantId: string): Promise<RemessaGroup[]> {
  return (await queuedGroups(data, tenantId)).map((g) => {
    const t = g.title as unknown as RemessaGroup["account"];
    return {
      key: g.groupKey,
      bank_code: g.bankCode,
      layout: g.layout,
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
