// The CSV reader on its own: tokenising (RFC 4180 and what spreadsheets really write), charsets,
// the column mapping and cell conversions. The route tests are in csv.test.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COLUMNS, columnFor, normalizeHeader } from "../../src/csv/columns";
import { charsetOf, decodeWindows1252 } from "../../src/csv/decode";
import { readCsvItems } from "../../src/csv/items";
import { CsvReader, detectDelimiter } from "../../src/csv/records";
import { missingColumnIssues, REQUIRED_FIELDS } from "../../src/csv/required";
import { dateToIso, moneyToCents, percentToBasisPoints } from "../../src/csv/values";
import { csvLine, formatCell, wantsCsv } from "../../src/csv/write";

function tokenize(text: string, chunk = 3): { row: number; fields: string[] }[] {
  const r = new CsvReader();
  const out = [];
  for (let i = 0; i < text.length; i += chunk) out.push(...r.push(text.slice(i, i + chunk)));
  out.push(...r.end());
  return out;
}

function stream(bytes: Uint8Array, chunk = 7): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(c) {
      if (at >= bytes.length) return c.close();
      c.enqueue(bytes.slice(at, at + chunk));
      at += chunk;
    },
  });
}

const utf8 = (s: string) => new TextEncoder().encode(s);
/** Windows-1252 bytes of a Latin-1 string. */
const cp1252 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));

describe("records", () => {
  it("reads quoted fields, doubled quotes, separators and line breaks inside quotes, any line end", () => {
    const text = 'a;b;c\r\n1;"x;y";"he said ""oi"""\n2;"line 1\r\nline 2";\r3;;z';
    expect(tokenize(text)).toEqual([
      { row: 1, fields: ["a", "b", "c"] },
      { row: 2, fields: ["1", "x;y", 'he said "oi"'] },
      { row: 3, fields: ["2", "line 1\r\nline 2", ""] },
      { row: 4, fields: ["3", "", "z"] },
    ]);
    // Chunk boundaries anywhere give the same records.
    for (const n of [1, 2, 5, 64]) expect(tokenize(text, n)).toEqual(tokenize(text, 3));
  });

  it("detects the separator from the header and honours Excel's sep= line", () => {
    expect(detectDelimiter("nome;valor;vencimento")).toBe(";");
    expect(detectDelimiter("name,amount,due_date")).toBe(",");
    expect(detectDelimiter("a\tb\tc")).toBe("\t");
    expect(detectDelimiter('"a;b",c,d')).toBe(",");
    expect(tokenize("sep=,\r\na,b\r\n1,2\r\n")).toEqual([
      { row: 1, fields: ["a", "b"] },
      { row: 2, fields: ["1", "2"] },
    ]);
  });

  it("is tolerant of stray quotes; an unterminated quote is an error naming its row", () => {
    expect(tokenize('a;b\n5" tela;"x"y\n')).toEqual([
      { row: 1, fields: ["a", "b"] },
      { row: 2, fields: ['5" tela', "xy"] },
    ]);
    expect(() => tokenize('a;b\n1;2\n3;"open\n4;5\n')).toThrow(/row 3/);
  });
});

