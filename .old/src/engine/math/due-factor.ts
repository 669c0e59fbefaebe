/**
 * Fator de vencimento: the 4-digit day count in barcode positions 6–9.
 *
 * FEBRABAN: days since the base date 1997-10-07; 2000-07-03 was factor 1000. The field has only
 * four digits, so after 9999 (2025-02-21) the factor restarts at 1000 (2025-02-22) and every
 * 9,000 days after that (next restart 2049-10-14). `0000` means "no due date" (à vista /
 * contra-apresentação). A factor therefore names one date per 9,000-day cycle; the reader picks
 * the one that falls between 3,000 days before and 5,500 days after its reference date ("today").
 */

import { EngineError } from "../errors";
import type { IsoDate } from "../types";
import { daysFromCivil, daysToIso, isoToDays } from "./date";

/** Day number of 1997-10-07, the factor's base date. */
export const FACTOR_BASE_DAYS = daysFromCivil(1997, 10, 7);
/** Day number of 2000-07-03 (factor 1000 of the first cycle): the first date the scheme encodes. */
export const FACTOR_FIRST_DAYS = FACTOR_BASE_DAYS + 1000;
/** Length of one factor cycle, 1000–9999. */
export const FACTOR_CYCLE_DAYS = 9000;
/** Decoding window around "today": a factor resolves to the date inside it. */
export const FACTOR_WINDOW_BEFORE_DAYS = 3000;
export const FACTOR_WINDOW_AFTER_DAYS = 5500;
/** The factor of "no due date". */
export const NO_DUE_DATE_FACTOR = "0000";

/**
 * Factor (1000–9999) of a day number on or after 2000-07-03.
 *
 * @example dueFactorOfDays(daysFromCivil(2025, 2, 22)) // 1000
 */
export function dueFactorOfDays(days: number): number {
  return ((days - FACTOR_FIRST_DAYS) % FACTOR_CYCLE_DAYS) + 1000;
}

/**
 * The 4-digit factor of a due date, `"0000"` for `null`. Throws `INVALID_DATE` for a malformed
 * date and `DUE_DATE_OUT_OF_RANGE` before 2000-07-03 (the scheme cannot express it).
 *
 * @example dueFactor("2008-02-01") // "3769"
 * @example dueFactor("2025-02-22") // "1000"
 * @example dueFactor(null) // "0000"
 */
export function dueFactor(dueDate: IsoDate | null): string {
  if (dueDate === null) return NO_DUE_DATE_FACTOR;
  const days = isoToDays(dueDate);
  if (days === undefined) {
    throw new EngineError({
      code: "INVALID_DATE",
      path: ["due_date"],
      message: "due_date must be a real date YYYY-MM-DD",
    });
  }
  if (days < FACTOR_FIRST_DAYS) {
    throw new EngineError({
      code: "DUE_DATE_OUT_OF_RANGE",
      path: ["due_date"],
      message: "due_date must be 2000-07-03 or later (fator de vencimento starts there)",
    });
  }
  return String(dueFactorOfDays(days));
}

/**
 * True when `dueDate` lies in the decoding window of `today` (3,000 days before to 5,500 after),
 * i.e. a reader given the same "today" decodes its factor back to the same date.
 *
 * @example isDueDateInWindow("2049-10-20", "2040-01-01") // true
 */
export function isDueDateInWindow(dueDate: IsoDate, today: IsoDate): boolean {
  const due = isoToDays(dueDate);
  const now = isoToDays(today);
  if (due === undefined || now === undefined) return false;
  return due >= now - FACTOR_WINDOW_BEFORE_DAYS && due <= now + FACTOR_WINDOW_AFTER_DAYS;
}

/**
 * The due date a 4-digit factor stands for, seen from `today`: `null` for `"0000"`. Throws
 * `INVALID_DUE_FACTOR` for 0001–0999 or non-digits, and `DUE_FACTOR_OUT_OF_WINDOW` when no date of
 * that factor lies in the window (the window is 8,501 days wide, a cycle 9,000, so a factor has at
 * most one candidate and, for 499 days of each cycle, none).
 *
 * @example decodeDueFactor("1000", "2025-03-01") // "2025-02-22"
 * @example decodeDueFactor("1000", "2008-01-01") // "2000-07-03"
 */
export function decodeDueFactor(factor: string, today: IsoDate): IsoDate | null {
  const now = isoToDays(today);
  if (now === undefined) {
    throw new EngineError({
      code: "INVALID_DATE",
      path: ["today"],
      message: "today must be a real date YYYY-MM-DD",
    });
  }
  if (factor === NO_DUE_DATE_FACTOR) return null;
  const n = factor.length === 4 ? Number(factor) : Number.NaN;
  if (!Number.isInteger(n) || n < 1000) {
    throw new EngineError({
      code: "INVALID_DUE_FACTOR",
      path: ["due_factor"],
      message: "fator de vencimento must be 0000 or 1000-9999",
    });
  }
  const first = FACTOR_FIRST_DAYS + (n - 1000); // the date in the first cycle
  const low = now - FACTOR_WINDOW_BEFORE_DAYS;
  // Smallest cycle k ≥ 0 whose date is not before the window's start.
  const k = first >= low ? 0 : Math.ceil((low - first) / FACTOR_CYCLE_DAYS);
  const candidate = first + k * FACTOR_CYCLE_DAYS;
  if (candidate > now + FACTOR_WINDOW_AFTER_DAYS) {
    throw new EngineError({
      code: "DUE_FACTOR_OUT_OF_WINDOW",
      path: ["due_factor"],
      message: "fator de vencimento has no date between 3000 days before and 5500 days after today",
    });
  }
  return daysToIso(candidate);
}
