import { expect, test } from "vitest";
import { details, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { simulateRetorno } from "../../cnab/simulate/simulate";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 SIGCB per 67.126 v004: header beneficiário and NSA, detail modalidade 14 + nosso número 15, moeda 1", () => {
  const content = buildRemessa(sampleRemessa("104", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 27, 46)).toBe("1234123456          ");
  expect(at(header!, 77, 94)).toBe("104C ECON FEDERAL ");
  expect(at(header!, 390, 394)).toBe("00007");
  const [first] = details(content);
  expect(at(first!, 18, 31)).toBe("12341234562000");
  expect(at(first!, 57, 73)).toBe("14000000000000001");
  expect(at(first!, 107, 110)).toBe("0101");
  expect(at(first!, 140, 147)).toBe("10400000");
  // Title 1: fine 2% of R$ 150,75 = R$ 3,02 (rounded), dated the day after the due date.
  expect(at(first!, 352, 367)).toBe("1104250000000302");
  expect(at(first!, 390, 394)).toBe("00001");
});

test("a rejection (99) carries its motivo at 80-82, described from NE032", () => {
  const remessa = buildRemessa(sampleRemessa("104", "cnab400")).content;
  const ret = simulateRetorno(remessa, {
    generated_at: "2025-03-20T07:00:00",
    outcomes: [{ our_number: "3", kind: "rejected", reasons: ["082"] }],
  });
  const e = parseRetorno(ret.content).entries[2]!;
  expect(e.occurrence).toMatchObject({ code: "99", kind: "rejected" });
  expect(e.occurrence.reasons).toEqual([{ code: "082", description: "CNPJ/CPF do pagador inválido" }]);
});
