import { expect, test } from "vitest";
import { sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as laravel-boleto's Qiscd writer (and Bradesco's manual) lay them out. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 240 as both writers lay QI SCD out: Bradesco's 240 (084/042, 01600) under code 329", () => {
  const lines = buildRemessa(sampleRemessa("329", "cnab240")).content.split("\r\n");
  const [fileHeader, batchHeader, p] = lines;
  expect(at(fileHeader!, 1, 8)).toBe("32900000");
  // Código do cliente, as laravel-boleto composes it: carteira 4 + agência 5 + conta 7 + DV.
  expect(at(fileHeader!, 33, 52)).toBe("000" + "0009" + "01234" + "1234567" + "8");
  expect(at(fileHeader!, 164, 171)).toBe("08401600");
  expect(at(batchHeader!, 1, 17)).toBe("32900011R01  042 ");
  expect(at(p!, 14, 14)).toBe("P");
  // P 38-57: carteira 3 + zeros 5 + nosso número 11 + DV; 58-62 1 1 1 2 2; 224 2 (não baixar,
  // days blank as in Bradesco's table; laravel-boleto writes 000), 228-229 moeda 09.
  expect(at(p!, 38, 56)).toBe("009" + "00000" + "00000000001");
  expect(at(p!, 58, 62)).toBe("11122");
  expect(at(p!, 224, 229)).toBe("2   09");
});
