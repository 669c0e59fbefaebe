/**
 * What the CNAB readers found wrong with a file, in one of two modes. Reading back a file lote
 * wrote (the remessa self-check, the simulator reading a remessa) is **strict**: the first
 * problem throws, because it can only be a bug in lote's tables. Reading a bank's retorno is
 * **tolerant**: the same problem becomes a warning `{ code, line, path, message }` and reading
 * goes on, because a bank's file that can be read must never be refused (banks send trailers with
 * their own meanings, trailing blanks, LF-only lines and records the manual of another year did
 * not have).
 *
 * Warnings are capped per code, so a corrupt million-line file does not carry a million of them;
 * what was left out is counted in one closing warning per code. A line that could not be read —
 * it may hold an entry — is the exception: each is listed (see {@link Findings.unreadLine}).
 */
import { EngineError, type Issue } from "../../errors";

/** An issue about a CNAB file: always names its 1-based line (`line` 0: the file as a whole). */
export interface CnabIssue extends Issue {
  line: number;
}

export type IssuePath = (string | number)[];

/** At most this many warnings of one code are listed; the rest are counted. */
export const MAX_PER_CODE = 20;

/**
 * At most this many unread lines (each listed) in a bank's file; past them the file is refused,
 * since a file of which more cannot be read is not one the service can reconcile.
 */
export const MAX_UNREAD_LINES = 1000;

interface Tally {
  code: string;
  line: number;
  path: IssuePath;
  count: number;
  describe: (count: number, first: number) => string;
}

export class Findings {
  private readonly list: CnabIssue[] = [];
  private readonly perCode = new Map<string, number>();
  private readonly once = new Set<string>();
  private readonly tallies = new Map<string, Tally>();

  /** Lines that could not be read (whole or in part), each listed by {@link unreadLine}. */
  unread = 0;

  /** `tolerant` false: every {@link problem} throws (files lote wrote itself). */
  constructor(readonly tolerant: boolean) {}

  /**
   * A disagreement that refuses a file lote wrote (strict) and is a warning in a bank's file
   * (tolerant). After it returns, the caller goes on reading as best it can.
   */
  problem(code: string, line: number, path: IssuePath, message: string): void {
    if (!this.tolerant) throw new EngineError({ code, line, path, message });
    this.warn(code, line, path, message);
  }

  /** A warning in either mode (a bad date, a sequence gap): the value is read as `null`/as is. */
  warn(code: string, line: number, path: IssuePath, message: string): void {
    const n = (this.perCode.get(code) ?? 0) + 1;
    this.perCode.set(code, n);
    if (n <= MAX_PER_CODE) this.list.push({ code, line, path, message });
  }

  /**
   * A line, or part of one, that was not read and may hold an entry (a record of an unknown
   * type, a segment without its title, data past the record's width): strict, it throws; in a
   * bank's file it is a warning that no cap leaves out, counted in {@link unread} so the caller
   * knows the file was not read whole. Past {@link MAX_UNREAD_LINES} the file is refused.
   */
  unreadLine(code: string, line: number, path: IssuePath, message: string): void {
    if (!this.tolerant) throw new EngineError({ code, line, path, message });
    this.unread++;
    if (this.unread > MAX_UNREAD_LINES)
      unreadable(
        "CNAB_TOO_MANY_UNREAD_LINES",
        line,
        `more than ${MAX_UNREAD_LINES} lines could not be read (the last at line ${line}); the file was not read`,
      );
    this.list.push({ code, line, path, message });
  }

  /** Like {@link warn}, once per `key` (e.g. one unknown occurrence code per file). */
  warnOnce(key: string, code: string, line: number, path: IssuePath, message: string): void {
    if (this.once.has(key)) return;
    this.once.add(key);
    this.warn(code, line, path, message);
  }

  /**
   * Counts a condition that tends to affect every line (right-trimmed lines, trailing blanks):
   * one warning at the end names the first line and how many lines had it.
   */
  tally(key: string, code: string, line: number, describe: Tally["describe"], path: IssuePath = []): void {
    const t = this.tallies.get(key);
    if (t === undefined) this.tallies.set(key, { code, line, path, count: 1, describe });
    else t.count++;
  }

  /** Every warning: listed ones in the order found, then tallies, then what the cap left out. */
  finish(): CnabIssue[] {
    const out = [...this.list];
    for (const t of this.tallies.values())
      out.push({ code: t.code, line: t.line, path: t.path, message: t.describe(t.count, t.line) });
    for (const [code, n] of this.perCode) {
      if (n > MAX_PER_CODE)
        out.push({
          code,
          line: 0,
          path: [],
          message: `${n - MAX_PER_CODE} more ${code} warnings are not listed`,
        });
    }
    return out;
  }
}

/**
 * Throws the typed error for a file that cannot be read at all (in either mode): no layout, no
 * header, an unsupported bank.
 *
 * @example unreadable("CNAB_UNKNOWN_LAYOUT", 1, "cannot tell the layout")
 */
export function unreadable(code: string, line: number, message: string, path: IssuePath = []): never {
  throw new EngineError({ code, line, path, message });
}
