/**
 * What the HTTP layer gives a job kind's routes (`http.register`, src/jobs/kind.ts): the app, and
 * the one route of a kind that only src/api can build, its job status. src/app/routes/index.ts
 * checks every module in the registry against {@link KindApi}.
 *
 * This file must not import the registry (nor anything that does): the kinds' `http/` files
 * import it, and the registry imports them.
 */
import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { JobRecord } from "../jobs/core/model";
import type { DataDb } from "../storage/db";
import type { App, HonoEnv } from "./types";

/** Fields a kind adds to its job's status view, and how it reads them. */
export interface JobStatusExtra<F extends z.ZodRawShape> {
  /** Their schemas: the response is the Job schema extended with them. */
  readonly fields: F;
  /** Their values for one job of the tenant (already found, of this kind). */
  readonly read: (c: Context<HonoEnv>, data: DataDb, job: JobRecord) => Promise<z.infer<z.ZodObject<F>>>;
}

/** A kind's `GET <routes.base>/{job_id}`: how the OpenAPI document describes it, and its own fields. */
export interface JobStatusRoute<F extends z.ZodRawShape> {
  readonly tags: string[];
  readonly summary: string;
  /** The descriptions of its error responses in the document (401 only where it is listed). */
  readonly responses: { readonly 401?: string; readonly 404: string };
  readonly extra?: JobStatusExtra<F>;
}

/** The app a job kind's routes register on. */
export interface KindApi {
  /** The kind registers its own routes on it. */
  readonly app: App;
  /**
   * Registers the kind's job-status route, `GET <routes.base>/{job_id}`: the job view with the
   * kind's links (another kind's job is a 404, like another tenant's), plus `extra`'s fields.
   * src/api builds it because the Job schema's `kind` lists every kind: a kind's own file
   * importing that schema would close an import cycle through the registry.
   */
  readonly jobStatus: <F extends z.ZodRawShape = Record<never, never>>(route: JobStatusRoute<F>) => void;
}
