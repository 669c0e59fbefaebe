import { expect, test } from "vitest";
import { remessaFor, sampleRemessa, segmentsP } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 240: nosso número with DV in 10 positions, parcela, modalidade, formulário", () => {
  const [header, , p] = buildRemessa(sampleRemessa("756", "cnab240")).content.split("\r\n");
  expect(at(header!, 53, 72)).toBe("04327000000012345670");
  expect(at(header!, 103, 108)).toBe("SICOOB");
  // Cooperativa 4327, cliente 0000229385, nosso número 0000001 by the constant 3197 (xls 3.13):
  // 4×3 + 3×1 + 2×9 + 7×7 + 2×3 + 2×1 + 9×9 + 3×7 + 8×3 + 5×1 + 1×3 = 224, remainder 4 → DV 7.
  expect(at(p!, 38, 57)).toBe("000000001701014     ");
  // 14.3P carteira 1, 15.3P forma de cadastramento "0", 16.3P blank, 17/18.3P beneficiário emite/distribui.
  expect(at(p!, 58, 62)).toBe("10 22");
});

/**
 * "Layouts para troca de informações" (Fev/2017), sheet 3.13: cooperativa 0001, cliente 1-9,
 * nosso número 21 → sequence 000100000000190000021, sum 36, remainder 3 → DV 8 ("21-8").
 */
test("the manual's nosso número example, 21-8, in P 38-47", () => {
  const content = buildRemessa(
    remessaFor("756", "cnab240", { agency: "0001", agreement: "19" }, ["21"]),
  ).content;
  expect(at(segmentsP(content)[0]!, 38, 47)).toBe("0000000218");
});

test("CNAB 240 per the Fev/2017 layouts: 15.3P 0, juros 0 (isento) without interest, interest and fine from the due date, baixa 0", () => {
  const ls = buildRemessa(sampleRemessa("756", "cnab240")).content.split("\r\n");
  const [first, , third] = segmentsP(ls.join("\r\n"));
  expect(at(first!, 59, 59)).toBe("0");
  // Title 1: juros per day (1) dated on the due date 2025-04-10 (28.3P); its multa too (15.3R).
  expect(at(first!, 118, 126)).toBe("110042025");
  const r = ls.find((l) => l[13] === "R")!;
  expect(at(r, 66, 74)).toBe("210042025");
  // Title 3: no interest → 0 isento, no date.
  expect(at(third!, 118, 126)).toBe("000000000");
  expect(at(first!, 224, 227)).toBe("0   ");
});
