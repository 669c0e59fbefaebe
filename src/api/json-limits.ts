/**
 * Shape limits of client JSON that the schemas cannot express by type alone: how deep objects and
 * arrays may nest, and how large a free-form object (`metadata`) may be. A value nested thousands
 * of levels deep parses fine but later overflows the stack of every `JSON.stringify` that touches
 * it (a job view, a webhook payload, the cron): it is refused at the door instead, with its path.
 */
import { z } from "@hono/zod-openapi";
import { jsonBytes, type Path, tooDeep } from "../platform/json";

/** Deepest nesting of objects and arrays in any JSON body (the body itself is level 1). */
export const MAX_JSON_DEPTH = 32;
/** `metadata`: nesting inside it (the object itself is level 1) and its size as UTF-8 JSON. */
export const METADATA_MAX_DEPTH = 8;
export const METADATA_MAX_BYTES = 16 * 1024;

function addIssue(
  ctx: z.core.$RefinementCtx<Record<string, unknown>>,
  code: string,
  path: Path,
  message: string,
): void {
  ctx.addIssue({ code: "custom", path, message, params: { code } });
}

/**
 * A free-form JSON object the API stores and echoes back (`metadata`): any keys and values, at
 * most `maxDepth` levels deep and `maxBytes` as JSON; 422 `TOO_DEEP` / `TOO_LARGE` with the path.
 * @example freeFormObject("Echoed back on the job and its webhooks")
 */
export function freeFormObject(
  description: string,
  maxDepth = METADATA_MAX_DEPTH,
  maxBytes = METADATA_MAX_BYTES,
) {
  return z
    .record(z.string(), z.unknown())
    .superRefine((v, ctx) => {
      const deep = tooDeep(v, maxDepth);
      if (deep) {
        addIssue(ctx, "TOO_DEEP", deep, `nests deeper than ${maxDepth} levels of objects and arrays`);
        return;
      }
      const size = jsonBytes(v);
      if (size > maxBytes) addIssue(ctx, "TOO_LARGE", [], `is ${size} bytes as JSON; at most ${maxBytes}`);
    })
    .openapi({
      description: `${description}. Any JSON object of at most ${maxDepth} levels and ${maxBytes} bytes as JSON.`,
    });
}
