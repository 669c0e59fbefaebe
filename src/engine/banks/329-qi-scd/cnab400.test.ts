import { expect, test } from "vitest";
import { details, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as ACBr's Bradesco 400 writer (QI SCD's, under 329) lays them out. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 as ACBr lays QI out: Bradesco's 400 detail under code 329", () => {
  const content = buildRemessa(sampleRemessa("329", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 1, 26)).toBe("01REMESSA01COBRANCA       ");
  expect(at(header!, 77, 79)).toBe("329");
  expect(at(header!, 109, 110)).toBe("MX");
  const [first] = details(content);
  // 21-37: zero + carteira 3 + agência 5 + conta 7 + DV (ACBr's '0' + aCarteira + aAgencia + aConta + DV).
  expect(at(first!, 21, 37)).toBe("0" + "009" + "01234" + "1234567" + "8");
  expect(at(first!, 63, 65)).toBe("000");
  expect(at(first!, 106, 108)).toBe("2  ");
  expect(at(first!, 109, 110)).toBe("01");
  expect(at(first!, 140, 147)).toBe("00000000");
  expect(at(first!, 150, 150)).toBe("N");
  expect(first!.length).toBe(400);
});

test("every QI 400 remessa says the layout has one source", () => {
  const { warnings } = buildRemessa(sampleRemessa("329", "cnab400"));
  expect(warnings.map((w) => w.code)).toContain("CNAB_LAYOUT_UNCONFIRMED");
});

test("the nosso número at 71-82 carries QI's DV (Bradesco's módulo 11 base 7 over carteira + número)", () => {
  const [first] = details(buildRemessa(sampleRemessa("329", "cnab400")).content);
  expect(at(first!, 71, 82)).toMatch(/^\d{11}[\dP]$/);
});
