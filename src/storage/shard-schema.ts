/**
 * A data shard's schema (bindings `SHARD_0`, `SHARD_1`, …, named in `DATA_SHARDS`): the tenants'
 * high-volume rows — jobs, items and their attempts, external_id claims, artifacts, webhook
 * deliveries and their attempts, CNAB remessa files and retorno entries, boletos' history and
 * instructions. Every row belongs to one
 * tenant slot (src/tenants/placement.ts): its id, or the id of the job it belongs to, carries the
 * slot (src/platform/ids.ts). drizzle-kit generates `migrations/shard/` from this file
 * (drizzle.shard.config.ts); the same migrations are applied to every shard.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * A boleto's life at the bank (`items.bank_status`): issued by lote, sent in a remessa, then what
 * the bank's retornos say. src/ledger/machine.ts holds the transitions between them.
 */
export const BANK_STATUS_VALUES = [
  "issued",
  "sent",
  "registered",
  "rejected",
  "paid",
  "written_off",
  "protested",
] as const;

/** An instruction's states (`instructions.state`). */
export const INSTRUCTION_STATE_VALUES = ["queued", "sent", "accepted", "rejected", "cancelled"] as const;

/** A job's states (`jobs.status`). */
export const JOB_STATUS_VALUES = [
  "received",
  "validating",
  "processing",
  "completed",
  "partially_completed",
  "failed",
] as const;

/** A stored artifact's states (`artifacts.status`): a consolidated one is `building` first. */
export const ARTIFACT_STATUS_VALUES = ["building", "ready", "failed"] as const;

/** A remessa file's states (`cnab_files.status`). */
export const CNAB_FILE_STATUS_VALUES = ["pending", "processing", "completed", "failed"] as const;

/** A registration by a bank API's states (`bank_registrations.state`). */
export const REGISTRATION_STATE_VALUES = [
  "pending",
  "calling",
  "registered",
  "rejected",
  "unknown",
  "failed_over",
] as const;

/** An item's states (`items.status`). */
export const ITEM_STATE_VALUES = [
  "pending",
  "validating",
  "rendering",
  "completed",
  "failed",
  "skipped",
] as const;

export const jobs = sqliteTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    /** The job kind: the key of its module in src/jobs/registry.ts (which owns the list of kinds). */
    kind: text("kind").notNull(),
    status: text("status", { enum: JOB_STATUS_VALUES }).notNull(),
    idempotencyKey: text("idempotency_key"),
    /** sha256 of the request body, for the audit and idempotency. */
    requestSha256: text("request_sha256").notNull(),
    itemsTotal: integer("items_total").notNull(),
    webhookUrl: text("webhook_url"),
    options: text("options", { mode: "json" }).$type<Record<string, unknown>>(),
    metadata: text("metadata", { mode: "json" }).$type<Record<string, unknown>>(),
    audit: text("audit", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** Structural (whole-job) error, when the job failed as a whole. */
    error: text("error", { mode: "json" }).$type<{ code: string; message: string }>(),
    /** Kind-specific outcome (a retorno's layout, bank, totals and warnings). */
    summary: text("summary", { mode: "json" }).$type<Record<string, unknown>>(),
    /** Incremented on every reprocess; final events and manifests are per generation. */
    generation: integer("generation").notNull().default(1),
    createdAt: integer("created_at").notNull(),
    startedAt: integer("started_at"),
    finishedAt: integer("finished_at"),
    deadlineAt: integer("deadline_at"),
    /** Set once the side effects of reaching a final state (slot release, webhook, manifest) ran. */
    finalEffectsAt: integer("final_effects_at"),
    /** The last failure of those effects (`{ code, message, at }`); the cron retries them. */
    finalEffectsError: text("final_effects_error", { mode: "json" }).$type<{
      code: string;
      message: string;
      at: number;
    }>(),
    /** How many times the effects failed, and when the cron may try them again (backoff). */
    finalEffectsAttempts: integer("final_effects_attempts").notNull().default(0),
    finalEffectsRetryAt: integer("final_effects_retry_at"),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("jobs_tenant_created_idx").on(t.tenantId, t.createdAt),
    index("jobs_status_deadline_idx").on(t.status, t.deadlineAt),
  ],
);

