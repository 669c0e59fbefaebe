/**
 * The `instructions` table: queued by an instructions job, claimed and sent by a remessa,
 * resolved by a retorno. Every transition is one conditional statement on the state it expects,
 * so two remessas never carry the same instruction and a redelivered message changes nothing.
 * The remessa's claims are in ./claims.ts. Each function runs on the handle it is given (an
 * instruction's row is on the shard its id's slot names: `svc.data(tenantId, id)`).
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { type DataDb, prepared } from "../storage/db";
import { columnKeys, decodeRows, sqlColumns } from "../storage/rows";
import { instructions } from "../storage/schema";

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
  const cols = ["id", "itemId", "type", "state", "remessaFileId", "payload"] as const;
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

/**
 * `queued → cancelled` of instructions a new one replaced (`replaced`: the same movement asked
 * again) or a write-off made moot (`superseded`): only while no remessa claimed them.
 */
export function withdrawStatement(
  data: DataDb,
  ids: string[],
  why: { source: "replaced" | "superseded"; by: string },
  now: number,
): D1PreparedStatement {
  return prepared(
    data,
    data.db
      .update(instructions)
      .set({ state: "cancelled", resolvedAt: now, updatedAt: now, resolution: why })
      .where(
        and(
          inArray(instructions.id, ids),
          eq(instructions.state, "queued"),
          isNull(instructions.remessaFileId),
        ),
      ),
  );
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
