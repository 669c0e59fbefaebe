import { describe, expect, test } from "vitest";
import {
  blank,
  type CompiledRecord,
  compileRecord,
  field,
  lit,
  num,
  override,
  rawValues,
  txt,
  type Values,
  withDefaults,
} from "./fields";
import type { Sink } from "./format";
import { cnabText, newSink, parseCnabDate, parseDigits, parseTimestamp } from "./format";
import { CnabBuffer, FilePlan } from "./write";

/** One record as a string without its CRLF. */
function writeRecord(rec: CompiledRecord, v: Values, sink: Sink, path: (string | number)[]): string {
  const out = new CnabBuffer(rec.length + 2);
  out.write(rec, v, sink, path);
  return out.text().slice(0, rec.length);
}

const REC = compileRecord("test", 20, [
  lit("0", 1, 1, "9"),
  num("amount", 2, 6),
  txt("payer.name", 7, 14),
  blank(15, 16),
  lit("AB", 17, 18),
  num("seq", 19, 20),
]);

describe("compileRecord", () => {
  test("checks that fields tile the line exactly", () => {
    expect(() => compileRecord("gap", 10, [num("a", 1, 4), num("b", 6, 10)])).toThrow(
      "field b starts at 6, expected 5",
    );
    expect(() => compileRecord("overlap", 10, [num("a", 1, 5), num("b", 5, 10)])).toThrow(
      "starts at 5, expected 6",
    );
    expect(() => compileRecord("short", 10, [num("a", 1, 9)])).toThrow("fields end at 9, expected 10");
    expect(() => compileRecord("const", 10, [lit("TOOLONG", 1, 3), blank(4, 10)])).toThrow(
      "wider than the field",
    );
  });

  test("precompiles a template line and the fields that take values", () => {
    expect(new TextDecoder().decode(REC.template)).toBe("000000          AB00");
    expect(REC.dynamic.map((f) => f.name)).toEqual(["amount", "payer.name", "seq"]);
  });

  test("override replaces whole fields; a partly covered field leaves a gap", () => {
    const t = override(REC.table, [num("a1", 2, 3), num("a2", 4, 6)]);
    expect(compileRecord("ok", 20, t).byName.has("amount")).toBe(false);
    expect(() => compileRecord("bad", 20, override(REC.table, [num("x", 3, 6)]))).toThrow(
      "starts at 3, expected 2",
    );
  });
});

test("withDefaults turns a bank's fixed values into constants that still read back", () => {
  const rec = compileRecord("d", 20, withDefaults(REC.table, { seq: 5 }));
  const line = writeRecord(rec, { seq: 9 }, newSink(), []);
  expect(field(rec, line, "seq")).toBe("05");
});

describe("writeRecord / field", () => {
  test("pads numbers with zeros and text with spaces; reads back by name", () => {
    const sink = newSink();
    const line = writeRecord(REC, { amount: 42, "payer.name": "José", seq: "7" }, sink, []);
    expect(line).toBe("000042JOSE      AB07");
    expect(field(REC, line, "payer.name")).toBe("JOSE    ");
    expect(rawValues(REC, line)).toEqual({ amount: "00042", "payer.name": "JOSE    ", seq: "07" });
    expect(sink).toEqual({ errors: [], warnings: [] });
  });

  test("a file plan writes the shared values once; a missing value keeps the filler", () => {
    const sink = newSink();
    const plan = new FilePlan({ seq: 3, amount: "" }, sink).of(REC);
    expect(plan.dynamic.map((f) => f.name)).toEqual(["payer.name"]);
    const out = new CnabBuffer(8);
    out.write(plan, { seq: 9 }, sink, []);
    out.write(REC, {}, sink, []);
    expect(out.text()).toBe("000000          AB03\r\n000000          AB00\r\n");
    expect(out.lines).toBe(2);
  });

  test("a number that does not fit is an error, never cut", () => {
    const sink = newSink();
    const line = writeRecord(REC, { amount: 123456 }, sink, ["titles", 2]);
    expect(line).toHaveLength(20);
    expect(sink.errors).toEqual([
      {
        code: "CNAB_NUMBER_TOO_LONG",
        path: ["titles", 2, "amount"],
        message: "amount has 6 digits and does not fit in 5 (positions 2-6)",
      },
    ]);
  });

  test("non-digits and negative or fractional numbers are errors", () => {
    for (const amount of ["12a", -1, 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      const sink = newSink();
      writeRecord(REC, { amount }, sink, []);
      expect(sink.errors[0]?.code).toBe("CNAB_INVALID_NUMBER");
    }
  });

  test("text too long is cut, with a warning that names the input path", () => {
    const sink = newSink();
    const line = writeRecord(REC, { "payer.name": "Conceição Ltda" }, sink, ["titles", 0]);
    expect(line.slice(6, 14)).toBe("CONCEICA");
    expect(sink.warnings).toEqual([
      {
        code: "CNAB_TEXT_TRUNCATED",
        line: 1,
        path: ["titles", 0, "payer", "name"],
        message:
          'payer.name was cut to 8 characters (positions 7-14): "CONCEICA" was written, 6 characters left out',
      },
    ]);
  });
});

describe("format", () => {
  test("cnabText: ASCII upper case, accents transliterated, line breaks and controls removed", () => {
    expect(cnabText("José Conceição")).toBe("JOSE CONCEICAO");
    expect(cnabText("Rua A\r\n\tBloco 2\u0007")).toBe("RUA A BLOCO 2");
    expect(cnabText("ação – “x”")).toBe('ACAO - "X"');
  });

  test("parseDigits: blank is 0, other non-digits and unsafe integers are undefined", () => {
    expect(parseDigits("000123")).toBe(123);
    expect(parseDigits("      ")).toBe(0);
    expect(parseDigits("  12")).toBe(12);
    expect(parseDigits("12 3")).toBeUndefined();
    expect(parseDigits("1a")).toBeUndefined();
    expect(parseDigits("99999999999999999")).toBeUndefined();
  });

  test("parseCnabDate: DDMMAAAA and DDMMAA, zeros are null, impossible dates undefined", () => {
    expect(parseCnabDate("31012025")).toBe("2025-01-31");
    expect(parseCnabDate("290224")).toBe("2024-02-29");
    expect(parseCnabDate("00000000")).toBeNull();
    expect(parseCnabDate("      ")).toBeNull();
    expect(parseCnabDate("31022025")).toBeUndefined();
  });

  test("parseTimestamp takes the wall clock as written", () => {
    expect(parseTimestamp("2025-01-15T09:30:00-03:00")).toEqual({ date: "2025-01-15", time: "093000" });
    expect(parseTimestamp("2025-01-15T23:59")).toEqual({ date: "2025-01-15", time: "235900" });
    expect(parseTimestamp("2025-02-30T10:00:00")).toBeUndefined();
    expect(parseTimestamp("2025-01-15T24:00:00")).toBeUndefined();
    expect(parseTimestamp(20250115)).toBeUndefined();
  });
});
