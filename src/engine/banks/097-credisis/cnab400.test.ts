import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { details, sampleRemessa, sampleTitles } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import type { BuildRemessaInput } from "../../cnab/types";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

const corpus = (path: string) =>
  readFileSync(new URL(`../../../../test/corpus/cnab/097/cnab400/${path}`, import.meta.url), "latin1");

/**
 * The inputs of CrediSIS' own model remessa (`docs/credisis/REMESSA_CNAB400_MODELO.txt`, in the
 * corpus), read off the file at the manual's positions: beneficiária CPF 019.009.282-30, agência
 * 0002, conta 00063291-0, convênio 009871, nosso número sequencial 153, DSI of R$ 55.000,00 due
 * 29/07/17 with data limite 16/09/17 (49 days), protest 5 business days; record 2 with the
 * sacador, one message, juros R$ 2.000,00 a day and multa R$ 50.000,00 (5 days of carência each),
 * first discount R$ 1.000,00 until 12/06/17.
 */
function modelInput(): BuildRemessaInput {
  const account = {
    bank_code: "097",
    agency: "0002",
    account: "0063291",
    account_digit: "0",
    wallet: "18",
    agreement: "009871",
  };
  const company = { name: "MONICA SOARES DOS SANTOS", document: "01900928230" };
  return {
    layout: "cnab400",
    bank_code: "097",
    company,
    account: { ...account, bank_fields: { write_off_days: "49" } },
    file_sequence: 11,
    generated_at: "2017-06-01T10:00:00",
    titles: [
      {
        ...account,
        amount_cents: 5_500_000,
        due_date: "2017-07-29",
        issue_date: "2017-05-16",
        our_number: "153",
        document_number: "TESTE01",
        document_kind: "DS",
        beneficiary: company,
        payer: {
          name: "ELIZEU RAFAEL PRADO",
          document: "00634186221",
          address: {
            street: "RUA ITAJAI",
            number: "144",
            district: "JARDIM PRESIDENCIAL",
            city: "JI-PARANA",
            state: "RO",
            zip_code: "76901015",
          },
        },
        guarantor: {
          name: "LEANDRO RAFAEL PRADO",
          document: "76286770291",
          address: {
            street: "RUA 2 DE ABRIL",
            number: "354",
            district: "CENTRO",
            city: "JI-PARANA",
            state: "RO",
            zip_code: "76900034",
          },
        },
        instructions: ["PAGAR ATE O VENCIMENTO"],
        protest: { days: 5, business_days: true },
        interest: { kind: "daily_amount", value: 200_000, start_date: "2017-08-04" },
        fine: { kind: "amount", value: 5_000_000, start_date: "2017-08-04" },
        discount: { amount_cents: 100_000, until: "2017-06-12" },
      },
    ],
  };
}

/** Positions (1-based) where two lines differ, as `record:position`. */
function differing(record: string, a: string, b: string): string[] {
  const out: string[] = [];
  for (let k = 0; k < 400; k++) if (a[k] !== b[k]) out.push(`${record}:${k + 1}`);
  return out;
}

/**
 * Where lote's file departs from CrediSIS' model remessa, and why. The model writes CPFs
 * left-aligned with blanks and números left-aligned where the table prints 9(14) and 9(06)
 * ("Completar com zeros à esquerda"); it predates RM.D.36 (100-101 blank, where v1.1 requires
 * 01/02/03); its data da operação is the issue date, lote's the file's; it counts the carência of
 * juros and multa in business days (lote in calendar days, 2); it has two more discounts (lote's
 * titles have one) and a hyphen the layout's "no special characters" rule forbids.
 */
const MODEL_DEPARTURES: ReadonlyArray<readonly [string, number, number, string]> = [
  ["1", 4, 17, "beneficiária's CPF: model left-aligned with blanks, lote 9(14) zero-filled"],
  ["1", 79, 84, "data da operação: model 160517 (the issue date), lote 010617 (the file's date)"],
  ["1", 100, 101, "RM.D.36 tipo de envio: model blank, lote 01 (cartório: the title asks for protest)"],
  ["1", 160, 173, "payer's CPF, as 4-17"],
  ["1", 274, 279, "payer's número: model '144   ', lote 9(06) '000144'"],
  ["1", 307, 307, "payer's city: model JI-PARANA, lote JI PARANA"],
  ["2", 4, 17, "sacador's CPF, as record 1 4-17"],
  ["2", 93, 98, "sacador's número, as record 1 274-279"],
  ["2", 151, 151, "sacador's city, as record 1 307"],
  ["2", 301, 301, "juros carência: model 1 (úteis), lote 2 (corridos)"],
  ["2", 320, 320, "multa carência: the same"],
  ["2", 343, 382, "descontos 2 and 3: the model has them, lote's titles have one discount"],
];