/** One boleto (or remessa title) of a job. */
export const items = sqliteTable(
  "items",
  {
    id: text("id").primaryKey(),
    jobId: text("job_id").notNull(),
    tenantId: text("tenant_id").notNull(),
    idx: integer("idx").notNull(),
    externalId: text("external_id"),
    status: text("status", { enum: ITEM_STATE_VALUES }).notNull(),
    attempt: integer("attempt").notNull().default(1),
    /** The item as received, with the job's `defaults` merged in. */
    input: text("input", { mode: "json" }).$type<unknown>().notNull(),
    /** Computed codes (our_number, barcode, digitable_line, …) once built. */
    result: text("result", { mode: "json" }).$type<Record<string, unknown>>(),
    errors: text("errors", { mode: "json" }).$type<{ code: string; path: string; message: string }[]>(),
    /** For `skipped`: the earlier item that holds this external_id. */
    skippedOf: text("skipped_of"),
    /** Bank and printed nosso número, for retorno reconciliation. */
    bankCode: text("bank_code"),
    ourNumberKey: text("our_number_key"),
    paymentStatus: text("payment_status"),
    payment: text("payment", { mode: "json" }).$type<Record<string, unknown>>(),
    /** What the bank reported paid, over every payment (`boleto_payments`), and how many there were. */
    paidCents: integer("paid_cents"),
    paymentCount: integer("payment_count"),
    /** The date of its first payment (for the "paid between" filters). */
    paidOn: text("paid_on"),
    /** How the bank learns of it: `cnab` (a remessa), `api` (a connection), `none`; null: cnab. */
    registrationPath: text("registration_path", { enum: ["cnab", "api", "none"] }),
    /** The latest payment divergence (`underpaid`, `overpaid`, `duplicate_payment`, …), for filters. */
    paymentDivergence: text("payment_divergence"),
    /**
     * PIX data the bank returned for this boleto in a retorno (TXID, key or QR location, EMV),
     * the latest kept, whatever the occurrence (a registration confirms it, a payment may not repeat it).
     */
    bankPix: text("bank_pix", { mode: "json" }).$type<Record<string, unknown>>(),
    /** The boleto's life at the bank (issued → sent → registered | rejected → paid | written_off | protested). */
    bankStatus: text("bank_status", { enum: BANK_STATUS_VALUES }),
    bankStatusAt: integer("bank_status_at"),
    /** The bank's motivo for the current bank_status (occurrence code, description, reasons). */
    bankReason: text("bank_reason", { mode: "json" }).$type<Record<string, unknown>>(),
    /** The last remessa file that carried this boleto's entry, and its NSA. */
    remessaFileId: text("remessa_file_id"),
    remessaNsa: integer("remessa_nsa"),
    /**
     * The remessa job carrying this boleto's entry now: claimed at the remessa's plan, so two
     * remessas never carry one entry; cleared when its file is ready or fails (a final job's claim lapses).
     */
    entryJobId: text("entry_job_id"),
    /** CNAB remessa sub-batch this title belongs to. */
    fileId: text("file_id"),
    startedAt: integer("started_at"),
    finishedAt: integer("finished_at"),
    durationMs: integer("duration_ms"),
    /** Time the consumers spent on this attempt (its share of each message), queue waits excluded. */
    processingMs: integer("processing_ms"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("items_job_idx_uq").on(t.jobId, t.idx),
    index("items_job_status_idx").on(t.jobId, t.status, t.idx),
    index("items_tenant_our_number_idx").on(t.tenantId, t.bankCode, t.ourNumberKey),
    index("items_tenant_external_idx").on(t.tenantId, t.externalId),
    index("items_status_started_idx").on(t.status, t.startedAt),
    index("items_status_updated_idx").on(t.status, t.updatedAt),
    // The boletos whose entry was never sent: what a remessa of `select: "pending"` sends.
    index("items_tenant_unsent_idx").on(t.tenantId, t.bankCode).where(sql`bank_status = 'issued'`),
  ],
);

/**
 * A boleto's history: every change of its bank status and every instruction or retorno occurrence
 * about it, with the job (and file) that caused it. Rows are written once (`key`), so a redelivered
 * message records nothing twice. Owned by the boleto's job (`job_id`): deleted with it.
 */
export const boletoEvents = sqliteTable(
  "boleto_events",
  {
    itemId: text("item_id").notNull(),
    /** Identifies the event: the same key is the same event. */
    key: text("key").notNull(),
    tenantId: text("tenant_id").notNull(),
    /** The boleto's job. */
    jobId: text("job_id").notNull(),
    at: integer("at").notNull(),
    /** `bank_status` (a transition), `occurrence` (a retorno entry), `instruction.*`, `reissued`. */
    kind: text("kind").notNull(),
    fromStatus: text("from_status", { enum: BANK_STATUS_VALUES }),
    toStatus: text("to_status", { enum: BANK_STATUS_VALUES }),
    /** The job that caused it (remessa, retorno, instructions) and the remessa file, if any. */
    sourceJobId: text("source_job_id"),
    sourceFileId: text("source_file_id"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.key] }), index("boleto_events_job_idx").on(t.jobId)],
);

