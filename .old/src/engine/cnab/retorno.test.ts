import { describe, expect, test } from "vitest";
import { isEngineError } from "../errors";
import { sampleRemessa } from "./fixtures";
import { buildRemessa } from "./remessa";
import { parseRetorno } from "./retorno";
import { simulateRetorno } from "./simulate";

function retorno(bank: string, layout: "cnab240" | "cnab400"): string {
  const remessa = buildRemessa(sampleRemessa(bank, layout));
  return simulateRetorno(remessa.content, {
    generated_at: "2025-03-17T06:30:00",
    outcomes: [{ our_number: "1", kind: "paid", fee_cents: 100 }],
  }).content;
}

const R240 = retorno("237", "cnab240");
const R400 = retorno("237", "cnab400");

function errorOf(fn: () => unknown): { code: string; message: string; path: (string | number)[] } {
  try {
    fn();
  } catch (e) {
    if (!isEngineError(e)) throw e;
    return { code: e.code, message: e.message, path: e.issues[0]!.path };
  }
  throw new Error("expected an EngineError");
}

const replaceLine = (content: string, index: number, f: (l: string) => string) => {
  const ls = content.split("\r\n");
  ls[index] = f(ls[index]!);
  return ls.join("\r\n");
};

describe("accepted input forms", () => {
  test.each([
    ["CRLF", (s: string) => s],
    ["LF", (s: string) => s.replaceAll("\r\n", "\n")],
    ["a BOM", (s: string) => `\uFEFF${s}`],
    ["no final newline", (s: string) => s.slice(0, -2)],
    [
      "right-trimmed lines",
      (s: string) =>
        s
          .split("\r\n")
          .map((l) => l.trimEnd())
          .join("\r\n"),
    ],
    ["a DOS end-of-file mark", (s: string) => `${s}\u001a`],
  ])("%s", (_, transform) => {
    for (const content of [R240, R400]) {
      const parsed = parseRetorno(transform(content));
      expect(parsed.entries.map((e) => e.our_number)).toEqual(["1", "2", "3", "4", "5"]);
      expect(parsed.totals.by_kind.paid).toBe(1);
    }
  });
});

describe("detection", () => {
  test("layout by line length and bank by header", () => {
    expect(parseRetorno(R240)).toMatchObject({ layout: "cnab240", bank_code: "237", file_sequence: 7 });
    expect(parseRetorno(R400)).toMatchObject({ layout: "cnab400", bank_code: "237", file_sequence: null });
  });

  test("unknown layout, unsupported bank, empty file, a remessa", () => {
    expect(errorOf(() => parseRetorno("hello\r\nworld\r\n")).code).toBe("CNAB_UNKNOWN_LAYOUT");
    expect(errorOf(() => parseRetorno("")).code).toBe("CNAB_EMPTY_FILE");
    expect(errorOf(() => parseRetorno(R240.replace(/^237/, "999"))).code).toBe("CNAB_UNSUPPORTED_BANK");
    expect(errorOf(() => parseRetorno(`${R400.slice(0, 76)}077${R400.slice(79)}`)).code).toBe(
      "CNAB_UNSUPPORTED_BANK",
    );
    const remessa = buildRemessa(sampleRemessa("237", "cnab240")).content;
    expect(errorOf(() => parseRetorno(remessa)).code).toBe("CNAB_NOT_RETORNO");
  });
});

describe("structural errors name the line", () => {
  test("a line longer than the layout", () => {
    expect(errorOf(() => parseRetorno(replaceLine(R240, 3, (l) => `${l}X`)))).toMatchObject({
      code: "CNAB_LINE_LENGTH",
      path: ["line", 4],
    });
  });

  test("a truncated file (no trailer)", () => {
    const cut = R240.split("\r\n").slice(0, 6).join("\r\n");
    expect(errorOf(() => parseRetorno(cut)).code).toBe("CNAB_TRUNCATED");
    expect(errorOf(() => parseRetorno(R400.split("\r\n").slice(0, 3).join("\r\n"))).code).toBe(
      "CNAB_TRUNCATED",
    );
  });

  test("trailer totals that disagree name both figures", () => {
    const ls = R240.split("\r\n");
    const batchTrailer = ls.length - 3;
    const badCount = replaceLine(R240, batchTrailer, (l) => `${l.slice(0, 17)}000099${l.slice(23)}`);
    expect(errorOf(() => parseRetorno(badCount))).toMatchObject({
      code: "CNAB_TOTALS_MISMATCH",
      message: `line ${batchTrailer + 1}: the trailer states 99 records in the batch but the file has 12`,
    });
    const badAmount = replaceLine(
      R240,
      batchTrailer,
      (l) => `${l.slice(0, 29)}00000000000000001${l.slice(46)}`,
    );
    expect(errorOf(() => parseRetorno(badAmount)).message).toBe(
      `line ${batchTrailer + 1}: the trailer de lote states 1 centavos but the batch's titles add up to 1279891`,
    );
    const r4 = R400.split("\r\n");
    const badTitles = replaceLine(R400, r4.length - 2, (l) => `${l.slice(0, 17)}00000009${l.slice(25)}`);
    expect(errorOf(() => parseRetorno(badTitles)).message).toContain(
      "states 9 titles but the entries have 5",
    );
  });

  test("a non-numeric amount is a typed error, a bad date a warning", () => {
    const badAmount = replaceLine(R240, 2, (l) => `${l.slice(0, 81)}00000000000ABCD${l.slice(96)}`);
    expect(errorOf(() => parseRetorno(badAmount))).toMatchObject({
      code: "CNAB_INVALID_NUMBER",
      path: ["line", 3],
    });
    const badDate = replaceLine(R240, 2, (l) => `${l.slice(0, 73)}31022025${l.slice(81)}`);
    const parsed = parseRetorno(badDate);
    expect(parsed.entries[0]!.due_date).toBeNull();
    expect(parsed.warnings[0]).toMatchObject({ code: "CNAB_INVALID_DATE", path: ["line", 3] });
  });

  test("blank lines inside and data after the trailer", () => {
    expect(errorOf(() => parseRetorno(replaceLine(R240, 3, () => "")))).toMatchObject({
      code: "CNAB_BLANK_LINE",
    });
    expect(errorOf(() => parseRetorno(`${R400}${"9".repeat(400)}\r\n`)).code).toBe("CNAB_TRAILING_DATA");
  });
});

