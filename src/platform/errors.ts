/**
 * Errors the service raises below the HTTP layer: a stable code, a message and, for validation
 * problems, every issue with its path. They carry no HTTP status — `src/api/errors.ts` alone maps
 * each code to one (`ERROR_STATUS`, which must name every code here) and renders problem+json.
 */

/** Every stable error code lote answers with. */
export const ERROR_CODES = [
  "INVALID_REQUEST",
  "INVALID_JSON",
  "INVALID_IDEMPOTENCY_KEY",
  "INVALID_PAGE_TOKEN",
  "VALIDATION_FAILED",
  "UNAUTHORIZED",
  "ADMIN_DISABLED",
  "DOWNLOAD_INVALID",
  "DOWNLOAD_EXPIRED",
  "DOWNLOAD_REVOKED",
  "NOT_FOUND",
  "IDEMPOTENCY_KEY_IN_PROGRESS",
  "ITEM_NOT_RETRYABLE",
  "JOB_NOT_RETRYABLE",
  "JOB_NOT_FINAL",
  "INSTRUCTION_NOT_CANCELLABLE",
  "NO_QUEUED_INSTRUCTIONS",
  "NOTHING_TO_SEND",
  "CONFLICT",
  "WEBHOOK_DISABLED",
  "LOGO_LIMIT_REACHED",
  "BATCH_TOO_LARGE",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RANGE_NOT_SATISFIABLE",
  "IDEMPOTENCY_KEY_REUSED",
  "INVALID_WEBHOOK_URL",
  "CNAB_INVALID_FILE",
  "INVALID_PAYMENT_CODE",
  "LOGO_INVALID",
  "LOGO_TOO_LARGE",
  "LOGO_UNSUPPORTED_TYPE",
  "RATE_LIMITED",
  "TOO_MANY_PENDING_JOBS",
  "INTERNAL_ERROR",
  "SERVICE_UNAVAILABLE",
  "MISCONFIGURED",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN = new Set<string>(ERROR_CODES);

/** Whether `code` is one of lote's error codes. @example isErrorCode("LOGO_INVALID") // true */
export function isErrorCode(code: string): code is ErrorCode {
  return KNOWN.has(code);
}

/** One problem with a request or a stored value, with its path (`body.items[3].amount_cents`). */
export interface IssueView {
  code: string;
  path: string;
  message: string;
}

/**
 * A failure the caller can act on (not found, not retryable, invalid input, misconfigured).
 * @example throw new DomainError("NOT_FOUND", "job not found")
 */
export class DomainError extends Error {
  override name = "DomainError";
  readonly code: ErrorCode;
  readonly issues: IssueView[];

  constructor(code: ErrorCode, message: string, opts: { issues?: IssueView[] } = {}) {
    super(message);
    this.code = code;
    this.issues = opts.issues ?? [];
  }
}

/**
 * Formats a path as used in problem details and item errors.
 * @example formatPath("body", ["items", 3, "amount_cents"]) // "body.items[3].amount_cents"
 */
export function formatPath(root: string, path: readonly PropertyKey[]): string {
  let out = root;
  for (const p of path) {
    if (typeof p === "number") out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
}
