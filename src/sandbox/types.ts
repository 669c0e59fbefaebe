/**
 * The types of the provider sandbox: simulated banks' cobrança APIs and Pix PSPs that lote's
 * transport (src/connectors/) calls in-process, outside production. Types only, so that
 * `src/services.ts` can name the sandbox without importing it.
 */
import type { SimFault, SimSettings, SimWebhook } from "../engine/index";

/** One tenant's simulated provider: a bank code (`001`) or `pix`. */
export interface SandboxTarget {
  tenantId: string;
  provider: string;
}

/**
 * Delivers the webhooks a simulated provider sent (a payment's, or a route's) to lote's inbound
 * webhook endpoint for the tenant's connection. Wired by the composition root when there is one;
 * without it the webhooks are only returned to the caller.
 */
export type SandboxDeliver = (target: SandboxTarget, webhooks: SimWebhook[]) => Promise<void>;

/** The stub of a `SandboxProvider` Durable Object (typed through the binding). */
export type SandboxStub = ReturnType<Env["SANDBOX_PROVIDER"]["get"]>;

/** What the services hold of the sandbox; absent in production, so production cannot reach it. */
export interface SandboxApi {
  /** The Durable Object of one tenant's simulated provider (`idFromName("<tenant>:<provider>")`). */
  provider(target: SandboxTarget): SandboxStub;
  /** Where webhooks go, when wired (see {@link SandboxDeliver}). */
  deliver?: SandboxDeliver;
}

/**
 * A change of settings: the fields given replace the stored ones; `apiKey` and `webhookUrl` set to
 * null are removed. An empty `clients` accepts any client id with any secret.
 */
export type SettingsPatch = Omit<Partial<SimSettings>, "apiKey" | "webhookUrl"> & {
  apiKey?: string | null;
  webhookUrl?: string | null;
};

/** A simulated provider's settings and the explicit faults still queued. */
export interface SandboxSettingsView {
  provider: string;
  settings: SimSettings;
  faults: SimFault[];
}

/** One entry of a simulated provider's state: its storage key (below the provider) and value. */
export interface SandboxEntry {
  key: string;
  value: unknown;
}

/** Which title `pay` pays: the provider's id, lote's nosso número or the Pix txid. */
export interface SandboxTitleRef {
  id?: string;
  our_number?: string;
  txid?: string;
}

/** The payment `pay` records. */
export interface SandboxPayment {
  amount_cents: number;
  paid_on: string;
  channel?: "boleto" | "pix";
}

/** What `pay` answers: whether the title was found, and the webhooks the provider sends. */
export interface SandboxPayResult {
  found: boolean;
  webhooks: SimWebhook[];
}
