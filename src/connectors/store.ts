/**
 * A tenant's connections to banks' APIs and Pix PSPs (`bank_connections`, in the directory):
 * created, listed, changed and removed through `/v1/connections`, never showing a credential back
 * (only which fields are set). Credentials are sealed with the service's credentials key (HKDF of
 * `SIGNING_SECRET`, AES-256-GCM, its key id in the box); a box sealed under the previous secret is
 * sealed again as it is opened, the cron does the rest (`resealCredentials`). The connector of a
 * provider comes from the engine's registry (`connectorOf`).
 */
import { and, eq, like, not } from "drizzle-orm";
import { BANKS, type BankApiModule, pixApi } from "../engine/index";
import { iso } from "../platform/clock";
import { openSecret, sealSecret } from "../platform/crypto";
import { newId, randomToken } from "../platform/ids";
import { configure as configureSandbox } from "../sandbox/index";
import type { Services } from "../services";
import { bankConnections } from "../storage/schema";
import { serviceKeys } from "../storage/signing";

export type ConnectionRow = typeof bankConnections.$inferSelect;

/** What a connection authenticates with (any subset, as its provider needs). */
export interface Credentials {
  client_id?: string;
  client_secret?: string;
  api_key?: string;
  username?: string;
  password?: string;
  /** A fixed token (a provider sandbox that hands one out instead of a token endpoint). */
  token?: string;
  /** The client's RSA private key, PEM PKCS #8, for a provider that signs with it (Bradesco's JWT assertion and calls). */
  private_key?: string;
}

export const CREDENTIAL_FIELDS = [
  "client_id",
  "client_secret",
  "api_key",
  "username",
  "password",
  "token",
  "private_key",
] as const;

/** The providers lote has a connector for: bank codes with an `api`, and `pix`. */
export function providers(): string[] {
  return [...Object.values(BANKS).flatMap((b) => (b.api ? [b.code] : [])), "pix"].sort();
}

/** The connector and simulator of `provider`, or undefined. */
export function connectorOf(provider: string): BankApiModule | undefined {
  if (provider === "pix") return pixApi;
  return BANKS[provider]?.api;
}

/** A connection as the API shows it: credentials by name only, the webhook path without its secret's value. */
export function connectionView(r: ConnectionRow) {
  return {
    connection_id: r.id,
    provider: r.provider,
    name: r.name,
    environment: r.environment,
    base_urls: r.baseUrls ?? null,
    credentials: r.credentialFields,
    mtls_binding: r.mtlsBinding,
    accounts: r.accounts,
    limits: r.limits ?? null,
    failover_after_seconds: r.failoverAfterSeconds,
    status: r.status,
    last_check: r.lastCheck ?? null,
    last_error: r.lastError ?? null,
    created_at: iso(r.createdAt) as string,
    updated_at: iso(r.updatedAt) as string,
  };
}

export interface ConnectionInput {
  provider: string;
  name: string;
  environment: ConnectionRow["environment"];
  base_urls?: { api?: string; auth?: string };
  credentials: Credentials;
  mtls_binding?: string | null;
  accounts: ConnectionRow["accounts"];
  limits?: { rate_per_second?: number; concurrency?: number };
  failover_after_seconds?: number | null;
}

const fieldsOf = (c: Credentials) => CREDENTIAL_FIELDS.filter((k) => typeof c[k] === "string" && c[k] !== "");

/** Records a new connection; returns it with its webhook URL's secret (shown once). */
export async function createConnection(svc: Services, tenantId: string, input: ConnectionInput) {
  const keys = await serviceKeys(svc.config);
  const now = svc.clock.now();
  const id = newId("con", now);
  const hookSecret = randomToken(24);
  await svc.directory.db
    .insert(bankConnections)
    .values({
      id,
      tenantId,
      provider: input.provider,
      name: input.name,
      environment: input.environment,
      baseUrls: input.base_urls ?? null,
      credentialsEnc: await sealSecret(keys, JSON.stringify(input.credentials), "credentials"),
      credentialFields: fieldsOf(input.credentials),
      mtlsBinding: input.mtls_binding ?? null,
      accounts: input.accounts,
      limits: input.limits ?? null,
      failoverAfterSeconds: input.failover_after_seconds ?? null,
      webhookSecretEnc: await sealSecret(keys, hookSecret, "credentials"),
      status: "active",
      createdAt: now,
      updatedAt: now,
    })
    .run();
  const row = (await findConnection(svc, tenantId, id)) as ConnectionRow;
  const webhookPath = `/v1/hooks/${id}/${hookSecret}`;
  // lote's simulated provider sends its notifications to this connection, as a provider whose
  // portal or webhook API was given lote's URL would.
  if (input.environment === "simulator" && svc.sandbox)
    await configureSandbox(svc, { tenantId, provider: input.provider }, { webhookUrl: webhookPath });
  return { ...connectionView(row), webhook_path: webhookPath };
}

