import { expect, test } from "vitest";
import { remessaFor, sampleRemessa, segmentsP } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { simulateRetorno } from "../../cnab/simulate/simulate";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

/** brcobranca's published Banestes slip prints nosso número 69240101-68 (two DVs, anexo VIII). */
test("the nosso número with its two check digits at P 38-47, blanks to 57, and back from T", () => {
  const remessa = buildRemessa(remessaFor("021", "cnab240", {}, ["69240101"])).content;
  expect(at(segmentsP(remessa)[0]!, 38, 57)).toBe("6924010168          ");
  const retorno = simulateRetorno(remessa, { generated_at: "2025-03-20T07:00:00" }).content;
  expect(parseRetorno(retorno).entries[0]).toMatchObject({ our_number: "69240101" });
});

test("CNAB 240 per Banestes' layout (040/040): conta BANESTES with its DV, REMESSA, carteira, carnê fields", () => {
  const content = buildRemessa(sampleRemessa("021", "cnab240")).content;
  const lines = content.split("\r\n");
  const [header, batch] = lines;
  // 33-52 convênio blank, 53-57 agência zeros, 58 blank, 59-70 conta 10 + DV, 71-72 zeros.
  expect(at(header!, 33, 72)).toBe(`${" ".repeat(20)}00000 012345678905` + "00");
  expect(at(header!, 164, 184)).toBe("04000000REMESSA      ");
  expect(at(batch!, 14, 16)).toBe("040");
  expect(at(batch!, 34, 73)).toBe(`${" ".repeat(20)}00000 0123456789050 `);
  const [p] = segmentsP(content);
  expect(at(p!, 18, 37)).toBe("00000 0123456789050 ");
  // 58 carteira 1 (simples), 59 com registro, 60 blank, 61-62 the client prints and distributes.
  expect(at(p!, 58, 62)).toBe("11 22");
  expect(at(p!, 224, 229)).toBe("000009");
  const q = lines.find((l) => l[13] === "Q")!;
  expect(at(q, 210, 240)).toBe(`000${" ".repeat(6)}0000${" ".repeat(18)}`);
});

test("a title of variação 3 (caucionada) is carteira 3 at P 58", () => {
  const input = remessaFor("021", "cnab240", {}, ["1"]);
  input.titles[0] = { ...input.titles[0]!, bank_fields: { variation: "3" } };
  expect(at(segmentsP(buildRemessa(input).content)[0]!, 58, 58)).toBe("3");
});
