import { describe, expect, test } from "vitest";
import { ACCOUNTS, sampleRemessa, sampleTitles } from "../../../../test/engine/cnab/fixtures";
import { EngineError, type Issue, isEngineError } from "../../errors";
import { buildPixPayload } from "../../pix/index";
import { cnabSupport } from "../registry";
import type { BuildRemessaInput } from "../types";
import { buildRemessa } from "./remessa";

function issuesOf(input: BuildRemessaInput): Issue[] {
  try {
    buildRemessa(input);
  } catch (e) {
    if (isEngineError(e)) return e.issues;
    throw e;
  }
  throw new Error("expected an EngineError");
}

describe("envelope", () => {
  test("unknown layout and unsupported bank", () => {
    expect(() =>
      buildRemessa({ ...sampleRemessa("237", "cnab240"), layout: "cnab999" as never }),
    ).toThrowError(expect.objectContaining({ code: "CNAB_UNKNOWN_LAYOUT" }));
    expect(() => buildRemessa({ ...sampleRemessa("237", "cnab240"), bank_code: "077" })).toThrowError(
      expect.objectContaining({
        code: "CNAB_UNSUPPORTED_BANK",
        message: "bank 077 has no CNAB240 support in lote",
      }),
    );
    // Banco do Nordeste: lote has its CNAB 400 only.
    expect(() => buildRemessa({ ...sampleRemessa("004", "cnab400"), layout: "cnab240" })).toThrowError(
      expect.objectContaining({ code: "CNAB_UNSUPPORTED_BANK" }),
    );
  });

  test("NSA, timestamp, account bank and titles are all reported together", () => {
    const input = {
      ...sampleRemessa("237", "cnab400"),
      file_sequence: 0,
      generated_at: "yesterday",
      titles: [],
    };
    input.account = { ...input.account, bank_code: "341" };
    expect(issuesOf(input).map((i) => [i.code, i.path.join(".")])).toEqual([
      ["CNAB_INVALID_FILE_SEQUENCE", "file_sequence"],
      ["CNAB_INVALID_GENERATED_AT", "generated_at"],
      ["CNAB_ACCOUNT_MISMATCH", "account.bank_code"],
      ["CNAB_NO_TITLES", "titles"],
    ]);
  });

  test("the same input gives the same bytes", () => {
    const a = buildRemessa(sampleRemessa("341", "cnab240"));
    const b = buildRemessa(sampleRemessa("341", "cnab240"));
    expect(a).toEqual(b);
  });
});

