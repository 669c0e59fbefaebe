/** The read model of a retorno job: its entries, in file order, with the boleto each matched. */
import { DomainError } from "../../platform/errors";
import { base64url, fromBase64url } from "../../platform/ids";
import type { Services } from "../../services";

/** One page of retorno entries in file order. */
export async function retornoEntries(
  svc: Services,
  args: {
    tenantId: string;
    jobId: string;
    kind?: string;
    matched?: boolean;
    pageSize: number;
    pageToken?: string;
  },
) {
  let after = -1;
  if (args.pageToken) {
    try {
      const t = JSON.parse(new TextDecoder().decode(fromBase64url(args.pageToken))) as {
        j: string;
        i: number;
      };
      if (t.j !== args.jobId || !Number.isSafeInteger(t.i)) throw new Error("bad");
      after = t.i;
    } catch {
      throw new DomainError("INVALID_PAGE_TOKEN", "page_token is not valid for this job");
    }
  }
  const res = await svc.d1
    .prepare(
      `SELECT idx, entry, matched_item_id FROM retorno_entries
        WHERE job_id = ?1 AND tenant_id = ?2 AND idx > ?3 AND (?4 IS NULL OR kind = ?4)
          AND (?5 IS NULL OR (?5 = 1 AND matched_item_id IS NOT NULL) OR (?5 = 0 AND matched_item_id IS NULL))
        ORDER BY idx LIMIT ?6`,
    )
    .bind(
      args.jobId,
      args.tenantId,
      after,
      args.kind ?? null,
      args.matched === undefined ? null : args.matched ? 1 : 0,
      args.pageSize + 1,
    )
    .all<{ idx: number; entry: string; matched_item_id: string | null }>();
  const rows = res.results.slice(0, args.pageSize);
  const last = rows[rows.length - 1];
  return {
    data: rows.map((r) => ({
      index: r.idx,
      matched_item_id: r.matched_item_id,
      ...(JSON.parse(r.entry) as Record<string, unknown>),
    })),
    next_page_token:
      res.results.length > args.pageSize && last
        ? base64url(new TextEncoder().encode(JSON.stringify({ j: args.jobId, i: last.idx })))
        : "",
  };
}
