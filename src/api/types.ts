import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Logger } from "../platform/logger";
import type { Services } from "../services";
import type { Principal } from "../tenants/principal";

/** The authenticated caller of a tenant route: the domain's {@link Principal}. */
export type AuthContext = Principal;

export interface HonoEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    svc: Services;
    log: Logger;
    auth: AuthContext;
    /** Set by markJobCreation: this request creates a job (its rate limit is charged in the gate). */
    createsJob: boolean;
  };
}

export type App = OpenAPIHono<HonoEnv>;