describe("segments are keyed by type", () => {
  test("a Y-03 between T and U completes the same entry; unknown segments are skipped", () => {
    const remessa = buildRemessa(sampleRemessa("756", "cnab240")).content;
    const content = simulateRetorno(remessa, {
      generated_at: "2025-03-17T06:30:00",
      outcomes: [
        { our_number: "2", kind: "paid", pix: { txid: "TX123", key_or_url: "pix.example.com/qr/9" } },
      ],
    }).content;
    const ls = content.split("\r\n");
    const u = ls.findIndex(
      (l, i) => i > 3 && l[13] === "U" && ls[i - 1]![13] === "T" && ls[i + 1]![13] === "Y",
    );
    [ls[u], ls[u + 1]] = [ls[u + 1]!, ls[u]!];
    const reordered = ls.map((l, i) =>
      i >= 2 && l[7] === "3" ? `${l.slice(0, 8)}${String(i - 1).padStart(5, "0")}${l.slice(13)}` : l,
    );
    const parsed = parseRetorno(reordered.join("\r\n"));
    const e = parsed.entries[1]!;
    expect(e.pix).toEqual({ txid: "TX123", key_or_url: "PIX.EXAMPLE.COM/QR/9" });
    expect(e.amounts.paid_cents).toBe(1_234_567);
    expect(parsed.warnings).toEqual([]);
  });

  test("a T without its U is a warning; its paid amount stays null", () => {
    const ls = R240.split("\r\n");
    const withoutU = ls.filter((_, i) => i !== 3);
    const renumbered = withoutU.map((l, i) =>
      i >= 2 && l[7] === "3" ? `${l.slice(0, 8)}${String(i - 1).padStart(5, "0")}${l.slice(13)}` : l,
    );
    const trailer = renumbered.length - 3;
    renumbered[trailer] = `${renumbered[trailer]!.slice(0, 17)}000011${renumbered[trailer]!.slice(23)}`;
    renumbered[trailer + 1] =
      `${renumbered[trailer + 1]!.slice(0, 23)}000013${renumbered[trailer + 1]!.slice(29)}`;
    const parsed = parseRetorno(renumbered.join("\r\n"));
    expect(parsed.entries[0]!.amounts.paid_cents).toBeNull();
    expect(parsed.warnings.map((w) => w.code)).toEqual(["CNAB_MISSING_SEGMENT"]);
  });
});

test("occurrences are normalised with their reasons", () => {
  const remessa = buildRemessa(sampleRemessa("104", "cnab240")).content;
  const content = simulateRetorno(remessa, {
    generated_at: "2025-03-17T06:30:00",
    outcomes: [{ our_number: "2", kind: "rejected", reasons: ["09", "48"] }],
  }).content;
  expect(parseRetorno(content).entries[1]!.occurrence).toEqual({
    code: "03",
    kind: "rejected",
    description: "Entrada rejeitada",
    reasons: [
      { code: "09", description: "Nosso número duplicado" },
      { code: "48", description: "CEP inválido" },
    ],
  });
});

test("a right-trimmed 400 header that happens to be 240 long is still read as 400", () => {
  const ls = R400.split("\r\n");
  ls[0] = ls[0]!.slice(0, 240);
  expect(ls[0]!.trimEnd().length).toBeLessThanOrEqual(240);
  expect(parseRetorno(ls.join("\r\n")).layout).toBe("cnab400");
});
