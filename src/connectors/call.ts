/**
 * A paced, authenticated call to a provider: the connection's gate says when it may go (pace,
 * circuit) and with which token; a request holding the refresh lease fetches the token first (one
 * refresh at a time); a token the provider refuses is dropped and fetched once more; a 429's
 * Retry-After holds the whole connection; transient failures count toward the circuit. A wait
 * longer than a moment is handed back to the caller (`waiting`), who retries the message later —
 * a consumer never sleeps through a bank's outage.
 */
import type { ApiOperation, ApiRequest, BankConnector } from "../engine/index";
import { bankLimits, lowered } from "../platform/limits";
import type { PaceLimits } from "../platform/pacer";
import type { Services } from "../services";
import type { CircuitView } from "./gate";
import type { ConnectionRow, Credentials } from "./store";
import { type Exchange, exchange, tokenRequest } from "./transport";

export type CallResult = Exchange | { kind: "waiting"; waitMs: number; circuit: CircuitView["state"] };

/** The longest a call waits in place for its turn; longer, it is handed back. */
const WAIT_IN_PLACE_MS = 2_000;

/** The pace of a connection: the provider's documented limits, lowered by the connection's own. */
export function limitsOf(conn: ConnectionRow, connector: BankConnector): PaceLimits {
  const rate = Math.min(
    connector.limits.ratePerSecond,
    conn.limits?.rate_per_second ?? Number.POSITIVE_INFINITY,
  );
  const conc = Math.min(connector.limits.concurrency, conn.limits?.concurrency ?? Number.POSITIVE_INFINITY);
  return { ratePerSecond: rate, concurrency: conc, leaseMs: 60_000 };
}

function scopesOf(connector: BankConnector, op: ApiOperation): readonly string[] {
  const s = connector.auth.scopes;
  return s?.[op] ?? s?.all ?? [];
}

const transient = (x: Exchange) =>
  x.kind !== "response" || x.res.status === 429 || x.res.status >= 500 || x.res.status === 408;

function retryAfter(x: Exchange): number | undefined {
  if (x.kind !== "response") return undefined;
  const h = x.res.headers["retry-after"];
  if (!h) return x.res.status === 429 ? 1 : undefined;
  const n = Number(h);
  if (Number.isFinite(n)) return Math.max(0, Math.ceil(n));
  const at = Date.parse(h);
  return Number.isFinite(at) ? Math.max(1, Math.ceil((at - Date.now()) / 1000)) : 1;
}

/**
 * Makes `req` (operation `op`) on `conn`, paced and authenticated; `reqId` names it at the gate
 * (a retried message reuses its slot).
 */
export async function callProvider(
  svc: Services,
  conn: ConnectionRow,
  connector: BankConnector,
  creds: Credentials,
  req: ApiRequest,
  op: ApiOperation,
  reqId: string,
): Promise<CallResult> {
  const gate = svc.connectionGate(conn.id);
  // The deployment's BANK_LIMITS may lower the bank's pace further (src/platform/limits.ts).
  const limits = lowered(limitsOf(conn, connector), bankLimits(svc.config.BANK_LIMITS, connector.provider));
  const needsToken = connector.auth.kind === "oauth2_client_credentials" && !creds.token;
  const started = svc.clock.now();
  for (let tries = 0; ; tries++) {
    const now = svc.clock.now();
    const b = await gate.begin({ reqId, now, limits, needsToken });
    if (b.kind === "wait") {
      if (now - started + b.waitMs > WAIT_IN_PLACE_MS)
        return { kind: "waiting", waitMs: b.waitMs, circuit: b.circuit };
      await new Promise((r) => setTimeout(r, b.waitMs));
      continue;
    }
    let token = creds.token ?? b.token;
    if (needsToken && b.refresh) {
      const t = await exchange(
        svc,
        conn,
        connector,
        creds,
        tokenRequest(conn, connector, creds, scopesOf(connector, op)),
        null,
      );
      const body =
        t.kind === "response"
          ? (t.res.body as { access_token?: unknown; expires_in?: unknown } | null)
          : null;
      if (t.kind !== "response" || t.res.status >= 300 || typeof body?.access_token !== "string") {
        await gate.end({
          reqId,
          now: svc.clock.now(),
          transient: transient(t),
          retryAfterSeconds: retryAfter(t),
        });
        return t;
      }
      token = body.access_token;
      const life =
        typeof body.expires_in === "number" ? body.expires_in : (connector.auth.tokenSeconds ?? 300);
      await gate.setToken({ reqId, token, now: svc.clock.now(), expiresIn: life });
    }
    const x = await exchange(svc, conn, connector, creds, req, token);
    if (x.kind === "response" && x.res.status === 401 && needsToken && token && tries === 0) {
      // The provider refused the token (expired early, revoked): fetch a new one, once.
      await gate.dropToken(token);
      await gate.end({ reqId, now: svc.clock.now(), transient: false });
      continue;
    }
    await gate.end({
      reqId,
      now: svc.clock.now(),
      transient: transient(x),
      retryAfterSeconds: retryAfter(x),
    });
    return x;
  }
}
