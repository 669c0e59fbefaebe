/**
 * The providers the sandbox simulates: every bank whose folder has an API module (its
 * `api.simulator`), found in the engine's bank registry, and the Pix PSP. A bank added to the
 * registry with a simulator is simulated here without a change.
 */
import { BANK_CODES, BANKS, pixApi, type SimulatorSpec } from "../engine/index";

/** The Pix PSP's provider name (the Pix API is no bank). */
export const PIX_PROVIDER = "pix";

function table(): ReadonlyMap<string, SimulatorSpec> {
  const out = new Map<string, SimulatorSpec>();
  for (const code of BANK_CODES) {
    const api = BANKS[code]?.api;
    if (api) out.set(code, api.simulator);
  }
  out.set(PIX_PROVIDER, pixApi.simulator);
  return out;
}

const SIMULATED = table();

/**
 * Every provider with a simulator: bank codes in order, then `pix`.
 * @example SANDBOX_PROVIDERS.includes("341") // true
 */
export const SANDBOX_PROVIDERS: readonly string[] = Object.freeze([...SIMULATED.keys()]);

/**
 * The simulator spec of `provider`, or undefined when lote simulates no such provider.
 * @example simulatorOf("pix")?.provider // "pix"
 */
export function simulatorOf(provider: string): SimulatorSpec | undefined {
  return SIMULATED.get(provider);
}
