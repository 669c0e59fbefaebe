import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa, sampleTitles } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { operationLayoutDigit } from "../layouts";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 carteira 6 per Daycoval's manual (SET/2023): nosso número 8 at 63-70, blanks to 107, código de remessa 6, zeros", () => {
  const content = buildRemessa(sampleRemessa("707", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 27, 46)).toBe("00011234567".padEnd(20, " "));
  expect(at(header!, 77, 94)).toBe("707BANCO DAYCOVAL ");
  const [first, second] = details(content);
  expect(at(first!, 18, 37)).toBe("00011234567".padEnd(20, " "));
  expect(at(first!, 63, 70)).toBe("00000001");
  expect(at(first!, 71, 107)).toBe(" ".repeat(37));
  expect(at(first!, 108, 110)).toBe("601");
  expect(at(first!, 140, 147)).toBe("70700000");
  expect(at(first!, 157, 173)).toBe("0".repeat(17));
  expect(at(first!, 193, 205)).toBe("0".repeat(13));
  expect(at(first!, 392, 394)).toBe("000");
  // Nota 5: duplicata de serviço is 12.
  expect(at(second!, 148, 149)).toBe("12");
});

test("the manual's nosso número example: agência 0001, carteira 121, 0004309540 → DV 8 (00019/121/0004309540-8)", () => {
  expect(operationLayoutDigit("0001", "121", "0004309540")).toBe(8);
  const content = buildRemessa(remessaFor("707", "cnab400", {}, ["4309540"])).content;
  expect(at(details(content)[0]!, 63, 70)).toBe("04309540");
});

test("a nosso número of more than 8 significant digits does not fit 63-70 and is refused", () => {
  const input = remessaFor("707", "cnab400", {}, ["123456789"]);
  expect(() => buildRemessa(input)).toThrowError(
    expect.objectContaining({ issues: [expect.objectContaining({ code: "CNAB_NUMBER_TOO_LONG" })] }),
  );
});

test("interest and fine have no place in the carteira 6 detail (161-173 zeros, no multa) and are refused", () => {
  const input = sampleRemessa("707", "cnab400");
  const [plain] = sampleTitles("707", "cnab400");
  input.titles = [
    { ...plain!, interest: { kind: "daily_amount", value: 5 } },
    { ...plain!, our_number: "9", fine: { kind: "rate", value: 200 } },
  ];
  expect(() => buildRemessa(input)).toThrowError(
    expect.objectContaining({
      issues: expect.arrayContaining([
        expect.objectContaining({ code: "CNAB_UNSUPPORTED_INTEREST", path: ["titles", 0, "interest"] }),
        expect.objectContaining({ code: "CNAB_UNSUPPORTED_FINE" }),
      ]),
    }),
  );
});

test("the retorno's 63-73 is the nosso número with its DV (nota 2): 63-72 read as the sequence", () => {
  const ret = [
    `02RETORNO01COBRANCA       ${"00011234567".padEnd(20)}${"LOTE".padEnd(30)}707${"BANCO DAYCOVAL".padEnd(15)}150325${"01600BPI00001".padEnd(294)}000001`,
    `1021122233300018100011234567         ${"NF1".padEnd(25)}00043095408${" ".repeat(9)}121${" ".repeat(22)}006150325${"NF1".padEnd(10)}${" ".repeat(20)}100425000000001507570700000${"01".padEnd(2)}${"0".repeat(13)}${" ".repeat(26)}${"0".repeat(13 * 5)}${"0".repeat(13)}${" ".repeat(84)}0${" ".repeat(8)}150325000000002`,
    `9201707${"0".repeat(98)}${" ".repeat(289)}000003`,
  ].join("\r\n");
  const r = parseRetorno(`${ret}\r\n`);
  expect(r.entries).toHaveLength(1);
  expect(r.entries[0]!.our_number).toBe("4309540");
  expect(r.entries[0]!.occurrence.kind).toBe("paid");
});
