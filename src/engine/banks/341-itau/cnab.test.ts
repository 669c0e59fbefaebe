import { expect, test } from "vitest";
import { remessaFor, sampleRemessa, segmentsP } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { simulateRetorno } from "../../cnab/simulate/simulate";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);
const lines = (layout: "cnab240" | "cnab400") =>
  buildRemessa(sampleRemessa("341", layout)).content.split("\r\n");
/**
 * DACs of the sample account, módulo 10 by hand (weights 2,1,… from the right, digits of each
 * product summed; manual Anexo 3): agência/conta 1234 12345 → sum 29 → 1; agência/conta/carteira/
 * nosso número 1234 12345 109 00000001 → sum 50 → 0.
 */
const accountDac = "1";
const ourNumberDac = "0";

test("CNAB 240: Itaú account block, carteira + nosso número + DAC, no Segment S", () => {
  const ls = lines("cnab240");
  const [header, batch, p] = ls;
  expect(at(header!, 53, 72)).toBe(`01234 000000012345 ${accountDac}`);
  expect(at(batch!, 54, 73)).toBe(`01234 000000012345 ${accountDac}`);
  expect(at(header!, 164, 166)).toBe("040");
  expect(at(p!, 18, 37)).toBe(`01234 000000012345 ${accountDac}`);
  expect(at(p!, 38, 57)).toBe(`10900000001${ourNumberDac}        `);
  expect(at(p!, 63, 72)).toBe("NF1       ");
  expect(ls.filter((l) => l[13] === "S")).toEqual([]);
});

test("CNAB 400: nosso número without DAC, carteira, code I, multa record 2, PIX record 3 (key, no TXID) with movement 71", () => {
  const ls = lines("cnab400");
  const [header, detail, fine] = ls;
  expect(at(header!, 27, 38)).toBe(`12340012345${accountDac}`);
  expect(at(header!, 77, 94)).toBe("341BANCO ITAU SA  ");
  expect(at(detail!, 18, 29)).toBe(`12340012345${accountDac}`);
  expect(at(detail!, 63, 70)).toBe("00000001");
  expect(at(detail!, 84, 86)).toBe("109");
  expect(at(detail!, 108, 110)).toBe("I01");
  expect(at(detail!, 386, 391)).toBe("110425");
  expect(at(fine!, 1, 23)).toBe("22110420250000000000200");
  const pix = ls.find((l) => l.startsWith("3"))!;
  expect(at(pix, 2, 15)).toBe("11222333000181");
  // Record 3 (manual, Jul/2021 p. 13): chave 2-78, ID location 79-142 (numeric, zeros when the
  // bank makes the QR), blanks to 394: there is no TXID field.
  expect(at(pix, 79, 142)).toBe("0".repeat(64));
  expect(at(pix, 143, 394).trim()).toBe("");
  const r = buildRemessa(sampleRemessa("341", "cnab400"));
  expect(r.warnings.map((w) => w.code)).toContain("CNAB_PIX_TXID_NOT_SENT");
  const withPix = ls[ls.indexOf(pix) - 1]!;
  expect(at(withPix, 109, 110)).toBe("71");
});

/**
 * The manual's own example (FEBRABAN 240, Jan/2017, Anexo 4; Anexo 3's linha digitável uses the
 * same title): agência/conta 0057/12345-7, carteira/nosso número 110/12345678-8.
 */
test("the manual's example: account DAC 7 in the account blocks, nosso número DAC 8 in P 38-57", () => {
  const example = { agency: "0057", account: "12345", account_digit: "7", wallet: "110" };
  const r240 = buildRemessa(remessaFor("341", "cnab240", example, ["12345678"])).content;
  expect(at(r240.split("\r\n")[0]!, 53, 72)).toBe("00057 000000012345 7");
  expect(at(segmentsP(r240)[0]!, 38, 57)).toBe("110123456788        ");
  const [header] = buildRemessa(remessaFor("341", "cnab400", example, ["12345678"])).content.split("\r\n");
  expect(at(header!, 27, 38)).toBe("005700123457");
});

test("CNAB 240 per FEBRABAN 240 Jan/2017: P 118 and 142 zeros, baixa per nota 19, header zeros; a monthly rate is refused", () => {
  const ls = lines("cnab240");
  const [header, batch] = ls;
  expect(at(header!, 226, 228)).toBe("000");
  expect(at(batch!, 12, 13)).toBe("00");
  const p = ls.find((l) => l[13] === "P")!;
  expect(at(p, 118, 118)).toBe("0");
  expect(at(p, 142, 142)).toBe("0");
  expect(at(p, 224, 226)).toBe("000");
  const input = sampleRemessa("341", "cnab240");
  const days = { ...input, account: { ...input.account, bank_fields: { write_off_days: "15" } } };
  expect(at(segmentsP(buildRemessa(days).content)[0]!, 224, 226)).toBe("115");
  const titles = input.titles.map((t, i) =>
    i === 0 ? { ...t, interest: { kind: "monthly_rate" as const, value: 100 } } : t,
  );
  expect(() => buildRemessa({ ...input, titles })).toThrowError(
    expect.objectContaining({
      issues: [
        expect.objectContaining({
          code: "CNAB_UNSUPPORTED_INTEREST",
          path: ["titles", 0, "interest", "kind"],
        }),
      ],
    }),
  );
});

test("CNAB 240 retorno: erros are T 214-221; the código de liquidação at 222-223 (nota 29) is no reason", () => {
  const retorno = simulateRetorno(buildRemessa(sampleRemessa("341", "cnab240")).content, {
    generated_at: "2025-03-17T06:30:00-03:00",
    outcomes: [{ our_number: "1", kind: "paid", paid_cents: 15_125, paid_on: "2025-03-16" }],
  }).content;
  // A payment at an Itaú cash machine: "AA" in 18.3T.
  const paid = retorno
    .split("\r\n")
    .map((l) => (l[13] === "T" && at(l, 16, 17) === "06" ? `${l.slice(0, 221)}AA${l.slice(223)}` : l))
    .join("\r\n");
  const entry = parseRetorno(paid).entries.find((e) => e.our_number === "1")!;
  expect(entry.occurrence).toMatchObject({ kind: "paid", reasons: [] });
});

test("CNAB 400 retorno: record 3 after a detail gives its EMV (2-391) and PIX error code (392-394), manual p. 24", () => {
  const remessa = buildRemessa(sampleRemessa("341", "cnab400")).content;
  // The simulator's own record 3 (its EMV for title 2's registration) out: only the one below is read.
  const ret = simulateRetorno(remessa, { generated_at: "2025-04-12T07:00:00" })
    .content.split("\r\n")
    .filter((l) => !l.startsWith("3"));
  const emv =
    "00020101021226900014br.gov.bcb.pix2568qr.example.com/v2/cobv/9d36b84f5204000053039865802BR5913LOTE COBRANCA6009SAO PAULO62070503***6304ABCD";
  // Written by hand at the manual's positions, not by lote: type 3, EMV, error code, sequence.
  const record3 = `3${emv.padEnd(390, " ")}012`;
  const lines = [...ret.slice(0, 2), record3, ...ret.slice(2)].filter((l) => l !== "");
  const content = `${lines.map((l, i) => l.slice(0, 394) + String(i + 1).padStart(6, "0")).join("\r\n")}\r\n`;
  const r = parseRetorno(content);
  expect(r.warnings).toEqual([]);
  expect(r.entries[0]!.pix).toEqual({ emv, error_code: "012" });
  expect(r.entries[1]!.pix).toBeUndefined();
});
