import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 per Citibank's manual: portfolio code, 01600BPI, espécie 02, tipo de emissão 07, moeda 9", () => {
  const content = buildRemessa(sampleRemessa("745", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 27, 46)).toBe("17777751042700080112");
  expect(at(header!, 77, 108)).toBe("745CITIBANK       14032501600BPI");
  const [first] = details(content);
  expect(at(first!, 18, 37)).toBe("17777751042700080112");
  // Nosso número 00000000001 and its módulo-11 DV (brcobranca's slips print 00000000001.9).
  expect(at(first!, 63, 76)).toBe("02000000000019");
  expect(at(first!, 108, 108)).toBe("1");
  expect(at(first!, 140, 150)).toBe("74500000" + "07N");
  expect(at(first!, 157, 160)).toBe("0000");
  expect(at(first!, 392, 394)).toBe("  9");
});

test("without the portfolio code the file is refused with the path to set", () => {
  const input = remessaFor("745", "cnab400", {}, ["1"]);
  input.account = { ...input.account, bank_fields: { portfolio: "100" } };
  expect(() => buildRemessa(input)).toThrowError(
    expect.objectContaining({
      issues: [
        expect.objectContaining({
          code: "CNAB_INVALID_COMPANY_CODE",
          path: ["account", "bank_fields", "company_code"],
        }),
      ],
    }),
  );
});

test("a fine is refused: the layout has no multa field", () => {
  const input = remessaFor("745", "cnab400", {}, ["1"]);
  input.titles[0] = { ...input.titles[0]!, fine: { kind: "rate", value: 200 } };
  expect(() => buildRemessa(input)).toThrowError(expect.objectContaining({ code: "CNAB_UNSUPPORTED_FINE" }));
});
