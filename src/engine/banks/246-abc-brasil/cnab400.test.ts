import { expect, test } from "vitest";
import { details, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 per ABC's layout (2024): código da empresa, carteira 6, banco 246, multa code/taxa/days, instrução 10", () => {
  const content = buildRemessa(sampleRemessa("246", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 27, 46)).toBe("00011234567".padEnd(20, " "));
  expect(at(header!, 77, 79)).toBe("246");
  const [first, , third] = details(content);
  expect(at(first!, 18, 37)).toBe("00011234567".padEnd(20, " "));
  // Nota 11-13: multa 2% (a taxa with 4 decimals) from the day after the due date.
  expect(at(first!, 90, 105)).toBe("2" + "0000000020000" + "01");
  expect(at(first!, 106, 110)).toBe("  601");
  expect(at(first!, 140, 147)).toBe("24600000");
  expect(at(first!, 157, 160)).toBe("1000");
  expect(at(first!, 394, 394)).toBe("0");
  expect(at(third!, 90, 105)).toBe("0".repeat(16));
});
