/**
 * The directory database's schema (binding `DB`, one per deployment): tenants and their API keys,
 * where each tenant's data lives (`shards`, `placement`, the `placement_ops` that change it), and
 * the low-volume tenant configuration that must stay in one place — webhook endpoints, logos,
 * CNAB NSA counters (allocation is atomic per tenant × bank × convênio), retorno file hashes
 * (dedupe per tenant), the audit trail and the cron's state. drizzle-kit generates
 * `migrations/directory/` from this file (drizzle.directory.config.ts).
 */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const tenants = sqliteTable("tenants", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  status: text("status", { enum: ["active", "disabled"] })
    .notNull()
    .default("active"),
  maxConcurrentJobs: integer("max_concurrent_jobs").notNull(),
  maxPendingJobs: integer("max_pending_jobs").notNull(),
  maxItemsPerJob: integer("max_items_per_job").notNull(),
  rateLimitPerMinute: integer("rate_limit_per_minute").notNull(),
  /** `whsec_` secret that signs webhooks sent to per-job `webhook_url`s (AES-GCM encrypted). */
  webhookSecretEnc: text("webhook_secret_enc"),
  /** Bumped whenever the tenant's placement changes (a slot added, moved or switched to read). */
  placementEpoch: integer("placement_epoch").notNull().default(0),
  createdAt: integer("created_at").notNull(),
});

export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    name: text("name").notNull(),
    /** First characters of the key, for display only. */
    prefix: text("prefix").notNull(),
    /** hex sha256 of the full key; the key itself is never stored. */
    keyHash: text("key_hash").notNull(),
    createdAt: integer("created_at").notNull(),
    revokedAt: integer("revoked_at"),
    lastUsedAt: integer("last_used_at"),
  },
  (t) => [uniqueIndex("api_keys_hash_uq").on(t.keyHash), index("api_keys_tenant_idx").on(t.tenantId)],
);

export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    url: text("url").notNull(),
    events: text("events", { mode: "json" }).$type<string[]>().notNull(),
    /** The `whsec_` signing secret, encrypted with the service key (AES-GCM). */
    secretEnc: text("secret_enc").notNull(),
    status: text("status", { enum: ["enabled", "disabled"] })
      .notNull()
      .default("enabled"),
    disabledReason: text("disabled_reason"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("webhook_endpoints_tenant_idx").on(t.tenantId)],
);

/** The last NSA used per tenant × bank × agreement. */
export const cnabSequences = sqliteTable(
  "cnab_sequences",
  {
    tenantId: text("tenant_id").notNull(),
    bankCode: text("bank_code").notNull(),
    agreement: text("agreement").notNull(),
    lastSequence: integer("last_sequence").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.bankCode, t.agreement] })],
);

/**
 * The NSA each remessa file drew, by file id: allocation is idempotent (a redelivered build gets
 * the same number) although the file row lives on a data shard and the counter here.
 */
export const cnabSequenceClaims = sqliteTable(
  "cnab_sequence_claims",
  {
    fileId: text("file_id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    bankCode: text("bank_code").notNull(),
    agreement: text("agreement").notNull(),
    sequence: integer("sequence").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("cnab_sequence_claims_created_idx").on(t.createdAt)],
);

/** Retorno files already ingested, by content hash (the same file twice is one job). */
export const retornoFiles = sqliteTable(
  "retorno_files",
  {
    tenantId: text("tenant_id").notNull(),
    sha256: text("sha256").notNull(),
    jobId: text("job_id").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.sha256] })],
);

/**
 * Beneficiary logos: one per tenant (`scope` "default") and one per beneficiary CPF/CNPJ within
 * it (`scope` the normalised document). The image is in R2 under a content-addressed key outside
 * the artifact prefix, never overwritten nor collected, so every job that recorded a logo's
 * sha256 in its audit renders it the same way for ever; an upload only moves the scope's pointer.
 */
export const logos = sqliteTable(
  "logos",
  {
    tenantId: text("tenant_id").notNull(),
    scope: text("scope").notNull(),
    sha256: text("sha256").notNull(),
    r2Key: text("r2_key").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    size: integer("size").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scope] })],
);

/** Append-only audit trail of security-relevant and money-relevant actions. */
export const auditEvents = sqliteTable(
  "audit_events",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id"),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    subject: text("subject"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("audit_events_tenant_idx").on(t.tenantId, t.createdAt)],
);

