/**
 * Line access for CNAB files as they arrive from banks: a BOM, CRLF, LF or (old systems) CR-only
 * line ends — and any mixture of them, `LF CR` included — right-trimmed lines, trailing blanks
 * past the layout's width and a missing final newline are all read. The cursor walks the original
 * string with `indexOf`, so a 20 MB file is read in one linear pass without an array of its
 * lines; it counts the line ends it saw so the reader can report them.
 */
import type { Findings } from "./findings";
import { unreadable } from "./findings";

/**
 * The CNAB layouts (the value names the key of a bank's `BankCnab`). `cnab444` is a CNAB 400
 * whose records carry 44 more positions (the chave de acesso of the NF-e behind the title), as the
 * banks' FIDC remessas lay it out; see docs/cnab.md "CNAB 444".
 */
export type CnabLayout = "cnab240" | "cnab400" | "cnab444";

/** True for the layouts built on the CNAB 400 records (`cnab400`, `cnab444`). */
export function is400Family(layout: CnabLayout): layout is "cnab400" | "cnab444" {
  return layout !== "cnab240";
}

const SPACES = " ".repeat(444);
const CR = 13;
const LF = 10;

/** Line ends a {@link LineCursor} tells apart; `lfcr` is the reversed pair `LF CR`. */
export interface LineEnds {
  crlf: number;
  lf: number;
  cr: number;
  lfcr: number;
}

export class LineCursor {
  private pos: number;
  /** Index of the next CR / LF at or after `pos` (the text's length when there is none). */
  private nextCr = -1;
  private nextLf = -1;
  /** 1-based number of the line last returned. */
  line = 0;
  /** Line ends seen: CRLF, LF alone, CR alone, LF CR. */
  readonly ends: LineEnds = { crlf: 0, lf: 0, cr: 0, lfcr: 0 };
  /** True when the last line had no line end. */
  unterminated = false;

  constructor(private readonly text: string) {
    this.pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  /** Where `ch` next occurs at or after `pos`; each position is searched once over the file. */
  private find(ch: string, known: number): number {
    if (known >= this.pos) return known;
    const i = this.text.indexOf(ch, this.pos);
    return i === -1 ? this.text.length : i;
  }

  /**
   * The next line without its terminator, or `null` at the end of the text. A line ends at the
   * first CR or LF: CR LF and LF CR are one end each (so a file of either reads line by line,
   * as one of CR or LF alone does), any other CR or LF one end by itself. Pairs are taken left
   * to right: `LF CR LF CR` is two ends, and `LF CR LF` an end and an empty line, whichever way
   * it was meant.
   */
  next(): string | null {
    const t = this.text;
    const len = t.length;
    if (this.pos >= len) return null;
    this.nextCr = this.find("\r", this.nextCr);
    this.nextLf = this.find("\n", this.nextLf);
    const end = Math.min(this.nextCr, this.nextLf);
    const s = t.slice(this.pos, end);
    this.line++;
    if (end === len) {
      this.unterminated = true;
      this.pos = len;
      return s;
    }
    const after = t.charCodeAt(end + 1);
    if (t.charCodeAt(end) === CR) {
      if (after === LF) {
        this.ends.crlf++;
        this.pos = end + 2;
      } else {
        this.ends.cr++;
        this.pos = end + 1;
      }
    } else if (after === CR) {
      this.ends.lfcr++;
      this.pos = end + 2;
    } else {
      this.ends.lf++;
      this.pos = end + 1;
    }
    return s;
  }
}

/** True for a line with nothing but spaces, tabs, or the DOS end-of-file mark (Ctrl-Z). */
export function isBlankLine(s: string): boolean {
  return isBlankFrom(s, 0);
}

function isBlankFrom(s: string, from: number): boolean {
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 26) return false;
  }
  return true;
}

/**
 * Characters past a record's width (trailing blanks aside) from which on they may be another
 * record: 8 is the shortest run that opens one (240: bank, lote and record type at 1-8), while
 * the long lines of the corpus' retornos carry 1-4 stray characters (a repeated sequence number).
 */
