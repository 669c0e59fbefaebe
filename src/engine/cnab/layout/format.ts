/**
 * Formatting and parsing of single CNAB fields: zero-padded numbers (an overflow is an error,
 * never cut), ASCII upper-case text (cut with a warning), DDMMAAAA/DDMMAA dates. Hot paths avoid
 * regular expressions and allocate only the output string.
 */
import type { Issue } from "../../errors";
import { isIsoDate } from "../../math/date";
import { toCnabText } from "../../text";
import type { IsoDate } from "../../types";
import type { CompiledRecord } from "./fields";
import type { CnabIssue } from "./findings";

/** Where the writer reports problems: errors fail the file, warnings travel with it (with the line they concern). */
export interface Sink {
  errors: Issue[];
  warnings: CnabIssue[];
}

export const newSink = (): Sink => ({ errors: [], warnings: [] });

/** CNAB text of each Latin-1 code point, so the common accented letters skip `normalize`. */
export const LATIN1: readonly string[] = Array.from({ length: 256 }, (_, c) => {
  if (c === 9 || c === 10 || c === 13) return " ";
  if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return "";
  return toCnabText(String.fromCharCode(c));
});

/**
 * CNAB text: line breaks and tabs become one space, other control characters are removed, then
 * accents are transliterated and the text upper-cased (`toCnabText`). Latin-1 text takes a
 * table; anything beyond it goes through `toCnabText`.
 *
 * @example cnabText("José\r\nda Silva") // "JOSE DA SILVA"
 */
export function cnabText(s: string): string {
  let out = "";
  let lastBreak = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 0xff) {
      const cleaned = s.replace(/[\r\n\t]+/g, " ").replace(/[\u0000-\u001f\u007f-\u009f]/g, "");
      return toCnabText(cleaned);
    }
    const isBreak = c === 9 || c === 10 || c === 13;
    if (!(isBreak && lastBreak)) out += LATIN1[c];
    lastBreak = isBreak;
  }
  return out;
}

/** A batch repeats a few hundred dates: remember their CNAB form instead of rebuilding it. */
const DDMMYYYY = new Map<string, string>();

/** `2025-01-31` → `31012025`. @example ddmmyyyy("2025-01-31") // "31012025" */
export function ddmmyyyy(iso: IsoDate): string {
  let d = DDMMYYYY.get(iso);
  if (d === undefined) {
    d = iso.slice(8, 10) + iso.slice(5, 7) + iso.slice(0, 4);
    if (DDMMYYYY.size > 4096) DDMMYYYY.clear();
    DDMMYYYY.set(iso, d);
  }
  return d;
}

/** `2025-01-31` → `310125`. @example ddmmyy("2025-01-31") // "310125" */
export function ddmmyy(iso: IsoDate): string {
  return iso.slice(8, 10) + iso.slice(5, 7) + iso.slice(2, 4);
}

/**
 * Parses `DDMMAAAA` (8) or `DDMMAA` (6, read as 20AA). All zeros or blanks → `null`; anything that
 * is not a real date → `undefined`, so the reader can warn.
 *
 * @example parseCnabDate("31012025") // "2025-01-31"
 */
export function parseCnabDate(s: string): IsoDate | null | undefined {
  const known = CNAB_DATES.get(s);
  if (known !== undefined || CNAB_DATES.has(s)) return known;
  let empty = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 48) empty = false;
  }
  let iso: IsoDate | null | undefined = null;
  if (!empty) {
    const year = s.length === 8 ? s.slice(4, 8) : `20${s.slice(4, 6)}`;
    const candidate = `${year}-${s.slice(2, 4)}-${s.slice(0, 2)}`;
    iso = isIsoDate(candidate) ? candidate : undefined;
  }
  if (CNAB_DATES.size > 4096) CNAB_DATES.clear();
  CNAB_DATES.set(s, iso);
  return iso;
}

/** A retorno repeats a few hundred dates: remember each field text's reading. */
const CNAB_DATES = new Map<string, IsoDate | null | undefined>();

/**
 * Parses an unsigned integer field. Blank → 0 (banks leave unused amounts blank); any other
 * non-digit, or a value beyond `Number.MAX_SAFE_INTEGER`, → `undefined`.
 *
 * @example parseDigits("000000000012345") // 12345
 */
export function parseDigits(s: string): number | undefined {
  let n = 0;
  let blank = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) {
      if (!blank) return undefined;
      continue;
    }
    if (c < 48 || c > 57) return undefined;
    blank = false;
    n = n * 10 + (c - 48);
  }
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * {@link parseDigits} of `s.slice(start, end)` without making the slice (the readers' hot path).
 *
 * @example digitsAt("AB00123", 2, 7) // 123
 */
export function digitsAt(s: string, start: number, end: number): number | undefined {
  let n = 0;
  let blank = true;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) {
      if (!blank) return undefined;
      continue;
    }
    if (c < 48 || c > 57) return undefined;
    blank = false;
    n = n * 10 + (c - 48);
  }
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Digits of a document (CPF/CNPJ) and its CNAB type: `1` CPF, `2` CNPJ. */
export function documentType(doc: string): "1" | "2" | undefined {
  if (doc.length === 11) return "1";
  if (doc.length === 14) return "2";
  return undefined;
}

/** Strips leading zeros, keeping one zero for an all-zero value. @example stripZeros("000120") // "120" */
export function stripZeros(s: string): string {
  let i = 0;
  while (i < s.length - 1 && s.charCodeAt(i) === 48) i++;
  return s.slice(i);
}

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * The wall-clock date and `HHMMSS` written in an ISO timestamp, taken as is (no time-zone
 * arithmetic: pass São Paulo local time when the bank expects it).
 *
 * @example parseTimestamp("2025-01-15T09:30:00-03:00") // { date: "2025-01-15", time: "093000" }
 */
export function parseTimestamp(s: unknown): { date: IsoDate; time: string } | undefined {
  if (typeof s !== "string") return undefined;
  const m = TIMESTAMP.exec(s);
  if (m === null || !isIsoDate(m[1])) return undefined;
  const [hh, mm, ss = "00"] = [m[2]!, m[3]!, m[4]];
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return undefined;
  return { date: m[1]!, time: hh + mm + ss };
}

/**
 * A date in the width the table gives field `name` (6: DDMMAA, 8: DDMMAAAA, or AAAAMMDD for a
 * field made with `ymd`); `null` → zeros.
 *
 * @example dateFor(rec, "due_date", "2025-01-31") // "310125" when the field is 6 wide
 */
export function dateFor(rec: CompiledRecord, name: string, iso: IsoDate | null): string | number {
  if (iso === null) return 0;
  const f = rec.byName.get(name);
  if (f?.date === "ymd") return iso.replaceAll("-", "");
  return f?.width === 6 ? ddmmyy(iso) : ddmmyyyy(iso);
}
