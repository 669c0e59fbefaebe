import { describe, expect, test } from "vitest";
import { sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { isEngineError } from "../../errors";
import { buildRemessa } from "../remessa/remessa";
import { simulateRetorno } from "../simulate/simulate";
import { parseRetorno } from "./retorno";

function retorno(bank: string, layout: "cnab240" | "cnab400"): string {
  const remessa = buildRemessa(sampleRemessa(bank, layout));
  return simulateRetorno(remessa.content, {
    generated_at: "2025-03-17T06:30:00",
    outcomes: [{ our_number: "1", kind: "paid", fee_cents: 100 }],
  }).content;
}

const R240 = retorno("237", "cnab240");
const R400 = retorno("237", "cnab400");

function errorOf(fn: () => unknown): { code: string; message: string; line?: number } {
  try {
    fn();
  } catch (e) {
    if (!isEngineError(e)) throw e;
    return { code: e.code, message: e.message, line: e.issues[0]!.line };
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
    expect(errorOf(() => parseRetorno(remessa))).toMatchObject({ code: "CNAB_NOT_RETORNO", line: 1 });
    const r400 = buildRemessa(sampleRemessa("237", "cnab400")).content;
    expect(errorOf(() => parseRetorno(r400)).code).toBe("CNAB_NOT_RETORNO");
  });
});

/** Every warning of `code` in the parse of `content`. */
const warningsOf = (content: string, code: string) =>
  parseRetorno(content).warnings.filter((w) => w.code === code);

