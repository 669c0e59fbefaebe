/** The read model of a retorno job: its entries, in file order, with the boleto each matched. */
import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { decodePageToken, encodePageToken } from "../../platform/page-token";
import type { DataDb } from "../../storage/db";
import { retornoEntries as entries } from "../../storage/schema";

/** One page of retorno entries in file order. */
export async function retornoEntries(
  data: DataDb,
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
    after = decodePageToken<{ j: string; i: number }>(
      args.pageToken,
      (t) => t.j === args.jobId && Number.isSafeInteger(t.i),
      "page_token is not valid for this job",
    ).i;
  }
  const found = await data.db
    .select({ idx: entries.idx, entry: entries.entry, matchedItemId: entries.matchedItemId })
    .from(entries)
    .where(
      and(
        eq(entries.jobId, args.jobId),
        eq(entries.tenantId, args.tenantId),
        gt(entries.idx, after),
        args.kind === undefined ? undefined : eq(entries.kind, args.kind),
        args.matched === undefined
          ? undefined
          : args.matched
            ? isNotNull(entries.matchedItemId)
            : isNull(entries.matchedItemId),
      ),
    )
    .orderBy(entries.idx)
    .limit(args.pageSize + 1)
    .all();
  const rows = found.slice(0, args.pageSize);
  const last = rows[rows.length - 1];
  return {
    data: rows.map((r) => ({
      index: r.idx,
      matched_item_id: r.matchedItemId,
      ...r.entry,
    })),
    next_page_token:
      found.length > args.pageSize && last ? encodePageToken({ j: args.jobId, i: last.idx }) : "",
  };
}