/** A tenant's connection, or undefined. */
export async function findConnection(svc: Services, tenantId: string, id: string) {
  return svc.directory.db
    .select()
    .from(bankConnections)
    .where(and(eq(bankConnections.id, id), eq(bankConnections.tenantId, tenantId)))
    .get();
}

/** A connection by id alone (an inbound webhook names no tenant until its secret is checked). */
export async function connectionById(svc: Services, id: string) {
  return svc.directory.db.select().from(bankConnections).where(eq(bankConnections.id, id)).get();
}

export async function listConnections(svc: Services, tenantId: string) {
  return svc.directory.db
    .select()
    .from(bankConnections)
    .where(eq(bankConnections.tenantId, tenantId))
    .orderBy(bankConnections.createdAt)
    .all();
}

/** Changes a connection (credentials replace the old ones whole when given). */
export async function updateConnection(
  svc: Services,
  tenantId: string,
  id: string,
  patch: Partial<ConnectionInput> & { status?: ConnectionRow["status"] },
) {
  const set: Partial<ConnectionRow> = { updatedAt: svc.clock.now() };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.environment !== undefined) set.environment = patch.environment;
  if (patch.base_urls !== undefined) set.baseUrls = patch.base_urls;
  if (patch.mtls_binding !== undefined) set.mtlsBinding = patch.mtls_binding;
  if (patch.accounts !== undefined) set.accounts = patch.accounts;
  if (patch.limits !== undefined) set.limits = patch.limits;
  if (patch.failover_after_seconds !== undefined) set.failoverAfterSeconds = patch.failover_after_seconds;
  if (patch.status !== undefined) set.status = patch.status;
  if (patch.credentials !== undefined) {
    set.credentialsEnc = await sealSecret(
      await serviceKeys(svc.config),
      JSON.stringify(patch.credentials),
      "credentials",
    );
    set.credentialFields = fieldsOf(patch.credentials);
  }
  const rows = await svc.directory.db
    .update(bankConnections)
    .set(set)
    .where(and(eq(bankConnections.id, id), eq(bankConnections.tenantId, tenantId)))
    .returning()
    .all();
  return rows[0];
}

export async function deleteConnection(svc: Services, tenantId: string, id: string): Promise<boolean> {
  const rows = await svc.directory.db
    .delete(bankConnections)
    .where(and(eq(bankConnections.id, id), eq(bankConnections.tenantId, tenantId)))
    .returning({ id: bankConnections.id })
    .all();
  return rows.length > 0;
}

/** The connection's credentials (sealed again under the current key when found under the previous one). */
export async function credentialsOf(svc: Services, row: ConnectionRow): Promise<Credentials> {
  const keys = await serviceKeys(svc.config);
  const { plain, stale } = await openSecret(keys, row.credentialsEnc, "credentials");
  if (stale)
    await svc.directory.db
      .update(bankConnections)
      .set({ credentialsEnc: await sealSecret(keys, plain, "credentials") })
      .where(eq(bankConnections.id, row.id))
      .run();
  return JSON.parse(plain) as Credentials;
}

/** The secret of the connection's webhook path. */
export async function webhookSecretOf(svc: Services, row: ConnectionRow): Promise<string> {
  return (await openSecret(await serviceKeys(svc.config), row.webhookSecretEnc, "credentials")).plain;
}

/**
 * The active connection of `provider` that serves a boleto's account (agency and account, and the
 * agreement or wallet when the connection names them), or of a Pix key for a PSP.
 */
export function servingConnection(
  rows: readonly ConnectionRow[],
  provider: string,
  account: { agency?: string; account?: string; agreement?: string; wallet?: string; pix_key?: string },
): ConnectionRow | undefined {
  const norm = (s: string | undefined) => (s ?? "").replace(/\D/g, "").replace(/^0+/, "");
  return rows.find(
    (r) =>
      r.status === "active" &&
      r.provider === provider &&
      r.accounts.some((a) =>
        a.pix_key !== undefined
          ? a.pix_key === account.pix_key
          : norm(a.agency) === norm(account.agency) &&
            norm(a.account) === norm(account.account) &&
            (a.agreement === undefined || norm(a.agreement) === norm(account.agreement)) &&
            (a.wallet === undefined || a.wallet === account.wallet),
      ),
  );
}

/** Seals again, under the current key, every connection's credentials still under the previous one (the cron). */
export async function resealCredentials(svc: Services): Promise<number> {
  const keys = await serviceKeys(svc.config);
  const rows = await svc.directory.db
    .select()
    .from(bankConnections)
    .where(not(like(bankConnections.credentialsEnc, `v2:${keys.current.kid}:%`)))
    .limit(100)
    .all();
  for (const r of rows) {
    await credentialsOf(svc, r);
    const hook = await openSecret(keys, r.webhookSecretEnc, "credentials");
    if (hook.stale)
      await svc.directory.db
        .update(bankConnections)
        .set({ webhookSecretEnc: await sealSecret(keys, hook.plain, "credentials") })
        .where(eq(bankConnections.id, r.id))
        .run();
  }
  return rows.length;
}
