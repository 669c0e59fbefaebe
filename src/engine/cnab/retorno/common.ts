/**
 * Pieces both retorno readers share: a cache of normalised occurrences (a million-line retorno
 * mostly repeats a handful of code + reasons pairs, so entries share one object each), the file
 * totals, and field reads that report a bad value instead of refusing the file.
 */
import { type CompiledField, type CompiledRecord, field } from "../layout/fields";
import type { Findings, IssuePath } from "../layout/findings";
import { digitsAt, parseCnabDate } from "../layout/format";
import { type OccurrenceTable, occurrence } from "../spec/occurrences";
import {
  OCCURRENCE_KINDS,
  type Occurrence,
  type OccurrenceKind,
  type RetornoEntry,
  type RetornoTotals,
} from "../types";

const CACHE_LIMIT = 10_000;

export class OccurrenceCache {
  private readonly seen = new Map<string, Occurrence>();

  constructor(
    private readonly table: OccurrenceTable,
    private readonly width: number,
    private readonly findings: Findings,
    private readonly bank: string,
  ) {}

  /**
   * The occurrence for `code` with `reasonsRaw` (the raw reasons field); shared, do not mutate.
   * The first time an occurrence code, or a reason of a kind the bank describes, is not in its
   * tables, a warning names it: the entry keeps the raw code, with kind `other` for an unknown
   * occurrence.
   */
  get(code: string, reasonsRaw: string, line: number, entry: number): Occurrence {
    const key = code + reasonsRaw;
    let o = this.seen.get(key);
    if (o === undefined) {
      o = occurrence(this.table, code, reasonsRaw, this.width);
      if (this.seen.size < CACHE_LIMIT) this.seen.set(key, o);
      this.report(o, line, entry);
    }
    return o;
  }

  private report(o: Occurrence, line: number, entry: number): void {
    const f = this.findings;
    if (this.table.codes[o.code] === undefined) {
      f.warnOnce(
        `occurrence:${o.code}`,
        "CNAB_UNKNOWN_OCCURRENCE",
        line,
        ["entries", entry, "occurrence", "code"],
        `line ${line}: occurrence code "${o.code}" is not in bank ${this.bank}'s table; kept as is, kind "other"`,
      );
    }
    const described = this.table.reasons?.[o.kind];
    if (described === undefined) return;
    for (const r of o.reasons) {
      if (described[r.code] !== undefined) continue;
      f.warnOnce(
        `reason:${o.kind}:${r.code}`,
        "CNAB_UNKNOWN_REASON",
        line,
        ["entries", entry, "occurrence", "reasons"],
        `line ${line}: reason "${r.code}" of a ${o.kind} occurrence is not in bank ${this.bank}'s table; kept as is`,
      );
    }
  }

  /** Totals over `entries`: count, title amounts, paid and credited sums, entries per kind. */
  static totals(entries: readonly RetornoEntry[]): RetornoTotals {
    const by_kind = Object.fromEntries(OCCURRENCE_KINDS.map((k) => [k, 0])) as Record<OccurrenceKind, number>;
    let title = 0;
    let paidSum = 0;
    let credited = 0;
    for (const e of entries) {
      by_kind[e.occurrence.kind]++;
      title += e.amounts.title_cents ?? 0;
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

/**
 * An amount (or count) field, or `null` when the bank's table lacks it. A value that is not a
 * number is a problem (strict: an error; tolerant: a warning at `where` + `key`, and `null`).
 */
export function readAmount(
  rec: CompiledRecord,
  line: string,
  name: string,
  lineNo: number,
  f: Findings,
  where: IssuePath,
  key: string = name,
): number | null {
  return amountAt(rec.byName.get(name), line, lineNo, f, where, key);
}

/** A date field; a malformed date is a warning (at `where` + `name`) and `null`. */
export function readDate(
  rec: CompiledRecord,
  line: string,
  name: string,
  lineNo: number,
  f: Findings,
  where: IssuePath,
): string | null {
  const raw = field(rec, line, name);
  // AAAAMMDD fields (Sicredi 400) are read as the DDMMAAAA the parser knows.
  const d = parseCnabDate(
    rec.byName.get(name)?.date === "ymd" ? raw.slice(6, 8) + raw.slice(4, 6) + raw.slice(0, 4) : raw,
  );
  if (d === undefined) {
    f.warn("CNAB_INVALID_DATE", lineNo, [...where, name], `line ${lineNo}: ${name} "${raw}" is not a date`);
    return null;
  }
  return d;
}

/**
 * An amount read through a field looked up once per file (`undefined` when the bank's table
 * lacks it, giving `null`): the readers' per-line path does no name lookups. `where` is the
 * issue path of the object the value goes to (`["entries", 3, "amounts"]`), `key` its name there.
 */
export function amountAt(
  fd: CompiledField | undefined,
  line: string,
  lineNo: number,
  f: Findings,
  where: IssuePath,
  key?: string,
): number | null {
  if (fd === undefined) return null;
  const n = digitsAt(line, fd.start0, fd.end);
  if (n !== undefined) return n;
  f.problem(
    "CNAB_INVALID_NUMBER",
    lineNo,
    [...where, key ?? fd.name],
    `line ${lineNo}: ${fd.name} (positions ${fd.start0 + 1}-${fd.end}) is not a number ("${line.slice(fd.start0, fd.end)}")`,
  );
  return null;
}
