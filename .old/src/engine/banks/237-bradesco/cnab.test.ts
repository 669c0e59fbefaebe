import { expect, test } from "vitest";
import { sampleRemessa, sampleTitles } from "../../cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa";
import { boleto } from "./boleto";

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
  const dv = boleto.ourNumber(sampleTitles("237")[0]!).split("-")[1];
  expect(at(p!, 38, 40)).toBe("009");
  expect(at(p!, 41, 45)).toBe("00000");
  expect(at(p!, 46, 56)).toBe("00000000001");
  expect(at(p!, 57, 57)).toBe(dv);
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
  expect(at(detail!, 82, 82)).toBe(boleto.ourNumber(sampleTitles("237")[0]!).split("-")[1]);
  expect(at(detail!, 93, 93)).toBe("2");
  expect(at(detail!, 327, 334)).toBe("80010000");
});
