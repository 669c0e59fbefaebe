import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { simulateRetorno } from "../../cnab/simulate/simulate";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

/** The manual's own módulo-11 examples (5.6): 0000299621-9 and 0000000002-7. */
test("the manual's nosso números and check digits at 193-203", () => {
  const content = buildRemessa(remessaFor("136", "cnab400", {}, ["299621", "2"])).content;
  expect(details(content).map((l) => at(l, 193, 203))).toEqual(["00002996219", "00000000027"]);
});

test("CNAB 400 per Unicred's remessa layout: agência 5 + DV, conta 12 + DV, carteira 021, multa and juros codes", () => {
  const content = buildRemessa(sampleRemessa("136", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 27, 46)).toBe("00000000000000012345");
  expect(at(header!, 77, 117)).toBe("136UNICRED        140325       0000000007");
  const [first, , third] = details(content);
  expect(at(first!, 2, 24)).toBe("012340" + "0001234567890" + "0021");
  expect(at(first!, 63, 65)).toBe("136");
  // Title 1: multa 2 (taxa) 2.00% (0000000200), juros 1 (valor diário), not descontável; no protest.
  expect(at(first!, 94, 106)).toBe("2" + "0000000200" + "1" + "N");
  expect(at(first!, 158, 160)).toBe("300");
  // Title 3: no multa (3 isento), no juros (5 isento).
  expect(at(third!, 94, 105)).toBe("3" + "0000000000" + "5");
});

test("the retorno's 02/03 are told apart by the tipo de instrução origem (327-328)", () => {
  const remessa = buildRemessa(sampleRemessa("136", "cnab400")).content;
  const ret = simulateRetorno(remessa, {
    generated_at: "2025-03-20T07:00:00",
    outcomes: [{ our_number: "3", kind: "rejected" }],
  }).content;
  const lines = ret.split("\r\n");
  expect(lines.filter((l) => l[0] === "1").map((l) => at(l, 109, 110) + at(l, 327, 328))).toEqual([
    "0201",
    "0201",
    "0301",
    "0202",
    "0206",
  ]);
  const r = parseRetorno(ret);
  expect(r.entries.map((e) => e.occurrence.kind)).toEqual([
    "registered",
    "registered",
    "rejected",
    "written_off",
    "due_date_changed",
  ]);
  expect(r.entries[2]!.occurrence.reasons).toEqual([{ code: "08 ", description: "Nosso Número Inválido" }]);
});
