import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "../context";
import type { Logger } from "../platform/logger";

/** The authenticated caller of a tenant route. */
export interface AuthContext {
  tenantId: string;
  apiKeyId: string;
  limits: {
    maxConcurrentJobs: number;
    maxPendingJobs: number;
    maxItemsPerJob: number;
    rateLimitPerMinute: number;
  };
}

export interface HonoEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    svc: Services;
    log: Logger;
    auth: AuthContext;
  };
}

export type App = OpenAPIHono<HonoEnv>;
