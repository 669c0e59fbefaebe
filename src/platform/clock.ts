/** The service's clock, injected so tests can freeze it and the engine never reads time itself. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * "Today" in São Paulo (UTC−3, no DST since 2019) as `YYYY-MM-DD`: the date printed as data de
 * processamento and used to decode due factors.
 * @example saoPauloDate(Date.UTC(2026, 0, 1, 2)) // "2025-12-31"
 */
export function saoPauloDate(ms: number): string {
  return new Date(ms - 3 * 3600_000).toISOString().slice(0, 10);
}

/**
 * São Paulo wall-clock date and time, `YYYY-MM-DDTHH:MM:SS` (no zone): how CNAB files write their
 * generation time.
 * @example saoPauloDateTime(Date.UTC(2026, 0, 1, 12, 30)) // "2026-01-01T09:30:00"
 */
export function saoPauloDateTime(ms: number): string {
  return new Date(ms - 3 * 3600_000).toISOString().slice(0, 19);
}

/** ISO-8601 UTC timestamp for an epoch-ms value (null stays null). */
export function iso(ms: number | null | undefined): string | null {
  return ms == null ? null : new Date(ms).toISOString();
}
