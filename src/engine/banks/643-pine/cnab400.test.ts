import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { operationLayoutDigit } from "../layouts";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 per Pine's manual (02/2019): código da empresa, carteira D, banco 643, multa code/taxa/days, instrução 10, moeda 0", () => {
  const content = buildRemessa(sampleRemessa("643", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 27, 46)).toBe("00011234567".padEnd(20, " "));
  expect(at(header!, 77, 79)).toBe("643");
  expect(at(header!, 101, 394).trim()).toBe("");
  const [first, , third] = details(content);
  expect(at(first!, 18, 37)).toBe("00011234567".padEnd(20, " "));
  // Nota 11-13: multa 2% (a taxa with 4 decimals) from the day after the due date.
  expect(at(first!, 90, 105)).toBe("2" + "0000000020000" + "01");
  // Nota 3: carteira D, cobrança with boletos printed by the client; nota 4: 01 remessa/entrada.
  expect(at(first!, 106, 110)).toBe("  D01");
  expect(at(first!, 140, 147)).toBe("64300000");
  expect(at(first!, 157, 160)).toBe("1000");
  expect(at(first!, 392, 394)).toBe("000");
  expect(at(third!, 90, 105)).toBe("0".repeat(16));
});

test("the manual's nosso número example: agência 0001, carteira 121, 0004309540 → DV 8", () => {
  // "Rotina para cálculo do DV do nosso número", worked through in the manual (p. 18).
  expect(operationLayoutDigit("0001", "121", "0004309540")).toBe(8);
});

test("63-73 carries the nosso número and its DV (nota 7)", () => {
  const content = buildRemessa(remessaFor("643", "cnab400", {}, ["4309540"])).content;
  expect(at(details(content)[0]!, 63, 72)).toBe("0004309540");
});
