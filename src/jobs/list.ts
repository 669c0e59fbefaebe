/**
 * The tenant's jobs, newest first, for the console's lists (and any client that wants them): one
 * index range scan on (tenant_id, created_at) per shard the tenant is on, merged, a keyset
 * cursor, optional kind and status filters.
 */

import { decodePageToken, encodePageToken } from "../platform/page-token";
import type { Services } from "../services";
import { newestFirst } from "../storage/fanout";
import { columnKeys, decodeRows, sqlColumns } from "../storage/rows";
import { jobs } from "../storage/schema";
import type { JobStatus } from "./core/model";
import type { JobKind } from "./registry";
import { viewJob } from "./views";

/** Every column of a job (a raw query lists them: its plan is pinned, see query-plans.test.ts). */
const JOB_COLUMNS = columnKeys(jobs);

interface Cursor {
  c: number;
  i: string;
  f: string;
}

/**
 * One page of jobs, newest first, each in the full job view.
 * @example await listJobs(svc, { tenantId, kind: "boletos", pageSize: 20 })
 */
export async function listJobs(
  svc: Services,
  args: { tenantId: string; kind?: JobKind; status?: JobStatus; pageSize: number; pageToken?: string },
) {
  const filter = `${args.kind ?? ""}|${args.status ?? ""}`;
  let cursor: Cursor | undefined;
  if (args.pageToken) {
    cursor = decodePageToken<Cursor>(
      args.pageToken,
      (c) => c.f === filter && Number.isSafeInteger(c.c) && typeof c.i === "string",
      "page_token is not valid for this filter",
    );
  }
  // Newest first over every shard the tenant is on (one, unless it spans slots), one keyset.
  const tenant = await svc.tenantData(args.tenantId);
  const found = await newestFirst(
    tenant.shards,
    tenant.owns,
    async (data, after, limit) => {
      const res = await data.d1
        .prepare(
          `SELECT ${sqlColumns(jobs, JOB_COLUMNS)} FROM jobs
            WHERE tenant_id = ?1 AND (?2 IS NULL OR created_at < ?2 OR (created_at = ?2 AND id < ?3))
              AND (?4 IS NULL OR +kind = ?4) AND (?5 IS NULL OR +status = ?5)
            ORDER BY created_at DESC, id DESC LIMIT ?6`,
        )
        .bind(args.tenantId, after?.c ?? null, after?.i ?? "", args.kind ?? null, args.status ?? null, limit)
        .all();
      return decodeRows(jobs, res.results, JOB_COLUMNS);
    },
    cursor ? { c: cursor.c, i: cursor.i } : null,
    args.pageSize,
  );
  const rows = found.slice(0, args.pageSize);
  const last = rows[rows.length - 1]?.row;
  const more = found.length > args.pageSize && last;
  return {
    data: await Promise.all(rows.map(({ row, db }) => viewJob(svc, db, row))),
    next_page_token: more ? encodePageToken({ c: last.createdAt, i: last.id, f: filter }) : "",
  };
}
