/**
 * Typed configuration read once from `env` (wrangler `[vars]` + secrets). Every limit the service
 * enforces comes from here, so tests and operators change behaviour in one place.
 */
import { z } from "zod";
import { parseLimits, parseTenantLimits, taskLimitsProblems, unsharedScopes } from "./limits";

const wellFormed = (text: string) => parseLimits(text).errors.length === 0;

const int = (def: number) => z.coerce.number().int().nonnegative().default(def);

const ConfigSchema = z.object({
  ENVIRONMENT: z.string().default("development"),
  MAX_ITEMS_PER_JOB: int(1000),
  MAX_BODY_BYTES: int(10 * 1024 * 1024),
  MAX_RETORNO_BYTES: int(20 * 1024 * 1024),
  /** One JSON value stored as one D1 value (an item, a title, metadata, a retry patch); D1 caps values at 2 MB. */
  MAX_ITEM_BYTES: int(64 * 1024),
  ITEMS_PER_MESSAGE: int(50),
  ITEMS_PER_RENDER_MESSAGE: int(25),
  DEFAULT_MAX_CONCURRENT_JOBS: int(4),
  DEFAULT_MAX_PENDING_JOBS: int(50),
  DEFAULT_RATE_LIMIT_PER_MINUTE: int(600),
  SIGNED_URL_TTL_SECONDS: int(900),
  IDEMPOTENCY_TTL_SECONDS: int(86400),
  JOB_TIMEOUT_SECONDS: int(900),
  ITEM_TIMEOUT_SECONDS: int(300),
  RETENTION_DAYS: int(90),
  RETRY_BASE_DELAY_SECONDS: int(2),
  WEBHOOK_RETRY_SCHEDULE_SECONDS: z.string().default("5,300,1800,7200,18000,36000,36000,36000"),
  /** How often the cron asks each connection's API for its settled titles (minutes). */
  SETTLE_EVERY_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** The data shards' binding names, comma-separated, `SHARD_0..449` for a range (see shardNames). */
  DATA_SHARDS: z.string().default("SHARD_0"),
  /** How long an isolate trusts a tenant's placement read from the directory. */
  PLACEMENT_CACHE_SECONDS: int(10),
  /** A move's wait after each placement change (longer than the cache and any request in flight). */
  MOVE_SETTLE_SECONDS: int(60),
  /** `on` counts the D1 statements this isolate sends each database (GET /v1/admin/shards). */
  COUNT_D1_STATEMENTS: z.enum(["on", "off"]).default("off"),
  /**
   * `on`: a tenant's item messages go through its gate, which keeps at most its share of them in
   * the queues (TASK_LIMITS) and releases the rest as earlier ones finish (docs/scaling.md, "Fair
   * dispatch"). `off`: every message is queued at once, first in first out across tenants.
   */
  FAIR_DISPATCH: z.enum(["on", "off"]).default("on"),
  /** Per tenant and task type, messages in flight (src/platform/limits.ts; defaults there). */
  TASK_LIMITS: z
    .string()
    .default("")
    .refine(
      (t) => taskLimitsProblems(t).length === 0,
      "TASK_LIMITS: expected validate=n or pdf=n (or n@rate), comma-separated",
    ),
  /** One tenant's own TASK_LIMITS: `tenant_id:validate=4,pdf=8;…` (src/platform/limits.ts). */
  TENANT_TASK_LIMITS: z
    .string()
    .default("")
    .refine((t) => {
      const { limits, errors } = parseTenantLimits(t);
      return errors.length === 0 && Object.values(limits).every((l) => unsharedScopes(l).length === 0);
    }, "TENANT_TASK_LIMITS: expected tenant_id:scope=n,…; …"),
  /** Per bank or bank/carteira, requests in flight and per second (src/platform/limits.ts). */
  BANK_LIMITS: z
    .string()
    .default("")
    .refine(wellFormed, "BANK_LIMITS: expected scope=n or scope=n@rate, comma-separated"),
  ADMIN_TOKEN: z.string().optional(),
  SIGNING_SECRET: z.string().optional(),
  /** The secret before the last rotation: what it signed or sealed is still accepted. */
  SIGNING_SECRET_PREVIOUS: z.string().optional(),
  /** `off` silences lote's own per-request access line (the tests). */
  ACCESS_LOG: z.enum(["on", "off"]).default("on"),
  /** Requests without a valid credential one client may make per minute (per isolate). */
  UNAUTHENTICATED_PER_MINUTE: int(120),
  R2_ACCOUNT_ID: z.string().optional(),
  R2_ACCESS_KEY_ID: z.string().optional(),
  R2_SECRET_ACCESS_KEY: z.string().optional(),
  R2_BUCKET_NAME: z.string().optional(),
});

