import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 header per 03.Remessa: cooperativa, blank DV, código do cliente 8 + DV, 756BANCOOBCED, NSA", () => {
  const [header] = buildRemessa(sampleRemessa("756", "cnab400")).content.split("\r\n");
  expect(at(header!, 1, 26)).toBe("01REMESSA01COBRANCA       ");
  // Agreement 229385 is the boleto's código do cliente with its DV last: 00022938 + 5.
  expect(at(header!, 27, 46)).toBe("4327 000229385      ");
  expect(at(header!, 77, 94)).toBe("756BANCOOBCED     ");
  expect(at(header!, 101, 107)).toBe("0000007");
});

test("CNAB 400 detail per 03.Remessa: conta, nosso número 11 + DV, emissão/distribuição pelo cliente, taxa de mora ao mês", () => {
  const [first, second, third] = details(buildRemessa(sampleRemessa("756", "cnab400")).content);
  expect(at(first!, 2, 17)).toBe("0211222333000181");
  expect(at(first!, 18, 37)).toBe("43270001234567000000");
  // Nosso número 0000001 with the DV of the manual's constant 3197 (see the 240 test: 7).
  expect(at(first!, 63, 78)).toBe("0000000000170100");
  expect(at(first!, 106, 110)).toBe("20101");
  expect(at(first!, 140, 147)).toBe("75643270");
  // Title 1: 1% a month (100 bp → 010000) and a 2% fine (200 bp → 020000), 173 tipo distribuição 2.
  expect(at(first!, 161, 173)).toBe("0100000200002");
  expect(at(first!, 193, 193)).toBe("9");
  // Title 2: sacador/avalista → 82 'A' and its name at 352-391; aceite A → '1'.
  expect(at(second!, 82, 82)).toBe("A");
  expect(at(second!, 150, 150)).toBe("1");
  expect(at(second!, 352, 362)).toBe("FOMENTO MER");
  // Title 3: no interest, no fine; aceite N → '0'.
  expect(at(third!, 150, 150)).toBe("0");
  expect(at(third!, 161, 172)).toBe("000000000000");
});

test("a daily interest amount is refused: the layout has only the monthly rate (seq. 36)", () => {
  const input = remessaFor("756", "cnab400", {}, ["9"]);
  input.titles[0] = { ...input.titles[0]!, interest: { kind: "daily_amount", value: 5 } };
  expect(() => buildRemessa(input)).toThrowError(
    expect.objectContaining({ code: "CNAB_UNSUPPORTED_INTEREST" }),
  );
});
