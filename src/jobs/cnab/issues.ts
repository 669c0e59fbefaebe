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

/** Stored remessa warnings: the API shape, or the `CODE: message` strings stored before it. */
export function storedCnabIssues(list: readonly (CnabIssueView | string)[] | null): CnabIssueView[] {
  if (!list) return [];
  return list.map((w) => {
    if (typeof w !== "string") return w;
    const at = w.indexOf(": ");
    return at < 0
      ? { code: "CNAB_WARNING", path: "", message: w, line: 0 }
      : { code: w.slice(0, at), path: "", message: w.slice(at + 2), line: 0 };
  });
}
