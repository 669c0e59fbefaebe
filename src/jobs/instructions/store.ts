/**
 * The `instructions` table: queued by an instructions job, claimed and sent by a remessa,
 * resolved by a retorno. Every transition is one conditional statement on the state it expects,
 * so two remessas never carry the same instruction and a redelivered message changes nothing.
 * Each function runs on the handle it is given (`svc.data(tenantId)`).
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { type DataDb, prepared } from "../../storage/db";
import { columnKeys, decodeRows, sqlColumns } from "../../storage/rows";
import { instructions } from "../../storage/schema";

export type InstructionRow = typeof instructions.$inferSelect;
export type InstructionState = InstructionRow["state"];

/** The statement recording a new queued instruction (once: a redelivery inserts nothing). */
export function insertInstruction(data: DataDb, row: InstructionRow): D1PreparedStatement {
  return prepared(data, data.db.insert(instructions).values(row).onConflictDoNothing());
}

/** A tenant's instruction, or undefined. */
export async function findInstruction(data: DataDb, tenantId: string, id: string) {
  return data.db
    .select()
    .from(instructions)
    .where(and(eq(instructions.id, id), eq(instructions.tenantId, tenantId)))
    .get();
}

/** Every instruction about a boleto, oldest first. */
export async function instructionsOfBoleto(data: DataDb, tenantId: string, itemId: string) {
  return data.db
    .select()
    .from(instructions)
    .where(and(eq(instructions.itemId, itemId), eq(instructions.tenantId, tenantId)))
    .orderBy(asc(instructions.createdAt), asc(instructions.id))
    .all();
}

/** The live (queued, sent or accepted) instructions about some boletos: what a new one is checked against. */
export async function liveInstructions(data: DataDb, tenantId: string, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  const cols = ["id", "itemId", "type", "state"] as const;
  const res = await data.d1
    .prepare(
      `SELECT ${sqlColumns(instructions, cols)} FROM instructions
        WHERE item_id IN (SELECT value FROM json_each(?1)) AND +tenant_id = ?2 AND state IN ('queued', 'sent', 'accepted')`,
    )
    .bind(JSON.stringify(itemIds), tenantId)
    .all();
  return decodeRows(instructions, res.results, cols);
}

/** The sent instructions about some boletos, oldest sent first: what a retorno's answers resolve. */
export async function sentInstructions(data: DataDb, tenantId: string, itemIds: string[]) {
  const out: InstructionRow[] = [];
  const cols = columnKeys(instructions);
  // One statement per 2,000 boletos (a retorno may match many; most have no sent instruction).
  for (let i = 0; i < itemIds.length; i += 2000) {
    const res = await data.d1
      .prepare(
        `SELECT ${sqlColumns(instructions, cols)} FROM instructions
          WHERE item_id IN (SELECT value FROM json_each(?1)) AND +tenant_id = ?2 AND state = 'sent'`,
      )
      .bind(JSON.stringify(itemIds.slice(i, i + 2000)), tenantId)
      .all();
    out.push(...decodeRows(instructions, res.results, cols));
  }
  const at = (r: InstructionRow) => [r.sentAt ?? 0, r.createdAt, r.id] as const;
  return out.sort((a, b) => {
    const [x, y] = [at(a), at(b)];
    return x[0] - y[0] || x[1] - y[1] || (x[2] < y[2] ? -1 : x[2] > y[2] ? 1 : 0);
  });
}

/** `queued → cancelled` for an instruction no remessa has claimed; the row after, or null if it was not cancellable. */
export async function cancelInstruction(data: DataDb, tenantId: string, id: string, now: number) {
  const rows = await data.db
    .update(instructions)
    .set({ state: "cancelled", resolvedAt: now, updatedAt: now, resolution: { source: "client" } })
    .where(
      and(
        eq(instructions.id, id),
        eq(instructions.tenantId, tenantId),
        eq(instructions.state, "queued"),
        isNull(instructions.remessaFileId),
      ),
    )
    .returning()
    .all();
  return rows[0] ?? null;
}

/** The groups with queued instructions no remessa has claimed: one instruction's title each (for the file's account). */
export async function queuedGroups(data: DataDb, tenantId: string) {
  const cols = ["groupKey", "bankCode", "layout", "title"] as const;
  const res = await data.d1
    .prepare(
      `SELECT ${sqlColumns(instructions, cols)} FROM instructions WHERE id IN (
         SELECT MIN(id) FROM instructions WHERE tenant_id = ?1 AND state = 'queued' AND remessa_file_id IS NULL GROUP BY group_key)
       ORDER BY group_key`,
    )
    .bind(tenantId)
    .all();
  return decodeRows(instructions, res.results, cols);
}

/** How many queued instructions no remessa has claimed the tenant has. */
export async function countQueued(data: DataDb, tenantId: string): Promise<number> {
  return data.db.$count(
    instructions,
    and(
      eq(instructions.tenantId, tenantId),
      eq(instructions.state, "queued"),
      isNull(instructions.remessaFileId),
    ),
  );
}

