/** The read model of a remessa job: its files (the remessa manifest) with their titles. */

import { and, eq } from "drizzle-orm";
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import { artifactLink } from "../../storage/links";
import { pick } from "../../storage/rows";
import { artifacts, cnabFiles, items } from "../../storage/schema";
import { storedCnabIssues } from "../cnab/issues";

/** Every file of a remessa job with its titles, plus the titles refused before grouping. */
export async function remessaFiles(
  svc: Services,
  data: DataDb,
  args: { origin: string; tenantId: string; issuer: string; jobId: string },
) {
  const [fileRows, titleRows] = await data.db.batch([
    data.db
      .select({ f: cnabFiles, r2Key: artifacts.r2Key, sha256: artifacts.sha256, size: artifacts.size })
      .from(cnabFiles)
      .leftJoin(artifacts, eq(artifacts.id, cnabFiles.artifactId))
      .where(and(eq(cnabFiles.jobId, args.jobId), eq(cnabFiles.tenantId, args.tenantId)))
      .orderBy(cnabFiles.id),
    data.db
      .select(pick(items, ["id", "idx", "status", "attempt", "fileId", "input", "result", "errors"]))
      .from(items)
      .where(and(eq(items.jobId, args.jobId), eq(items.tenantId, args.tenantId)))
      .orderBy(items.idx),
  ]);
  const titleView = (i: (typeof titleRows)[number]) => {
    const input = i.input as Record<string, unknown>;
    const title = (i.result?.title ?? {}) as Record<string, unknown>;
    return {
      item_id: i.id,
      index: i.idx,
      status: i.status,
      attempt: i.attempt,
      reference: (input.item_id ?? input.external_id ?? null) as string | null,
      our_number: (title.our_number ?? input.our_number ?? null) as string | null,
      amount_cents: (title.amount_cents ?? null) as number | null,
      movement: (title.movement ?? null) as string | null,
      errors: i.errors ?? [],
      warnings: storedCnabIssues(i.result?.warnings),
    };
  };
  const files = await Promise.all(
    fileRows.map(async ({ f, r2Key, sha256, size }) => {
      const link =
        r2Key && f.fileName && f.artifactId
          ? await artifactLink(svc, {
              origin: args.origin,
              tenantId: args.tenantId,
              issuer: args.issuer,
              artifactId: f.artifactId,
              key: r2Key,
              fileName: f.fileName,
            })
          : null;
      return {
        file_id: f.id,
        status: f.status,
        attempt: f.attempt,
        bank_code: f.bankCode,
        layout: f.layout,
        agreement: f.agreement,
        wallet: f.wallet,
        agency: f.agency,
        account: f.account,
        group_key: f.groupKey,
        file_sequence: f.fileSequence,
        file_name: f.fileName,
        record_count: f.recordCount,
        title_count: f.titleCount,
        amount_cents: f.amountCents,
        sha256,
        size,
        url: link?.url ?? null,
        expires_at: link?.expires_at ?? null,
        errors: storedCnabIssues(f.errors),
        warnings: storedCnabIssues(f.warnings),
        titles: titleRows.filter((i) => i.fileId === f.id).map(titleView),
      };
    }),
  );
  return {
    files,
    rejected_titles: titleRows.filter((i) => !i.fileId && i.status === "failed").map(titleView),
  };
}
