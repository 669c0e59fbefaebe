/**
 * Pieces both retorno readers share: a cache of normalised occurrences (a million-line retorno
 * mostly repeats a handful of code + reasons pairs, so entries share one object each) and the
 * file totals.
 */
import type { Issue } from "../errors";
import { type CompiledField, type CompiledRecord, field } from "./fields";
import { digitsAt, parseCnabDate } from "./format";
import { structureError, warn } from "./lines";
import { type OccurrenceTable, occurrence } from "./occurrences";
import type { Occurrence, OccurrenceKind, RetornoEntry, RetornoTotals } from "./types";

const CACHE_LIMIT = 10_000;

export class OccurrenceCache {
  private readonly seen = new Map<string, Occurrence>();

  constructor(
    private readonly table: OccurrenceTable,
    private readonly width: number,
  ) {}

  /** The occurrence for `code` with `reasonsRaw` (the raw reasons field); shared, do not mutate. */
  get(code: string, reasonsRaw: string): Occurrence {
    const key = code + reasonsRaw;
    let o = this.seen.get(key);
    if (o === undefined) {
      o = occurrence(this.table, code, reasonsRaw, this.width);
      if (this.seen.size < CACHE_LIMIT) this.seen.set(key, o);
    }
    return o;
  }

  /** Totals over `entries`: count, title amounts, paid and credited sums, entries per kind. */
  static totals(entries: readonly RetornoEntry[]): RetornoTotals {
    const by_kind: Record<OccurrenceKind, number> = {
      registered: 0,
      rejected: 0,
      paid: 0,
      written_off: 0,
      due_date_changed: 0,
      protest: 0,
      fee: 0,
      other: 0,
    };
    let title = 0;
    let paidSum = 0;
    let credited = 0;
    for (const e of entries) {
      by_kind[e.occurrence.kind]++;
      title += e.amounts.title_cents;
      paidSum += e.amounts.paid_cents ?? 0;
      credited += e.amounts.credited_cents ?? 0;
    }
    return {
      entries: entries.length,
      title_amount_cents: title,
      paid_cents: paidSum,
      credited_cents: credited,
      by_kind,
    };
  }
}

/** An amount (or count) field; a non-number is a typed error naming the line and field. */
export function readAmount(rec: CompiledRecord, line: string, name: string, lineNo: number): number {
  const f = rec.byName.get(name);
  const n = f === undefined ? undefined : digitsAt(line, f.start0, f.end);
  if (n !== undefined) return n;
  const raw = field(rec, line, name); // throws for a field the table lacks
  return structureError("CNAB_INVALID_NUMBER", lineNo, `line ${lineNo}: ${name} is not a number ("${raw}")`);
}

/** A date field; a malformed date is a warning and `null`. */
export function readDate(
  rec: CompiledRecord,
  line: string,
  name: string,
  lineNo: number,
  warnings: Issue[],
): string | null {
  const raw = field(rec, line, name);
  const d = parseCnabDate(raw);
  if (d === undefined) {
    warn(warnings, {
      code: "CNAB_INVALID_DATE",
      path: ["line", lineNo],
      message: `line ${lineNo}: ${name} "${raw}" is not a date`,
    });
    return null;
  }
  return d;
}

/**
 * An amount read through a field looked up once per file (`undefined` when the bank's table
 * lacks it, giving `null`): the readers' per-line path does no name lookups.
 */
export function amountAt(f: CompiledField | undefined, line: string, lineNo: number): number | null {
  if (f === undefined) return null;
  const n = digitsAt(line, f.start0, f.end);
  if (n !== undefined) return n;
  return structureError(
    "CNAB_INVALID_NUMBER",
    lineNo,
    `line ${lineNo}: ${f.name} is not a number ("${line.slice(f.start0, f.end)}")`,
  );
}
