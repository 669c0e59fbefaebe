import type { KindApi } from "../../api/kind-http";
import type { App } from "../../api/types";
import type { JobKindModule, MessageBody } from "../../jobs/kind";
import { JOB_KINDS, type JobKind, registry } from "../../jobs/registry";
import { registerAdmin } from "./admin";
import { registerAdminPlacement } from "./admin-placement";
import { registerParseCode } from "./codes-parse";
import { registerConnections } from "./connections";
import { registerDownloads } from "./downloads";
import { registerHealth } from "./health";
import { kindApi, registerGetJob } from "./jobs-get";
import { registerListJobs } from "./jobs-list";
import { registerLogos } from "./logos";
import { registerSandbox } from "./sandbox";
import { registerSandboxProviderApi } from "./sandbox-provider-api";
import { registerSandboxProviders } from "./sandbox-providers";
import { registerWebhooks } from "./webhooks";

/**
 * Every kind in the registry, as the API uses it: its routes register on a {@link KindApi}. The
 * domain leaves a module's app type open (src/jobs/kind.ts); here a kind whose routes are
 * missing, or written for another app, does not compile.
 */
const kinds: { readonly [K in JobKind]: JobKindModule<K, MessageBody, KindApi> } = registry;

/**
 * Every route of the API, in one list. The order is the OpenAPI document's, and matters where
 * paths overlap: every kind's routes (its module's `http`, with its job-status route) come, in
 * registry order, before `GET /v1/jobs/{job_id}`.
 */
export function registerRoutes(app: App): void {
  registerHealth(app);
  for (const kind of JOB_KINDS) kinds[kind].http.register(kindApi(app, kind));
  registerWebhooks(app);
  registerConnections(app);
  registerLogos(app);
  registerSandbox(app);
  registerSandboxProviders(app);
  registerSandboxProviderApi(app);
  registerListJobs(app);
  registerParseCode(app);
  registerGetJob(app);
  registerAdmin(app);
  registerAdminPlacement(app);
  registerDownloads(app);
}
