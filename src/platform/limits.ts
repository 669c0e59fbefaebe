/**
 * How much of the shared machinery one scope of work may hold: a tenant's share of the consumers
 * per task type, and a bank's pace. One notation for both, read from wrangler vars (per
 * deployment) and lowered per tenant or per connection, and one mechanism behind both: the pace
 * of src/platform/pacer.ts (slots in flight with a lease, and a token bucket), which the tenant's
 * gate (fair dispatch) and the connection's gate (bank pacing) keep in their storage.
 *
 * Notation (`TASK_LIMITS`, `BANK_LIMITS`): comma-separated `scope=value`, where value is
 * `<concurrency>` or `<concurrency>@<rate per second>`; a scope not listed keeps its default.
 *   TASK_LIMITS = "validate=10,pdf=4"          messages in flight per tenant and task type
 *   BANK_LIMITS = "341=4@10,001/17=2@5"        per bank, or per bank/carteira: 4 at once, 10/s
 *   TENANT_TASK_LIMITS = "ten_a:pdf=8;ten_b:validate=1,pdf=1"   one tenant's own, replacing TASK_LIMITS
 * Pure: no env access (the composition root passes the strings in).
 */
import type { PaceLimits } from "./pacer";

/** Task types of the seed's "limite de workers por tipo de tarefa". */
export const TASK_TYPES = ["validate", "pdf", "pix", "cnab"] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/**
 * Defaults, in messages in flight per tenant. `validate` (lote-jobs, 50 items a message): four;
 * `pdf` (lote-render, 25 PDFs a message): six, so a job of up to 150 PDFs sends its slices at once,
 * and a tenant with a long backlog renders with half of that, three (src/tenants/slices.ts), the
 * next sent as one finishes, so another tenant's work waits behind about three of its messages
 * (docs/scaling.md, "Fair dispatch", has the side-by-side runs that chose them and says how to size
 * them for a deployment). `pix` and `cnab` take no share (SHARED_TASKS).
 */
export const DEFAULT_TASK_LIMITS: Readonly<Record<TaskType, PaceLimits>> = {
  validate: { concurrency: 4, ratePerSecond: 0 },
  pdf: { concurrency: 6, ratePerSecond: 0 },
  pix: { concurrency: 0, ratePerSecond: 0 },
  cnab: { concurrency: 0, ratePerSecond: 0 },
};

/**
 * The task types a tenant's share applies to: their work is many messages per job (slices), which
 * the tenant's gate sends as its share allows. `pix` and `cnab` work is one message per job (a
 * remessa's build, a retorno's parse) or one call per title to a PSP: `max_concurrent_jobs` bounds
 * the first, the connection's pace (`BANK_LIMITS`, per provider) the second. A share set for them
 * would bind nothing, so the configuration refuses it ({@link taskLimitsProblems}).
 */
export const SHARED_TASKS: readonly TaskType[] = ["validate", "pdf"];

/**
 * What is wrong with a TASK_LIMITS text (or one tenant's part of TENANT_TASK_LIMITS): malformed
 * entries, and scopes that are not a shared task type.
 * @example taskLimitsProblems("pdf=8,cnab=2") // [{ scope: "cnab", problem: "…" }]
 */
export function taskLimitsProblems(text: string): LimitsError[] {
  const { limits, errors } = parseLimits(text);
  return [...errors, ...unsharedScopes(limits)];
}

/** The scopes of parsed limits that are not a shared task type, as problems. */
export function unsharedScopes(limits: Record<string, PaceLimits>): LimitsError[] {
  return Object.keys(limits)
    .filter((scope) => !SHARED_TASKS.includes(scope as TaskType))
    .map((scope) => ({
      scope,
      problem: `not a task type with a share: use ${SHARED_TASKS.join(" or ")} (pix and cnab are bounded by max_concurrent_jobs and BANK_LIMITS)`,
    }));
}

/** A slot held this long without being released comes back (its consumer died, or it retries). */
export const SLICE_LEASE_MS = 30_000;

export type LimitsError = { scope: string; problem: string };

