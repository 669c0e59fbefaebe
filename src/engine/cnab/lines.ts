/**
 * Line access for CNAB files as they arrive from banks: a BOM, CRLF, LF or (old systems) CR-only
 * line ends, right-trimmed lines, trailing blanks past the layout's width and a missing final
 * newline are all read. The cursor walks the original string with `indexOf`, so a 20 MB file is
 * read in one linear pass without an array of its lines; it counts the line ends it saw so the
 * reader can report them.
 */
import type { Findings } from "./findings";
import { unreadable } from "./findings";
import type { CnabLayout } from "./types";

const SPACES = " ".repeat(400);

export class LineCursor {
  private pos: number;
  private readonly sep: string;
  /** 1-based number of the line last returned. */
  line = 0;
  /** Line ends seen: CRLF, LF alone, CR alone. */
  readonly ends = { crlf: 0, lf: 0, cr: 0 };
  /** True when the last line had no line end. */
  unterminated = false;

  constructor(private readonly text: string) {
    this.pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    // A file without a single LF but with CRs was written with CR line ends (old Mac systems).
    this.sep = text.indexOf("\n") === -1 && text.indexOf("\r") !== -1 ? "\r" : "\n";
  }

  /** The next line without its terminator, or `null` at the end of the text. */
  next(): string | null {
    const t = this.text;
    if (this.pos >= t.length) return null;
    const nl = t.indexOf(this.sep, this.pos);
    const end = nl === -1 ? t.length : nl;
    let stop = end;
    if (nl === -1) this.unterminated = true;
    else if (this.sep === "\r") this.ends.cr++;
    else if (end > this.pos && t.charCodeAt(end - 1) === 13) {
      stop = end - 1;
      this.ends.crlf++;
    } else this.ends.lf++;
    const s = t.slice(this.pos, stop);
    this.pos = end + 1;
    this.line++;
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
 * `s` at exactly `length`: padded back when the sender right-trimmed it, cut when it runs past.
 * Past the width, blanks are a tallied warning in a bank's file; anything else is a problem
 * (an error in a file lote wrote, a warning naming the line otherwise). Short lines are read
 * padded and tallied.
 *
 * @example fitLine("0", 240, 1, findings).length // 240
 */
export function fitLine(s: string, length: number, lineNo: number, f: Findings): string {
  if (s.length === length) return s;
  if (s.length > length) {
    if (f.tolerant && isBlankFrom(s, length)) {
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
 * The layout of a file from its first line: its length when whole (240/400), otherwise its
 * signature (240: lote `0000` and record type `0` at 4-8; 400: `0` + `1`/`2` + REMESSA/RETORNO,
 * which a 240 header, starting with a bank code and `0000`, cannot have). Trailing blanks past
 * the width do not count.
 *
 * @example detectLayout("02RETORNO01COBRANCA") // "cnab400"
 */
export function detectLayout(first: string): CnabLayout {
  // A 400 header's signature wins: a right-trimmed one may happen to be 240 long.
  if (first.length !== 400 && /^0[12] ?(REMESSA|RETORNO)/.test(first)) return "cnab400";
  if (first.length === 240) return "cnab240";
  if (first.length === 400) return "cnab400";
  const t = trimBlanks(first);
  if (t.length <= 240 && t.slice(3, 8) === "00000") return "cnab240";
  if (t.length > 240 && t.length <= 400 && t.charCodeAt(0) === 48) return "cnab400";
  return unreadable(
    "CNAB_UNKNOWN_LAYOUT",
    1,
    `cannot tell the layout: the first line has ${first.length} characters and no CNAB 240/400 header`,
  );
}
