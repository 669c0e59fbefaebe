/**
 * "Check connection": get a token (where the provider uses OAuth2) and make one harmless request
 * (the connector's `probe`), recording what happened on the connection for the console.
 */
import { eq } from "drizzle-orm";
import { saoPauloDate } from "../platform/clock";
import type { Services } from "../services";
import { bankConnections } from "../storage/schema";
import { callProvider } from "./call";
import type { CircuitView } from "./gate";
import { type ConnectionRow, connectorOf, credentialsOf } from "./store";

export interface CheckResult {
  ok: boolean;
  at: string;
  status: number | null;
  /** What went wrong, in the provider's or lote's words. */
  problem: string | null;
  circuit: CircuitView;
}

/** Checks `conn` now and records the result. */
export async function checkConnection(svc: Services, conn: ConnectionRow): Promise<CheckResult> {
  const c = connectorOf(conn.provider);
  const now = svc.clock.now();
  let result: Omit<CheckResult, "circuit">;
  if (!c)
    result = {
      ok: false,
      at: new Date(now).toISOString(),
      status: null,
      problem: `no connector for ${conn.provider}`,
    };
  else {
    const creds = await credentialsOf(svc, conn);
    const acct = conn.accounts[0] ?? {};
    const req = c.connector.probe(
      {
        agency: acct.agency ?? "",
        account: acct.account ?? "",
        wallet: acct.wallet ?? "",
        agreement: acct.agreement,
      },
      saoPauloDate(now),
    );
    const x = await callProvider(svc, conn, c.connector, creds, req, "query", `check:${now}`);
    const at = new Date(svc.clock.now()).toISOString();
    if (x.kind === "response") {
      const ok = x.res.status < 400 || x.res.status === 404;
      result = {
        ok,
        at,
        status: x.res.status,
        problem: ok ? null : `the provider answered ${x.res.status}${answerText(x.res.body)}`,
      };
    } else
      result = {
        ok: false,
        at,
        status: null,
        problem:
          x.kind === "waiting"
            ? `the connection waits (${x.circuit === "open" ? "circuit open" : "pace"}) for ${x.waitMs} ms`
            : x.kind === "timeout"
              ? "no answer in time"
              : x.message,
      };
  }
  await svc.directory.db
    .update(bankConnections)
    .set({ lastCheck: result, updatedAt: now })
    .where(eq(bankConnections.id, conn.id))
    .run();
  return { ...result, circuit: await svc.connectionGate(conn.id).state(svc.clock.now()) };
}

/** The start of a provider's error answer, for the console: its text, or its JSON as text. */
function answerText(body: unknown): string {
  if (body === null || body === undefined || body === "") return "";
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return `: ${text.slice(0, 200)}`;
}
