/**
 * Remessa claims on the `instructions` table, on whichever data shard an instruction lives (the
 * shard of the slot its instructions job was made in; a tenant that grew past one shard has them
 * on several). A claim marks a queued instruction with the remessa job and file that will write
 * it (`remessa_job_id`, `remessa_file_id`); it is taken by one conditional UPDATE, so of two
 * remessas only one holds an instruction, and a remessa re-planning after a crash takes its own
 * claims back (`remessa_job_id` is its id) instead of leaving them behind. A carrier (the item of
 * the remessa job that writes the instruction) is made on the remessa's own shard: with the claim
 * in one batch when the instruction is there too, else from the claimed rows read back.
 * Each function runs on the handle it is given.
 */
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { DataDb } from "../storage/db";
import { decodeRows, sqlColumns } from "../storage/rows";
import { instructions } from "../storage/schema";

/**
 * The groups with queued instructions that no remessa has claimed (or that remessa `jobId` claimed
 * in a plan that did not finish): one instruction's title each, for the file's account.
 */
export async function queuedGroups(data: DataDb, tenantId: string, jobId = "") {
  const cols = ["id", "groupKey", "bankCode", "layout", "title"] as const;
  const res = await data.d1
    .prepare(
      `SELECT ${sqlColumns(instructions, cols)} FROM instructions WHERE id IN (
         SELECT MIN(id) FROM instructions WHERE tenant_id = ?1 AND state = 'queued' AND layout != 'api'
            AND (remessa_file_id IS NULL OR remessa_job_id = ?2) GROUP BY group_key)
       ORDER BY group_key`,
    )
    .bind(tenantId, jobId)
    .all();
  return decodeRows(instructions, res.results, cols);
}

/**
 * Queued instructions of a group that remessa `jobId` may claim, oldest first (at most `limit`):
 * unclaimed ones, and its own claims of a plan that did not finish.
 */
export async function claimable(
  data: DataDb,
  tenantId: string,
  groupKey: string,
  limit: number,
  jobId: string,
) {
  return data.db
    .select({ id: instructions.id, itemId: instructions.itemId, createdAt: instructions.createdAt })
    .from(instructions)
    .where(
      and(
        eq(instructions.tenantId, tenantId),
        eq(instructions.groupKey, groupKey),
        eq(instructions.state, "queued"),
        or(isNull(instructions.remessaFileId), eq(instructions.remessaJobId, jobId)),
      ),
    )
    .orderBy(asc(instructions.createdAt), asc(instructions.id))
    .limit(limit)
    .all();
}

/** What a claim names: the remessa job, its file and the file's group; boletos whose entry the file carries. */
export interface ClaimArgs {
  tenantId: string;
  jobId: string;
  fileId: string;
  groupKey: string;
  exclude: string[];
  now: number;
}

/**
 * The claim of `candidates` by a file, for the remessa's own shard, where the instructions are
 * too: one conditional UPDATE (queued and unclaimed only, so a concurrent remessa claims each
 * instruction at most once) and one INSERT that makes a carrier only for the instructions this
 * file holds now. Boletos in `exclude` (whose entry is in the file) wait for a later file. Run in
 * the plan's batch.
 */
