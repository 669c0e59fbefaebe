/**
 * Accepting a boleto job: only the envelope was checked (by the route); here the job and its
 * items are recorded in D1 in one atomic batch and the job is handed to the tenant's gate, which
 * starts it when a slot is free. Deep validation happens later, per item, in the consumer.
 */

import { BANK_RULES_VERSION, TEMPLATE_VERSION } from "../../engine/index";
import { newId } from "../../platform/ids";
import type { Services } from "../../services";
import { chunk, rowsPerInsert, runBatch, type Stmt } from "../../storage/db";
import { items, jobs } from "../../storage/schema";
import { logosForJob } from "../../tenants/logos";
import type { Principal } from "../../tenants/principal";
import { mergeItem } from "../core/merge";

export interface BoletoJobOptions {
  pdf: boolean;
  html: boolean;
  merged_pdf: boolean;
  /** `carne`: build the carnê (one per payer) when the job ends. */
  layout?: "single" | "carne";
  carne?: { per_page: 1 | 2 | 3; cover: boolean };
}

export interface CreateBoletoJobInput {
  items: Record<string, unknown>[];
  defaults?: Record<string, unknown>;
  webhook_url?: string;
  options: BoletoJobOptions;
  metadata?: Record<string, unknown>;
  requestSha256: string;
  idempotencyKey: string | null;
  /** How the items were read when they came from a file (CSV: charset, columns, rows). */
  source?: Record<string, unknown>;
}

export interface Accepted {
  job_id: string;
  status: "received";
  items_received: number;
  items_skipped: number;
  created_at: string;
  links: { self: string; items: string; artifacts: string; status: string };
}

const ITEM_COLUMNS = 11;

function distinct(values: unknown[], max = 50): string[] {
  const set = new Set<string>();
  for (const v of values) if (typeof v === "string" || typeof v === "number") set.add(String(v));
  return [...set].sort().slice(0, max);
}

/** Records a boleto job and its items; returns the `202` body. */
export async function createBoletoJob(args: {
  svc: Services;
  auth: Principal;
  input: CreateBoletoJobInput;
}): Promise<Accepted> {
  const { svc, auth, input } = args;
  const data = await svc.data(auth.tenantId);
  const now = svc.clock.now();
  // The job and its items are made in the tenant's write slot, which their ids carry.
  const jobId = newId("job", now, data.slot);
  const merged = input.items.map(
    (it) => (input.defaults ? mergeItem(input.defaults, it) : it) as Record<string, unknown>,
  );

  // external_id is unique per tenant; a repeat inside this request is skipped at once, pointing at
  // the first occurrence. Repeats across requests are decided by the consumer (external_ids table).
  const firstByExternal = new Map<string, string>();
  const itemIds = merged.map(() => newId("itm", now, data.slot));
  let skipped = 0;
  const rows = merged.map((it, idx) => {
    // The route checked it: absent, or a string of 1 to EXTERNAL_ID_MAX characters.
    const externalId = typeof it.external_id === "string" ? it.external_id : null;
    const id = itemIds[idx] as string;
    let skippedOf: string | null = null;
    if (externalId) {
      const first = firstByExternal.get(externalId);
      if (first) {
        skippedOf = first;
        skipped++;
      } else firstByExternal.set(externalId, id);
    }
    return {
      id,
      jobId,
      tenantId: auth.tenantId,
      idx,
      externalId,
      status: skippedOf ? ("skipped" as const) : ("pending" as const),
      attempt: 1,
      input: it,
      skippedOf,
      createdAt: now,
      updatedAt: now,
    };
  });

  // The logos this job prints, pinned by sha256: a later upload does not change its documents.
  const logos = await logosForJob(
    svc,
    auth.tenantId,
    merged.map((m) => (m.beneficiary as { document?: unknown } | undefined)?.document),
  );
  const audit = {
    template_version: TEMPLATE_VERSION,
    bank_rules_version: BANK_RULES_VERSION,
    banks: distinct(merged.map((m) => m.bank_code)),
    wallets: distinct(merged.map((m) => m.wallet)),
    agreements: distinct(merged.map((m) => m.agreement)),
    tenant_id: auth.tenantId,
    api_key_id: auth.apiKeyId,
    environment: svc.config.ENVIRONMENT,
    request_sha256: input.requestSha256,
    idempotency_key: input.idempotencyKey,
    logos,
    ...(input.source ? { source: input.source } : {}),
  };

  const stmts: Stmt[] = [
    data.db.insert(jobs).values({
      id: jobId,
      tenantId: auth.tenantId,
      kind: "boletos",
      status: "received",
      idempotencyKey: input.idempotencyKey,
      requestSha256: input.requestSha256,
      itemsTotal: rows.length,
      webhookUrl: input.webhook_url ?? null,
      options: { ...input.options },
      metadata: input.metadata ?? null,
      audit,
      createdAt: now,
      updatedAt: now,
    }),
  ];
  for (const part of chunk(rows, rowsPerInsert(ITEM_COLUMNS))) stmts.push(data.db.insert(items).values(part));
  await runBatch(data.db, stmts);

  const base = `/v1/jobs/boletos/${jobId}`;
  return {
    job_id: jobId,
    status: "received",
    items_received: rows.length,
    items_skipped: skipped,
    created_at: new Date(now).toISOString(),
    links: {
      self: base,
      items: `${base}/items`,
      artifacts: `${base}/artifacts`,
      status: `/v1/jobs/${jobId}`,
    },
  };
}
