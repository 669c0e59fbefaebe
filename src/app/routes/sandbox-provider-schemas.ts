/**
 * The HTTP shapes of the provider sandbox (`/v1/sandbox/providers/…`): the API's snake_case over
 * the engine's simulator settings and faults (`SimSettings`, `SimFault`), and the mapping between.
 */
import { z } from "@hono/zod-openapi";
import { type ApiOperation, isIsoDate, type SimFault, type SimSettings } from "../../engine/index";
import type { SandboxSettingsView, SettingsPatch } from "../../sandbox/index";

/** Every operation a fault may aim at: the engine's `ApiOperation` (each one listed). */
const OPERATIONS = [
  "register",
  "query",
  "due_date_change",
  "amount_change",
  "rebate",
  "rebate_cancel",
  "write_off",
  "protest",
  "protest_cancel",
  "discount_change",
  "interest_change",
  "fine_change",
  "settled",
  "webhook",
  "webhook_register",
  "refund",
] as const satisfies readonly ApiOperation[];
type MissingOperation = Exclude<ApiOperation, (typeof OPERATIONS)[number]>;
const _everyOperation: [MissingOperation] extends [never] ? true : MissingOperation = true;
void _everyOperation;

const FAULT_KINDS = [
  "5xx",
  "429",
  "timeout_after_commit",
  "expired_token",
  "timeout_before_commit",
] as const satisfies readonly SimFault["kind"][];
type MissingKind = Exclude<SimFault["kind"], (typeof FAULT_KINDS)[number]>;
const _everyKind: [MissingKind] extends [never] ? true : MissingKind = true;
void _everyKind;

const FaultKind = z.enum(FAULT_KINDS).openapi({
  description:
    "`5xx`: 503 in the provider's error shape; `429`: Too Many Requests with Retry-After; `expired_token`: 401 as for an expired token; `timeout_before_commit`: the request is lost before the provider acts; `timeout_after_commit`: the provider acts, the answer is lost",
});

export const ProviderParams = z.object({
  provider: z
    .string()
    .regex(/^(\d{3}|pix)$/)
    .openapi({
      param: { name: "provider", in: "path" },
      example: "341",
      description: "A bank code with a simulator (`001`, `077`, `341`, `756`, …) or `pix` (the Pix PSP)",
    }),
});

const Settings = z
  .object({
    clients: z.record(z.string(), z.string()).openapi({
      description:
        'client_id → client_secret the token endpoint accepts (a secret of `""` accepts any); empty: any client id with any secret',
    }),
    api_key: z
      .string()
      .optional()
      .openapi({ description: "The application key checked besides the token, where the provider has one" }),
    rate_per_second: z.number().int().openapi({ description: "Requests per second before 429; 0: no limit" }),
    fault_every: z
      .number()
      .int()
      .openapi({ description: "Every n-th request gets a fault of `fault_kinds`, in turn; 0: none" }),
    fault_kinds: z.array(FaultKind),
    token_seconds: z.number().int().openapi({ description: "Lifetime of the tokens it issues" }),
    webhook_url: z.string().optional().openapi({
      description:
        "The connection's webhook URL: a provider without a registered webhook notifies payments there",
    }),
  })
  .openapi("SandboxSettings");

const Fault = z
  .strictObject({
    kind: FaultKind,
    operation: z
      .enum(OPERATIONS)
      .optional()
      .openapi({ description: "Only requests of this operation; any when absent" }),
    count: z.number().int().min(1).max(1000).openapi({ description: "How many requests get it" }),
    retry_after_seconds: z.number().int().min(0).max(3600).optional(),
  })
  .openapi("SandboxFault");

export const SettingsView = z
  .object({
    provider: z.string(),
    settings: Settings,
    faults: z.array(Fault).openapi({ description: "Explicit faults still queued" }),
  })
  .openapi("SandboxProviderSettings");

export const SettingsBody = z.strictObject({
  clients: z.record(z.string().min(1).max(255), z.string().max(255)).optional(),
  api_key: z.string().min(1).max(255).nullable().optional().openapi({ description: "null removes it" }),
  rate_per_second: z.number().int().min(0).max(10_000).optional(),
  fault_every: z.number().int().min(0).max(1_000_000).optional(),
  fault_kinds: z.array(FaultKind).max(20).optional(),
  token_seconds: z
    .number()
    .int()
    .min(1)
    .max(30 * 86_400)
    .optional(),
  webhook_url: z.string().min(1).max(2048).nullable().optional().openapi({ description: "null removes it" }),
});

