/**
 * The harness every provider simulator runs in: the token endpoint (OAuth2 client credentials,
 * with the client certificate where the provider asks for one), token checks, a rate limit that
 * answers 429 with Retry-After, and injected faults (5xx, 429, an expired token, a timeout after
 * the provider committed). A provider's simulator (`SimulatorSpec`, in the bank's folder) adds its
 * routes, each validating the request against the provider's *published* schema (transcribed in
 * a module of its own, never the request builder) and answering with the provider's codes.
 *
 * Pure like the rest of the engine: the clock is `ctx.now`, state lives in `ctx.store` (a Durable
 * Object's storage in the service, a Map in node tests), ids come from `ctx.store` counters.
 */
import type { ApiOperation, HttpMethod } from "./types";

/** A request as the simulator receives it (header names lower-case). */
export interface SimRequest {
  method: HttpMethod;
  path: string;
  query: Readonly<Record<string, string>>;
  headers: Readonly<Record<string, string>>;
  /** Parsed JSON, the form fields, or the raw text. */
  body: unknown;
  /** The client certificate presented (its identity), when the transport presented one. */
  clientCertificate?: string;
}

export interface SimResponse {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

/** A notification the simulator sends to the client (a payment webhook), to the connection's webhook URL. */
export interface SimWebhook {
  /** Below the connection's webhook URL (the Pix API posts to `<webhookUrl>/pix`). */
  path?: string;
  headers: Record<string, string>;
  body: string;
}

export interface SimResult {
  response: SimResponse;
  /** The provider acted on the request (a title exists now, a change applied). */
  committed: boolean;
  /** The answer is lost on the way back: the client sees a timeout although the provider committed. */
  timeout?: boolean;
  webhooks?: SimWebhook[];
}

/** Where a simulator keeps its state. */
export interface SimStore {
  get<T>(key: string): Promise<T | undefined>;
  put(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** Entries whose key starts with `prefix`, in key order. */
  list<T>(prefix: string): Promise<[string, T][]>;
}

export interface SimContext {
  /** Epoch milliseconds. */
  now: number;
  store: SimStore;
}

/** A fault to inject: on the next `count` requests of `operation` (any operation when absent). */
export interface SimFault {
  kind: "5xx" | "429" | "timeout_after_commit" | "expired_token" | "timeout_before_commit";
  operation?: ApiOperation;
  count: number;
  /** For 429: the Retry-After the simulator sends. */
  retryAfterSeconds?: number;
}

/** A simulator's settings: credentials it accepts, its rate limit, a fault rate. */
export interface SimSettings {
  /** client_id → client_secret (a secret of "" accepts any: for providers that authenticate by certificate). */
  clients: Record<string, string>;
  /** The API key the provider checks besides the token, when it has one. */
  apiKey?: string;
  /** Requests per second the simulator allows (beyond it, 429); 0: no limit. */
  ratePerSecond: number;
  /** Every `faultEvery`-th request (counted over all) gets a fault from `faultKinds`, in turn; 0: none. */
  faultEvery: number;
  faultKinds: SimFault["kind"][];
  /** Token lifetime in seconds. */
  tokenSeconds: number;
  /** Where the simulator sends webhooks (the connection's webhook URL at lote), when set. */
  webhookUrl?: string;
}

export const DEFAULT_SIM_SETTINGS: SimSettings = {
  clients: {},
  ratePerSecond: 0,
  faultEvery: 0,
  faultKinds: [],
  tokenSeconds: 3600,
};

/** One route of a provider: its operation, its method and path pattern (`:name` segments), its handler. */
export interface SimRoute {
  operation: ApiOperation;
  method: HttpMethod;
  /** e.g. `/cobrancas/v2/boletos/:id`. */
  path: string;
  /** Answers the request; validates it against the published schema first. */
  handle(req: SimRequest, params: Record<string, string>, ctx: SimContext): Promise<SimResult>;
}

/** A provider's simulator: its auth rules, its routes, its error format, how a payment is notified. */
export interface SimulatorSpec {
  provider: string;
  /** The token path (OAuth2 client credentials); absent for providers without OAuth2. */
  tokenPath?: string;
  /** How the client authenticates at the token endpoint. */
  clientAuth?: "basic" | "form" | "client_id_only";
  /**
   * The grants the token endpoint takes (default client credentials only); `password` (RFC 6749
   * §4.3) also wants a non-empty `username` and `password` in the form besides the client.
   */
  grantTypes?: readonly ("client_credentials" | "password")[];
  /** Whether the provider refuses a call without a client certificate. */
  mtls: boolean;
  /** Where the API key is checked, when the provider has one. */
  apiKey?: { in: "header" | "query"; name: string };
  routes: readonly SimRoute[];
  /**
   * The store-key prefix of the provider's titles (what the sandbox lists as the titles it
   * holds): default `title:`.
   */
  titlePrefix?: string;
  /** The provider's error body for a status, code and message (its own JSON shape). */
  error(status: number, code: string, message: string): unknown;
  /**
   * Pays a title (selected by the provider's id or nosso número): records the payment and returns
   * the webhooks the provider sends for it (none when it has no payment webhook: a query shows it).
   */
  pay(
    ctx: SimContext,
    title: { id?: string; our_number?: string; txid?: string },
    payment: { amount_cents: number; paid_on: string; channel?: "boleto" | "pix" },
    settings: SimSettings,
  ): Promise<{ found: boolean; webhooks: SimWebhook[] }>;
}

/** `pattern` (`/a/:id/b`) matched against `path`: the named segments, or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split("/");
  const s = path.split("?")[0]?.split("/") ?? [];
  if (p.length !== s.length) return null;
  const out: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const a = p[i] as string;
    const b = s[i] as string;
    if (a.startsWith(":")) {
      if (b === "") return null;
      out[a.slice(1)] = decodeURIComponent(b);
    } else if (a !== b) return null;
  }
  return out;
}

function base64Decode(s: string): string {
  // atob is in every runtime lote runs in (workerd, Node ≥ 16).
  return atob(s);
}

/** The client id and secret of a token request, as the provider's `clientAuth` carries them. */
function clientOf(req: SimRequest, spec: SimulatorSpec): { id?: string; secret?: string } {
  const form = (typeof req.body === "object" && req.body !== null ? req.body : {}) as Record<string, string>;
  const auth = req.headers.authorization ?? "";
  if (spec.clientAuth === "basic" && auth.startsWith("Basic ")) {
    const [id, ...rest] = base64Decode(auth.slice(6)).split(":");
    return { id, secret: rest.join(":") };
  }
  return { id: form.client_id, secret: form.client_secret };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): SimResult => ({
  response: { status, headers: { "content-type": "application/json", ...headers }, body },
  committed: false,
});

interface TokenRow {
  client: string;
  expiresAt: number;
}

/**
 * The simulator of `spec` under `settings`: one function from a request to its result.
 * @example await simulator(spec, settings)(req, { now, store })
 */
export function simulator(spec: SimulatorSpec, settings: SimSettings) {
  return async function handle(req: SimRequest, ctx: SimContext): Promise<SimResult> {
    if (spec.mtls && !req.clientCertificate)
      return json(401, spec.error(401, "CLIENT_CERTIFICATE_REQUIRED", "a client certificate is required"));
    if (spec.tokenPath && req.path === spec.tokenPath && req.method === "POST") {
      const form = (req.body ?? {}) as Record<string, string>;
      const grants = spec.grantTypes ?? ["client_credentials"];
      if (!grants.includes(form.grant_type as "client_credentials"))
        return json(400, { error: "unsupported_grant_type" });
      if (form.grant_type === "password" && (!form.username || !form.password))
        return json(400, { error: "invalid_request", error_description: "username and password required" });
      const c = clientOf(req, spec);
      const known = c.id !== undefined && c.id in settings.clients;
      const secret = c.id !== undefined ? settings.clients[c.id] : undefined;
      const secretOk = spec.clientAuth === "client_id_only" || secret === "" || secret === c.secret;
      if (!known || !secretOk) return json(401, { error: "invalid_client" });
      const n = ((await ctx.store.get<number>("seq:token")) ?? 0) + 1;
      await ctx.store.put("seq:token", n);
      const token = `sim-${spec.provider}-${n}`;
      await ctx.store.put(`token:${token}`, {
        client: c.id as string,
        expiresAt: ctx.now + settings.tokenSeconds * 1000,
      } satisfies TokenRow);
      return json(200, {
        access_token: token,
        token_type: "Bearer",
        expires_in: settings.tokenSeconds,
        ...(form.scope ? { scope: form.scope } : {}),
      });
    }
    let route: SimRoute | undefined;
    let params: Record<string, string> | null = null;
    for (const r of spec.routes) {
      params = r.method === req.method ? matchPath(r.path, req.path) : null;
      if (params) {
        route = r;
        break;
      }
    }
    if (!route || !params)
      return json(404, spec.error(404, "NOT_FOUND", `no route ${req.method} ${req.path}`));
    if (spec.tokenPath) {
      const auth = req.headers.authorization ?? "";
      const row = auth.startsWith("Bearer ")
        ? await ctx.store.get<TokenRow>(`token:${auth.slice(7)}`)
        : undefined;
      if (!row || row.expiresAt <= ctx.now)
        return json(401, spec.error(401, "UNAUTHORIZED", "token missing, unknown or expired"));
    }
    if (spec.apiKey && settings.apiKey !== undefined) {
      const given =
        spec.apiKey.in === "header"
          ? req.headers[spec.apiKey.name.toLowerCase()]
          : req.query[spec.apiKey.name];
      if (given !== settings.apiKey)
        return json(401, spec.error(401, "INVALID_API_KEY", "application key missing or wrong"));
    }
    if (settings.ratePerSecond > 0) {
      const second = Math.floor(ctx.now / 1000);
      const key = `rate:${second}`;
      const used = (await ctx.store.get<number>(key)) ?? 0;
      if (used >= settings.ratePerSecond)
        return json(429, spec.error(429, "TOO_MANY_REQUESTS", "rate limit exceeded"), { "retry-after": "1" });
      await ctx.store.put(key, used + 1);
      await ctx.store.delete(`rate:${second - 2}`);
    }
    const fault = await nextFault(ctx, settings, route.operation);
    if (fault === "expired_token") return json(401, spec.error(401, "UNAUTHORIZED", "token expired"));
    if (fault === "5xx") return json(503, spec.error(503, "SERVICE_UNAVAILABLE", "try again later"));
    if (fault === "429")
      return json(429, spec.error(429, "TOO_MANY_REQUESTS", "rate limit exceeded"), { "retry-after": "1" });
    if (fault === "timeout_before_commit") return { ...json(504, null), timeout: true };
    const result = await route.handle(req, params, ctx);
    if (fault === "timeout_after_commit") return { ...result, timeout: true };
    return result;
  };
}

/** The fault of this request, if any: an explicit one queued for the operation first, else the rate's turn. */
async function nextFault(
  ctx: SimContext,
  settings: SimSettings,
  op: ApiOperation,
): Promise<SimFault["kind"] | null> {
  const queued = (await ctx.store.get<SimFault[]>("faults")) ?? [];
  const i = queued.findIndex((f) => f.count > 0 && (f.operation === undefined || f.operation === op));
  if (i >= 0) {
    const f = queued[i] as SimFault;
    f.count--;
    await ctx.store.put(
      "faults",
      queued.filter((x) => x.count > 0),
    );
    return f.kind;
  }
  if (settings.faultEvery <= 0 || settings.faultKinds.length === 0) return null;
  const n = ((await ctx.store.get<number>("seq:request")) ?? 0) + 1;
  await ctx.store.put("seq:request", n);
  if (n % settings.faultEvery !== 0) return null;
  const turn = n / settings.faultEvery - 1;
  return settings.faultKinds[turn % settings.faultKinds.length] ?? null;
}

/** Queues explicit faults (tests and the sandbox's fault endpoint). */
export async function injectFaults(ctx: SimContext, faults: SimFault[]): Promise<void> {
  const queued = (await ctx.store.get<SimFault[]>("faults")) ?? [];
  await ctx.store.put("faults", [...queued, ...faults]);
}

/** A store in memory, for node tests. */
export function memoryStore(): SimStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    async get<T>(k: string) {
      const v = map.get(k);
      return v === undefined ? undefined : (structuredClone(v) as T);
    },
    async put(k, v) {
      map.set(k, structuredClone(v));
    },
    async delete(k) {
      map.delete(k);
    },
    async list<T>(prefix: string) {
      return [...map.entries()]
        .filter(([k]) => k.startsWith(prefix))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, structuredClone(v) as T] as [string, T]);
    },
  };
}

/** A sequence number from the store (a simulator's ids: titles, payments). */
export async function nextSeq(ctx: SimContext, name: string): Promise<number> {
  const n = ((await ctx.store.get<number>(`seq:${name}`)) ?? 0) + 1;
  await ctx.store.put(`seq:${name}`, n);
  return n;
}
