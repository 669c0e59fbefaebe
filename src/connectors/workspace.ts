/**
 * A provider whose titles live below a workspace the client creates once (Santander's BILLING
 * workspace, `POST /workspaces`, its id in every title path): the connector's requests name the
 * host `workspace`, whose URL template (`ApiEnvironment.extra.workspace`) holds `{workspace_id}`.
 * The workspace id is connection configuration (`accounts[].workspace_id`); when the connection
 * names none, the service uses the credentials' BILLING workspace that holds the connection's
 * convênio (`GET /workspaces`), or creates one for it (`POST /workspaces`, without a webhook URL:
 * lote does not know its public address — the webhook is set on the bank's portal, or the
 * workspace is created there and its id given to the connection), and records the id on the
 * connection's accounts. Two consumers racing here may each create one; titles go to the one
 * recorded last, and a query by nosso número (`GET /bills`) needs no workspace.
 */
import { eq } from "drizzle-orm";
import type { ApiOutcome, ApiRequest, ApiResponse, BankConnector, TitleKey } from "../engine/index";
import type { Services } from "../services";
import { bankConnections } from "../storage/schema";
import type { ConnectionRow } from "./store";
import { type Exchange, envOf } from "./transport";

export const WORKSPACE_PLACEHOLDER = "{workspace_id}";

interface WorkspaceApi {
  registerWorkspace(account: TitleKey["account"], webhookUrl?: string, description?: string): ApiRequest;
  parseWorkspace(res: ApiResponse): ApiOutcome<{ workspace_id: string }>;
}

const hasWorkspaces = (c: BankConnector): c is BankConnector & WorkspaceApi =>
  typeof (c as Partial<WorkspaceApi>).registerWorkspace === "function";

/** The path prefix template of `req`'s host below the API's base URL, when it is a workspace host. */
export function workspacePrefix(
  connector: BankConnector,
  conn: ConnectionRow,
  req: ApiRequest,
): string | null {
  if (!req.host || req.host === "api" || req.host === "auth") return null;
  const env = connector.environments[envOf(conn)];
  const url = env.extra?.[req.host];
  if (!url?.includes(WORKSPACE_PLACEHOLDER) || !url.startsWith(env.api)) return null;
  return url.slice(env.api.length);
}

/** The workspace id the connection names. */
export const namedWorkspace = (conn: ConnectionRow): string | undefined =>
  conn.accounts.find((a) => a.workspace_id)?.workspace_id;

/** `req` below the workspace `id`: on the API's host, its path prefixed. */
export function inWorkspace(req: ApiRequest, prefix: string, id: string): ApiRequest {
  const { host: _h, ...rest } = req;
  return { ...rest, path: `${prefix.replace(WORKSPACE_PLACEHOLDER, encodeURIComponent(id))}${req.path}` };
}

type Send = (req: ApiRequest, op: "query" | "webhook_register") => Promise<Exchange | { kind: "waiting" }>;

const digits = (s: string | undefined) => (s ?? "").replace(/\D/g, "").replace(/^0+/, "");

/** A BILLING workspace of the list (`{ _content: [{ id, type, covenants: [{ code }] }] }`) holding one of `covenants`. */
function pick(body: unknown, covenants: string[]): string | undefined {
  const list = (body as { _content?: unknown } | null)?._content;
  if (!Array.isArray(list)) return undefined;
  for (const w of list as { id?: unknown; type?: unknown; covenants?: { code?: unknown }[] }[]) {
    if (typeof w.id !== "string" || (w.type !== undefined && w.type !== "BILLING")) continue;
    if ((w.covenants ?? []).some((c) => covenants.includes(digits(String(c.code ?? ""))))) return w.id;
  }
  return undefined;
}

/**
 * The connection's workspace id: named, found, or created (and recorded on the connection).
 * Null with the exchange that failed when it could not be had.
 */
export async function ensureWorkspace(
  svc: Services,
  conn: ConnectionRow,
  connector: BankConnector,
  send: Send,
): Promise<{ id: string } | { failed: Exchange | { kind: "waiting" } }> {
  const named = namedWorkspace(conn);
  if (named) return { id: named };
  if (!hasWorkspaces(connector))
    return { failed: { kind: "network", message: `the ${conn.provider} connection needs a workspace_id` } };
  const covenants = conn.accounts.map((a) => digits(a.agreement)).filter(Boolean);
  const first = conn.accounts[0] ?? {};
  const listed = await send(connector.probe({ agency: "", account: "", wallet: "" }, ""), "query");
  if (listed.kind !== "response") return { failed: listed };
  let id = listed.res.status === 200 ? pick(listed.res.body, covenants) : undefined;
  if (!id) {
    const made = await send(
      connector.registerWorkspace({
        agency: first.agency ?? "",
        account: first.account ?? "",
        wallet: first.wallet ?? "",
        agreement: first.agreement,
      }),
      "webhook_register",
    );
    if (made.kind !== "response") return { failed: made };
    const o = connector.parseWorkspace(made.res);
    if (o.kind !== "ok") return { failed: made };
    id = o.workspace_id;
  }
  const accounts = conn.accounts.map((a) => ({ ...a, workspace_id: id }));
  await svc.directory.db
    .update(bankConnections)
    .set({ accounts, updatedAt: svc.clock.now() })
    .where(eq(bankConnections.id, conn.id))
    .run();
  conn.accounts = accounts;
  return { id };
}
