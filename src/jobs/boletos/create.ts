/**
 * Accepting a boleto job: only the envelope was checked (by the route); here the job and its
 * items are recorded in D1 in one atomic batch and the job is handed to the tenant's gate, which
 * starts it when a slot is free. Deep validation happens later, per item, in the consumer.
 */

import { BANK_RULES_VERSION, TEMPLATE_VERSION } from "../../engine/index";
import { newId } from "../../platform/ids";
import type { Services } from "../../services";
import { prepared, runD1Batch } from "../../storage/db";
import { jobs } from "../../storage/schema";
import { logosForJob } from "../../tenants/logos";
import type { Principal } from "../../tenants/principal";
import { insertItems } from "../core/items";
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
  const itemIds = merged.map(() => newId("itm", now, data.slot));
  const { rows, skipped } = itemRows(merged, itemIds, { jobId, tenantId: auth.tenantId, now });

  // The logos this job prints, pinned by sha256: a later upload does not change its documents.
  const logos = await logosForJob(
    svc,
    auth.tenantId,
    merged.map((m) => (m.beneficiary as { document?: unknown } | undefined)?.document),
  );
  const audit = jobAudit(merged, { auth, environment: svc.config.ENVIRONMENT, input, logos });

  const stmts: D1PreparedStatement[] = [
    prepared(
      data,
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
    ),
  ];
  // The items in a few json_each inserts, in the same atomic batch as the job.
  await runD1Batch(data.d1, [...stmts, ...insertItems(data, rows)]);
  return accepted(jobId, rows.length, skipped, now);
}

/**
 * The job's item rows (pure). external_id is unique per tenant; a repeat inside this request is
 * skipped at once, pointing at the first occurrence. Repeats across requests are decided by the
 * consumer (external_ids table).
 */
function itemRows(
  merged: Record<string, unknown>[],
  itemIds: string[],
  job: { jobId: string; tenantId: string; now: number },
) {
  const { jobId, tenantId, now } = job;
  const firstByExternal = new Map<string, string>();
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
      tenantId,
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
  return { rows, skipped };
}

/** What the job was made with and by whom (pure). */
function jobAudit(
  merged: Record<string, unknown>[],
  a: {
    auth: Principal;
    environment: string;
    input: CreateBoletoJobInput;
    logos: Awaited<ReturnType<typeof logosForJob>>;
  },
) {
  return {
    template_version: TEMPLATE_VERSION,
    bank_rules_version: BANK_RULES_VERSION,
    banks: distinct(merged.map((m) => m.bank_code)),
    wallets: distinct(merged.map((m) => m.wallet)),
    agreements: distinct(merged.map((m) => m.agreement)),
    tenant_id: a.auth.tenantId,
    api_key_id: a.auth.apiKeyId,
    environment: a.environment,
    request_sha256: a.input.requestSha256,
    idempotency_key: a.input.idempotencyKey,
    logos: a.logos,
    ...(a.input.source ? { source: a.input.source } : {}),
  };
}

function accepted(jobId: string, received: number, skipped: number, now: number): Accepted {
  const base = `/v1/jobs/boletos/${jobId}`;
  return {
    job_id: jobId,
    status: "received",
    items_received: received,
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
