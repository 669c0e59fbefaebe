import { expect, test } from "vitest";
import { sampleRemessa, sampleTitles } from "../../cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa";
import { boleto } from "./boleto";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);
const lines = (layout: "cnab240" | "cnab400") =>
  buildRemessa(sampleRemessa("033", layout)).content.split("\r\n");

test("CNAB 240: inscrição at 17-32, código de transmissão, account block and 13-digit nosso número", () => {
  const [header, batch, p] = lines("cnab240");
  expect(at(header!, 17, 47)).toBe("2011222333000181123400001234567");
  expect(at(header!, 152, 166)).toBe("      000007040");
  expect(at(batch!, 54, 68)).toBe("123400001234567");
  expect(at(p!, 18, 44)).toBe("1234001300012340130001234  ");
  const printed = boleto.ourNumber(sampleTitles("033")[0]!);
  expect(at(p!, 45, 57)).toBe(printed.replace("-", ""));
  expect(at(p!, 58, 60)).toBe("512");
  expect(at(p!, 228, 229)).toBe("00");
});

test("CNAB 400: transmissão, 8-digit nosso número, trailer totals and the PIX record 8", () => {
  const ls = lines("cnab400");
  const [header, detail] = ls;
  expect(at(header!, 27, 46)).toBe("12340123456713000123");
  expect(at(header!, 392, 394)).toBe("000");
  expect(at(detail!, 18, 37)).toBe("12340123456713000123");
  const dv = boleto.ourNumber(sampleTitles("033")[0]!).split("-")[1];
  expect(at(detail!, 63, 70)).toBe(`0000001${dv}`);
  expect(at(detail!, 78, 82)).toBe("40200");
  expect(at(detail!, 108, 110)).toBe("501");
  expect(at(detail!, 383, 385)).toBe("I34");
  const pix = ls.find((l) => l.startsWith("8"))!;
  expect(at(pix, 43, 57)).toBe("211222333000181");
  expect(at(pix, 121, 149)).toBe("LOTE0000000000000000000000002");
  const trailer = ls.at(-2)!;
  expect(at(trailer, 1, 20)).toBe("90000080000001279891");
});
