/**
 * The Worker's environment: bindings and vars come from wrangler.toml (generated into
 * `worker-configuration.d.ts` by `npm run cf-typegen`); secrets are declared here because they
 * are set with `wrangler secret put` (or `.dev.vars` locally) and never appear in wrangler.toml.
 */
export interface Secrets {
  /** Bearer token for `/v1/admin/*`. Admin routes are closed when it is unset. */
  ADMIN_TOKEN?: string;
  /** HMAC key for signed download links and for encrypting webhook secrets. */
  SIGNING_SECRET?: string;
  /** Optional R2 S3 credentials: when set, downloads may use R2 presigned SigV4 URLs. */
  R2_ACCOUNT_ID?: string;
  R2_ACCESS_KEY_ID?: string;
  R2_SECRET_ACCESS_KEY?: string;
  R2_BUCKET_NAME?: string;
}

declare global {
  interface Env extends Secrets {}
  namespace Cloudflare {
    interface Env extends Secrets {}
  }
}

export type AppEnv = Env;
