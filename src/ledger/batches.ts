/**
 * The statements of a step that touches boletos on the tenant's shards: usually all on the shard
 * of the job doing the step ("home"), where they join that job's own batch and land with it; a
 * tenant spanning several slots may have boletos elsewhere, whose statements run first, one
 * batch per shard (each guarded and idempotent, so the message's retry repeats nothing). Which
 * boletos a guarded change really moved is known once each batch ran (`applied`).
 */
import { type DataDb, runD1Batch } from "../storage/db";
import { type BoletoChange, changeStatements } from "./status";

interface Group {
  db: DataDb;
  stmts: D1PreparedStatement[];
  /** Where each change list starts in `stmts`, with what reads its results. */
  reads: { offset: number; count: number; applied(results: D1Result[]): Set<string> }[];
}

export class ShardBatches {
  private readonly groups = new Map<string, Group>();
  private readonly moved = new Set<string>();

  constructor(private readonly home: DataDb) {
    this.groups.set(home.name, { db: home, stmts: [], reads: [] });
  }

  private group(db: DataDb): Group {
    let g = this.groups.get(db.name);
    if (!g) {
      g = { db, stmts: [], reads: [] };
      this.groups.set(db.name, g);
    }
    return g;
  }

  /** Plain statements for `db`'s batch. */
  add(db: DataDb, stmts: D1PreparedStatement[]): void {
    this.group(db).stmts.push(...stmts);
  }

  /** Boleto changes, grouped by the shard `shardOf` each boleto lives on. */
  addChanges(
    shardOf: (itemId: string) => DataDb,
    tenantId: string,
    now: number,
    changes: BoletoChange[],
  ): void {
    const by = new Map<string, { db: DataDb; list: BoletoChange[] }>();
    for (const c of changes) {
      const db = shardOf(c.itemId);
      const e = by.get(db.name) ?? { db, list: [] };
      e.list.push(c);
      by.set(db.name, e);
    }
    for (const { db, list } of by.values()) {
      const g = this.group(db);
      const { stmts, applied } = changeStatements(db, tenantId, now, list);
      g.reads.push({ offset: g.stmts.length, count: stmts.length, applied });
      g.stmts.push(...stmts);
    }
  }

  /** The home shard's statements, for the caller's own batch (append them last). */
  get here(): D1PreparedStatement[] {
    return this.groups.get(this.home.name)?.stmts ?? [];
  }

  /** Runs every other shard's batch (before the home batch). */
  async runElsewhere(): Promise<void> {
    for (const g of this.groups.values()) {
      if (g.db.name === this.home.name || g.stmts.length === 0) continue;
      this.read(g, await runD1Batch(g.db.d1, g.stmts));
    }
  }

  /** Records what the home batch moved, given the results of exactly {@link here}. */
  ranHere(results: D1Result[]): void {
    const g = this.groups.get(this.home.name);
    if (g) this.read(g, results);
  }

  /** The boletos a guarded change moved, on every shard that ran. */
  get applied(): ReadonlySet<string> {
    return this.moved;
  }

  private read(g: Group, results: D1Result[]): void {
    for (const r of g.reads)
      for (const id of r.applied(results.slice(r.offset, r.offset + r.count))) this.moved.add(id);
  }
}
