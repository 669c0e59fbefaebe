import { expect, test } from "vitest";
import { remessaFor, sampleRemessa, sampleTitles } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { simulateRetorno } from "../../cnab/simulate/simulate";

/** Positions 1-based and inclusive, as ACBr's writer comments and the bank's manual print them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 240 as ACBr writes ABC Brasil (040/030), every file warned unconfirmed", () => {
  const r = buildRemessa(sampleRemessa("246", "cnab240"));
  expect(r.warnings[0]?.code).toBe("CNAB_LAYOUT_UNCONFIRMED");
  const [fileHeader, batchHeader, p, q, rSeg, sSeg] = r.content.split("\r\n");
  const code = "00011234567".padEnd(20, " ");
  // Header: convênio at 33-52 and again at 53-72 ('Conta da Empresa'), BANCO ABC BRASIL, 040, density 00000.
  expect(at(fileHeader!, 1, 8)).toBe("24600000");
  expect(at(fileHeader!, 33, 72)).toBe(code + code);
  expect(at(fileHeader!, 103, 132)).toBe("BANCO ABC BRASIL".padEnd(30, " "));
  expect(at(fileHeader!, 164, 171)).toBe("04000000");
  expect(at(fileHeader!, 172, 240)).toBe(" ".repeat(69));
  expect(at(batchHeader!, 1, 17)).toBe("24600011R01  030 ");
  expect(at(batchHeader!, 34, 73)).toBe(code + code);
  // P: código empresa 18-37; 38 '5', 39-41 '000', 42-43 '00', 44-46 '110' (the bank's manual §9 c).
  expect(at(p!, 18, 37)).toBe(code);
  expect(at(p!, 38, 46)).toBe("500000110");
  expect(at(p!, 58, 62)).toBe("11222");
  expect(at(p!, 107, 109)).toBe("02N");
  // 221 '3' não protestar, 224 '2' não baixar with '000', moeda 09, contrato zeros.
  expect(at(p!, 221, 240)).toBe("3002000090000000000 ");
  // Q 210-212 zeros (the bank's manual), 213-232 blank.
  expect(at(q!, 210, 232)).toBe("000" + " ".repeat(20));
  // R: multa 2% as ACBr writes a rate (percentual × 10000), from the day after the due date.
  expect(at(rSeg!, 66, 89)).toBe("2" + "11042025" + "000000000020000");
  expect(at(rSeg!, 90, 240)).toBe(" ".repeat(151));
  // S tipo 1: line 01, two message lines of 70 at 21-160, tipo do caracter 01.
  expect(at(sSeg!, 14, 20)).toBe("S 01101");
  expect(at(sSeg!, 21, 90)).toBe("NAO RECEBER APOS 30 DIAS DO VENCIMENTO".padEnd(70, " "));
  expect(at(sSeg!, 91, 160)).toBe("JUROS DE R 0,05 AO DIA".padEnd(70, " "));
  expect(at(sSeg!, 161, 240)).toBe("01" + " ".repeat(78));
});

test("P 47-57: the nosso número and DV of the bank's worked example (agência 0001, carteira 110, 0004309540 → 1)", () => {
  const r = buildRemessa(remessaFor("246", "cnab240", { agency: "0001" }, ["4309540"]));
  const p = r.content.split("\r\n")[2]!;
  expect(at(p, 47, 57)).toBe("0004309540" + "1");
});

test("only carteira 110 is registered in CNAB 240 (121 is the bank's CNAB 400 carteira)", () => {
  const input = sampleRemessa("246", "cnab240");
  const titles = sampleTitles("246", "cnab240").map((t) => ({ ...t, wallet: "121" }));
  const account = { ...input.account, wallet: "121" };
  expect(() => buildRemessa({ ...input, account, titles })).toThrow(/carteira 110 only/);
});

test("back from T: the nosso número at 47-57 without its DV", () => {
  const remessa = buildRemessa(remessaFor("246", "cnab240", { agency: "0001" }, ["4309540"])).content;
  const retorno = simulateRetorno(remessa, { generated_at: "2025-03-20T07:00:00" }).content;
  const t = retorno.split("\r\n").find((l) => l[13] === "T")!;
  expect(at(t, 47, 57)).toBe("00043095401");
  expect(parseRetorno(retorno).entries[0]).toMatchObject({ our_number: "4309540" });
});
