/**
 * Typed configuration read once from `env` (wrangler `[vars]` + secrets). Every limit the service
 * enforces comes from here, so tests and operators change behaviour in one place.
 */
import { z } from "zod";

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
  ADMIN_TOKEN: z.string().optional(),
  SIGNING_SECRET: z.string().optional(),
  R2_ACCOUNT_ID: z.string().optional(),
  R2_ACCESS_KEY_ID: z.string().optional(),
  R2_SECRET_ACCESS_KEY: z.string().optional(),
  R2_BUCKET_NAME: z.string().optional(),
});

export type Config = z.infer<typeof ConfigSchema> & {
  isProduction: boolean;
  /** Admin token usable in this environment (undefined → admin routes closed). */
  adminToken: string | undefined;
  /** Signing key (a fixed development key outside production when unset). */
  signingSecret: string;
};

/** The development-only admin token `npm start` sets up; refused in production. */
export const DEV_ADMIN_TOKEN = "lote_admin_dev";
const DEV_SIGNING_SECRET = "lote-development-signing-secret-not-for-production";

/**
 * Parses `env` into a {@link Config}.
 * @example loadConfig(env).MAX_ITEMS_PER_JOB // 1000
 */
export function loadConfig(env: Record<string, unknown>): Config {
  const raw = ConfigSchema.parse(env);
  const isProduction = raw.ENVIRONMENT === "production";
  const adminToken =
    raw.ADMIN_TOKEN && !(isProduction && raw.ADMIN_TOKEN === DEV_ADMIN_TOKEN) ? raw.ADMIN_TOKEN : undefined;
  const signingSecret = raw.SIGNING_SECRET ?? (isProduction ? "" : DEV_SIGNING_SECRET);
  return { ...raw, isProduction, adminToken, signingSecret };
}
