import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { sampleRemessa, segmentsP } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

/**
 * The constants CrediSIS' own example remessa (`docs/credisis/REMESSA_CNAB240_MODELO.txt`, kept in
 * the corpus) carries at these positions: header 103-132 `097CENTRALCREDI`, 164-171 `101` + blanks,
 * batch 14-16 `060`, P 58-62 `11 2 `, 106 and 224-227 blank, 228-229 `09`, Q 154-209 blank and
 * 210-212 `097` before the nosso número repeated, trailer de lote with the title count and total.
 */
test("CNAB 240 per CrediSIS' layout (abril/2017), as its own example file writes the constants", () => {
  const content = buildRemessa(sampleRemessa("097", "cnab240")).content;
  const lines = content.split("\r\n");
  const [header, batch] = lines;
  expect(at(header!, 33, 52)).toBe("00000000000000009871");
  expect(at(header!, 103, 132)).toBe("097CENTRALCREDI".padEnd(30, " "));
  expect(at(header!, 164, 171)).toBe("101     ");
  expect(at(batch!, 14, 16)).toBe("060");
  const p = segmentsP(content)[0]!;
  // Apêndice A: 097 + DV do CPF/CNPJ (the boleto rule's digit, `boleto.ts`) + agência 0002 +
  // convênio 009871 + sequencial 000001.
  expect(at(p, 38, 40)).toBe("097");
  expect(at(p, 41, 41)).toMatch(/^\d$/);
  expect(at(p, 42, 57)).toBe("0002009871000001");
  expect(at(p, 58, 62)).toBe("11 2 ");
  expect(at(p, 101, 106)).toBe("00002 ");
  expect(at(p, 224, 229)).toBe("    09");
  const q = lines.find((l) => l[13] === "Q")!;
  expect(at(q, 154, 209).trim()).toBe("");
  expect(at(q, 210, 232)).toBe(`097${at(p, 38, 57)}`);
  const trailer = lines.at(-3)!;
  expect(at(trailer, 24, 29)).toBe("000005");
});

/**
 * Every position of CrediSIS' example file (`REMESSA_CNAB240_MODELO.txt`) that is not one of the
 * title's or the beneficiary's data fields below is written the same by lote: the constants,
 * blanks and zero fills of header, batch header, P, Q, R, Y-01 and both trailers. The masked
 * ranges are data (names, documents, dates, amounts, counts), each named after the manual's field.
 * One difference is lote's: the example writes the beneficiary's CPF left-aligned with blanks at
 * 19-32, where the manual prints 9(14) (G006); lote zero-fills it as the picture says.
 */
test("lote writes CrediSIS' example remessa's constants at every non-data position", () => {
  const model = readFileSync(
    new URL(
      "../../../../test/corpus/cnab/097/cnab240/remessa/brcobranca-docs-credisis-REMESSA_CNAB240_MODELO.txt",
      import.meta.url,
    ),
    "latin1",
  )
    .replace(/\n$/, "")
    .split("\n");
  const lote = buildRemessa(sampleRemessa("097", "cnab240")).content.replace(/\r\n$/, "").split("\r\n");
  const masked = (line: string, ranges: ReadonlyArray<readonly [number, number]>) => {
    const chars = [...line];
    for (const [a, b] of ranges) for (let i = a - 1; i < b; i += 1) chars[i] = "~";
    return chars.join("");
  };
  const seg = (lines: string[], s: string) => lines.find((l) => l[7] === "3" && l[13] === s)!;
  const cases: ReadonlyArray<[string, string, string, ReadonlyArray<readonly [number, number]>]> = [
    // 18 tipo de inscrição, 19-32 CPF/CNPJ, 73-102 nome, 144-151 data, 152-157 hora, 158-163 NSA.
    [
      "header",
      model[0]!,
      lote[0]!,
      [
        [18, 32],
        [73, 102],
        [144, 163],
      ],
    ],
    // 18-33 inscrição, 74-103 nome, 184-191 número remessa, 192-199 data de gravação.
    [
      "batch header",
      model[1]!,
      lote[1]!,
      [
        [18, 33],
        [74, 103],
        [184, 199],
      ],
    ],
    // 38-57 nosso número (its DV and sequencial), 63-77 documento, 78-85 vencimento, 86-100 valor,
    // 106-108 espécie, 109 aceite, 110-117 emissão, 118-141 juros, 142-165 desconto 1,
    // 196-220 uso da empresa (G072), 221-223 protesto.
    [
      "P",
      seg(model, "P"),
      seg(lote, "P"),
      [
        [41, 41],
        [52, 57],
        [63, 100],
        [106, 165],
        [196, 223],
      ],
    ],
    // 18-33 inscrição, 34-73 nome, 74-113 endereço, 114-128 bairro, 129-136 CEP, 137-151 cidade,
    // 152-153 UF, 214-232 nosso número (C032).
    [
      "Q",
      seg(model, "Q"),
      seg(lote, "Q"),
      [
        [18, 153],
        [213, 232],
      ],
    ],
    // 18-41 desconto 2, 42-65 desconto 3, 66-89 multa, 100-179 mensagens 1-2.
    [
      "R",
      seg(model, "R"),
      seg(lote, "R"),
      [
        [18, 89],
        [100, 179],
      ],
    ],
    // 9-13 sequencial, 20-35 inscrição, 36-75 nome, 76-115 endereço, 116-130 bairro, 131-138 CEP,
    // 139-153 cidade, 154-155 UF.
    [
      "Y-01",
      seg(model, "Y"),
      seg(lote, "Y"),
      [
        [9, 13],
        [20, 155],
      ],
    ],
    // 18-23 registros, 24-29 títulos, 30-46 valor.
    ["trailer de lote", model.at(-2)!, lote.at(-2)!, [[18, 46]]],
    // 24-29 registros.
    ["trailer de arquivo", model.at(-1)!, lote.at(-1)!, [[24, 29]]],
  ];
  for (const [name, m, l, ranges] of cases) {
    expect(masked(l, ranges), name).toBe(masked(m, ranges));
  }
});
