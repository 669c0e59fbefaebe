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
import { AuthSetupError, prepareRequest, tokenRequestOf, usesToken } from "./auth";
import type { CircuitView } from "./gate";
import type { ConnectionRow, Credentials } from "./store";
import { type Exchange, exchange } from "./transport";
import { ensureWorkspace, inWorkspace, workspacePrefix } from "./workspace";

export type CallResult = Exchange | { kind: "waiting"; waitMs: number; circuit: CircuitView["state"] };

/**
 * The longest a call waits in place for its turn; longer, it is handed back to the queue with its
 * turn booked at the gate. Short, so a line of one bank's titles never holds the consumers other
 * tenants' work needs.
 */
const WAIT_IN_PLACE_MS = 250;

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

/** The seconds a provider's answer asks to wait (its Retry-After; 1 for a 429 without one). */
export function retryAfter(x: Exchange): number | undefined {
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
  // A request below a workspace (Santander) goes to the connection's workspace, had first.
  const prefix = workspacePrefix(connector, conn, req);
  if (prefix !== null) {
    const ws = await ensureWorkspace(svc, conn, connector, (r, o) =>
      callProvider(svc, conn, connector, creds, r, o, `${reqId}:workspace`),
    );
    if ("failed" in ws) return ws.failed as CallResult;
    return callProvider(svc, conn, connector, creds, inWorkspace(req, prefix, ws.id), op, reqId);
  }
  const gate = svc.connectionGate(conn.id);
  // The deployment's BANK_LIMITS may lower the bank's pace further (src/platform/limits.ts).
  const limits = lowered(limitsOf(conn, connector), bankLimits(svc.config.BANK_LIMITS, connector.provider));
  const needsToken = usesToken(connector, creds);
  try {
    return await paced(svc, conn, connector, creds, req, op, reqId, gate, limits, needsToken);
  } catch (e) {
    // A credential the grant or the signature needs is missing: nothing was sent.
    if (e instanceof AuthSetupError) return { kind: "network", message: e.message };
    throw e;
  }
}

async function paced(
  svc: Services,
  conn: ConnectionRow,
  connector: BankConnector,
  creds: Credentials,
  req: ApiRequest,
  op: ApiOperation,
  reqId: string,
  gate: ReturnType<Services["connectionGate"]>,
  limits: PaceLimits,
  needsToken: boolean,
): Promise<CallResult> {
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
      let tokenReq: ApiRequest;
      try {
        tokenReq = await tokenRequestOf(conn, connector, creds, scopesOf(connector, op), svc.clock.now());
      } catch (e) {
        await gate.end({ reqId, now: svc.clock.now(), transient: false });
        throw e;
      }
      const t = await exchange(svc, conn, connector, creds, tokenReq, null);
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
    let out: ApiRequest;
    try {
      out = await prepareRequest(conn, connector, creds, req, token, svc.clock.now());
    } catch (e) {
      await gate.end({ reqId, now: svc.clock.now(), transient: false });
      throw e;
    }
    const x = await exchange(svc, conn, connector, creds, out, token);
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
