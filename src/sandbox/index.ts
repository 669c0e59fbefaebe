/**
 * The provider sandbox for the rest of the service: lote's transport (src/connectors/) calls a
 * simulated bank or Pix PSP in-process with {@link call}; the sandbox routes and the tests drive
 * it (settings, faults, payments, reset) and read what it holds. Each tenant × provider is one
 * `SandboxProvider` Durable Object (src/sandbox/provider.ts) that runs the engine's simulator of
 * that provider. Every function takes the services: without `svc.sandbox` (production) each one
 * fails with `NOT_FOUND`, so production cannot reach a simulator.
 */
import type { SimFault, SimRequest, SimResult, SimSettings, SimWebhook } from "../engine/index";
import { DomainError } from "../platform/errors";
import type { Services } from "../services";
import { simulatorOf } from "./providers";
import type {
  SandboxApi,
  SandboxEntry,
  SandboxPayment,
  SandboxPayResult,
  SandboxSettingsView,
  SandboxTarget,
  SandboxTitleRef,
  SettingsPatch,
} from "./types";

export { PIX_PROVIDER, SANDBOX_PROVIDERS, simulatorOf } from "./providers";
export { DEFAULT_SANDBOX_SETTINGS, mergeSettings, settingsFor } from "./settings";
export type * from "./types";

/**
 * The sandbox over the `SANDBOX_PROVIDER` namespace, for the composition root (src/context.ts).
 * @example createSandbox(env.SANDBOX_PROVIDER).provider({ tenantId: "ten_1", provider: "341" })
 */
export function createSandbox(ns: Env["SANDBOX_PROVIDER"], deliver?: SandboxApi["deliver"]): SandboxApi {
  return {
    provider: (t) => ns.get(ns.idFromName(`${t.tenantId}:${t.provider}`)),
    ...(deliver ? { deliver } : {}),
  };
}

/** The object of `target`, or NOT_FOUND (production, or a provider lote does not simulate). */
function stubOf(svc: Services, target: SandboxTarget) {
  if (!svc.sandbox)
    throw new DomainError("NOT_FOUND", "the provider simulators are not available in production");
  if (!simulatorOf(target.provider))
    throw new DomainError("NOT_FOUND", `lote simulates no provider ${JSON.stringify(target.provider)}`);
  return svc.sandbox.provider(target);
}

/**
 * One request to the simulated provider, with its current settings and the clock `svc.clock.now()`:
 * what the provider answers, whether it committed, whether the answer is lost (a timeout), and the
 * webhooks it sends (the caller delivers them).
 * @example const r = await call(svc, { tenantId, provider: "001" }, { method: "POST", path: "/oauth/token", query: {}, headers, body: { grant_type: "client_credentials" } })
 */
export async function call(svc: Services, target: SandboxTarget, req: SimRequest): Promise<SimResult> {
  return (await stubOf(svc, target).call(target.provider, req, svc.clock.now())) as SimResult;
}

/** The provider's settings and its queued faults. */
export async function settings(svc: Services, target: SandboxTarget): Promise<SandboxSettingsView> {
  return (await stubOf(svc, target).settings(target.provider)) as SandboxSettingsView;
}

/**
 * Changes the provider's settings (the fields given; `null` removes `apiKey` or `webhookUrl`).
 * @example await configure(svc, target, { ratePerSecond: 2, webhookUrl: "https://lote.test/hooks/1" })
 */
export async function configure(
  svc: Services,
  target: SandboxTarget,
  patch: SettingsPatch,
): Promise<SimSettings> {
  return (await stubOf(svc, target).configure(target.provider, patch)) as SimSettings;
}

/**
 * Queues faults: the next `count` requests of `operation` (any when absent) get the fault.
 * @example await injectFaults(svc, target, [{ kind: "5xx", operation: "register", count: 1 }])
 */
export async function injectFaults(svc: Services, target: SandboxTarget, faults: SimFault[]): Promise<void> {
  await stubOf(svc, target).injectFaults(target.provider, faults, svc.clock.now());
}

/** Forgets the provider's titles, tokens, faults and settings (back to the defaults). */
export async function reset(svc: Services, target: SandboxTarget): Promise<void> {
  await stubOf(svc, target).reset(target.provider);
}

/**
 * Pays a title at the simulated provider (the spec's `pay()`): whether it was found, and the
 * webhooks the provider sends for it; the caller delivers them ({@link deliver}).
 * @example await pay(svc, target, { our_number: "1" }, { amount_cents: 12345, paid_on: "2026-03-10" })
 */
export async function pay(
  svc: Services,
  target: SandboxTarget,
  title: SandboxTitleRef,
  payment: SandboxPayment,
): Promise<SandboxPayResult> {
  return (await stubOf(svc, target).pay(
    target.provider,
    title,
    payment,
    svc.clock.now(),
  )) as SandboxPayResult;
}

/**
 * The titles the provider holds, each with its storage key (`all`: every entry of its state but the
 * harness's tokens, counters and faults — webhooks registered, movements, Pix received).
 */
export async function titles(
  svc: Services,
  target: SandboxTarget,
  opts: { all?: boolean } = {},
): Promise<SandboxEntry[]> {
  return (await stubOf(svc, target).titles(target.provider, opts.all === true)) as SandboxEntry[];
}

/**
 * Hands `webhooks` to the services' delivery hook (`svc.sandbox.deliver`), when one is wired and
 * there is something to deliver; whether it was handed over.
 */
export async function deliver(
  svc: Services,
  target: SandboxTarget,
  webhooks: SimWebhook[],
): Promise<boolean> {
  const hook = svc.sandbox?.deliver;
  if (!hook || webhooks.length === 0) return false;
  await hook(target, webhooks);
  return true;
}
