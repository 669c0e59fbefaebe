/**
 * 637 Banco Sofisa CNAB 400: positions as frones/ACBr `ACBrBancoSofisa.pas` (76c3d4d8) writes them — the
 * Autbank rows under code 637 — and the file warning of a one-source layout.
 */
import { expect, test } from "vitest";
import { details, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as ACBr's comments number them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("the header: código 27-46, 637 / BANCO SOFISA SA, 101-394 blank", () => {
  const [header] = buildRemessa(sampleRemessa("637", "cnab400")).content.split("\r\n");
  expect(at(header!, 1, 26)).toBe("01REMESSA01COBRANCA       ");
  expect(at(header!, 27, 46)).toBe("00011234567".padEnd(20));
  expect(at(header!, 77, 94)).toBe("637" + "BANCO SOFISA SA".padEnd(15));
  expect(at(header!, 101, 394)).toBe(" ".repeat(294));
  expect(at(header!, 395, 400)).toBe("000001");
});

test("the detail: código 18-37, nosso número + DAC 63-73, multa 90-105, carteira 108, bank 140-147", () => {
  const [first] = details(buildRemessa(sampleRemessa("637", "cnab400")).content);
  expect(at(first!, 18, 37)).toBe("00011234567".padEnd(20));
  expect(at(first!, 63, 73)).toMatch(/^0000000001\d$/);
  expect(at(first!, 74, 89)).toBe(" ".repeat(16));
  // A 2 % multa: code 2, the taxa with four decimals (2 × 10000), from the day after the due date.
  expect(at(first!, 90, 105)).toBe("2" + "0000000020000" + "01");
  // Carteira 4 for the sample's wallet, then ocorrência 01 (remessa).
  expect(at(first!, 106, 110)).toBe("  401");
  expect(at(first!, 140, 147)).toBe("637" + "0000" + "0");
  expect(at(first!, 392, 394)).toBe("000");
});

test("every Banco Sofisa remessa carries CNAB_LAYOUT_UNCONFIRMED", () => {
  const { warnings } = buildRemessa(sampleRemessa("637", "cnab400"));
  expect(warnings[0]).toMatchObject({ code: "CNAB_LAYOUT_UNCONFIRMED", line: 0, path: [] });
});
