/**
 * The `bank_registrations` table: one row per boleto and provider, on the boleto's shard. Every
 * change is one conditional statement on the state (and attempt count) it was read in, so two
 * consumers handed the same title never both call the provider: the attempt is recorded
 * (`calling`, attempts + 1) before the call, and only the consumer whose record landed calls.
 */
import { and, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { type DataDb, prepared } from "../storage/db";
import { bankRegistrations } from "../storage/schema";

export type RegistrationRow = typeof bankRegistrations.$inferSelect;
export type RegistrationState = RegistrationRow["state"];

/** The statement recording a new registration (once: a redelivered chunk inserts nothing). */
export function insertRegistration(
  data: DataDb,
  row: Pick<
    RegistrationRow,
    "itemId" | "provider" | "tenantId" | "jobId" | "connectionId" | "idempotencyKey"
  >,
  now: number,
): D1PreparedStatement {
  return data.d1
    .prepare(
      // Due for the cron's sweep in two minutes, should its message be lost.
      `INSERT OR IGNORE INTO bank_registrations (item_id, provider, tenant_id, job_id, connection_id, state, attempts, idempotency_key, next_attempt_at, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 'pending', 0, ?6, ?7 + 120000, ?7, ?7)`,
    )
    .bind(row.itemId, row.provider, row.tenantId, row.jobId, row.connectionId, row.idempotencyKey, now);
}

export async function findRegistration(data: DataDb, tenantId: string, itemId: string, provider: string) {
  return data.db
    .select()
    .from(bankRegistrations)
    .where(
      and(
        eq(bankRegistrations.itemId, itemId),
        eq(bankRegistrations.provider, provider),
        eq(bankRegistrations.tenantId, tenantId),
      ),
    )
    .get();
}

/** A boleto's registrations (its bank's, its PSP's charge). */
export async function registrationsOf(data: DataDb, tenantId: string, itemId: string) {
  return data.db
    .select()
    .from(bankRegistrations)
    .where(and(eq(bankRegistrations.itemId, itemId), eq(bankRegistrations.tenantId, tenantId)))
    .all();
}

/**
 * Records attempt `attempts + 1` of `r` (state → calling) if nobody moved it since it was read;
 * true when this caller holds the attempt and may call the provider.
 */
export async function beginAttempt(data: DataDb, r: RegistrationRow, now: number): Promise<boolean> {
  const rows = await data.db
    .update(bankRegistrations)
    .set({
      state: "calling",
      attempts: r.attempts + 1,
      firstAttemptAt: r.firstAttemptAt ?? now,
      updatedAt: now,
    })
    .where(
      and(
        eq(bankRegistrations.itemId, r.itemId),
        eq(bankRegistrations.provider, r.provider),
        eq(bankRegistrations.state, r.state),
        eq(bankRegistrations.attempts, r.attempts),
      ),
    )
    .returning({ itemId: bankRegistrations.itemId })
    .all();
  return rows.length === 1;
}

/** The statement that settles the registration (from the attempt this caller holds). */
export function settleStatement(
  data: DataDb,
  r: Pick<RegistrationRow, "itemId" | "provider">,
  attempts: number,
  set: Partial<Pick<RegistrationRow, "state" | "providerIds" | "codes" | "lastOutcome" | "nextAttemptAt">>,
  now: number,
): D1PreparedStatement {
  return prepared(
    data,
    data.db
      .update(bankRegistrations)
      .set({ ...set, updatedAt: now })
      .where(
        and(
          eq(bankRegistrations.itemId, r.itemId),
          eq(bankRegistrations.provider, r.provider),
          eq(bankRegistrations.attempts, attempts),
        ),
      ),
  );
}

/** Registrations whose retry is due (the cron's safety net for lost or dead-lettered messages). */
export async function dueRegistrations(data: DataDb, now: number, limit = 200) {
  return data.db
    .select({
      itemId: bankRegistrations.itemId,
      provider: bankRegistrations.provider,
      tenantId: bankRegistrations.tenantId,
    })
    .from(bankRegistrations)
    .where(
      and(
        or(
          inArray(bankRegistrations.state, ["pending", "calling", "unknown"]),
          // Registered, its provider's codes still to come (a re-issue forgot the old ones).
          and(eq(bankRegistrations.state, "registered"), isNull(bankRegistrations.codes)),
        ),
        lte(bankRegistrations.nextAttemptAt, now),
      ),
    )
    .limit(limit)
    .all();
}

/**
 * The statement that forgets the codes a provider assigned a boleto (it was re-issued: a new due
 * date or amount): the registration asks the provider again (`connector.register` with state
 * `registered` and no codes), and the boleto waits for them.
 */
export function forgetProviderCodes(
  data: DataDb,
  itemId: string,
  provider: string,
  now: number,
): D1PreparedStatement {
  return data.d1
    .prepare(
      "UPDATE bank_registrations SET codes = NULL, next_attempt_at = ?1, updated_at = ?2 WHERE item_id = ?3 AND provider = ?4 AND state = 'registered'",
    )
    .bind(now + 60_000, now, itemId, provider);
}
