/**
 * A simulated provider's settings as the sandbox keeps them, and the one behaviour the sandbox adds
 * to the engine's harness (src/engine/connect/sim.ts): with no clients configured, the token
 * endpoint accepts any client id with any secret, so a developer's connection works against the
 * sandbox without registering credentials first. Configure `clients` and the harness checks them
 * as it always does.
 */
import { DEFAULT_SIM_SETTINGS, type SimRequest, type SimSettings, type SimulatorSpec } from "../engine/index";
import type { SettingsPatch } from "./types";

/** The sandbox's defaults: any client (empty `clients`), no API key, no rate limit, no faults. */
export const DEFAULT_SANDBOX_SETTINGS: SimSettings = Object.freeze({
  ...DEFAULT_SIM_SETTINGS,
  clients: {},
  faultKinds: [],
});

/**
 * `stored` with `patch` applied: given fields replace, `null` removes `apiKey` or `webhookUrl`.
 * @example mergeSettings(DEFAULT_SANDBOX_SETTINGS, { ratePerSecond: 2 }).ratePerSecond // 2
 */
export function mergeSettings(stored: SimSettings, patch: SettingsPatch): SimSettings {
  const { apiKey, webhookUrl, ...rest } = patch;
  const out: SimSettings = { ...stored };
  for (const [k, v] of Object.entries(rest))
    if (v !== undefined) (out as unknown as Record<string, unknown>)[k] = v;
  if (apiKey === null) delete out.apiKey;
  else if (apiKey !== undefined) out.apiKey = apiKey;
  if (webhookUrl === null) delete out.webhookUrl;
  else if (webhookUrl !== undefined) out.webhookUrl = webhookUrl;
  return out;
}

/**
 * The client id a token request names, read the way the harness reads it: HTTP Basic for a
 * provider with `clientAuth: "basic"` when the header is Basic, the form's `client_id` otherwise.
 */
function clientIdOf(spec: SimulatorSpec, req: SimRequest): string | undefined {
  const auth = req.headers.authorization ?? "";
  if (spec.clientAuth === "basic" && auth.startsWith("Basic ")) {
    try {
      return atob(auth.slice(6)).split(":")[0];
    } catch {
      return undefined; // not base64: the harness refuses it as an unknown client
    }
  }
  const form = typeof req.body === "object" && req.body !== null ? (req.body as Record<string, unknown>) : {};
  return typeof form.client_id === "string" ? form.client_id : undefined;
}

/**
 * The settings the harness runs `req` with: `settings` itself, except that a token request under
 * settings without clients names its own client as known, with the secret "" that the harness
 * reads as "any secret". A request without a client id is left to the harness (`invalid_client`).
 * @example settingsFor(spec, DEFAULT_SANDBOX_SETTINGS, tokenRequest).clients // { "my-client": "" }
 */
export function settingsFor(spec: SimulatorSpec, settings: SimSettings, req: SimRequest): SimSettings {
  if (Object.keys(settings.clients).length > 0) return settings;
  if (!spec.tokenPath || req.method !== "POST" || req.path !== spec.tokenPath) return settings;
  const id = clientIdOf(spec, req);
  return id ? { ...settings, clients: { [id]: "" } } : settings;
}