/** Queued instructions of a group no remessa has claimed, oldest first (at most `limit`). */
export async function claimable(data: DataDb, tenantId: string, groupKey: string, limit: number) {
  return data.db
    .select({ id: instructions.id, itemId: instructions.itemId })
    .from(instructions)
    .where(
      and(
        eq(instructions.tenantId, tenantId),
        eq(instructions.groupKey, groupKey),
        eq(instructions.state, "queued"),
        isNull(instructions.remessaFileId),
      ),
    )
    .orderBy(asc(instructions.createdAt), asc(instructions.id))
    .limit(limit)
    .all();
}

/**
 * The claim of `candidates` by file `fileId` of remessa job `jobId`, and one title item ("carrier")
 * per instruction the claim won, in the file: one conditional UPDATE (queued and unclaimed only, so
 * a concurrent remessa claims each instruction at most once) and one INSERT that creates items
 * only for the instructions this file holds now. Boletos in `exclude` (whose entry is in the file)
 * wait for a later file. Run in the plan's batch.
 */
export function claimStatements(
  data: DataDb,
  args: {
    tenantId: string;
    jobId: string;
    fileId: string;
    groupKey: string;
    candidates: { instructionId: string; itemId: string }[];
    exclude: string[];
    now: number;
  },
): D1PreparedStatement[] {
  if (args.candidates.length === 0) return [];
  const list = JSON.stringify(args.candidates.map((c) => ({ ins: c.instructionId, itm: c.itemId })));
  return [
    data.d1
      .prepare(
        `UPDATE instructions SET remessa_job_id = ?1, remessa_file_id = ?2, updated_at = ?3
          WHERE id IN (SELECT value ->> '$.ins' FROM json_each(?4)) AND tenant_id = ?5 AND state = 'queued'
            AND remessa_file_id IS NULL AND item_id NOT IN (SELECT value FROM json_each(?6))`,
      )
      .bind(args.jobId, args.fileId, args.now, list, args.tenantId, JSON.stringify(args.exclude)),
    data.d1
      .prepare(
        `INSERT INTO items (id, job_id, tenant_id, idx, status, attempt, input, result, file_id, started_at, created_at, updated_at)
         SELECT j.value ->> '$.itm', ?1, ?2, (SELECT COALESCE(MAX(idx), -1) + 1 FROM items WHERE job_id = ?1) + j.key,
                'rendering', 1, json_object('instruction_id', i.id, 'item_id', i.item_id),
                json_object('title', json(i.title), 'group_key', ?3, 'layout', i.layout, 'instruction_id', i.id,
                            'boleto_item_id', i.item_id),
                ?4, ?5, ?5, ?5
           FROM json_each(?6) j JOIN instructions i ON i.id = j.value ->> '$.ins'
          WHERE i.remessa_file_id = ?4 AND i.state = 'queued'
            AND NOT EXISTS (SELECT 1 FROM items x WHERE x.job_id = ?1 AND x.input ->> '$.instruction_id' = i.id)`,
      )
      .bind(args.jobId, args.tenantId, args.groupKey, args.fileId, args.now, list),
  ];
}

/** The statement that marks a file's claimed instructions sent with its NSA (in the file's batch). */
export function markSent(data: DataDb, fileId: string, nsa: number, now: number): D1PreparedStatement {
  return data.d1
    .prepare(
      `UPDATE instructions SET state = 'sent', remessa_nsa = ?1, sent_at = ?2, updated_at = ?2
        WHERE remessa_file_id = ?3 AND state = 'queued'`,
    )
    .bind(nsa, now, fileId);
}

/** The statement that puts a failed file's claimed instructions back in the queue (for the next remessa). */
export function releaseClaims(data: DataDb, fileId: string, now: number): D1PreparedStatement {
  return data.d1
    .prepare(
      `UPDATE instructions SET remessa_job_id = NULL, remessa_file_id = NULL, updated_at = ?1
        WHERE remessa_file_id = ?2 AND state = 'queued'`,
    )
    .bind(now, fileId);
}

/**
 * The statements that resolve instructions: `sent → accepted | rejected` by a retorno entry, or
 * `queued → rejected` by lote itself (a layout that refused to write it; `from: "queued"`).
 */
export function resolveStatements(
  data: DataDb,
  list: {
    id: string;
    from: "sent" | "queued";
    state: "accepted" | "rejected";
    retornoJobId: string | null;
    entryIndex: number | null;
    resolution: Record<string, unknown>;
  }[],
  now: number,
): D1PreparedStatement[] {
  return list.map((r) =>
    prepared(
      data,
      data.db
        .update(instructions)
        .set({
          state: r.state,
          retornoJobId: r.retornoJobId,
          retornoEntryIndex: r.entryIndex,
          resolution: r.resolution,
          resolvedAt: now,
          updatedAt: now,
        })
        .where(and(eq(instructions.id, r.id), eq(instructions.state, r.from))),
    ),
  );
}