describe("titles", () => {
  test("every bad title is reported with its path, in input order", () => {
    const titles = sampleTitles("237");
    titles[0] = { ...titles[0]!, due_date: null, amount_cents: 0 };
    titles[2] = {
      ...titles[2]!,
      our_number: "123456789012",
      payer: { ...titles[2]!.payer, document: "123" },
    };
    titles[3] = { ...titles[3]!, movement: "nonsense" as never };
    const issues = issuesOf(sampleRemessa("237", "cnab240", titles));
    expect(issues.map((i) => `${i.code} ${i.path.join(".")}`)).toEqual([
      "CNAB_INVALID_AMOUNT titles.0.amount_cents",
      "CNAB_INVALID_DUE_DATE titles.0.due_date",
      "INVALID_OUR_NUMBER titles.2.our_number",
      "CNAB_INVALID_DOCUMENT titles.2.payer.document",
      "CNAB_UNSUPPORTED_MOVEMENT titles.3.movement",
    ]);
    expect(() => buildRemessa(sampleRemessa("237", "cnab240", titles))).toThrow(EngineError);
  });

  test("an entry needs the payer's address; other movements do not", () => {
    const titles = sampleTitles("104").slice(0, 4);
    const { address: _, ...payer } = titles[0]!.payer;
    titles[0] = { ...titles[0]!, payer };
    titles[3] = { ...titles[3]!, payer };
    expect(issuesOf(sampleRemessa("104", "cnab240", titles))).toEqual([
      {
        code: "CNAB_INVALID_ADDRESS",
        path: ["titles", 0, "payer", "address"],
        message: "address with an 8-digit zip_code is required",
      },
    ]);
  });

  test("a number too long for its field is an error, text too long a warning", () => {
    const titles = sampleTitles("237").slice(0, 1);
    titles[0] = { ...titles[0]!, amount_cents: 12_345_678_901_234 };
    expect(issuesOf(sampleRemessa("237", "cnab400", titles))).toEqual([
      expect.objectContaining({ code: "CNAB_NUMBER_TOO_LONG", path: ["titles", 0, "amount_cents"] }),
    ]);
    const ok = buildRemessa(sampleRemessa("237", "cnab400"));
    expect(ok.warnings).toContainEqual({
      code: "CNAB_TEXT_TRUNCATED",
      line: 3,
      path: ["titles", 1, "payer", "name"],
      message:
        'payer.name was cut to 40 characters (positions 235-274): "INDUSTRIA E COMERCIO DE PARAFUSOS FABRIC" was written, 28 characters left out',
    });
  });

  test.each(cnabSupport())(
    "$bank_code $layout: a document_number past the bank's field is a warning on its title, naming what was written",
    ({ bank_code, layout }) => {
      const titles = sampleTitles(bank_code, layout).slice(0, 2);
      titles[1] = { ...titles[1]!, document_number: "NF-2025/000123456789-ABCDEFGHIJ" };
      const r = buildRemessa(sampleRemessa(bank_code, layout, titles));
      const cut = r.warnings.filter((w) => w.path.join(".") === "titles.1.document_number");
      expect(cut).toHaveLength(1);
      const m =
        /^document_number was cut to (\d+) characters \(positions (\d+)-(\d+)\): "([^"]*)" was written, (\d+) characters left out$/.exec(
          cut[0]!.message,
        );
      expect(m, cut[0]!.message).not.toBeNull();
      const [, width, from, to, written, left] = m!;
      expect(Number(to) - Number(from) + 1).toBe(Number(width));
      // What the field holds is what the warning says was written: the value's first characters.
      const line = r.content.split("\r\n")[cut[0]!.line - 1]!;
      expect(line.slice(Number(from) - 1, Number(to)).trimEnd()).toBe(written);
      // The bank's text rules may drop or blank a sign (CrediSIS: "/" and "-" become spaces).
      expect(written!.replace(/[^A-Z0-9]/g, "")).toBe(
        "NF2025000123456789ABCDEFGHIJ".slice(0, written!.replace(/[^A-Z0-9]/g, "").length),
      );
      expect(Number(left)).toBeGreaterThan(0);
      expect(r.warnings.some((w) => w.path[1] === 0 && w.path[2] === "document_number")).toBe(false);
    },
  );

  test("what a 400 layout cannot carry is an error, not a silent change", () => {
    const titles = sampleTitles("237").slice(0, 1);
    titles[0] = {
      ...titles[0]!,
      interest: { kind: "monthly_rate", value: 100 },
      fine: { kind: "amount", value: 500 },
    };
    expect(issuesOf(sampleRemessa("237", "cnab400", titles)).map((i) => i.code)).toEqual([
      "CNAB_UNSUPPORTED_INTEREST",
      "CNAB_UNSUPPORTED_FINE",
    ]);
  });

  test("Banco do Brasil needs its variação and a 7-digit convênio", () => {
    const input = sampleRemessa("001", "cnab240");
    expect(issuesOf({ ...input, account: ACCOUNTS["001"]! }).map((i) => i.path.join("."))).toEqual([
      "account.bank_fields.wallet_variation",
    ]);
  });

  test("a PIX given as a static BR Code yields the same PIX record as the key", () => {
    const pix = { key: "11222333000181", txid: "LOTE000000000000000000002" };
    const emv = buildPixPayload({
      ...pix,
      merchant_name: "Lote Cobranca",
      merchant_city: "Sao Paulo",
      amount_cents: 1_234_567,
    });
    const titles = sampleTitles("033");
    titles[1] = { ...titles[1]!, pix };
    const byKey = buildRemessa(sampleRemessa("033", "cnab400", titles));
    titles[1] = { ...titles[1]!, pix: { emv } };
    const byEmv = buildRemessa(sampleRemessa("033", "cnab400", titles));
    expect(byEmv.content).toBe(byKey.content);
    titles[1] = { ...titles[1]!, pix: { key: "not a key" } };
    expect(issuesOf(sampleRemessa("033", "cnab400", titles))[0]).toMatchObject({
      code: "CNAB_INVALID_PIX",
      path: ["titles", 1, "pix", "key"],
    });
  });

  test("a bank without a PIX record warns instead of dropping the PIX silently", () => {
    const titles = sampleTitles("237");
    titles[0] = { ...titles[0]!, pix: { key: "11222333000181" } };
    expect(buildRemessa(sampleRemessa("237", "cnab400", titles)).warnings).toContainEqual(
      expect.objectContaining({ code: "CNAB_PIX_NOT_SENT", path: ["titles", 0, "pix"] }),
    );
  });

  test("Santander 240 sends the PIX as Segment Y-03 after R (ACBr and a v040 reader: 81, 82-158, 159-193)", () => {
    const r = buildRemessa(sampleRemessa("033", "cnab240"));
    expect(r.warnings.filter((w) => w.code === "CNAB_PIX_NOT_SENT")).toEqual([]);
    const lines = r.content.split("\r\n");
    const y = lines.findIndex((l) => l[13] === "Y" && l.slice(17, 19) === "03");
    expect(lines[y - 1]![13]).toBe("R");
    const at = (s: number, e: number) => lines[y]!.slice(s - 1, e);
    expect(at(16, 17)).toBe("01");
    expect(at(20, 80).trim()).toBe("");
    expect(at(81, 81)).toBe("2"); // a CNPJ key
    expect(at(82, 158).trimEnd()).toBe("11222333000181");
    expect(at(159, 193).trimEnd()).toBe("LOTE0000000000000000000000002");
    expect(at(194, 240).trim()).toBe("");
  });

  test("a CNAB 240 without a known Segment Y-03 reports the title's PIX as not sent, on its P line", () => {
    const input = sampleRemessa("237", "cnab240");
    const titles = input.titles.map((t, i) => (i === 1 ? { ...t, pix: { key: "11222333000181" } } : t));
    const r = buildRemessa({ ...input, titles });
    expect(r.warnings).toContainEqual({
      code: "CNAB_PIX_NOT_SENT",
      line: 7,
      path: ["titles", 1, "pix"],
      message: expect.stringContaining("no Segment Y-03"),
    });
    expect(r.content.split("\r\n").filter((l) => l[13] === "Y" && l.slice(17, 19) === "03")).toEqual([]);
  });
});

