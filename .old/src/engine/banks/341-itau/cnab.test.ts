import { expect, test } from "vitest";
import { sampleRemessa, sampleTitles } from "../../cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa";
import { boleto } from "./boleto";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);
const lines = (layout: "cnab240" | "cnab400") =>
  buildRemessa(sampleRemessa("341", layout)).content.split("\r\n");
const first = sampleTitles("341")[0]!;
/** DACs as the boleto rules print them: `1234 / 12345-D` and `109/00000001-D`. */
const accountDac = boleto.beneficiaryCode(first).slice(-1);
const ourNumberDac = boleto.ourNumber(first).slice(-1);

test("CNAB 240: Itaú account block, carteira + nosso número + DAC, no Segment S", () => {
  const ls = lines("cnab240");
  const [header, batch, p] = ls;
  expect(at(header!, 53, 72)).toBe(`01234 000000012345 ${accountDac}`);
  expect(at(batch!, 54, 73)).toBe(`01234 000000012345 ${accountDac}`);
  expect(at(header!, 164, 166)).toBe("040");
  expect(at(p!, 18, 37)).toBe(`01234 000000012345 ${accountDac}`);
  expect(at(p!, 38, 57)).toBe(`10900000001${ourNumberDac}        `);
  expect(at(p!, 63, 72)).toBe("NF1       ");
  expect(ls.filter((l) => l[13] === "S")).toEqual([]);
});

test("CNAB 400: nosso número without DAC, carteira, code I, multa record 2, PIX record 3 with movement 71", () => {
  const ls = lines("cnab400");
  const [header, detail, fine] = ls;
  expect(at(header!, 27, 38)).toBe(`12340012345${accountDac}`);
  expect(at(header!, 77, 94)).toBe("341BANCO ITAU SA  ");
  expect(at(detail!, 18, 29)).toBe(`12340012345${accountDac}`);
  expect(at(detail!, 63, 70)).toBe("00000001");
  expect(at(detail!, 84, 86)).toBe("109");
  expect(at(detail!, 108, 110)).toBe("I01");
  expect(at(detail!, 386, 391)).toBe("110425");
  expect(at(fine!, 1, 23)).toBe("22110420250000000000200");
  const pix = ls.find((l) => l.startsWith("3"))!;
  expect(at(pix, 2, 15)).toBe("11222333000181");
  expect(at(pix, 79, 107)).toBe("LOTE0000000000000000000000002");
  const withPix = ls[ls.indexOf(pix) - 1]!;
  expect(at(withPix, 109, 110)).toBe("71");
});
