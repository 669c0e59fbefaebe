import { expect, test } from "vitest";
import { details, sampleRemessa, sampleTitles } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";

/** Positions 1-based and inclusive, as the manual prints them (start P, length I + D). */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 per BV's layout (6.2): header CL001, convênio, nosso número, carteira 500, ocorrência 48", () => {
  const content = buildRemessa(sampleRemessa("655", "cnab400")).content;
  const [header] = content.split("\r\n");
  expect(at(header!, 27, 46)).toBe(" ".repeat(20));
  expect(at(header!, 77, 99)).toBe("655BANCO VOTORANTIM S/A");
  expect(at(header!, 100, 105)).toBe("140325");
  expect(at(header!, 390, 394)).toBe("CL001");
  const [first, second] = details(content);
  expect(at(first!, 18, 29)).toBe("00" + "1234567890");
  expect(at(first!, 63, 77)).toBe("0000000001" + "500" + "48");
  expect(at(first!, 88, 93)).toBe("100425");
  expect(at(first!, 107, 117)).toBe("655" + "00001" + "01" + "N");
  // Nota 31: 4 = valor ao dia (R$ 0,05); 369-374 the due date; 377 moeda 0.
  expect(at(first!, 137, 150)).toBe("4" + "0000000000005");
  expect(at(first!, 369, 377)).toBe("100425" + "00" + "0");
  // Nota 5: duplicata de serviço is 08.
  expect(at(second!, 115, 116)).toBe("08");
  expect(at(second!, 137, 137)).toBe("3");
});

test("a fine has no place in record 1 (the optional record 2 is not written) and is refused", () => {
  const input = sampleRemessa("655", "cnab400");
  input.titles = [{ ...sampleTitles("655", "cnab400")[2]!, fine: { kind: "rate", value: 200 } }];
  expect(() => buildRemessa(input)).toThrowError(
    expect.objectContaining({ issues: [expect.objectContaining({ code: "CNAB_UNSUPPORTED_FINE" })] }),
  );
});

test("the retorno detail at BV's positions: nosso número 63-72, ocorrência 101-102, erros 367-374", () => {
  const pad = (s: string, n: number) => s.padEnd(n, " ");
  const header = `02RETORNO01${pad("COBRANCA", 15)}${"1234567890"}${"0".repeat(10)}${pad("LOTE", 30)}655${pad("BANCO VOTORANTIM S/A", 20)}150325${" ".repeat(284)}CL002000001`;
  const detail =
    "102" +
    "11222333000181" +
    "1234567890" +
    " ".repeat(10) +
    pad("1", 25) +
    "0000000001" +
    " ".repeat(25) +
    "500" +
    "03" +
    "0".repeat(8) +
    "150325" +
    pad("NF1", 10) +
    " ".repeat(20) +
    "100425" +
    "0000000015075" +
    "655" +
    "00001" +
    "01" +
    "0".repeat(13 * 9) +
    "   " +
    "000000" +
    "00" +
    "0".repeat(9) +
    "2" +
    " ".repeat(40) +
    "0".repeat(13) +
    "23000000" +
    "00" +
    "00" +
    "0".repeat(16) +
    "000002";
  const trailer = `9200655${" ".repeat(10)}00000001${"00000000015075"}${" ".repeat(355)}000003`;
  expect([header, detail, trailer].map((l) => l.length)).toEqual([400, 400, 400]);
  const r = parseRetorno(`${header}\r\n${detail}\r\n${trailer}\r\n`);
  expect(r.entries).toHaveLength(1);
  const [e] = r.entries;
  expect(e!.our_number).toBe("1");
  expect(e!.occurrence.kind).toBe("rejected");
  expect(e!.occurrence.reasons.map((x) => x.code)).toEqual(["23"]);
  expect(e!.amounts.title_cents).toBe(15075);
});
