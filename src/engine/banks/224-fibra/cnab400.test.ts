import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 per Fibra's manual: código da empresa, nosso número + DAC, multa code/taxa/days, carteira D, instrução 10", () => {
  const content = buildRemessa(sampleRemessa("224", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 27, 46)).toBe("00011234567".padEnd(20, " "));
  expect(at(header!, 101, 394).trim()).toBe("");
  const [first, , third] = details(content);
  expect(at(first!, 18, 37)).toBe("00011234567".padEnd(20, " "));
  // Title 1: multa 2% (nota 12: a taxa with 4 decimals) from the day after the due date (nota 13).
  expect(at(first!, 90, 105)).toBe("2" + "0000000020000" + "01");
  expect(at(first!, 106, 110)).toBe("  D01");
  expect(at(first!, 140, 147)).toBe("22400000");
  expect(at(first!, 157, 160)).toBe("1000");
  expect(at(first!, 392, 394)).toBe("000");
  // Title 3: no multa → code 0, zeros.
  expect(at(third!, 90, 105)).toBe("0".repeat(16));
});

test("the nosso número and its DAC fill 63-73 (the boleto prints carteira/nosso número-DAC)", () => {
  const content = buildRemessa(remessaFor("224", "cnab400", {}, ["123"])).content;
  expect(at(details(content)[0]!, 63, 72)).toBe("0000000123");
});

test("without the código da empresa the file is refused with the path to set", () => {
  const input = remessaFor("224", "cnab400", {}, ["1"]);
  input.account = { ...input.account, bank_fields: {} };
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
