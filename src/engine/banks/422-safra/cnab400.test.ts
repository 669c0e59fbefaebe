import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

/** The manual's own nosso-número examples (7.1): 94550200-1, 93199999-5 and 26173001-1 (resto 0 → 1). */
test("the manual's nosso números and check digits at 63-71", () => {
  const content = buildRemessa(
    remessaFor("422", "cnab400", {}, ["94550200", "93199999", "26173001"]),
  ).content;
  expect(details(content).map((l) => at(l, 63, 71))).toEqual(["945502001", "931999995", "261730011"]);
});

test("CNAB 400 per Safra's manual: código da empresa, NSA in 3 digits on every record, multa in the abatimento field", () => {
  const input = { ...sampleRemessa("422", "cnab400"), file_sequence: 1007 };
  const lines = buildRemessa(input)
    .content.split("\r\n")
    .filter((l) => l !== "");
  const header = lines[0]!;
  expect(at(header, 27, 46)).toBe("12345123456789      ");
  expect(at(header, 77, 94)).toBe("422BANCO SAFRA    ");
  // 9(03): the NSA 1007 is written as 007 in the header, each detail and the trailer.
  for (const l of lines) expect(at(l, 392, 394)).toBe("007");
  const [first, second] = details(lines.join("\r\n"));
  expect(at(first!, 18, 31)).toBe("12345123456789");
  expect(at(first!, 102, 110)).toBe("000 00101");
  // Title 1: multa 2% from 11/04/25 → instrução 1 = 16 and 206-218 = 110425 0200 000 (6.1.8).
  expect(at(first!, 157, 160)).toBe("1600");
  expect(at(first!, 206, 218)).toBe("1104250200000");
  expect(at(first!, 389, 391)).toBe("422");
  expect(at(second!, 206, 218)).toBe("0000000000000");
  const trailer = lines.at(-1)!;
  expect(at(trailer, 369, 376)).toBe("00000005");
});

test("a multa and an abatimento on one title are refused (both use 206-218)", () => {
  const input = remessaFor("422", "cnab400", {}, ["1"]);
  input.titles[0] = { ...input.titles[0]!, fine: { kind: "rate", value: 200 }, rebate_cents: 100 };
  expect(() => buildRemessa(input)).toThrowError(expect.objectContaining({ code: "CNAB_UNSUPPORTED_FINE" }));
});