export const FaultsBody = z.strictObject({ faults: z.array(Fault).min(1).max(100) });

const Webhook = z
  .object({
    path: z
      .string()
      .optional()
      .openapi({ description: "Below the connection's webhook URL (the Pix API posts to `<url>/pix`)" }),
    headers: z.record(z.string(), z.string()),
    body: z.string().openapi({ description: "The exact bytes the provider posts" }),
  })
  .openapi("SandboxWebhook");

export const PayBody = z.strictObject({
  title: z
    .strictObject({
      id: z.string().min(1).max(100).optional().openapi({ description: "The provider's id of the title" }),
      our_number: z.string().min(1).max(30).optional().openapi({ description: "lote's nosso número" }),
      txid: z.string().min(1).max(35).optional().openapi({ description: "The Pix txid" }),
    })
    .refine((t) => t.id !== undefined || t.our_number !== undefined || t.txid !== undefined, {
      message: "name the title by id, our_number or txid",
    }),
  payment: z.strictObject({
    amount_cents: z.number().int().min(1).max(99_999_999_999),
    paid_on: z
      .string()
      .refine(isIsoDate, { message: "a date YYYY-MM-DD" })
      .openapi({ example: "2026-03-10", description: "The day it was paid (YYYY-MM-DD)" }),
    channel: z.enum(["boleto", "pix"]).optional(),
  }),
});

export const PayAnswer = z.object({
  found: z.literal(true),
  webhooks: z.array(Webhook).openapi({
    description:
      "What the provider sends for the payment (none where it has no payment webhook: a query shows it)",
  }),
  delivered: z
    .boolean()
    .openapi({ description: "Whether the webhooks were handed to lote's delivery hook (when one is wired)" }),
  delivery_error: z
    .string()
    .optional()
    .openapi({ description: "Why the delivery hook failed (the payment stands)" }),
});

export const TitlesQuery = z.object({
  all: z.enum(["true", "false"]).optional().openapi({
    description:
      "`true`: every entry of the provider's state (webhooks registered, movements, Pix received), not only titles",
  }),
});

export const TitlesAnswer = z.object({
  provider: z.string(),
  titles: z
    .array(z.object({ key: z.string(), value: z.unknown() }))
    .openapi({ description: "In key order, each as the simulator stores it" }),
});

type SettingsOut = z.infer<typeof Settings>;
type FaultIn = z.infer<typeof Fault>;

/** The engine's settings in the API's words. */
function settingsOut(s: SimSettings): SettingsOut {
  return {
    clients: s.clients,
    ...(s.apiKey !== undefined ? { api_key: s.apiKey } : {}),
    rate_per_second: s.ratePerSecond,
    fault_every: s.faultEvery,
    fault_kinds: s.faultKinds,
    token_seconds: s.tokenSeconds,
    ...(s.webhookUrl !== undefined ? { webhook_url: s.webhookUrl } : {}),
  };
}

/** A fault in the engine's words. */
export function faultIn(f: FaultIn): SimFault {
  return {
    kind: f.kind,
    count: f.count,
    ...(f.operation ? { operation: f.operation } : {}),
    ...(f.retry_after_seconds !== undefined ? { retryAfterSeconds: f.retry_after_seconds } : {}),
  };
}

/** The settings view in the API's words. */
export function viewOut(v: SandboxSettingsView): z.infer<typeof SettingsView> {
  return {
    provider: v.provider,
    settings: settingsOut(v.settings),
    faults: v.faults.map((f) => ({
      kind: f.kind,
      count: f.count,
      ...(f.operation ? { operation: f.operation } : {}),
      ...(f.retryAfterSeconds !== undefined ? { retry_after_seconds: f.retryAfterSeconds } : {}),
    })),
  };
}

/** A settings body in the engine's words (fields absent stay as they are). */
export function patchIn(b: z.infer<typeof SettingsBody>): SettingsPatch {
  const out: SettingsPatch = {};
  if (b.clients !== undefined) out.clients = b.clients;
  if (b.api_key !== undefined) out.apiKey = b.api_key;
  if (b.rate_per_second !== undefined) out.ratePerSecond = b.rate_per_second;
  if (b.fault_every !== undefined) out.faultEvery = b.fault_every;
  if (b.fault_kinds !== undefined) out.faultKinds = b.fault_kinds;
  if (b.token_seconds !== undefined) out.tokenSeconds = b.token_seconds;
  if (b.webhook_url !== undefined) out.webhookUrl = b.webhook_url;
  return out;
}
