/**
 * API errors as RFC 9457 problem details. One table maps every stable error code to its HTTP
 * status; lower layers throw {@link DomainError}, routes may throw {@link ApiError} (a domain
 * error with response headers), and the app's single `onError` renders either.
 */
import { DomainError, type ErrorCode, type IssueView } from "../platform/errors";

export type { ErrorCode } from "../platform/errors";

/** Every stable error code (src/platform/errors.ts) and its HTTP status. */
export const ERROR_STATUS = {
  INVALID_REQUEST: 400,
  INVALID_JSON: 400,
  INVALID_IDEMPOTENCY_KEY: 400,
  INVALID_PAGE_TOKEN: 400,
  VALIDATION_FAILED: 422,
  UNAUTHORIZED: 401,
  ADMIN_DISABLED: 403,
  DOWNLOAD_INVALID: 403,
  DOWNLOAD_EXPIRED: 403,
  DOWNLOAD_REVOKED: 403,
  NOT_FOUND: 404,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  ITEM_NOT_RETRYABLE: 409,
  JOB_NOT_RETRYABLE: 409,
  JOB_NOT_FINAL: 409,
  /** Sent, resolved or claimed by a remessa being written: only a queued instruction can be cancelled. */
  INSTRUCTION_NOT_CANCELLABLE: 409,
  /** A remessa of instructions only, with none queued. */
  NO_QUEUED_INSTRUCTIONS: 409,
  NOTHING_TO_SEND: 409,
  CONFLICT: 409,
  WEBHOOK_DISABLED: 409,
  LOGO_LIMIT_REACHED: 409,
  BATCH_TOO_LARGE: 413,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  IDEMPOTENCY_KEY_REUSED: 422,
  INVALID_WEBHOOK_URL: 422,
  CNAB_INVALID_FILE: 422,
  INVALID_PAYMENT_CODE: 422,
  /** A logo upload the engine refused: damaged, over the size bounds, or not PNG/JPEG. */
  LOGO_INVALID: 422,
  LOGO_TOO_LARGE: 422,
  LOGO_UNSUPPORTED_TYPE: 422,
  RATE_LIMITED: 429,
  TOO_MANY_PENDING_JOBS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  /** A required secret (SIGNING_SECRET in production) is not configured. */
  MISCONFIGURED: 503,
} as const satisfies Record<ErrorCode, number>;

/** One validation problem, with its JSON path (`body.items[3].amount_cents`). */
export type ProblemIssue = IssueView;

/** A domain error with the response headers only HTTP has (`retry-after`, `www-authenticate`). */
export class ApiError extends DomainError {
  override name = "ApiError";
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { issues?: ProblemIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(code, message, opts);
    this.headers = opts.headers ?? {};
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** The HTTP status of an error's code. @example statusOf(new DomainError("NOT_FOUND", "x")) // 404 */
export function statusOf(err: DomainError): number {
  return ERROR_STATUS[err.code];
}

const TITLES: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: "The request is not valid",
  INVALID_REQUEST: "The request is not valid",
  UNAUTHORIZED: "Missing or invalid API key",
  NOT_FOUND: "Not found",
  BATCH_TOO_LARGE: "Too many items in one job",
  PAYLOAD_TOO_LARGE: "Request body too large",
  RATE_LIMITED: "Too many requests",
  TOO_MANY_PENDING_JOBS: "Too many jobs waiting",
  INTERNAL_ERROR: "Internal error",
};

/** A download path: its last segment is a bearer token. */
const DOWNLOAD_PATH = /^(\/v1\/downloads\/)[^/]+/;
/** A connection's webhook path: `/v1/hooks/{connection_id}/{secret}` (the secret is a credential). */
const HOOK_PATH = /^(\/v1\/hooks\/[^/]+\/)[^/]+/;

/**
 * The request path as problem bodies and log lines show it: a download token is a credential, so
 * it never leaves the request (`/v1/downloads/{token}`).
 * @example safeInstance("/v1/downloads/eyJr….sig") // "/v1/downloads/{token}"
 */
export function safeInstance(path: string): string {
  return path.replace(DOWNLOAD_PATH, "$1{token}").replace(HOOK_PATH, "$1{secret}");
}

/** The problem+json body of an error. */
export function problemBody(err: DomainError, requestId: string, instance: string): Record<string, unknown> {
  const body: Record<string, unknown> = {
    type: `https://lote.dev/problems/${err.code.toLowerCase().replace(/_/g, "-")}`,
    title:
      TITLES[err.code] ??
      err.code
        .replace(/_/g, " ")
        .toLowerCase()
        .replace(/^./, (c) => c.toUpperCase()),
    status: statusOf(err),
    detail: err.message,
    code: err.code,
    instance,
    request_id: requestId,
  };
  if (err.issues.length > 0) body.errors = err.issues;
  return body;
}

/** The problem+json response of an error (with its headers, for an {@link ApiError}). */
export function problemResponse(err: DomainError, requestId: string, instance: string): Response {
  const headers = err instanceof ApiError ? err.headers : {};
  return new Response(JSON.stringify(problemBody(err, requestId, instance)), {
    status: statusOf(err),
    headers: { "content-type": "application/problem+json", "x-request-id": requestId, ...headers },
  });
}