/**
 * Instructions to the bank about an issued boleto (baixa, new due date, abatimento, protest, …):
 * queued until a remessa of their group (bank × layout × convênio × account) carries them, sent
 * with its file, then accepted or rejected by a retorno. Owned by the instructions job that
 * created them (`job_id`).
 */
export const instructions = sqliteTable(
  "instructions",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    /** The `boleto_instructions` job (and its item) that created it. */
    jobId: text("job_id").notNull(),
    sourceItemId: text("source_item_id").notNull(),
    /** The boleto (an item of a boletos job). */
    itemId: text("item_id").notNull(),
    boletoJobId: text("boleto_job_id").notNull(),
    /** The remessa movement (`due_date_change`, `write_off`, …). */
    type: text("type").notNull(),
    /**
     * What it changes (src/ledger/instruction-rules.ts `slotOf`): one live (queued or sent)
     * instruction per boleto and slot, enforced by `instructions_live_slot_uq`.
     */
    slot: text("slot"),
    /** The fields the instruction changes, as the client gave them. */
    payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** The remessa title that carries it: the boleto with the changes and the movement. */
    title: text("title", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    state: text("state", { enum: INSTRUCTION_STATE_VALUES }).notNull(),
    /** As remessa groups titles (`accountKey`: bank|layout|convênio|carteira|agência|conta). */
    groupKey: text("group_key").notNull(),
    bankCode: text("bank_code").notNull(),
    layout: text("layout", { enum: ["cnab240", "cnab400", "cnab444", "api"] }).notNull(),
    /** The remessa that claimed it (set while queued: claimed; sent once its file is ready). */
    remessaJobId: text("remessa_job_id"),
    remessaFileId: text("remessa_file_id"),
    remessaNsa: integer("remessa_nsa"),
    sentAt: integer("sent_at"),
    /** The retorno entry that answered it, and the bank's (or lote's) motivo. */
    retornoJobId: text("retorno_job_id"),
    retornoEntryIndex: integer("retorno_entry_index"),
    resolution: text("resolution", { mode: "json" }).$type<Record<string, unknown>>(),
    resolvedAt: integer("resolved_at"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("instructions_group_idx").on(t.tenantId, t.groupKey, t.state),
    index("instructions_item_idx").on(t.itemId, t.state),
    index("instructions_file_idx").on(t.remessaFileId),
    index("instructions_job_idx").on(t.jobId),
    uniqueIndex("instructions_live_slot_uq").on(t.itemId, t.slot).where(sql`state IN ('queued', 'sent')`),
  ],
);

/**
 * Every payment of a boleto the bank (or a PSP) reported: one row per liquidation, never
 * overwritten, with its amounts, date, channel and source (a retorno's file and line, a webhook's
 * id). A second payment of one boleto, or one outside the range the title allows, carries its
 * divergence (src/ledger/payments.ts). On the boleto's shard, owned by the boleto's job.
 */
export const boletoPayments = sqliteTable(
  "boleto_payments",
  {
    itemId: text("item_id").notNull(),
    /** Identifies the payment: the same key is the same payment (a file read twice, a webhook redelivered). */
    key: text("key").notNull(),
    tenantId: text("tenant_id").notNull(),
    jobId: text("job_id").notNull(),
    /** 1 for the boleto's first payment, 2 for its second, … */
    seq: integer("seq").notNull(),
    amountCents: integer("amount_cents"),
    creditedCents: integer("credited_cents"),
    interestCents: integer("interest_cents"),
    discountCents: integer("discount_cents"),
    rebateCents: integer("rebate_cents"),
    feeCents: integer("fee_cents"),
    paidOn: text("paid_on"),
    creditOn: text("credit_on"),
    channel: text("channel", { enum: ["boleto", "pix", "unknown"] }).notNull(),
    /** Where it came from: `retorno` (file + line), `api` (a bank's query), `webhook`, `pix`. */
    source: text("source", { enum: ["retorno", "api", "webhook", "pix"] }).notNull(),
    sourceJobId: text("source_job_id"),
    sourceFileId: text("source_file_id"),
    sourceLine: integer("source_line"),
    sourceRef: text("source_ref"),
    /** The boleto's bank status when it arrived. */
    statusBefore: text("status_before", { enum: BANK_STATUS_VALUES }),
    /** `duplicate_payment`, `paid_after_write_off`, `underpaid`, `overpaid`, … with amounts; null when none. */
    divergences: text("divergences", { mode: "json" }).$type<Record<string, unknown>[]>(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.key] }),
    index("boleto_payments_job_idx").on(t.jobId),
    index("boleto_payments_tenant_idx").on(t.tenantId, t.createdAt),
  ],
);

