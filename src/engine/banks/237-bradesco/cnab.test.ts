import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa, segmentsP } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);
const lines = (layout: "cnab240" | "cnab400") =>
  buildRemessa(sampleRemessa("237", layout)).content.split("\r\n");

test("CNAB 240: código da empresa in the headers; carteira, nosso número and its DV in P", () => {
  const [header, batch, p] = lines("cnab240");
  expect(at(header!, 33, 52)).toBe("00000000000004567890");
  expect(at(batch!, 34, 53)).toBe("00000000000004567890");
  expect(at(header!, 164, 171)).toBe("08401600");
  expect(at(batch!, 14, 16)).toBe("042");
  expect(at(p!, 38, 40)).toBe("009");
  expect(at(p!, 41, 45)).toBe("00000");
  expect(at(p!, 46, 56)).toBe("00000000001");
  // Carteira 09 + 00000000001, weights 2,7,6,…: 9×7 + 1×2 = 65, remainder 10 → DV 1.
  expect(at(p!, 57, 57)).toBe("1");
  expect(at(p!, 224, 224)).toBe("2");
});

test("CNAB 400: header MX + NSA, detail company block, nosso número with DV, multa", () => {
  const [header, detail] = lines("cnab400");
  expect(at(header!, 1, 26)).toBe("01REMESSA01COBRANCA       ");
  expect(at(header!, 27, 46)).toBe("00000000000004567890");
  expect(at(header!, 109, 117)).toBe("MX0000007");
  expect(at(detail!, 21, 37)).toBe("00090123412345678");
  expect(at(detail!, 22, 24)).toBe("009");
  expect(at(detail!, 25, 29)).toBe("01234");
  expect(at(detail!, 30, 37)).toBe("12345678");
  expect(at(detail!, 66, 70)).toBe("20200");
  expect(at(detail!, 71, 81)).toBe("00000000001");
  expect(at(detail!, 82, 82)).toBe("1");
  expect(at(detail!, 93, 93)).toBe("2");
  expect(at(detail!, 327, 334)).toBe("80010000");
});

/**
 * CNAB 400 manual (Manual Operacional, p. 18-19), DV of the nosso número, módulo 11 base 7 over
 * carteira + nosso número: carteira 19 with 00000000002 → 8, 00000000001 → remainder 1 → "P",
 * 00000000006 → remainder 0 → "0". The bank's examples, not lote's boleto rules.
 */
test("the nosso número DV of the manual's three examples (8, P and 0), in 400 71-82 and in P 38-57", () => {
  const numbers = ["2", "1", "6"];
  const ds = details(buildRemessa(remessaFor("237", "cnab400", { wallet: "19" }, numbers)).content);
  expect(ds.map((d) => at(d, 71, 82))).toEqual(["000000000028", "00000000001P", "000000000060"]);
  const ps = segmentsP(buildRemessa(remessaFor("237", "cnab240", { wallet: "19" }, numbers)).content);
  expect(ps.map((p) => at(p, 38, 57))).toEqual([
    "01900000000000000028",
    "0190000000000000001P",
    "01900000000000000060",
  ]);
});
