/**
 * CNAB file issues as the API shows them: `{ code, path, message, line }`, `path` in accessor
 * notation relative to the object the list belongs to (a remessa file: `titles[1].payer.name`;
 * a retorno: `entries[3].amounts.paid_cents`, `batch_trailer.total_titles`), `line` the 1-based
 * line of the file (0: the file as a whole). One shape for remessa warnings, retorno warnings and
 * the issues of a retorno that could not be read.
 */

import type { Issue } from "../../engine/index";
import { formatPath } from "../../platform/errors";

export interface CnabIssueView {
  code: string;
  path: string;
  message: string;
  line: number;
}

/**
 * Engine issues (array paths, optional line) → the API shape.
 *
 * @example cnabIssueViews([{ code: "X", line: 4, path: ["entries", 0, "due_date"], message: "…" }])[0].path // "entries[0].due_date"
 */
export function cnabIssueViews(list: readonly Issue[]): CnabIssueView[] {
  return list.map((i) => ({
    code: i.code,
    path: formatPath("", i.path),
    message: i.message,
    line: i.line ?? 0,
  }));
}

/**
 * One stored issue in the API shape, whatever form it was stored in: the API shape itself; an
 * engine issue with an array path (retorno summaries stored before the one shape); or the
 * `CODE: message` string of remessa warnings stored before it.
 */
function storedIssue(w: unknown): CnabIssueView {
  if (typeof w === "string") {
    const at = w.indexOf(": ");
    return at < 0
      ? { code: "CNAB_WARNING", path: "", message: w, line: 0 }
      : { code: w.slice(0, at), path: "", message: w.slice(at + 2), line: 0 };
  }
  const o = (w ?? {}) as { code?: unknown; path?: unknown; message?: unknown; line?: unknown };
  return {
    code: typeof o.code === "string" ? o.code : "CNAB_WARNING",
    path: Array.isArray(o.path)
      ? formatPath("", o.path as (string | number)[])
      : typeof o.path === "string"
        ? o.path
        : "",
    message: typeof o.message === "string" ? o.message : "",
    line: typeof o.line === "number" ? o.line : 0,
  };
}

/** Stored remessa file errors or warnings (a parsed JSON column) in the API shape (see {@link storedIssue}). */
export function storedCnabIssues(list: unknown): CnabIssueView[] {
  return Array.isArray(list) ? list.map(storedIssue) : [];
}

/**
 * A job's stored `summary` as the API shows it: a retorno's `warnings` and `issues` in the one
 * issue shape, also when they were stored before it (array paths such as `["entries", 2]`).
 *
 * @example storedSummary({ warnings: [{ code: "X", path: ["entries", 2], message: "m", line: 4 }] })
 * // { warnings: [{ code: "X", path: "entries[2]", message: "m", line: 4 }] }
 */
export function storedSummary(summary: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!summary) return summary;
  const out = { ...summary };
  for (const key of ["warnings", "issues"] as const)
    if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map(storedIssue);
  return out;
}
