/**
 * A remessa's claims of queued instructions on every shard the tenant has data on. An instruction
 * lives on the shard of the slot its job was made in; a tenant that grew past one shard (a new
 * write slot) keeps the older ones where they were. Each group's first file claims the group's
 * oldest queued instructions wherever they are: on the remessa's own shard in the plan's batch
 * (claim and carrier land together), on another shard first, in that shard's own batch, whose
 * claimed rows then become carriers in the plan's batch — the shape of `ShardBatches`.
 *
 * D1 has no transaction across databases, so a claim on another shard can outlive a plan that
 * never wrote its carriers. Such a claim names the remessa job: the plan's retry takes it back
 * (never a second carrier: carriers are made only while the job is `validating`), and once the
 * job has moved on, {@link settleClaims} — run by the plan after such claims, and by the job's
 * final effects, which the cron re-runs until they succeed — releases every claim of the job that
 * no file wrote, so a later remessa carries the instruction.
 */

import {
  carrierStatement,
  claimable,
  claimElsewhere,
  claimedRows,
  claimStatements,
  claimsByFiles,
  markSent,
  releaseIds,
} from "../../ledger/claims";
import { newId } from "../../platform/ids";
import type { Services } from "../../services";
import { type DataDb, runD1Batch } from "../../storage/db";
import type { TenantShards } from "../../tenants/router";
import { carriersOf, remessaStatus } from "./store";

/** Instructions one file carries at most; the rest wait for the next remessa. */
export const MAX_INSTRUCTIONS_PER_FILE = 1000;

/** The id of file `n` of remessa job `jobId`. @example fileId("job_01abc", 2) // "cnf_01abc_002" */
export function fileId(jobId: string, n: number): string {
  return `${filePrefix(jobId)}${String(n).padStart(3, "0")}`;
}

/** What every file id of remessa job `jobId` starts with. */
export function filePrefix(jobId: string): string {
  return `cnf_${jobId.slice(4)}_`;
}