export type Config = z.infer<typeof ConfigSchema> & {
  isProduction: boolean;
  /** Admin token usable in this environment (undefined → admin routes closed). */
  adminToken: string | undefined;
  /** `SIGNING_SECRET` when it may be used, else "" (see {@link Config.signingSecretProblem}). */
  signingSecret: string;
  /** Why there is no usable signing secret, for `/v1/health` and `503 MISCONFIGURED`. */
  signingSecretProblem: string | null;
};

/** The development-only admin token `npm start` sets up; refused in production. */
export const DEV_ADMIN_TOKEN = "lote_admin_dev";
/**
 * The development key older versions fell back to. It is public (it is in the repository's
 * history), so it is refused as a secret everywhere; `npm start` writes a random one into
 * `.dev.vars` instead.
 */
const PUBLIC_DEV_SECRET = "lote-development-signing-secret-not-for-production";
/** A production secret shorter than this is refused (`openssl rand -hex 32` gives 64). */
export const MIN_PRODUCTION_SECRET = 32;

function secretProblem(secret: string | undefined, isProduction: boolean): string | null {
  if (!secret) return "SIGNING_SECRET is not set";
  if (secret === PUBLIC_DEV_SECRET) return "SIGNING_SECRET is the public development value";
  if (isProduction && secret.length < MIN_PRODUCTION_SECRET)
    return `SIGNING_SECRET is shorter than ${MIN_PRODUCTION_SECRET} characters`;
  return null;
}

/**
 * Parses `env` into a {@link Config}.
 * @example loadConfig(env).MAX_ITEMS_PER_JOB // 1000
 */
export function loadConfig(env: Record<string, unknown>): Config {
  const raw = ConfigSchema.parse(env);
  const isProduction = raw.ENVIRONMENT === "production";
  const adminToken =
    raw.ADMIN_TOKEN && !(isProduction && raw.ADMIN_TOKEN === DEV_ADMIN_TOKEN) ? raw.ADMIN_TOKEN : undefined;
  // No fallback key in any environment: without a usable secret, links and webhook secrets are
  // 503 MISCONFIGURED and /v1/health says why.
  const signingSecretProblem = secretProblem(raw.SIGNING_SECRET, isProduction);
  const signingSecret = signingSecretProblem ? "" : (raw.SIGNING_SECRET as string);
  return { ...raw, isProduction, adminToken, signingSecret, signingSecretProblem };
}

/**
 * The binding names `DATA_SHARDS` lists: comma-separated names, each either a name or a range
 * `PREFIXa..b` (every name from PREFIXa to PREFIXb), so hundreds of shards fit in one var (a var
 * holds at most 5 KB). Each name once, in order.
 * @example shardNames("SHARD_0..2, SHARD_7") // ["SHARD_0", "SHARD_1", "SHARD_2", "SHARD_7"]
 */
export function shardNames(list: string): string[] {
  const out: string[] = [];
  for (const part of list.split(",").map((p) => p.trim())) {
    if (part === "") continue;
    const range = /^(.*?)(\d+)\.\.(\d+)$/.exec(part);
    if (!range) out.push(part);
    else for (let n = Number(range[2]); n <= Number(range[3]); n++) out.push(`${range[1]}${n}`);
  }
  return [...new Set(out)];
}