describe("what cannot be read is refused; everything else is read with a warning naming its line", () => {
  test("a line longer than the layout: blanks past the width are tallied, other characters named", () => {
    const blanks = parseRetorno(replaceLine(R240, 3, (l) => `${l}   `));
    expect(blanks.entries).toHaveLength(5);
    expect(blanks.warnings).toContainEqual(
      expect.objectContaining({ code: "CNAB_LINE_LENGTH", line: 4, path: [] }),
    );
    const data = parseRetorno(replaceLine(R240, 3, (l) => `${l}X`));
    expect(data.entries).toHaveLength(5);
    expect(data.warnings[0]).toMatchObject({
      code: "CNAB_LINE_LENGTH",
      line: 4,
      message: "line 4 has 241 characters; a 240-position file allows 240 (positions 241-241 were not read)",
    });
  });

  test("a truncated file (no trailer): the entries before the cut are read", () => {
    const cut = R240.split("\r\n").slice(0, 6).join("\r\n");
    const r = parseRetorno(cut);
    expect(r.entries.map((e) => e.our_number)).toEqual(["1", "2"]);
    expect(r.warnings.map((w) => w.code)).toContain("CNAB_TRUNCATED");
    const r4 = parseRetorno(R400.split("\r\n").slice(0, 3).join("\r\n"));
    expect(r4.entries).toHaveLength(2);
    expect(r4.warnings.map((w) => w.code)).toContain("CNAB_TRUNCATED");
  });

  test("trailer totals that disagree are warnings naming both figures", () => {
    const ls = R240.split("\r\n");
    const batchTrailer = ls.length - 3;
    const badCount = replaceLine(R240, batchTrailer, (l) => `${l.slice(0, 17)}000099${l.slice(23)}`);
    expect(warningsOf(badCount, "CNAB_TOTALS_MISMATCH")).toEqual([
      {
        code: "CNAB_TOTALS_MISMATCH",
        line: batchTrailer + 1,
        path: ["batch_trailer", "batch_records"],
        message: `line ${batchTrailer + 1}: the trailer de lote states 99 records but the batch has 12 records with header and trailer`,
      },
    ]);
    expect(parseRetorno(badCount).entries).toHaveLength(5);
    const badAmount = replaceLine(
      R240,
      batchTrailer,
      (l) => `${l.slice(0, 29)}00000000000000001${l.slice(46)}`,
    );
    expect(warningsOf(badAmount, "CNAB_TOTALS_MISMATCH")[0]!.message).toBe(
      `line ${batchTrailer + 1}: the trailer de lote states 1 centavos but the batch's titles have 1279891`,
    );
    const r4 = R400.split("\r\n");
    const badTitles = replaceLine(R400, r4.length - 2, (l) => `${l.slice(0, 17)}00000009${l.slice(25)}`);
    // Bradesco's CNAB 400 trailer states the whole portfolio: nothing to check, nothing to warn.
    expect(warningsOf(badTitles, "CNAB_TOTALS_MISMATCH")).toEqual([]);
    const itau = retorno("341", "cnab400").split("\r\n");
    itau[itau.length - 2] =
      `${itau[itau.length - 2]!.slice(0, 212)}00000009${itau[itau.length - 2]!.slice(220)}`;
    expect(warningsOf(itau.join("\r\n"), "CNAB_TOTALS_MISMATCH")[0]!.message).toContain(
      "states 9 titles but the entries have 5",
    );
  });

  test("a non-numeric amount is read as null with a warning at its path; a bad date likewise", () => {
    const badAmount = replaceLine(R240, 2, (l) => `${l.slice(0, 81)}00000000000ABCD${l.slice(96)}`);
    const r = parseRetorno(badAmount);
    expect(r.entries[0]!.amounts.title_cents).toBeNull();
    expect(r.warnings[0]).toMatchObject({
      code: "CNAB_INVALID_NUMBER",
      line: 3,
      path: ["entries", 0, "amounts", "title_cents"],
    });
    const badDate = replaceLine(R240, 2, (l) => `${l.slice(0, 73)}31022025${l.slice(81)}`);
    const parsed = parseRetorno(badDate);
    expect(parsed.entries[0]!.due_date).toBeNull();
    expect(parsed.warnings[0]).toMatchObject({
      code: "CNAB_INVALID_DATE",
      line: 3,
      path: ["entries", 0, "due_date"],
    });
  });

  test("blank lines inside are skipped; records after the trailer are still read", () => {
    const blank = parseRetorno(replaceLine(R240, 3, () => ""));
    expect(blank.warnings.map((w) => w.code)).toContain("CNAB_BLANK_LINE");
    const ls = R400.split("\r\n");
    const detail = ls[1]!;
    const after = parseRetorno(`${R400}${detail.slice(0, 394)}000009\r\n`);
    expect(after.entries).toHaveLength(6);
    expect(after.warnings.map((w) => w.code)).toContain("CNAB_TRAILING_DATA");
  });

  test("unknown record types and segments are listed with their line, never dropped silently", () => {
    const ls = R400.split("\r\n");
    ls.splice(2, 0, `7${"X".repeat(393)}000003`);
    const renumbered = ls.map((l, i) =>
      l.length === 400 ? `${l.slice(0, 394)}${String(i + 1).padStart(6, "0")}` : l,
    );
    const r = parseRetorno(renumbered.join("\r\n"));
    expect(r.entries).toHaveLength(5);
    expect(r.warnings).toContainEqual(expect.objectContaining({ code: "CNAB_UNKNOWN_RECORD", line: 3 }));
    const w = replaceLine(R240, 3, (l) => `${l.slice(0, 13)}W${l.slice(14)}`);
    const r240 = parseRetorno(w);
    expect(r240.warnings).toContainEqual(expect.objectContaining({ code: "CNAB_SEGMENT_NOT_READ", line: 4 }));
    const x = replaceLine(R240, 3, (l) => `${l.slice(0, 13)}Z${l.slice(14)}`);
    expect(parseRetorno(x).warnings).toContainEqual(
      expect.objectContaining({ code: "CNAB_UNKNOWN_SEGMENT", line: 4 }),
    );
  });

  test("a line holding a second record (its line end lost) is an unread line, named by number", () => {
    const glue = (content: string, at: number) => {
      const ls = content.split("\r\n");
      ls.splice(at, 2, `${ls[at]}${ls[at + 1]}`);
      return ls.join("\r\n");
    };
    // 240: line 5 is entry 2's T with its U glued on; 400: line 3 is entry 2 with entry 3's detail.
    const r240 = parseRetorno(glue(R240, 4));
    expect(r240.unread_lines).toBe(1);
    expect(r240.warnings).toContainEqual(
      expect.objectContaining({ code: "CNAB_LINE_NOT_READ", line: 5, path: [] }),
    );
    const r400 = parseRetorno(glue(R400, 2));
    expect(r400.entries.map((e) => e.our_number)).toEqual(["1", "2", "4", "5"]);
    expect(r400.unread_lines).toBe(1);
    expect(r400.warnings.find((w) => w.code === "CNAB_LINE_NOT_READ")).toEqual({
      code: "CNAB_LINE_NOT_READ",
      line: 3,
      path: [],
      message:
        "line 3 has 800 characters: positions 401-800 hold data a 400-position record has no room for (records without a line end between them?); they were not read",
    });
    expect(parseRetorno(R240).unread_lines).toBe(0);
  });

  test("records of unknown types and segments without their title are unread lines, each listed", () => {
    const ls = R400.split("\r\n");
    // 25 records of a type Bradesco's retorno does not have, past the 20 listed per code.
    ls.splice(2, 0, ...Array.from({ length: 25 }, () => `8${"X".repeat(393)}000000`));
    const renumbered = ls.map((l, i) =>
      l.length === 400 ? `${l.slice(0, 394)}${String(i + 1).padStart(6, "0")}` : l,
    );
    const r = parseRetorno(renumbered.join("\r\n"));
    expect(r.entries).toHaveLength(5);
    expect(r.unread_lines).toBe(25);
    expect(r.warnings.filter((w) => w.code === "CNAB_UNKNOWN_RECORD").map((w) => w.line)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 3),
    );
    // A Segment U before any T: its money belongs to no title.
    const orphan = R240.split("\r\n");
    orphan.splice(2, 0, orphan[3]!);
    const r240 = parseRetorno(orphan.join("\r\n"));
    expect(r240.unread_lines).toBe(1);
    expect(r240.warnings).toContainEqual(expect.objectContaining({ code: "CNAB_ORPHAN_SEGMENT", line: 3 }));
  });

  test("line ends: LF alone and a missing final newline are named", () => {
    const lf = parseRetorno(R240.replaceAll("\r\n", "\n").slice(0, -1));
    expect(lf.warnings.map((x) => x.code)).toEqual(["CNAB_LINE_ENDINGS", "CNAB_NO_FINAL_NEWLINE"]);
    expect(parseRetorno(R240).warnings).toEqual([]);
  });

  test("an unknown occurrence code is kept raw, kind other, named once", () => {
    const ls = R240.split("\r\n");
    for (const i of [2, 4]) ls[i] = `${ls[i]!.slice(0, 15)}77${ls[i]!.slice(17)}`;
    const r = parseRetorno(ls.join("\r\n"));
    expect(r.entries[0]!.occurrence).toMatchObject({
      code: "77",
      kind: "other",
      description: "Ocorrência 77",
    });
    expect(r.warnings.filter((x) => x.code === "CNAB_UNKNOWN_OCCURRENCE")).toEqual([
      {
        code: "CNAB_UNKNOWN_OCCURRENCE",
        line: 3,
        path: ["entries", 0, "occurrence", "code"],
        message: `line 3: occurrence code "77" is not in bank 237's table; kept as is, kind "other"`,
      },
    ]);
  });

  test("an unknown reason (motivo) is kept raw with a generic description, named once", () => {
    const ls = R240.split("\r\n");
    // Entry 0's T: occurrence 03 (entrada rejeitada) with motivos "ZZ" and "09" at 214-223.
    const t = ls[2]!;
    ls[2] = `${t.slice(0, 15)}03${t.slice(17, 213)}ZZ09      ${t.slice(223)}`;
    const r = parseRetorno(ls.join("\r\n"));
    expect(r.entries[0]!.occurrence).toMatchObject({
      code: "03",
      kind: "rejected",
      reasons: [
        { code: "ZZ", description: "Motivo ZZ" },
        { code: "09", description: "Nosso número duplicado" },
      ],
    });
    expect(r.warnings.filter((x) => x.code === "CNAB_UNKNOWN_REASON")).toEqual([
      {
        code: "CNAB_UNKNOWN_REASON",
        line: 3,
        path: ["entries", 0, "occurrence", "reasons"],
        message: `line 3: reason "ZZ" of a rejected occurrence is not in bank 237's table; kept as is`,
      },
    ]);
  });

  test("a header that does not say retorno: read when the batch says so, refused for a remessa", () => {
    const odd = `${R240.slice(0, 142)}0${R240.slice(143)}`;
    const r = parseRetorno(odd);
    expect(r.entries).toHaveLength(5);
    expect(r.warnings[0]).toMatchObject({ code: "CNAB_HEADER_FIELD", line: 1 });
  });
});

