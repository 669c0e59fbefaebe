/** Read models of CNAB jobs: remessa files (the remessa manifest) and retorno entries. */
import { ApiError } from "../../api/errors";
import type { Services } from "../../context";
import { base64url, fromBase64url } from "../../platform/ids";
import { artifactLink } from "../../storage/links";
import { storedCnabIssues } from "./issues";

interface FileRow {
  id: string;
  status: "pending" | "processing" | "completed" | "failed";
  attempt: number;
  bank_code: string;
  layout: string;
  agreement: string;
  wallet: string;
  agency: string;
  account: string;
  group_key: string;
  file_sequence: number | null;
  file_name: string | null;
  record_count: number | null;
  title_count: number;
  amount_cents: number;
  errors: string | null;
  warnings: string | null;
  artifact_id: string | null;
  r2_key: string | null;
  sha256: string | null;
  size: number | null;
}

/** Every file of a remessa job with its titles, plus the titles refused before grouping. */
export async function remessaFiles(
  svc: Services,
  args: { origin: string; tenantId: string; issuer: string; jobId: string },
) {
  const [filesRes, itemsRes] = await svc.d1.batch([
    svc.d1
      .prepare(
        `SELECT f.*, a.r2_key, a.sha256, a.size FROM cnab_files f LEFT JOIN artifacts a ON a.id = f.artifact_id
          WHERE f.job_id = ? AND f.tenant_id = ? ORDER BY f.id`,
      )
      .bind(args.jobId, args.tenantId),
    svc.d1
      .prepare(
        "SELECT id, idx, status, attempt, file_id, input, result, errors FROM items WHERE job_id = ? AND tenant_id = ? ORDER BY idx",
      )
      .bind(args.jobId, args.tenantId),
  ]);
  const items = (itemsRes?.results ?? []) as {
    id: string;
    idx: number;
    status: "pending" | "validating" | "rendering" | "completed" | "failed" | "skipped";
    attempt: number;
    file_id: string | null;
    input: string;
    result: string | null;
    errors: string | null;
  }[];
  const titleView = (i: (typeof items)[number]) => {
    const input = JSON.parse(i.input) as Record<string, unknown>;
    const title = i.result ? ((JSON.parse(i.result) as { title?: Record<string, unknown> }).title ?? {}) : {};
    return {
      item_id: i.id,
      index: i.idx,
      status: i.status,
      attempt: i.attempt,
      reference: (input.item_id ?? input.external_id ?? null) as string | null,
      our_number: (title.our_number ?? input.our_number ?? null) as string | null,
      amount_cents: (title.amount_cents ?? null) as number | null,
      movement: (title.movement ?? null) as string | null,
      errors: i.errors ? (JSON.parse(i.errors) as { code: string; path: string; message: string }[]) : [],
    };
  };
  const files = await Promise.all(
    ((filesRes?.results ?? []) as FileRow[]).map(async (f) => {
      const link =
        f.r2_key && f.file_name
          ? await artifactLink(svc, {
              origin: args.origin,
              tenantId: args.tenantId,
              issuer: args.issuer,
              artifactId: f.artifact_id as string,
              key: f.r2_key,
              fileName: f.file_name,
            })
          : null;
      return {
        file_id: f.id,
        status: f.status,
        attempt: f.attempt,
        bank_code: f.bank_code,
        layout: f.layout,
        agreement: f.agreement,
        wallet: f.wallet,
        agency: f.agency,
        account: f.account,
        group_key: f.group_key,
        file_sequence: f.file_sequence,
        file_name: f.file_name,
        record_count: f.record_count,
        title_count: f.title_count,
        amount_cents: f.amount_cents,
        sha256: f.sha256,
        size: f.size,
        url: link?.url ?? null,
        expires_at: link?.expires_at ?? null,
        errors: storedCnabIssues(f.errors),
        warnings: storedCnabIssues(f.warnings),
        titles: items.filter((i) => i.file_id === f.id).map(titleView),
      };
    }),
  );
  return { files, rejected_titles: items.filter((i) => !i.file_id && i.status === "failed").map(titleView) };
}

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
      throw new ApiError("INVALID_PAGE_TOKEN", "page_token is not valid for this job");
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