/** Small key/value state of the housekeeping cron (e.g. the R2 listing cursor). */
export const opsState = sqliteTable("ops_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/** A data shard's catalogue state: `open` takes new tenants, `closed` and `draining` do not. */
export const SHARD_STATES = ["open", "closed", "draining"] as const;

/**
 * The data shards the deployment knows, by binding name (`SHARD_0`, …). A name in `DATA_SHARDS`
 * with no row yet is added as `open` the first time a tenant is placed.
 */
export const shards = sqliteTable("shards", {
  name: text("name").primaryKey(),
  state: text("state", { enum: SHARD_STATES }).notNull().default("open"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/**
 * Where a tenant's data lives: one row per slot. Ids of shard rows carry their slot, so a lookup
 * by id goes to one shard. Exactly one slot per tenant is `write` (new jobs go there); the others
 * are `read`. `state` is `moving` while the placement ops copy the slot to another shard: its
 * shard then refuses writes (reads still go there) until the flip.
 */
export const placement = sqliteTable(
  "placement",
  {
    tenantId: text("tenant_id").notNull(),
    slot: integer("slot").notNull(),
    shard: text("shard").notNull(),
    role: text("role", { enum: ["write", "read"] }).notNull(),
    state: text("state", { enum: ["active", "moving"] })
      .notNull()
      .default("active"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.slot] }), index("placement_shard_idx").on(t.shard)],
);

/** The phases of a placement operation, in order (src/tenants/placement-ops.ts). */
export const PLACEMENT_OP_PHASES = [
  "pausing",
  "draining",
  "copying",
  "verifying",
  "flipping",
  "settling",
  "cleaning",
  "done",
  "failed",
] as const;

/**
 * Operations on a tenant's placement, run step by step by `ops.placement` queue messages:
 * `move` copies one slot to another shard; `add_slot` opens a new write slot (the old one turns
 * `read`). `progress` holds the copy's per-table cursors and counts.
 */
export const placementOps = sqliteTable(
  "placement_ops",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["move", "add_slot"] }).notNull(),
    tenantId: text("tenant_id").notNull(),
    slot: integer("slot").notNull(),
    source: text("source"),
    target: text("target").notNull(),
    phase: text("phase", { enum: PLACEMENT_OP_PHASES }).notNull(),
    progress: text("progress", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    error: text("error"),
    /** When the current phase may go on (a settle wait, a drain poll). */
    notBefore: integer("not_before"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    finishedAt: integer("finished_at"),
  },
  (t) => [index("placement_ops_tenant_idx").on(t.tenantId, t.createdAt)],
);

/**
 * A tenant's connection to a bank's cobrança API or a Pix PSP (src/connectors/): which provider,
 * which environment, the credentials (sealed like webhook secrets: AES-256-GCM under the HKDF key
 * of `SIGNING_SECRET`, never returned), the mTLS certificate binding that presents its client
 * certificate, the accounts it serves, its limits and its failover to CNAB.
 */
export const bankConnections = sqliteTable(
  "bank_connections",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    /** A bank code (`001`) or `pix` (the BACEN Pix API of any PSP). */
    provider: text("provider").notNull(),
    name: text("name").notNull(),
    /** `simulator` (lote's sandbox, development only), `sandbox` or `production` (the provider's). */
    environment: text("environment", { enum: ["simulator", "sandbox", "production"] }).notNull(),
    /** The base URLs, when the provider's defaults do not apply (a PSP's address). */
    baseUrls: text("base_urls", { mode: "json" }).$type<{ api?: string; auth?: string }>(),
    /** Sealed JSON `{ client_id, client_secret, api_key, username, password, … }`. */
    credentialsEnc: text("credentials_enc").notNull(),
    /** Which credential fields are set (names only: the API shows these, never values). */
    credentialFields: text("credential_fields", { mode: "json" }).$type<string[]>().notNull(),
    /** The Worker's mTLS certificate binding (wrangler `[[mtls_certificates]]`) that presents this connection's certificate. */
    mtlsBinding: text("mtls_binding"),
    /** The accounts it serves: `{ agency, account, agreement?, wallet?, workspace_id? }`, or a Pix key for a PSP. */
    accounts: text("accounts", { mode: "json" })
      .$type<
        {
          agency?: string;
          account?: string;
          agreement?: string;
          wallet?: string;
          pix_key?: string;
          /** Santander: the BILLING workspace the titles live in (named, or found/created by the service). */
          workspace_id?: string;
          /** Banrisul: the 13-digit `bergs-beneficiario` its calls carry. */
          beneficiary_code?: string;
        }[]
      >()
      .notNull(),
    /** Lower limits than the provider's defaults (`{ rate_per_second, concurrency }`). */
    limits: text("limits", { mode: "json" }).$type<{ rate_per_second?: number; concurrency?: number }>(),
    /** Titles of an account whose API stays down this long go to the next remessa instead (opt-in). */
    failoverAfterSeconds: integer("failover_after_seconds"),
    /** Sealed secret of the webhook path the provider calls (`/v1/hooks/{id}/{secret}`). */
    webhookSecretEnc: text("webhook_secret_enc").notNull(),
    status: text("status", { enum: ["active", "disabled"] })
      .notNull()
      .default("active"),
    /** The last check (`POST …/check`) and the last error of a call, for the console. */
    lastCheck: text("last_check", { mode: "json" }).$type<Record<string, unknown>>(),
    lastError: text("last_error", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("bank_connections_tenant_idx").on(t.tenantId, t.provider)],
);

/** Payment notifications received (webhook ids or payment ids): a replayed one settles nothing twice. */
export const inboundNotifications = sqliteTable(
  "inbound_notifications",
  {
    connectionId: text("connection_id").notNull(),
    /** The provider's payment id (an end-to-end id, the bank's) or the body's hash. */
    key: text("key").notNull(),
    tenantId: text("tenant_id").notNull(),
    receivedAt: integer("received_at").notNull(),
    outcome: text("outcome", { mode: "json" }).$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.key] })],
);