export function claimStatements(
  data: DataDb,
  args: ClaimArgs & { candidates: { instructionId: string; itemId: string }[] },
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

const CLAIMED = ["id", "itemId", "title", "layout"] as const;

/** An instruction a file claimed on another shard, as its carrier needs it. */
export type ClaimedRow = Pick<typeof instructions.$inferSelect, (typeof CLAIMED)[number]>;

/**
 * The claim of `ids` by a file, on a shard other than the remessa's (run there, in one batch,
 * before the plan's own batch): the conditional UPDATE — unclaimed, or claimed by this same job in
 * a plan that did not finish — then a read of the instructions the file holds now.
 */
export function claimElsewhere(data: DataDb, args: ClaimArgs & { ids: string[] }): D1PreparedStatement[] {
  const ids = JSON.stringify(args.ids);
  return [
    data.d1
      .prepare(
        `UPDATE instructions SET remessa_job_id = ?1, remessa_file_id = ?2, updated_at = ?3
          WHERE id IN (SELECT value FROM json_each(?4)) AND +tenant_id = ?5 AND +state = 'queued' AND +group_key = ?6
            AND (remessa_file_id IS NULL OR remessa_job_id = ?1) AND item_id NOT IN (SELECT value FROM json_each(?7))`,
      )
      .bind(
        args.jobId,
        args.fileId,
        args.now,
        ids,
        args.tenantId,
        args.groupKey,
        JSON.stringify(args.exclude),
      ),
    data.d1
      .prepare(
        `SELECT ${sqlColumns(instructions, CLAIMED)} FROM instructions
          WHERE id IN (SELECT value FROM json_each(?1)) AND +tenant_id = ?2 AND remessa_file_id = ?3 AND +state = 'queued'`,
      )
      .bind(ids, args.tenantId, args.fileId),
  ];
}

/** The rows {@link claimElsewhere}'s read returned (its second statement's result). */
export function claimedRows(result: D1Result | undefined): ClaimedRow[] {
  return decodeRows(instructions, result?.results, CLAIMED);
}

/**
 * The carriers, on the remessa's shard, of instructions its file claimed on another shard (in the
 * plan's batch). Only while the job is still `validating` — the plan's batch moves it on — so a
 * second run of the same plan, or one that lost the race with a timeout, makes none: a claim
 * without a carrier is then released by {@link releaseIds}, never written twice.
 */
export function carrierStatement(
  home: DataDb,
  args: { tenantId: string; jobId: string; fileId: string; groupKey: string; now: number },
  rows: { itemId: string; row: ClaimedRow }[],
): D1PreparedStatement {
  const list = JSON.stringify(
    rows.map((r) => ({
      itm: r.itemId,
      ins: r.row.id,
      boleto: r.row.itemId,
      layout: r.row.layout,
      title: r.row.title,
    })),
  );
  return home.d1
    .prepare(
      `INSERT INTO items (id, job_id, tenant_id, idx, status, attempt, input, result, file_id, started_at, created_at, updated_at)
       SELECT j.value ->> '$.itm', ?1, ?2, (SELECT COALESCE(MAX(idx), -1) + 1 FROM items WHERE job_id = ?1) + j.key,
              'rendering', 1, json_object('instruction_id', j.value ->> '$.ins', 'item_id', j.value ->> '$.boleto'),
              json_object('title', json(j.value -> '$.title'), 'group_key', ?3, 'layout', j.value ->> '$.layout',
                          'instruction_id', j.value ->> '$.ins', 'boleto_item_id', j.value ->> '$.boleto'),
              ?4, ?5, ?5, ?5
         FROM json_each(?6) j
        WHERE EXISTS (SELECT 1 FROM jobs WHERE id = ?1 AND status = 'validating')
          AND NOT EXISTS (SELECT 1 FROM items x WHERE x.job_id = ?1 AND x.input ->> '$.instruction_id' = j.value ->> '$.ins')`,
    )
    .bind(args.jobId, args.tenantId, args.groupKey, args.fileId, args.now, list);
}

/** `queued → sent` for the instructions `ids` of remessa `jobId` that file `fileId` wrote, with its NSA. */
export function markSent(
  data: DataDb,
  args: { jobId: string; fileId: string; nsa: number; ids: string[]; now: number },
): D1PreparedStatement {
  return data.d1
    .prepare(
      `UPDATE instructions SET state = 'sent', remessa_file_id = ?2, remessa_nsa = ?3, sent_at = ?4, updated_at = ?4
        WHERE id IN (SELECT value FROM json_each(?5)) AND remessa_job_id = ?1 AND state = 'queued'`,
    )
    .bind(args.jobId, args.fileId, args.nsa, args.now, JSON.stringify(args.ids));
}

/**
 * A failed file's instructions back in the queue (for the next remessa). One marked `sent` by a
 * build whose file never completed (its other shards ran, then its own batch did not) goes back
 * too: no bank ever received that file.
 */
export function releaseFile(data: DataDb, fileId: string, now: number): D1PreparedStatement {
  return data.d1
    .prepare(
      `UPDATE instructions SET state = 'queued', remessa_job_id = NULL, remessa_file_id = NULL, remessa_nsa = NULL,
         sent_at = NULL, updated_at = ?1
        WHERE remessa_file_id = ?2 AND state IN ('queued', 'sent')`,
    )
    .bind(now, fileId);
}

/** Claims of remessa `jobId` on `ids` that no file wrote, back in the queue. */
export function releaseIds(data: DataDb, jobId: string, ids: string[], now: number): D1PreparedStatement {
  return data.d1
    .prepare(
      `UPDATE instructions SET remessa_job_id = NULL, remessa_file_id = NULL, updated_at = ?1
        WHERE id IN (SELECT value FROM json_each(?2)) AND remessa_job_id = ?3 AND state = 'queued'`,
    )
    .bind(now, JSON.stringify(ids), jobId);
}

/**
 * The queued instructions claimed by any file whose id starts with `filePrefix` (every file of one
 * remessa job shares it): a range of `instructions_file_idx`.
 */
export async function claimsByFiles(data: DataDb, tenantId: string, filePrefix: string) {
  const cols = ["id", "remessaFileId"] as const;
  const res = await data.d1
    .prepare(
      `SELECT ${sqlColumns(instructions, cols)} FROM instructions
        WHERE remessa_file_id >= ?1 AND remessa_file_id < ?2 AND +tenant_id = ?3 AND +state = 'queued'`,
    )
    .bind(filePrefix, `${filePrefix}~`, tenantId)
    .all();
  return decodeRows(instructions, res.results, cols);
}
