import { expect, test } from "vitest";
import { sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);
const lines = (layout: "cnab240" | "cnab400") =>
  buildRemessa(sampleRemessa("001", layout)).content.split("\r\n");

test("CNAB 240: convênio, 0014, carteira and variação in both headers; 17-position nosso número", () => {
  const [header, batch, p] = lines("cnab240");
  expect(at(header!, 33, 52)).toBe("001234567001417019  ");
  expect(at(batch!, 34, 53)).toBe("001234567001417019  ");
  expect(at(header!, 164, 166)).toBe("083");
  expect(at(batch!, 14, 16)).toBe("042");
  expect(at(p!, 38, 57)).toBe("12345670000000001   ");
  expect(at(p!, 58, 58)).toBe("7");
  expect(at(p!, 61, 62)).toBe("00");
});

test("CNAB 400 (convênio 7): detail type 7, convênio and nosso número, variação, carteira, multa record 5", () => {
  const [header, detail, fine] = lines("cnab400");
  expect(at(header!, 1, 19)).toBe("01REMESSA01COBRANCA");
  expect(at(header!, 27, 40)).toBe("12343123456789");
  expect(at(header!, 77, 94)).toBe("001BANCODOBRASIL  ");
  expect(at(header!, 101, 107)).toBe("0000007");
  expect(at(header!, 130, 136)).toBe("1234567");
  expect(at(detail!, 1, 1)).toBe("7");
  expect(at(detail!, 32, 38)).toBe("1234567");
  expect(at(detail!, 64, 80)).toBe("12345670000000001");
  expect(at(detail!, 92, 94)).toBe("019");
  expect(at(detail!, 107, 110)).toBe("1701");
  expect(at(fine!, 1, 22)).toBe("5992110425000000000200");
});

test("CNAB 240: 38.3P / 39.3P not treated by the bank, zeros; the file's write-off days refused", () => {
  const [, , p] = lines("cnab240");
  expect(at(p!, 224, 227)).toBe("0000");
  const input = sampleRemessa("001", "cnab240");
  const days = {
    ...input,
    account: { ...input.account, bank_fields: { ...input.account.bank_fields, write_off_days: "30" } },
  };
  expect(() => buildRemessa(days)).toThrowError(
    expect.objectContaining({ issues: [expect.objectContaining({ code: "CNAB_INVALID_WRITE_OFF_DAYS" })] }),
  );
});

/** A 400-position line with `fields` ([start, text], 1-based) over blanks. */
function line400(fields: [number, string][]): string {
  const out = Array.from({ length: 400 }, () => " ");
  for (const [start, text] of fields) for (let k = 0; k < text.length; k++) out[start - 1 + k] = text[k]!;
  return out.join("");
}

test("CNAB 400 retorno: the tipo-1 detail of a 6-digit convênio is read (nosso número 63-73 + DV 74)", () => {
  const header = line400([
    [1, "02RETORNO01COBRANCA"],
    [27, "34584003002128180515"],
    [77, "001BANCODOBRASIL"],
    [95, "080905"],
    [101, "0000857"],
    [395, "000001"],
  ]);
  const detail = line400([
    [1, "1000000000000000034584003002128180515"],
    [63, "180515112679"],
    [107, "1706080905"],
    [117, "1234567890"],
    [147, "1006050000000035200"],
    [176, "0909050000445"],
    [254, "0000000035200"],
    [306, "0000000034755"],
    [395, "000002"],
  ]);
  const trailer = line400([
    [1, "9201001"],
    [395, "000003"],
  ]);
  const r = parseRetorno([header, detail, trailer].join("\r\n") + "\r\n");
  expect(r.warnings).toEqual([]);
  expect(r.entries).toHaveLength(1);
  const e = r.entries[0]!;
  expect(e).toMatchObject({
    our_number: "11267",
    our_number_raw: "180515112679",
    document_number: "1234567890",
  });
  expect(e.occurrence.code).toBe("06");
  expect(e.due_date).toBe("2005-06-10");
  expect(e.occurrence_date).toBe("2005-09-08");
  expect(e.credit_date).toBe("2005-09-09");
  expect(e.amounts).toMatchObject({
    title_cents: 35200,
    fee_cents: 445,
    paid_cents: 35200,
    credited_cents: 34755,
  });
});