test("lote writes CrediSIS' model remessa, every difference explained", () => {
  const model = corpus("remessa/brcobranca-docs-credisis-REMESSA_CNAB400_MODELO.txt")
    .replace(/\n$/, "")
    .split("\n");
  const lote = buildRemessa(modelInput()).content.replace(/\r\n$/, "").split("\r\n");
  expect(lote.map((l) => l[0])).toEqual(["0", "1", "2", "9"]);
  const found = model.flatMap((m, i) => differing(`${m[0]}`, m, lote[i]!));
  const covering = (d: string) =>
    MODEL_DEPARTURES.find(([r, a, b]) => {
      const [rec, pos] = d.split(":");
      return r === rec && a <= Number(pos) && Number(pos) <= b;
    });
  expect(found.filter((d) => covering(d) === undefined)).toEqual([]);
  const used = new Set(found.map(covering));
  expect(MODEL_DEPARTURES.filter((x) => !used.has(x)).map(([r, a, b]) => `${r} ${a}-${b}`)).toEqual([]);
  // The rest of the 1,600 positions are the model's bytes: header, record 1, record 2, trailer.
  expect(found.length).toBeLessThan(100);
});

test("header, record 1 and record 2 at CrediSIS' positions for lote's sample titles", () => {
  const content = buildRemessa(sampleRemessa("097", "cnab400")).content;
  const lines = content.split("\r\n");
  const header = lines[0]!;
  expect(at(header, 27, 46)).toBe("0002 000632910      ");
  expect(at(header, 77, 107)).toBe("097CENTRALCREDI   1403250000007");
  expect(at(header, 392, 400)).toBe("001000001");
  const [first, second] = details(content);
  // Apêndice A: 097 + the CPF/CNPJ digit (the boleto rule's) + agência + convênio + sequencial.
  expect(at(first!, 57, 60)).toMatch(/^097\d$/);
  expect(at(first!, 61, 84)).toBe("0002009871000001" + "01" + "140325");
  expect(at(first!, 91, 101)).toBe("0133" + "03" + " 00" + "03");
  // Data limite = due date + 60 days (no write_off_days on the sample account).
  expect(at(first!, 121, 145)).toBe("100425" + "0000000015075" + "090625");
  expect(at(first!, 239, 279)).toBe("RUA DAS FLORES APTO 3".padEnd(35) + "000042");
  expect(at(second!, 95, 96)).toBe("05");
  expect(at(second!, 214, 238)).toBe("INDUSTRIA E COMERCIO DE P".slice(0, 25));
  // Title 1's record 2: no sacador, juros R$ 0,05/day F, multa 2% P, discount R$ 5,00 F.
  const two = lines[2]!;
  expect(two[0]).toBe("2");
  expect(at(two, 2, 17)).toBe("0".repeat(16));
  expect(at(two, 285, 303)).toBe("000000000000500" + "F" + "2" + "00");
  expect(at(two, 304, 322)).toBe("000000000020000" + "P" + "2" + "00");
  expect(at(two, 323, 342)).toBe("050425" + "0000000050000" + "F");
  // Title 2's record 2 carries its sacador/avalista.
  expect(at(lines[4]!, 1, 17)).toBe("20260701190000104");
});

test("titles CrediSIS' layout cannot carry are refused with the field's path", () => {
  const input = sampleRemessa("097", "cnab400");
  const plain = sampleTitles("097", "cnab400")[2]!;
  const refused = (extra: object, code: string, path: (string | number)[]) => {
    input.titles = [{ ...plain, ...extra }];
    expect(() => buildRemessa(input)).toThrowError(
      expect.objectContaining({ issues: [expect.objectContaining({ code, path })] }),
    );
  };
  refused({ rebate_cents: 100 }, "CNAB_UNSUPPORTED_REBATE", ["titles", 0, "rebate_cents"]);
  refused({ document_kind: "NP", protest: { days: 5 } }, "CNAB_UNSUPPORTED_PROTEST", [
    "titles",
    0,
    "protest",
  ]);
  refused({ discount: { amount_cents: 100, until: "2026-01-05" } }, "CNAB_INVALID_DISCOUNT", [
    "titles",
    0,
    "discount",
    "until",
  ]);
  refused({ interest: { kind: "monthly_rate", value: 100 } }, "CNAB_UNSUPPORTED_INTEREST", [
    "titles",
    0,
    "interest",
    "kind",
  ]);
  input.titles = [plain];
  input.account = { ...input.account, bank_fields: { write_off_days: "0" } };
  expect(() => buildRemessa(input)).toThrowError(
    expect.objectContaining({
      issues: [expect.objectContaining({ code: "CNAB_INVALID_WRITE_OFF_DAYS" })],
    }),
  );
});

test("CrediSIS' model retorno read at the manual's positions (values read off the file by hand)", () => {
  const r = parseRetorno(corpus("retorno/brcobranca-docs-credisis-RETORNO_CNAB400_MODELO.txt"));
  expect(r.bank_code).toBe("097");
  expect(r.file_sequence).toBe(8);
  expect(r.generated_on).toBe("2017-05-26");
  expect(r.entries).toHaveLength(1);
  const e = r.entries[0]!;
  expect([e.our_number_raw, e.our_number]).toEqual(["09710002009871000149", "149"]);
  expect([e.occurrence.code, e.occurrence.kind]).toEqual(["01", "registered"]);
  expect([e.occurrence_date, e.due_date, e.document_number]).toEqual(["2017-05-26", "2017-06-26", "TESTE"]);
  expect(e.amounts.title_cents).toBe(10_000);
});
