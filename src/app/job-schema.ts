/**
 * The Job schema: one job's view, of any kind (`GET /v1/jobs/{job_id}`, each kind's job-status
 * route, the job list). It has a file of its own because `kind` lists the registry's kinds, and
 * the kinds' own routes import src/api/schemas.ts: were it there, that would be an import cycle.
 */
import { z } from "@hono/zod-openapi";
import { JobState, RetornoSummary } from "../api/schemas";
import { JOB_KINDS } from "../jobs/registry";

export const Job = z
  .object({
    job_id: z.string(),
    kind: z.enum(JOB_KINDS),
    status: JobState,
    generation: z.number().int().openapi({ description: "Incremented each time failed work is reprocessed" }),
    items: z.object({
      total: z.number().int(),
      pending: z.number().int(),
      validating: z.number().int(),
      rendering: z.number().int(),
      completed: z.number().int(),
      failed: z.number().int(),
      skipped: z.number().int(),
    }),
    progress_percent: z.number().int(),
    timings: z.object({
      processing_ms_per_item: z.number().nullable().openapi({
        description:
          "Average time the consumers spent on a finished item (its share of each message: validation, rendering, storing), queue waits excluded",
      }),
      latency_ms_per_item: z.number().nullable().openapi({
        description:
          "Average time from the start of an item's validation to its final state, queue waits between steps included",
      }),
      p95_latency_ms_per_item: z.number().nullable(),
      total_ms: z.number().nullable().openapi({ description: "Start → finish (or → now while running)" }),
      queued_ms: z.number().nullable().openapi({ description: "Creation → start: time waiting for a slot" }),
      avg_ms_per_item: z
        .number()
        .nullable()
        .openapi({ deprecated: true, description: "= latency_ms_per_item" }),
      p95_ms_per_item: z
        .number()
        .nullable()
        .openapi({ deprecated: true, description: "= p95_latency_ms_per_item" }),
    }),
    storage: z.object({
      artifacts: z.number().int(),
      bytes_stored: z.number().int(),
      by_type: z
        .record(z.string(), z.number().int())
        .openapi({ description: "Artifact count per type (pdf, html, manifest, zip, merged_pdf)" }),
    }),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    webhook_url: z.string().nullable(),
    options: z.record(z.string(), z.unknown()).nullable(),
    metadata: z.record(z.string(), z.unknown()).nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    summary: RetornoSummary.nullable().openapi({
      description: "A retorno's outcome (other kinds: null)",
    }),
    audit: z.record(z.string(), z.unknown()),
    links: z.record(z.string(), z.string()),
  })
  .openapi("Job");