/**
 * Parses the notation above into scope → limits; malformed entries are reported, not guessed.
 * @example parseLimits("validate=10,pdf=4@20").limits.pdf // { concurrency: 4, ratePerSecond: 20 }
 */
export function parseLimits(text: string): { limits: Record<string, PaceLimits>; errors: LimitsError[] } {
  const limits: Record<string, PaceLimits> = {};
  const errors: LimitsError[] = [];
  for (const part of text.split(",").map((p) => p.trim())) {
    if (part === "") continue;
    const m = /^([A-Za-z0-9_/.-]+)\s*=\s*(\d+)(?:@(\d+(?:\.\d+)?))?$/.exec(part);
    if (!m) {
      errors.push({ scope: part, problem: "expected scope=concurrency or scope=concurrency@rate" });
      continue;
    }
    limits[m[1] as string] = { concurrency: Number(m[2]), ratePerSecond: m[3] ? Number(m[3]) : 0 };
  }
  return { limits, errors };
}

/** The lower of two limits, where 0 means "none" (so any set value is lower). */
function lower(a: number, b: number | undefined): number {
  if (b === undefined || b <= 0) return a;
  if (a <= 0) return b;
  return Math.min(a, b);
}

/** `base` lowered by `over` field by field (a tenant or a connection may only lower a limit). */
export function lowered(base: PaceLimits, over: Partial<PaceLimits> | undefined): PaceLimits {
  if (!over) return base;
  return {
    ...base,
    concurrency: lower(base.concurrency, over.concurrency),
    ratePerSecond: lower(base.ratePerSecond, over.ratePerSecond),
  };
}

/**
 * Parses `TENANT_TASK_LIMITS`: `tenant:limits` entries separated by `;`, each limits in the
 * notation above; problems are reported, not guessed.
 * @example parseTenantLimits("ten_a:pdf=8").limits.ten_a?.pdf // { concurrency: 8, ratePerSecond: 0 }
 */
export function parseTenantLimits(text: string): {
  limits: Record<string, Record<string, PaceLimits>>;
  errors: LimitsError[];
} {
  const limits: Record<string, Record<string, PaceLimits>> = {};
  const errors: LimitsError[] = [];
  for (const entry of text.split(";").map((e) => e.trim())) {
    if (entry === "") continue;
    const at = entry.indexOf(":");
    if (at <= 0) {
      errors.push({ scope: entry, problem: "expected tenant_id:scope=n,…" });
      continue;
    }
    const parsed = parseLimits(entry.slice(at + 1));
    errors.push(...parsed.errors);
    limits[entry.slice(0, at).trim()] = parsed.limits;
  }
  return { limits, errors };
}

/**
 * A tenant's limit for a task type: its own entry in `TENANT_TASK_LIMITS` if it has one (an
 * operator may give a tenant more or less), else the deployment's `TASK_LIMITS`, else the default.
 * @example taskLimits({ deployment: "pdf=8", tenants: "" }, "ten_a", "pdf").concurrency // 8
 */
export function taskLimits(
  vars: { deployment: string; tenants: string },
  tenantId: string,
  task: TaskType,
): PaceLimits {
  const own = parseTenantLimits(vars.tenants).limits[tenantId]?.[task];
  const set = own ?? parseLimits(vars.deployment).limits[task] ?? DEFAULT_TASK_LIMITS[task];
  return { ...set, leaseMs: SLICE_LEASE_MS };
}

/**
 * A bank's pace on this deployment: `BANK_LIMITS`' entry for `bank/carteira`, else for `bank`;
 * undefined when neither is set. The connectors lower the provider's documented limits by it
 * ({@link lowered}): a deployment may be stricter than the bank, never looser.
 * @example bankLimits("341=4@10", "341", "109") // { concurrency: 4, ratePerSecond: 10 }
 */
export function bankLimits(deployment: string, bank: string, carteira?: string): PaceLimits | undefined {
  const all = parseLimits(deployment).limits;
  return (carteira ? all[`${bank}/${carteira}`] : undefined) ?? all[bank];
}