describe("segments are keyed by type", () => {
  test("Santander's PIX Y-03 between T and U completes the same entry", () => {
    const remessa = buildRemessa(sampleRemessa("033", "cnab240")).content;
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
    // 81, the key type, is the one the remessa sent (sample title 2: a CNPJ key, 2).
    expect(e.pix).toEqual({ txid: "TX123", key_or_url: "pix.example.com/qr/9", key_type: "2" });
    expect(e.amounts.paid_cents).toBe(1_234_567);
    expect(parsed.warnings).toEqual([]);
  });

  test.each(["097", "085", "756"])(
    "%s: a Y-03 is not read as PIX (no source makes it PIX there), and is warned once per file",
    (bank) => {
      const remessa = buildRemessa(sampleRemessa(bank, "cnab240")).content;
      const plain = simulateRetorno(remessa, { generated_at: "2025-03-17T06:30:00" }).content;
      expect(plain.split("\r\n").some((l) => l[13] === "Y")).toBe(false);
      // 18-240 of the Y-03 in CrediSIS' model remessa (test/corpus/cnab/097/cnab240/remessa): the
      // payer's e-mail at 20 and a telephone — what a bank's Y-03 carries there, not a PIX key.
      const corpus = "03cobranca@credisis.com.ber                         69999999999";
      const ls = plain.split("\r\n");
      const us = ls.flatMap((l, i) => (l[13] === "U" ? [i] : [])).slice(0, 2);
      for (const u of us.reverse())
        ls.splice(u + 1, 0, `${ls[u]!.slice(0, 13)}Y ${ls[u]!.slice(15, 17)}${corpus}`.padEnd(240));
      const parsed = parseRetorno(ls.join("\r\n"));
      expect(parsed.entries.filter((e) => e.pix !== undefined)).toEqual([]);
      const strip = (r: typeof parsed) => r.entries.map(({ line: _l, ...e }) => e);
      expect(strip(parsed)).toEqual(strip(parseRetorno(plain)));
      const notRead = parsed.warnings.filter((w) => w.code === "CNAB_SEGMENT_NOT_READ");
      expect(notRead).toHaveLength(1);
      expect(notRead[0]!.message).toContain("segment Y03 is not read by lote");
    },
  );

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

describe("simulated retornos speak the bank's dialect (test/corpus/cnab retornos)", () => {
  const at = (l: string, start: number, end: number) => l.slice(start - 1, end);
  const simulate = (bank: string, layout: "cnab240" | "cnab400") =>
    simulateRetorno(buildRemessa(sampleRemessa(bank, layout)).content, {
      generated_at: "2025-03-17T06:30:00",
    }).content.split("\r\n");

  test("Bradesco 400: trailer 18-25 and 26-39 state the portfolio, not this file's titles", () => {
    const ls = simulate("237", "cnab400");
    const details = ls.filter((l) => l.startsWith("1")).length;
    const trailer = ls.find((l) => l.startsWith("9"))!;
    expect(Number(at(trailer, 18, 25))).toBeGreaterThan(details);
    expect(Number(at(trailer, 26, 39))).toBeGreaterThan(0);
    expect(parseRetorno(ls.join("\r\n")).warnings).toEqual([]);
  });

  test("Santander 240: trailer de lote 18-23 counts the detail records only and states totals at 24-46 (H7815 notas 38-39)", () => {
    const ls = simulate("033", "cnab240");
    const details = ls.filter((l) => l[7] === "3").length;
    const trailer = ls.find((l) => l[7] === "5")!;
    expect(Number(at(trailer, 18, 23))).toBe(details);
    const titles = ls.filter((l) => l[7] === "3" && l[13] === "T").length;
    expect(Number(at(trailer, 24, 29))).toBeGreaterThan(titles);
    expect(Number(at(trailer, 30, 46))).toBeGreaterThan(0);
    expect(at(trailer, 124, 240).trim()).toBe("");
    expect(parseRetorno(ls.join("\r\n")).warnings).toEqual([]);
  });
});
