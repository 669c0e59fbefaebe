/**
 * Deterministic engine errors. An engine error never carries an HTTP status: the service maps
 * `code` to a status in one table. The same input always yields the same codes, paths and
 * messages, in the same order.
 */

/** One problem with one field. `path` is the JSON path inside the value that was checked. */
export interface Issue {
  /** Stable machine code, SCREAMING_SNAKE_CASE, e.g. `INVALID_CPF`, `AMOUNT_TOO_LARGE`. */
  code: string;
  /** Path to the offending field, e.g. `["payer", "document"]`; empty for the whole value. */
  path: (string | number)[];
  /** Human-readable, deterministic, in English. */
  message: string;
  /** For issues about a CNAB file: the 1-based line they concern. */
  line?: number;
}

/**
 * The one error type the engine throws on bad input. `issues` lists every problem found (at least
 * one); `code` is the first issue's code, for convenience.
 *
 * @example
 * throw new EngineError([{ code: "INVALID_DUE_DATE", path: ["due_date"], message: "due_date must be YYYY-MM-DD" }]);
 */
export class EngineError extends Error {
  readonly code: string;
  readonly issues: Issue[];

  constructor(issues: Issue[] | Issue) {
    const list = Array.isArray(issues) ? issues : [issues];
    const first = list[0] ?? { code: "ENGINE_ERROR", path: [], message: "engine error" };
    super(first.message);
    this.name = "EngineError";
    this.code = first.code;
    this.issues = list.length > 0 ? list : [first];
  }
}

/** Shorthand for throwing a single-issue {@link EngineError}. */
export function fail(code: string, path: (string | number)[], message: string): never {
  throw new EngineError({ code, path, message });
}

/** True when `e` is an {@link EngineError} (also across module copies). */
export function isEngineError(e: unknown): e is EngineError {
  return e instanceof EngineError || (e instanceof Error && e.name === "EngineError" && "issues" in e);
}