/** The group a file key belongs to (`key#2` is the second file of group `key`). */
export function baseKey(fileKey: string): string {
  return fileKey.replace(/#\d+$/, "");
}

/** A planned file that may claim: its id, group, titles already in it, boletos whose entry it carries. */
export interface ClaimingFile {
  fileId: string;
  key: string;
  titles: number;
  exclude: string[];
}

/**
 * The claims of the files of a plan: each group's first file claims its group's queued
 * instructions from every shard of the tenant (oldest first; none about a boleto whose entry the
 * file carries). Claims on other shards run now; the returned statements (for the plan's batch,
 * on `home`) make the carriers and claim on `home`, then the files' counts follow their items
 * and a file left without any is dropped. `elsewhere` counts the claims made on other shards.
 */
export async function claimForFiles(
  tenant: TenantShards,
  home: DataDb,
  args: { tenantId: string; jobId: string; files: ClaimingFile[]; maxPerFile?: number; now: number },
): Promise<{ stmts: D1PreparedStatement[]; elsewhere: number }> {
  const stmts: D1PreparedStatement[] = [];
  let elsewhere = 0;
  for (const f of args.files) {
    if (f.key !== baseKey(f.key)) continue;
    const room = Math.min(MAX_INSTRUCTIONS_PER_FILE, (args.maxPerFile ?? Number.MAX_SAFE_INTEGER) - f.titles);
    if (room <= 0) continue;
    const exclude = new Set(f.exclude);
    const found: { db: DataDb; id: string; createdAt: number }[] = [];
    for (const db of tenant.shards)
      for (const c of await claimable(db, args.tenantId, f.key, room, args.jobId))
        if ((tenant.shards.length === 1 || tenant.owns(db.name, c.id)) && !exclude.has(c.itemId))
          found.push({ db, id: c.id, createdAt: c.createdAt });
    found.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const claim = { ...args, fileId: f.fileId, groupKey: f.key, exclude: f.exclude };
    const byShard = new Map<string, { db: DataDb; ids: string[] }>();
    for (const c of found.slice(0, room)) {
      const e = byShard.get(c.db.name) ?? { db: c.db, ids: [] };
      e.ids.push(c.id);
      byShard.set(c.db.name, e);
    }
    for (const { db, ids } of byShard.values()) {
      if (db.name === home.name) {
        const candidates = ids.map((id) => ({ instructionId: id, itemId: newId("itm", args.now) }));
        stmts.push(...claimStatements(home, { ...claim, candidates }));
        continue;
      }
      const [, read] = await runD1Batch(db.d1, claimElsewhere(db, { ...claim, ids }));
      const rows = claimedRows(read).map((row) => ({ itemId: newId("itm", args.now), row }));
      elsewhere += rows.length;
      if (rows.length > 0) stmts.push(carrierStatement(home, claim, rows));
    }
  }
  const files = JSON.stringify(args.files.map((f) => f.fileId));
  stmts.push(
    home.d1
      .prepare("UPDATE jobs SET items_total = (SELECT COUNT(*) FROM items WHERE job_id = ?1) WHERE id = ?1")
      .bind(args.jobId),
    home.d1
      .prepare(
        `UPDATE cnab_files SET
           title_count = (SELECT COUNT(*) FROM items WHERE job_id = ?1 AND file_id = cnab_files.id),
           amount_cents = (SELECT COALESCE(SUM(result ->> '$.title.amount_cents'), 0) FROM items WHERE job_id = ?1 AND file_id = cnab_files.id)
         WHERE job_id = ?1 AND id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(args.jobId, files),
    home.d1
      .prepare(
        `DELETE FROM cnab_files WHERE job_id = ?1 AND id IN (SELECT value FROM json_each(?2)) AND status = 'pending'
           AND NOT EXISTS (SELECT 1 FROM items WHERE job_id = ?1 AND file_id = cnab_files.id)`,
      )
      .bind(args.jobId, files),
  );
  return { stmts, elsewhere };
}

/**
 * Settles the claims of remessa `jobId` that are still queued, on every shard of the tenant, once
 * its plan has run (or can no longer run: the job is past `validating`): a claim whose carrier a
 * completed file wrote is marked sent with that file (a build that stopped between its shards),
 * one whose carrier is still being written is left to its file, and any other — no carrier, a
 * failed carrier or file — goes back to the queue. Idempotent; returns how many it changed.
 */
export async function settleClaims(svc: Services, tenantId: string, jobId: string): Promise<number> {
  const tenant = await svc.tenantData(tenantId);
  const home = tenant.forId(jobId);
  const status = await remessaStatus(home, jobId);
  if (status === null || status === "received" || status === "validating") return 0;
  const claims: { db: DataDb; id: string }[] = [];
  for (const db of tenant.shards)
    for (const c of await claimsByFiles(db, tenantId, filePrefix(jobId)))
      if (tenant.owns(db.name, c.id) && !tenant.moving(c.id)) claims.push({ db, id: c.id });
  if (claims.length === 0) return 0;
  const carriers = await carriersOf(
    home,
    jobId,
    claims.map((c) => c.id),
  );
  const now = svc.clock.now();
  const byShard = new Map<string, { db: DataDb; release: string[]; sent: Map<string, string[]> }>();
  type Entry = NonNullable<ReturnType<typeof byShard.get>>;
  for (const c of claims) {
    const e: Entry = byShard.get(c.db.name) ?? { db: c.db, release: [], sent: new Map() };
    byShard.set(c.db.name, e);
    const k = carriers.get(c.id);
    if (k?.status === "completed" && k.fileStatus === "completed" && k.nsa !== null) {
      const key = `${k.fileId}#${k.nsa}`;
      e.sent.set(key, [...(e.sent.get(key) ?? []), c.id]);
    } else if (!(k?.status === "rendering" && (k.fileStatus === "pending" || k.fileStatus === "processing")))
      e.release.push(c.id);
  }
  let changed = 0;
  for (const { db, release, sent } of byShard.values()) {
    const stmts = [...sent].map(([key, ids]) => {
      const [file, nsa] = key.split("#") as [string, string];
      return markSent(db, { jobId, fileId: file, nsa: Number(nsa), ids, now });
    });
    if (release.length > 0) stmts.push(releaseIds(db, jobId, release, now));
    for (const r of await runD1Batch(db.d1, stmts)) changed += r.meta.changes ?? 0;
  }
  if (changed > 0) svc.logger.info("remessa claims settled", { job_id: jobId, tenant_id: tenantId, changed });
  return changed;
}
