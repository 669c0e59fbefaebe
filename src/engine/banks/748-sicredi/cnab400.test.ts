import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { simulateRetorno } from "../../cnab/simulate/simulate";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 per the Sicredi manual (agosto/2019): header AAAAMMDD and version, detail letters, trailer with the código", () => {
  const content = buildRemessa(sampleRemessa("748", "cnab400")).content;
  const lines = content.split("\r\n");
  const header = lines[0]!;
  expect(at(header, 27, 45)).toBe("1234511222333000181");
  expect(at(header, 77, 102)).toBe("748SICREDI        20250314");
  expect(at(header, 111, 117)).toBe("0000007");
  expect(at(header, 391, 394)).toBe("2.00");
  const [first, second] = details(content);
  expect(at(first!, 1, 19)).toBe(`1AAA${" ".repeat(12)}AAA`);
  expect(at(first!, 63, 74)).toBe("20250314 N B");
  // Multa 2% (0200), DM as 'A' (duplicata mercantil por indicação), aceite N, PF 1 + 0.
  expect(at(first!, 93, 96)).toBe("0200");
  expect(at(first!, 149, 150)).toBe("AN");
  expect(at(first!, 219, 220)).toBe("10");
  expect(at(second!, 340, 360)).toBe("60701190000104FOMENTO");
  const trailer = lines.at(-2)!;
  expect(at(trailer, 1, 10)).toBe("9174812345");
});

/** The manual's example title (CNAB 240 manual 7.4, the same boleto rules): 07/200003-1. */
test("the manual's nosso número 07/200003-1 at 48-56", () => {
  const example = { agency: "0165", agreement: "00623", bank_fields: { post: "02", byte: "2", year: "07" } };
  const content = buildRemessa(remessaFor("748", "cnab400", example, ["3"])).content;
  expect(at(details(content)[0]!, 48, 56)).toBe("072000031");
});

test("the retorno's AAAAMMDD dates read back (header and data prevista do crédito at 329-336)", () => {
  const remessa = buildRemessa(sampleRemessa("748", "cnab400")).content;
  const ret = simulateRetorno(remessa, {
    generated_at: "2025-03-20T07:00:00",
    outcomes: [{ our_number: "1", kind: "paid", paid_on: "2025-03-19", credited_on: "2025-03-21" }],
  });
  const r = parseRetorno(ret.content);
  expect(r.generated_on).toBe("2025-03-20");
  expect(r.entries[0]!.credit_date).toBe("2025-03-21");
  expect(r.warnings).toEqual([]);
});
