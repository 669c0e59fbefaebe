/**
 * ISO `YYYY-MM-DD` calendar dates as integer day counts, with no `Date` object and no time zone.
 * The engine never reads a clock: "today" is always a parameter, and all arithmetic is on the
 * proleptic Gregorian day number (days since 1970-01-01), computed with the civil-from-days
 * algorithm (H. Hinnant, "chrono-compatible low-level date algorithms").
 */

import type { IsoDate } from "../types";

/**
 * Day number (days since 1970-01-01) of a proleptic Gregorian date. Month 1–12, day 1–31; the
 * caller guarantees the date exists.
 *
 * @example daysFromCivil(1997, 10, 7) // 10141
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400; // [0, 399]
  const mp = month > 2 ? month - 3 : month + 9; // March = 0
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1; // [0, 365]
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy; // [0, 146096]
  return era * 146097 + doe - 719468;
}

/**
 * The inverse of {@link daysFromCivil}.
 *
 * @example civilFromDays(10141) // { year: 1997, month: 10, day: 7 }
 */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Reads `count` ASCII digits at `start`, or -1 when one is not a digit. */
function readInt(s: string, start: number, count: number): number {
  let n = 0;
  for (let i = start; i < start + count; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

/**
 * Day number of a strict ISO date (`YYYY-MM-DD`, a date that exists, year 1900–2199), or
 * `undefined` for anything else. No regex: it runs in the boleto hot path.
 *
 * @example isoToDays("2025-02-22") // 20141
 * @example isoToDays("2025-02-30") // undefined
 */
export function isoToDays(s: string): number | undefined {
  if (s.length !== 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return undefined;
  const year = readInt(s, 0, 4);
  const month = readInt(s, 5, 2);
  const day = readInt(s, 8, 2);
  // The factor scheme and the banks cover this range; anything outside it is a typo.
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return undefined;
  const max = month === 2 && isLeap(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number);
  if (day > max) return undefined;
  return daysFromCivil(year, month, day);
}

/**
 * True for a strict, existing ISO date.
 *
 * @example isIsoDate("2024-02-29") // true
 */
export function isIsoDate(s: unknown): s is IsoDate {
  return typeof s === "string" && isoToDays(s) !== undefined;
}

function two(n: number): string {
  return n < 10 ? `0${n}` : `${n}`;
}

/**
 * ISO date of a day number.
 *
 * @example daysToIso(20141) // "2025-02-22"
 */
export function daysToIso(days: number): IsoDate {
  const { year, month, day } = civilFromDays(days);
  return `${year}-${two(month)}-${two(day)}`;
}

/**
 * Day number of an ISO date the caller has already validated; throws a plain `Error` otherwise,
 * because reaching it with a bad date is a programming error, not bad input.
 *
 * @example mustIsoToDays("2000-07-03") // 11141
 */
export function mustIsoToDays(s: IsoDate): number {
  const days = isoToDays(s);
  if (days === undefined) throw new Error(`internal: not a valid ISO date: ${s}`);
  return days;
}

/**
 * `date` plus `n` days.
 *
 * @example addDays("2025-02-21", 1) // "2025-02-22"
 */
export function addDays(date: IsoDate, n: number): IsoDate {
  return daysToIso(mustIsoToDays(date) + n);
}