/**
 * Every processing attempt of an item; earlier attempts keep their errors and artifacts. The
 * attempt's codes are the item's `result` (a completed item is never retried): not stored twice.
 */
export const itemAttempts = sqliteTable(
  "item_attempts",
  {
    itemId: text("item_id").notNull(),
    attempt: integer("attempt").notNull(),
    jobId: text("job_id").notNull(),
    status: text("status").notNull(),
    errors: text("errors", { mode: "json" }).$type<{ code: string; path: string; message: string }[]>(),
    startedAt: integer("started_at"),
    finishedAt: integer("finished_at"),
    durationMs: integer("duration_ms"),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.attempt] }), index("item_attempts_job_idx").on(t.jobId)],
);

/** Which item holds an external_id for a tenant (first one wins; released when that item fails). */
export const externalIds = sqliteTable(
  "external_ids",
  {
    tenantId: text("tenant_id").notNull(),
    externalId: text("external_id").notNull(),
    itemId: text("item_id").notNull(),
    jobId: text("job_id").notNull(),
    /**
     * The slot whose shard holds this claim: the tenant's write slot when it was made (claims go
     * to the write slot even for a retried job of a read slot), so a move takes it along.
     */
    slot: integer("slot").notNull().default(0),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.externalId] })],
);

/** Objects in R2. Keys are content-addressed and written once. */
export const artifacts = sqliteTable(
  "artifacts",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    jobId: text("job_id").notNull(),
    itemId: text("item_id"),
    attempt: integer("attempt"),
    kind: text("kind", {
      enum: [
        "pdf",
        "html",
        "manifest",
        "zip",
        "merged_pdf",
        "carne",
        "carne_html",
        "cnab_remessa",
        "cnab_retorno",
      ],
    }).notNull(),
    status: text("status", { enum: ARTIFACT_STATUS_VALUES }).notNull().default("ready"),
    r2Key: text("r2_key"),
    /**
     * An item's document is stored in a pack (one R2 object holding every document its render
     * message made, back to back): where its `size` bytes start in `r2_key`. Null: the whole object.
     */
    r2Offset: integer("r2_offset"),
    sha256: text("sha256"),
    size: integer("size"),
    contentType: text("content_type").notNull(),
    fileName: text("file_name").notNull(),
    /** For consolidated artifacts: the job generation they were built from. */
    generation: integer("generation"),
    /** For a carnê of a job with several payers: the payer (CPF/CNPJ) this one is for. */
    payerDocument: text("payer_document"),
    error: text("error", { mode: "json" }).$type<{ code: string; message: string }>(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("artifacts_status_updated_idx").on(t.status, t.updatedAt),
    index("artifacts_job_idx").on(t.jobId, t.kind),
    index("artifacts_item_idx").on(t.itemId),
    index("artifacts_key_idx").on(t.r2Key),
  ],
);

export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    /** Also the `webhook-id` header: stable across retries, unique per event × destination. */
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    endpointId: text("endpoint_id"),
    url: text("url").notNull(),
    jobId: text("job_id"),
    eventType: text("event_type").notNull(),
    payload: text("payload").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed", "disabled"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    nextAttemptAt: integer("next_attempt_at"),
    createdAt: integer("created_at").notNull(),
    deliveredAt: integer("delivered_at"),
  },
  (t) => [
    index("webhook_deliveries_job_idx").on(t.tenantId, t.jobId),
    index("webhook_deliveries_status_idx").on(t.status, t.nextAttemptAt),
    // Newest-first pages of a tenant's deliveries, and the pending ones of a deleted endpoint.
    index("webhook_deliveries_tenant_created_idx").on(t.tenantId, t.createdAt, t.id),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.status),
  ],
);

