/**
 * Payments by a query of each title, for providers that neither notify payments nor list the
 * settled titles (Bradesco's API Cobrança: `titulo-consultar` shows a LIQUIDADO title with its
 * paid amount). The cron's `connector.settle` message of such a connection lands here: up to
 * `POLL_BATCH` of its titles registered and not yet paid, the least recently asked first, are
 * queried one by one (paced like every call) and the payments a query shows reach the ledger like
 * a webhook's (a payment id seen before records nothing). A provider whose query shows no amount
 * (CAIXA's SIGCB: payments come from the CNAB retorno) settles nothing here.
 */
import { type BankConnector, validateBoletoInput } from "../engine/index";
import { engineInput } from "../ledger/input";
import type { Services } from "../services";
import { everyShard } from "../storage/fanout";
import { decodeRows, sqlColumns } from "../storage/rows";
import { bankRegistrations } from "../storage/schema";
import { callProvider } from "./call";
import { itemForRegistration } from "./items";
import { settlePayments } from "./payments";
import { titleKeyOf } from "./register";
import { findRegistration } from "./registrations";
import type { ConnectionRow, Credentials } from "./store";

/** Titles asked per connection and cron run. */
export const POLL_BATCH = 50;

/** Whether lote must ask for `connector`'s payments title by title (no webhook, no settled list). */
export const pollsByQuery = (c: BankConnector): boolean =>
  c.provider !== "pix" && !c.settled && !c.parseWebhook && c.operations.has("query");

/** Queries the connection's registered, unpaid titles; how many payments matched a boleto. */
export async function pollRegistered(
  svc: Services,
  conn: ConnectionRow,
  connector: BankConnector,
  creds: Credentials,
): Promise<number> {
  const tenant = await svc.tenantData(conn.tenantId);
  const rows = await everyShard<{ itemId: string }>(
    tenant.shards,
    tenant.owns,
    (r) => r.itemId,
    async (db) => {
      const res = await db.d1
        .prepare(
          `SELECT ${sqlColumns(bankRegistrations, ["itemId"], "r")} FROM bank_registrations r JOIN items i ON i.id = r.item_id
              WHERE r.tenant_id = ?1 AND r.connection_id = ?2 AND r.provider = ?3 AND r.state = 'registered'
                AND i.bank_status = 'registered'
              ORDER BY r.updated_at LIMIT ?4`,
        )
        .bind(conn.tenantId, conn.id, conn.provider, POLL_BATCH)
        .all();
      return decodeRows(bankRegistrations, res.results, ["itemId"]);
    },
  );
  let matched = 0;
  for (const { row, db } of rows) {
    const data = tenant.forId(row.itemId) ?? db;
    const reg = await findRegistration(data, conn.tenantId, row.itemId, conn.provider);
    const item = await itemForRegistration(data, conn.tenantId, row.itemId);
    const v = item ? validateBoletoInput(engineInput(item.input)) : null;
    if (!reg || !v?.ok) continue;
    const key = titleKeyOf(v.value, reg);
    const x = await callProvider(
      svc,
      conn,
      connector,
      creds,
      connector.query(key),
      "query",
      `poll:${row.itemId}:${svc.clock.now()}`,
    );
    // The connection waits (pace, circuit) or the provider is away: the next run asks again.
    if (x.kind !== "response") break;
    // Asked: it goes to the back of the line.
    await data.d1
      .prepare("UPDATE bank_registrations SET updated_at = ?1 WHERE item_id = ?2 AND provider = ?3")
      .bind(svc.clock.now(), row.itemId, conn.provider)
      .run();
    const o = connector.parseQuery(x.res, key);
    if (o.kind !== "ok" || o.payments.length === 0) continue;
    const ours = o.payments.map((p) => ({ ...p, our_number: p.our_number ?? v.value.our_number }));
    matched += await settlePayments(svc, conn, ours, "api");
  }
  return matched;
}
