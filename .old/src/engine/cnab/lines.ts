/**
 * Line access for CNAB files as they arrive from banks: a BOM, CRLF or LF, right-trimmed lines and
 * a missing final newline are all accepted. The cursor walks the original string with `indexOf`,
 * so a 20 MB file is read in one linear pass without an array of its lines.
 */
import { EngineError, type Issue } from "../errors";
import type { CnabLayout } from "./types";

const SPACES = " ".repeat(400);

export class LineCursor {
  private pos: number;
  /** 1-based number of the line last returned. */
  line = 0;

  constructor(private readonly text: string) {
    this.pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  /** The next line without its terminator, or `null` at the end of the text. */
  next(): string | null {
    const t = this.text;
    if (this.pos >= t.length) return null;
    const nl = t.indexOf("\n", this.pos);
    const end = nl === -1 ? t.length : nl;
    const stop = end > this.pos && t.charCodeAt(end - 1) === 13 ? end - 1 : end;
    const s = t.slice(this.pos, stop);
    this.pos = end + 1;
    this.line++;
    return s;
  }
}

/** True for a line with nothing but spaces, tabs, or the DOS end-of-file mark (Ctrl-Z). */
export function isBlankLine(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 26) return false;
  }
  return true;
}

/**
 * `s` padded back to `length` when the sender right-trimmed it; longer lines are an error.
 *
 * @example fitLine("0", 240, 1).length // 240
 */
export function fitLine(s: string, length: number, lineNo: number): string {
  if (s.length === length) return s;
  if (s.length > length) {
    throw new EngineError({
      code: "CNAB_LINE_LENGTH",
      path: ["line", lineNo],
      message: `line ${lineNo} has ${s.length} characters; a ${length}-position file allows ${length}`,
    });
  }
  return s + SPACES.slice(0, length - s.length);
}

/**
 * The layout of a file from its first line: its length when whole (240/400), otherwise its
 * signature (240: lote `0000` and record type `0` at 4-8; 400: `0` + `1`/`2` + REMESSA/RETORNO,
 * which a 240 header, starting with a bank code and `0000`, cannot have).
 *
 * @example detectLayout("02RETORNO01COBRANCA") // "cnab400"
 */
export function detectLayout(first: string): CnabLayout {
  // A 400 header's signature wins: a right-trimmed one may happen to be 240 long.
  if (first.length !== 400 && /^0[12](REMESSA|RETORNO)/.test(first)) return "cnab400";
  if (first.length === 240) return "cnab240";
  if (first.length === 400) return "cnab400";
  if (first.length < 240 && first.slice(3, 8) === "00000") return "cnab240";
  throw new EngineError({
    code: "CNAB_UNKNOWN_LAYOUT",
    path: ["line", 1],
    message: `cannot tell the layout: the first line has ${first.length} characters and no CNAB 240/400 header`,
  });
}

/** Throws the typed error for a structural problem at `lineNo`. */
export function structureError(code: string, lineNo: number, message: string): never {
  throw new EngineError({ code, path: ["line", lineNo], message });
}

/** Cap on warnings, so a corrupt million-line file does not carry a million of them. */
export const MAX_WARNINGS = 100;

/** Adds `issue` to `warnings` unless the cap is reached. */
export function warn(warnings: Issue[], issue: Issue): void {
  if (warnings.length < MAX_WARNINGS) warnings.push(issue);
}
