import { describe, expect, test } from "vitest";
import { Findings } from "./findings";
import { fitLine, LineCursor } from "./lines";

/** Every line of `text` with the cursor's tally of line ends. */
function read(text: string) {
  const c = new LineCursor(text);
  const lines: string[] = [];
  for (let l = c.next(); l !== null; l = c.next()) lines.push(l);
  return { lines, ends: c.ends, unterminated: c.unterminated, last: c.line };
}

describe("LineCursor: every line end and any mixture of them", () => {
  test.each([
    ["CRLF", "A\r\nB\r\nC\r\n", { crlf: 3, lf: 0, cr: 0, lfcr: 0 }],
    ["LF", "A\nB\nC\n", { crlf: 0, lf: 3, cr: 0, lfcr: 0 }],
    ["CR", "A\rB\rC\r", { crlf: 0, lf: 0, cr: 3, lfcr: 0 }],
    ["LF CR", "A\n\rB\n\rC\n\r", { crlf: 0, lf: 0, cr: 0, lfcr: 3 }],
    ["CRLF and CR", "A\r\nB\rC\r\n", { crlf: 2, lf: 0, cr: 1, lfcr: 0 }],
    ["LF and CR", "A\nB\rC\n", { crlf: 0, lf: 2, cr: 1, lfcr: 0 }],
    ["all four", "A\r\nB\nC\rD\n\r", { crlf: 1, lf: 1, cr: 1, lfcr: 1 }],
  ])("%s", (_, text, ends) => {
    const r = read(text);
    expect(r.lines).toEqual(text.includes("D") ? ["A", "B", "C", "D"] : ["A", "B", "C"]);
    expect(r.ends).toEqual(ends);
    expect(r.unterminated).toBe(false);
  });

  test("a BOM is skipped and a last line without an end is read and flagged", () => {
    const r = read("\uFEFFA\rB\r\nC");
    expect(r.lines).toEqual(["A", "B", "C"]);
    expect(r.ends).toEqual({ crlf: 1, lf: 0, cr: 1, lfcr: 0 });
    expect(r.unterminated).toBe(true);
    expect(r.last).toBe(3);
  });

  test("pairs are taken left to right; a lone end left over is an empty line", () => {
    expect(read("A\n\rB").lines).toEqual(["A", "B"]);
    expect(read("A\n\r\n\rB").lines).toEqual(["A", "", "B"]);
    expect(read("A\r\n\rB").lines).toEqual(["A", "", "B"]);
    expect(read("A\n\r\nB").lines).toEqual(["A", "", "B"]);
    expect(read("A\r\rB").lines).toEqual(["A", "", "B"]);
  });

  test("one linear pass: a file of one kind of end never searches for the other again", () => {
    // 200,000 LF lines (no CR anywhere): a rescan per line would take seconds.
    const text = "X\n".repeat(200_000);
    const started = performance.now();
    expect(read(text).lines).toHaveLength(200_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("fitLine: what runs past the record", () => {
  test("a few stray characters are a warning; what may be another record is an unread line", () => {
    const f = new Findings(true);
    expect(fitLine(`${"1".repeat(400)}12`, 400, 2, f)).toHaveLength(400);
    expect(f.unread).toBe(0);
    const glued = `${"3".repeat(240)}${"3".repeat(200)}`;
    expect(fitLine(glued, 240, 5, f)).toBe("3".repeat(240));
    expect(f.unread).toBe(1);
    expect(f.finish()).toEqual([
      expect.objectContaining({ code: "CNAB_LINE_LENGTH", line: 2 }),
      expect.objectContaining({ code: "CNAB_LINE_NOT_READ", line: 5 }),
    ]);
  });

  test("every unread line is listed, past the per-code cap; too many refuse the file", () => {
    const f = new Findings(true);
    for (let n = 1; n <= 1000; n++) f.unreadLine("CNAB_UNKNOWN_RECORD", n, [], `line ${n}`);
    expect(f.finish().filter((w) => w.code === "CNAB_UNKNOWN_RECORD")).toHaveLength(1000);
    expect(() => f.unreadLine("CNAB_UNKNOWN_RECORD", 1001, [], "line 1001")).toThrow(
      expect.objectContaining({ code: "CNAB_TOO_MANY_UNREAD_LINES" }),
    );
  });
});