const RECORD_OVERFLOW = 8;

/**
 * `s` at exactly `length`: padded back when the sender right-trimmed it, cut when it runs past.
 * Past the width, blanks are a tallied warning in a bank's file; a few stray characters a
 * problem (an error in a file lote wrote, a warning naming the line otherwise); data that may be
 * another record an unread line (see `Findings.unreadLine`). Short lines are read padded and
 * tallied.
 *
 * @example fitLine("0", 240, 1, findings).length // 240
 */
export function fitLine(s: string, length: number, lineNo: number, f: Findings): string {
  if (s.length === length) return s;
  if (s.length > length) {
    const past = trimBlanks(s).length - length;
    if (f.tolerant && past >= RECORD_OVERFLOW) {
      f.unreadLine(
        "CNAB_LINE_NOT_READ",
        lineNo,
        [],
        `line ${lineNo} has ${s.length} characters: positions ${length + 1}-${s.length} hold data a ${length}-position record has no room for (records without a line end between them?); they were not read`,
      );
    } else if (f.tolerant && past <= 0) {
      f.tally("long", "CNAB_LINE_LENGTH", lineNo, (n, first) =>
        n === 1
          ? `line ${first} runs past position ${length} with blanks; they were not read`
          : `${n} lines (the first at line ${first}) run past position ${length} with blanks; they were not read`,
      );
    } else {
      f.problem(
        "CNAB_LINE_LENGTH",
        lineNo,
        [],
        `line ${lineNo} has ${s.length} characters; a ${length}-position file allows ${length} (positions ${length + 1}-${s.length} were not read)`,
      );
    }
    return s.slice(0, length);
  }
  if (f.tolerant) {
    f.tally("short", "CNAB_LINE_LENGTH", lineNo, (n, first) =>
      n === 1
        ? `line ${first} is shorter than ${length} (right-trimmed); it was read padded with blanks`
        : `${n} lines (the first at line ${first}) are shorter than ${length} (right-trimmed); they were read padded with blanks`,
    );
  }
  return s + SPACES.slice(0, length - s.length);
}

/** `s` without trailing blanks (spaces, tabs, Ctrl-Z). */
function trimBlanks(s: string): string {
  let end = s.length;
  while (end > 0) {
    const c = s.charCodeAt(end - 1);
    if (c !== 32 && c !== 9 && c !== 26) break;
    end--;
  }
  return s.slice(0, end);
}

/**
 * The layout of a file from its first line: its length when whole (240/400/444), otherwise its
 * signature (240: lote `0000` and record type `0` at 4-8; 400: `0` + `1`/`2` + REMESSA/RETORNO,
 * which a 240 header, starting with a bank code and `0000`, cannot have). Trailing blanks past
 * the width do not count. A CNAB 444 whose header keeps 400 positions (Itaú's) reads here as
 * `cnab400`: only its details tell it apart (see `readRemessa`).
 *
 * @example detectLayout("02RETORNO01COBRANCA") // "cnab400"
 */
export function detectLayout(first: string): CnabLayout {
  if (first.length === 444 && first.charCodeAt(0) === 48) return "cnab444";
  // A 400 header's signature wins: a right-trimmed one may happen to be 240 long.
  if (first.length !== 400 && /^0[12] ?(REMESSA|RETORNO)/.test(first)) {
    return trimBlanks(first).length > 400 ? "cnab444" : "cnab400";
  }
  if (first.length === 240) return "cnab240";
  if (first.length === 400) return "cnab400";
  const t = trimBlanks(first);
  if (t.length <= 240 && t.slice(3, 8) === "00000") return "cnab240";
  if (t.length > 240 && t.length <= 400 && t.charCodeAt(0) === 48) return "cnab400";
  if (t.length > 400 && t.length <= 444 && t.charCodeAt(0) === 48) return "cnab444";
  return unreadable(
    "CNAB_UNKNOWN_LAYOUT",
    1,
    `cannot tell the layout: the first line has ${first.length} characters and no CNAB 240/400/444 header`,
  );
}
