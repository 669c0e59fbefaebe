import { expect, test } from "vitest";
import { details, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 per the Autbank manual Rendimento publishes: carteira 6, banco 633, the shared dialect's blocks", () => {
  const content = buildRemessa(sampleRemessa("633", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 27, 46)).toBe("00011234567".padEnd(20, " "));
  expect(at(header!, 77, 79)).toBe("633");
  const [first] = details(content);
  expect(at(first!, 106, 110)).toBe("  601");
  expect(at(first!, 140, 147)).toBe("63300000");
  expect(at(first!, 157, 160)).toBe("1000");
  expect(at(first!, 90, 105)).toBe("2" + "0000000020000" + "01");
});