export const webhookAttempts = sqliteTable(
  "webhook_attempts",
  {
    deliveryId: text("delivery_id").notNull(),
    attempt: integer("attempt").notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.attempt] })],
);

/** One CNAB remessa file (sub-batch) of a remessa job. */
export const cnabFiles = sqliteTable(
  "cnab_files",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    jobId: text("job_id").notNull(),
    groupKey: text("group_key").notNull(),
    bankCode: text("bank_code").notNull(),
    layout: text("layout", { enum: ["cnab240", "cnab400", "cnab444"] }).notNull(),
    agreement: text("agreement").notNull(),
    wallet: text("wallet").notNull(),
    agency: text("agency").notNull(),
    account: text("account").notNull(),
    status: text("status", { enum: CNAB_FILE_STATUS_VALUES }).notNull(),
    attempt: integer("attempt").notNull().default(1),
    /** NSA: allocated once per file, strictly increasing per tenant × bank × agreement. */
    fileSequence: integer("file_sequence"),
    fileName: text("file_name"),
    recordCount: integer("record_count"),
    titleCount: integer("title_count").notNull(),
    amountCents: integer("amount_cents").notNull(),
    artifactId: text("artifact_id"),
    errors: text("errors", { mode: "json" }).$type<{ code: string; path: string; message: string }[]>(),
    /** The file's warnings `{ code, path, message, line }` (files written before them hold `CODE: message` strings). */
    warnings: text("warnings", { mode: "json" }).$type<
      ({ code: string; path: string; message: string; line: number } | string)[]
    >(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("cnab_files_job_idx").on(t.jobId)],
);

/** One entry of a parsed retorno file. */
export const retornoEntries = sqliteTable(
  "retorno_entries",
  {
    jobId: text("job_id").notNull(),
    idx: integer("idx").notNull(),
    tenantId: text("tenant_id").notNull(),
    bankCode: text("bank_code").notNull(),
    ourNumber: text("our_number").notNull(),
    documentNumber: text("document_number"),
    occurrenceCode: text("occurrence_code").notNull(),
    kind: text("kind").notNull(),
    description: text("description"),
    entry: text("entry", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    matchedItemId: text("matched_item_id"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.idx] })],
);

/**
 * A boleto's registration at a bank's API or a PSP (src/connectors/register.ts), one row per
 * boleto and provider: the attempt is recorded before every call (`state: calling`, `attempts`),
 * so a call that timed out after the provider committed, a redelivered message or a worker that
 * died mid-call is reconciled by a query before anything is sent again. On the boleto's shard.
 */
export const bankRegistrations = sqliteTable(
  "bank_registrations",
  {
    itemId: text("item_id").notNull(),
    /** The bank code, or `pix` for the PSP's charge (cobv) of a Bolepix. */
    provider: text("provider").notNull(),
    tenantId: text("tenant_id").notNull(),
    jobId: text("job_id").notNull(),
    connectionId: text("connection_id").notNull(),
    /** pending → calling → registered | rejected | unknown (reconciled by a query) | failed_over (to CNAB). */
    state: text("state", { enum: REGISTRATION_STATE_VALUES }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** The key sent as the provider's idempotency key (or the Pix txid). */
    idempotencyKey: text("idempotency_key").notNull(),
    /** Identifiers the provider returned (`{ numero }`, `{ codigoSolicitacao }`, `{ txid, location }`). */
    providerIds: text("provider_ids", { mode: "json" }).$type<Record<string, string>>(),
    /** Codes a provider that assigns them returned (checked before rendering). */
    codes: text("codes", { mode: "json" }).$type<Record<string, string>>(),
    lastOutcome: text("last_outcome", { mode: "json" }).$type<Record<string, unknown>>(),
    nextAttemptAt: integer("next_attempt_at"),
    /** When the first attempt was made (failover counts from it). */
    firstAttemptAt: integer("first_attempt_at"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.provider] }),
    index("bank_registrations_job_idx").on(t.jobId),
    index("bank_registrations_due_idx").on(t.state, t.nextAttemptAt),
    index("bank_registrations_tenant_idx").on(t.tenantId, t.connectionId),
  ],
);