describe("protest (the title's protest becomes the manual's code and days)", () => {
  const at = (l: string, s: number, e: number) => l.slice(s - 1, e);
  const withProtest = (
    bank: string,
    layout: "cnab240" | "cnab400",
    protest: { days: number; business_days?: boolean },
  ) => {
    const input = sampleRemessa(bank, layout);
    return { ...input, titles: input.titles.map((t, i) => (i === 0 ? { ...t, protest } : t)) };
  };
  const first = (
    bank: string,
    layout: "cnab240" | "cnab400",
    protest: { days: number; business_days?: boolean },
  ) => {
    const ls = buildRemessa(withProtest(bank, layout, protest)).content.split("\r\n");
    return layout === "cnab240" ? ls.find((l) => l[7] === "3" && l[13] === "P")! : ls[1]!;
  };

  test("CNAB 240: P 221 code (1 calendar, 2 business days) and 222-223 days (Sicoob 36.3P-37.3P, Santander nota 25, Itaú nota 18)", () => {
    expect(at(first("756", "cnab240", { days: 5 }), 221, 223)).toBe("105");
    expect(at(first("033", "cnab240", { days: 10, business_days: true }), 221, 223)).toBe("210");
    expect(at(first("341", "cnab240", { days: 3 }), 221, 223)).toBe("103");
  });

  test("CNAB 400: first instruction and 392-393 (Santander 06; Itaú 81 / 82)", () => {
    const s = first("033", "cnab400", { days: 6 });
    expect([at(s, 157, 158), at(s, 392, 393)]).toEqual(["06", "06"]);
    const i = first("341", "cnab400", { days: 12, business_days: true });
    expect([at(i, 157, 158), at(i, 392, 393)]).toEqual(["82", "12"]);
  });

  test("a bank × layout without the manual's protest rules, a kind it lacks or days out of range are refused", () => {
    expect(issuesOf(withProtest("104", "cnab240", { days: 5 })).map((x) => x.code)).toEqual([
      "CNAB_UNSUPPORTED_PROTEST",
    ]);
    expect(issuesOf(withProtest("033", "cnab400", { days: 5, business_days: true }))[0]).toMatchObject({
      code: "CNAB_UNSUPPORTED_PROTEST",
      path: ["titles", 0, "protest"],
    });
    expect(issuesOf(withProtest("756", "cnab240", { days: 100 }))[0]).toMatchObject({
      code: "CNAB_INVALID_PROTEST",
      path: ["titles", 0, "protest", "days"],
    });
  });
});