describe("charsets", () => {
  it("decodes Windows-1252, including the 0x80–0x9F block", () => {
    expect(decodeWindows1252(new Uint8Array([0x53, 0xe3, 0x6f, 0x20, 0x80, 0x93, 0x94]))).toBe("São €“”");
  });

  it("reads the charset parameter and detects UTF-8 or Windows-1252 from the bytes", async () => {
    expect(charsetOf("text/csv; charset=UTF-8")).toBe("utf-8");
    expect(charsetOf('text/csv; charset="iso-8859-1"')).toBe("windows-1252");
    expect(charsetOf("text/csv")).toBeUndefined();
    expect(charsetOf("text/csv; charset=shift_jis")).toBeNull();
    const detect = async (bytes: Uint8Array) => {
      const read = await readCsvItems(stream(bytes, 4), { maxRows: 10 });
      return [read.source.charset, read.rows.map((r) => r.item.payer), read.issues];
    };
    const name = (n: string) => [{ name: n }];
    expect(await detect(utf8("nome\nJoão Conceição"))).toEqual(["utf-8", name("João Conceição"), []]);
    expect(await detect(cp1252("nome\nJoão Conceição"))).toEqual([
      "windows-1252",
      name("João Conceição"),
      [],
    ]);
    expect(await detect(utf8("\uFEFFnome\nJoão"))).toEqual(["utf-8", name("João"), []]);
    expect(await detect(utf8("nome\nJoao"))).toEqual(["utf-8", name("Joao"), []]);
  });

  it("refuses a file whose rows mix UTF-8 and Windows-1252, naming rows of each", async () => {
    // Rows pasted from two exports: 2 and 4 in UTF-8, 3 and 5 in Windows-1252 — whichever comes
    // first, and in chunks of any size, nothing is issued with a garbled name.
    const header = utf8("nome;valor\n");
    const rows = [
      utf8("João;1,00\n"),
      cp1252("Conceição;2,00\n"),
      utf8("São Paulo;3,00\n"),
      cp1252("Açaí;4,00\n"),
    ];
    const file = (parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
    for (const chunk of [1, 3, 7, 4096]) {
      const read = await readCsvItems(stream(file([header, ...rows]), chunk), { maxRows: 10 });
      expect(read.issues).toEqual([
        {
          code: "CSV_MIXED_ENCODING",
          path: "body.rows[3]",
          message:
            'the file mixes UTF-8 (rows 2, 4) and Windows-1252 (rows 3, 5): names would come out garbled in one or the other; save the whole sheet again in one encoding (Excel: "CSV UTF-8")',
        },
      ]);
    }
    // Windows-1252 first: the first UTF-8 row is where it stops agreeing.
    const swapped = await readCsvItems(stream(file([header, rows[1]!, rows[0]!])), { maxRows: 10 });
    expect(swapped.issues).toMatchObject([{ code: "CSV_MIXED_ENCODING", path: "body.rows[3]" }]);
    // One row holding both (a cell pasted from elsewhere), and a header in UTF-8 over Windows-1252 rows.
    const oneRow = await readCsvItems(stream(file([header, utf8("João;"), cp1252("Conceição\n")])), {
      maxRows: 10,
    });
    expect(oneRow.issues).toMatchObject([{ code: "CSV_MIXED_ENCODING", path: "body.rows[2]" }]);
    const headed = await readCsvItems(stream(file([utf8("Nosso Número;nome\n"), cp1252("1;Conceição\n")])), {
      maxRows: 10,
    });
    expect(headed.issues).toMatchObject([{ code: "CSV_MIXED_ENCODING", path: "body.rows[2]" }]);
    // Declaring Windows-1252 does not hide it; declaring UTF-8 names the rows that are not.
    const declared = await readCsvItems(stream(file([header, ...rows])), {
      charset: "windows-1252",
      maxRows: 10,
    });
    expect(declared.issues.map((i) => i.code)).toEqual(["CSV_MIXED_ENCODING"]);
    const strict = await readCsvItems(stream(file([header, ...rows])), { charset: "utf-8", maxRows: 10 });
    expect(strict.issues).toMatchObject([{ code: "CSV_INVALID_ENCODING", path: "body.rows[3]" }]);
    expect(strict.issues[0]?.message).toContain("rows 3, 5 are not");
  });
});

describe("cells", () => {
  it("reads money the way Brazilian and English spreadsheets write it", () => {
    expect(moneyToCents("1.234,56")).toBe(123456);
    expect(moneyToCents("R$ 1.234,56")).toBe(123456);
    expect(moneyToCents("159,9")).toBe(15990);
    expect(moneyToCents("1234.56")).toBe(123456);
    expect(moneyToCents("1,234.56")).toBe(123456);
    expect(moneyToCents("1.234")).toBe(123400);
    expect(moneyToCents("10")).toBe(1000);
    // Unreadable: the text goes through and fails validation at its field.
    expect(moneyToCents("12,3x")).toBe("12,3x");
    expect(moneyToCents("1,005")).toBe("1,005");
    expect(percentToBasisPoints("2,5%")).toBe(250);
    expect(dateToIso("5/1/2027")).toBe("2027-01-05");
    expect(dateToIso("2027-01-05")).toBe("2027-01-05");
    expect(dateToIso("amanhã")).toBe("amanhã");
  });

  it("matches headers without case, accents or punctuation; dotted paths reach any field", () => {
    expect(normalizeHeader(" Nosso Número ")).toBe("nosso_numero");
    expect(columnFor("CPF/CNPJ")?.path).toEqual(["payer", "document"]);
    expect(columnFor("Vencimento")?.path).toEqual(["due_date"]);
    expect(columnFor("payer.address.complement")?.path).toEqual(["payer", "address", "complement"]);
    expect(columnFor("bank_fields.post")?.path).toEqual(["bank_fields", "post"]);
    expect(columnFor("discount.amount_cents")?.read("500")).toBe(500);
    expect(columnFor("observações")).toBeUndefined();
    expect(columnFor("secret.thing")).toBeUndefined();
    // Every name, English or Portuguese, belongs to exactly one column.
    const names = COLUMNS.flatMap((c) => [c.name, ...c.pt]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("required columns", () => {
  it("are read from the engine's BoletoItem schema, and each has a named column", () => {
    expect(REQUIRED_FIELDS).toEqual([
      "bank_code",
      "agency",
      "account",
      "wallet",
      "amount_cents",
      "due_date",
      "our_number",
      "beneficiary.name",
      "beneficiary.document",
      "payer.name",
      "payer.document",
    ]);
    for (const f of REQUIRED_FIELDS)
      expect(
        COLUMNS.some((c) => c.path.join(".") === f),
        f,
      ).toBe(true);
    const all = REQUIRED_FIELDS.map((field) => ({ field }));
    expect(missingColumnIssues(all)).toEqual([]);
    expect(missingColumnIssues(all.filter((c) => c.field !== "amount_cents"))).toEqual([
      {
        code: "CSV_MISSING_COLUMN",
        path: "body.columns",
        message:
          'no column fills amount_cents, which every boleto needs (a CSV job has no defaults): add a column headed "amount" or "valor", or "amount_cents" or "valor_centavos"',
      },
    ]);
  });
});

describe("readCsvItems", () => {
  it("turns rows into items, skipping blank rows and # columns, and records the source", async () => {
    const text = [
      "Nosso Número;Valor;Vencimento;Pagador;CPF/CNPJ;Juros mês;Instruções;# nota interna",
      "00001001;1.234,56;15/01/2027;José da Silva;529.982.247-25;1;Não receber após 30 dias | Multa de 2%;vip",
      ";;;;;;;",
      '00001002;"10,00";à vista;Maria;123;;;',
    ].join("\r\n");
    const read = await readCsvItems(stream(cp1252(text)), { maxRows: 10 });
    expect(read.issues).toEqual([]);
    expect(read.source).toMatchObject({
      charset: "windows-1252",
      delimiter: ";",
      rows: 2,
      row_numbers: [2, 4],
    });
    expect(read.source.columns.map((c) => c.field)).toEqual([
      "our_number",
      "amount_cents",
      "due_date",
      "payer.name",
      "payer.document",
      "interest.value",
      "instructions",
    ]);
    expect(read.rows).toEqual([
      {
        row: 2,
        item: {
          our_number: "00001001",
          amount_cents: 123456,
          due_date: "2027-01-15",
          payer: { name: "José da Silva", document: "529.982.247-25" },
          interest: { value: 100, kind: "monthly_rate" },
          instructions: ["Não receber após 30 dias", "Multa de 2%"],
        },
      },
      {
        row: 4,
        item: {
          our_number: "00001002",
          amount_cents: 1000,
          due_date: null,
          payer: { name: "Maria", document: "123" },
        },
      },
    ]);
  });

  it("names the row and column of every problem with the file itself", async () => {
    const text = "valor;Valr;valor;\n1,00;2;3;\n4,00;;;x;y\n";
    const read = await readCsvItems(stream(utf8(text)), { maxRows: 10 });
    expect(read.issues.map((i) => [i.code, i.path])).toEqual([
      ["CSV_UNKNOWN_COLUMN", "body.columns[2]"],
      ["CSV_DUPLICATE_COLUMN", "body.columns[3]"],
      ["CSV_UNNAMED_COLUMN", "body.rows[3]"],
      ["CSV_TOO_MANY_FIELDS", "body.rows[3]"],
    ]);
    const conflict = await readCsvItems(stream(utf8("valor;valor_centavos\n1,00;100\n")), { maxRows: 10 });
    expect(conflict.issues).toMatchObject([
      { code: "CSV_CONFLICTING_COLUMNS", path: "body.rows[2].valor_centavos" },
    ]);
    const empty = await readCsvItems(stream(utf8("")), { maxRows: 10 });
    expect(empty.issues).toMatchObject([{ code: "CSV_EMPTY" }]);
    const bad = await readCsvItems(stream(utf8("valor\n1\n")), { charset: "utf-8", maxRows: 10 });
    expect(bad.issues).toEqual([]);
    const invalid = await readCsvItems(
      stream(new Uint8Array([0x76, 0x61, 0x6c, 0x6f, 0x72, 0x0a, 0x31, 0x0a, 0xe9, 0x0a])),
      {
        charset: "utf-8",
        maxRows: 10,
      },
    );
    expect(invalid.issues).toMatchObject([{ code: "CSV_INVALID_ENCODING", path: "body.rows[3]" }]);
  });

  it("stops once there are more rows than allowed", async () => {
    const text = `valor\n${"1,00\n".repeat(20)}`;
    const read = await readCsvItems(stream(utf8(text)), { maxRows: 5 });
    expect(read.tooMany).toBe(true);
  });
});

describe("writing: formula injection (OWASP CSV Injection)", () => {
  /** The cells of one written line, read back the way a spreadsheet splits it. */
  const readBack = (line: string, d: "br" | "intl") => {
    const r = new CsvReader(d === "br" ? ";" : ",");
    return [...r.push(line), ...r.end()][0]?.fields ?? [];
  };

  it("prefixes with ' every text that starts like a formula, the issue's examples included", () => {
    const evil = [
      "-1+1",
      "-2+3+cmd|' /C calc'!A0",
      "=1+1",
      "+1",
      "@SUM(1+1)*cmd|' /C calc'!A0",
      "\t=1",
      "\r=1",
      "-",
      "-1e3",
      "-1,5,5",
      "- 1",
      "-1.2.3",
    ];
    for (const d of ["br", "intl"] as const) {
      expect(readBack(csvLine(evil, d), d)).toEqual(evil.map((e) => `'${e}`));
    }
  });

  it("leaves plain numbers alone, as the exporter writes them (a negative amount too)", () => {
    const numbers = ["-12,50", "-12.50", "-5", "0", "1234,56", "12"];
    expect(readBack(csvLine(numbers, "br"), "br")).toEqual(numbers);
    expect(csvLine([{ cents: -1250 }, -7], "intl")).toBe("-12.50,-7\r\n");
  });

  it("never lets a generated cell start a formula: it reads back as itself, or as ' + itself", () => {
    const start = fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\0", "'", '"', ";", ",", " ", "1", "a");
    const cell = fc.tuple(start, fc.string({ maxLength: 12 })).map(([a, b]) => a + b);
    fc.assert(
      fc.property(
        fc.array(cell, { minLength: 1, maxLength: 5 }),
        fc.constantFrom("br" as const, "intl" as const),
        (cells, d) => {
          const back = readBack(csvLine(cells, d), d);
          expect(back).toHaveLength(cells.length);
          back.forEach((out, i) => {
            const given = cells[i] as string;
            expect(out === given || out === `'${given}`).toBe(true);
            // What a spreadsheet sees first is never a formula trigger, unless the cell is a plain number.
            if (/^[=+\-@\t\r\0]/.test(out)) expect(out).toMatch(/^-?\d+(?:[.,]\d+)?$/);
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("writing", () => {
  it("formats per dialect and quotes what needs quoting", () => {
    expect(formatCell({ cents: 123456 }, "br")).toBe("1234,56");
    expect(formatCell({ cents: 5 }, "intl")).toBe("0.05");
    expect(formatCell({ date: "2027-01-15" }, "br")).toBe("15/01/2027");
    expect(formatCell({ date: "2027-01-15" }, "intl")).toBe("2027-01-15");
    expect(csvLine(["a;b", 'x"y', "=1+1", -5, null], "br")).toBe('"a;b";"x""y";\'=1+1;-5;\r\n');
    expect(csvLine([{ cents: -1250 }, { cents: -1250 }, -5, "-12,50"], "br")).toBe(
      "-12,50;-12,50;-5;-12,50\r\n",
    );
    expect(wantsCsv(undefined, "text/csv")).toBe(true);
    expect(wantsCsv(undefined, "application/json, text/csv")).toBe(false);
    expect(wantsCsv("json", "text/csv")).toBe(false);
  });
});
