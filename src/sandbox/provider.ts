/**
 * SandboxProvider — one Durable Object per tenant × simulated provider
 * (`idFromName("<tenantId>:<provider>")`). It holds that provider's simulator settings and the
 * simulator's whole state (titles, tokens, counters, queued faults) in its storage, and runs every
 * call of the engine's harness (`simulator(spec, settings)`) inside itself, one at a time: a call
 * reads and writes storage across many awaits, and a second call interleaved between them could see
 * half a registration. Storage writes are confirmed before the answer leaves the object (output
 * gates), like a bank that commits before it answers.
 *
 * Storage: `sandbox:provider` (the provider this object simulates, fixed on first use),
 * `sandbox:settings` (`SimSettings`), and the simulator's own keys below `sim:` (src/sandbox/store.ts).
 * Off in production: the composition root gives production no way to reach it, and the object
 * refuses every call there as well.
 */
import { DurableObject } from "cloudflare:workers";
import {
  injectFaults,
  type SimFault,
  type SimRequest,
  type SimResult,
  type SimSettings,
  simulator,
} from "../engine/index";
import { loadConfig } from "../platform/config";
import { simulatorOf } from "./providers";
import { DEFAULT_SANDBOX_SETTINGS, mergeSettings, settingsFor } from "./settings";
import { simStore } from "./store";
import type {
  SandboxEntry,
  SandboxPayment,
  SandboxPayResult,
  SandboxSettingsView,
  SandboxTitleRef,
  SettingsPatch,
} from "./types";

const SETTINGS_KEY = "sandbox:settings";
const PROVIDER_KEY = "sandbox:provider";
/** The harness's own bookkeeping (engine connect/sim.ts): tokens, counters, rate windows, faults. */
const HARNESS_KEY = /^(token:|seq:|rate:|faults$)/;
/** Where a simulator keeps its titles: the prefix its spec declares (`titlePrefix`, default `title:`). */
const titlePrefixOf = (provider: string) => simulatorOf(provider)?.titlePrefix ?? "title:";

export class SandboxProvider extends DurableObject<Env> {
  /** The tail of the calls in progress: each call starts when the one before it has ended. */
  private tail: Promise<unknown> = Promise.resolve();
  private readonly production: boolean;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.production = loadConfig(env as unknown as Record<string, unknown>).isProduction;
  }

  /** Runs `work` after every call before it, for `provider` (checked), never two at once. */
  private serial<T>(provider: string, work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(async () => {
      if (this.production) throw new Error("the provider sandbox is not available in production");
      if (!simulatorOf(provider)) throw new Error(`no simulator for provider ${provider}`);
      const held = await this.ctx.storage.get<string>(PROVIDER_KEY);
      if (held === undefined) await this.ctx.storage.put(PROVIDER_KEY, provider);
      else if (held !== provider) throw new Error(`this object simulates ${held}, not ${provider}`);
      return work();
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async stored(): Promise<SimSettings> {
    return (await this.ctx.storage.get<SimSettings>(SETTINGS_KEY)) ?? { ...DEFAULT_SANDBOX_SETTINGS };
  }

  /** One request to the simulated provider at `now` (epoch ms), with its current settings. */
  call(provider: string, req: SimRequest, now: number): Promise<SimResult> {
    return this.serial(provider, async () => {
      const spec = simulatorOf(provider);
      if (!spec) throw new Error(`no simulator for provider ${provider}`);
      const settings = settingsFor(spec, await this.stored(), req);
      return simulator(spec, settings)(req, { now, store: simStore(this.ctx.storage) });
    });
  }

  /** The settings and the explicit faults still queued. */
  settings(provider: string): Promise<SandboxSettingsView> {
    return this.serial(provider, async () => ({
      provider,
      settings: await this.stored(),
      faults: (await simStore(this.ctx.storage).get<SimFault[]>("faults")) ?? [],
    }));
  }

  /** Applies `patch` to the settings; the new settings. */
  configure(provider: string, patch: SettingsPatch): Promise<SimSettings> {
    return this.serial(provider, async () => {
      const next = mergeSettings(await this.stored(), patch);
      await this.ctx.storage.put(SETTINGS_KEY, next);
      return next;
    });
  }

  /** Queues explicit faults (the harness answers the next matching requests with them). */
  injectFaults(provider: string, faults: SimFault[], now: number): Promise<void> {
    return this.serial(provider, () => injectFaults({ now, store: simStore(this.ctx.storage) }, faults));
  }

  /** Forgets everything: settings back to the defaults, no titles, tokens or faults. */
  reset(provider: string): Promise<void> {
    return this.serial(provider, async () => {
      await this.ctx.storage.deleteAll();
    });
  }

  /** The provider's `pay()`: records a payment of a title and returns the webhooks it sends. */
  pay(
    provider: string,
    title: SandboxTitleRef,
    payment: SandboxPayment,
    now: number,
  ): Promise<SandboxPayResult> {
    return this.serial(provider, async () => {
      const spec = simulatorOf(provider);
      if (!spec) throw new Error(`no simulator for provider ${provider}`);
      const ctx = { now, store: simStore(this.ctx.storage) };
      return spec.pay(ctx, title, payment, await this.stored());
    });
  }

  /** The titles the provider holds (`all`: every entry of its state but the harness's bookkeeping). */
  titles(provider: string, all: boolean): Promise<SandboxEntry[]> {
    return this.serial(provider, async () => {
      const prefix = titlePrefixOf(provider);
      const rows = await simStore(this.ctx.storage).list<unknown>(all ? "" : prefix);
      return rows
        .filter(([key]) => (all ? !HARNESS_KEY.test(key) : key.startsWith(prefix)))
        .map(([key, value]) => ({ key, value }));
    });
  }
}
