import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa, segmentsP } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";
import { parseRetorno } from "../../cnab/retorno/retorno";
import { simulateRetorno } from "../../cnab/simulate/simulate";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);
const lines = (layout: "cnab240" | "cnab400") =>
  buildRemessa(sampleRemessa("033", layout)).content.split("\r\n");

test("CNAB 240: inscrição at 17-32, código de transmissão, account block and 13-digit nosso número", () => {
  const [header, batch, p] = lines("cnab240");
  expect(at(header!, 17, 47)).toBe("2011222333000181123400001234567");
  expect(at(header!, 152, 166)).toBe("      000007040");
  expect(at(batch!, 54, 68)).toBe("123400001234567");
  expect(at(p!, 18, 44)).toBe("1234001300012340130001234  ");
  // Nosso número 1: 1×2 = 2, remainder 2 → DV 9 (H7815 note 15).
  expect(at(p!, 45, 57)).toBe("0000000000019");
  expect(at(p!, 58, 60)).toBe("512");
  expect(at(p!, 228, 229)).toBe("00");
});

test("CNAB 400: transmissão, 8-digit nosso número, trailer totals and the PIX record 8", () => {
  const ls = lines("cnab400");
  const [header, detail] = ls;
  expect(at(header!, 27, 46)).toBe("12340123456713000123");
  expect(at(header!, 392, 394)).toBe("000");
  expect(at(detail!, 18, 37)).toBe("12340123456713000123");
  expect(at(detail!, 63, 70)).toBe("00000019");
  expect(at(detail!, 78, 82)).toBe("40200");
  expect(at(detail!, 108, 110)).toBe("501");
  expect(at(detail!, 383, 385)).toBe("I34");
  const pix = ls.find((l) => l.startsWith("8"))!;
  expect(at(pix, 43, 57)).toBe("211222333000181");
  expect(at(pix, 121, 149)).toBe("LOTE0000000000000000000000002");
  const trailer = ls.at(-2)!;
  expect(at(trailer, 1, 20)).toBe("90000080000001279891");
});

/**
 * H7815 v2.9 (Apr/2018) note 15, and H7800 the same: nosso número 3147578 → DV 7 ("31475787"),
 * 4870184 → remainder 1 → DV 0 ("48701840"). The bank's examples, not lote's boleto rules.
 */
test("the nosso número DV of the manual's two examples, in P 45-57 and in 400 63-70", () => {
  const [p, p2] = segmentsP(buildRemessa(remessaFor("033", "cnab240", {}, ["3147578", "4870184"])).content);
  expect(at(p!, 45, 57)).toBe("0000031475787");
  expect(at(p2!, 45, 57)).toBe("0000048701840");
  const [d, d2] = details(buildRemessa(remessaFor("033", "cnab400", {}, ["3147578", "4870184"])).content);
  expect(at(d!, 63, 70)).toBe("31475787");
  expect(at(d2!, 63, 70)).toBe("48701840");
});

/** A Santander CNAB 240 remessa of the sample titles, with `bank_fields` on the file's account. */
function withAccount(bank_fields: Record<string, string>) {
  const input = sampleRemessa("033", "cnab240");
  return { ...input, account: { ...input.account, bank_fields } };
}

test("CNAB 240 per H7815 v2.9: protesto 0 (nota 25), baixa 3 = perfil or 1 with the file's days (nota 26), carnê zeros, blanks", () => {
  const ls = buildRemessa(sampleRemessa("033", "cnab240")).content.split("\r\n");
  const p = ls.find((l) => l[13] === "P")!;
  const q = ls.find((l) => l[13] === "Q")!;
  const r = ls.find((l) => l[13] === "R")!;
  expect(at(p, 221, 223)).toBe("000");
  expect(at(p, 224, 227)).toBe("3000");
  expect(at(p, 230, 240)).toBe(" ".repeat(11));
  expect(at(q, 210, 221)).toBe("0".repeat(12));
  expect(at(q, 222, 240)).toBe(" ".repeat(19));
  expect(at(r, 90, 99)).toBe(" ".repeat(10));
  const withDays = segmentsP(buildRemessa(withAccount({ write_off_days: "30" })).content)[0]!;
  expect(at(withDays, 224, 227)).toBe("1030");
  expect(() => buildRemessa(withAccount({ write_off_days: "100" }))).toThrowError(
    expect.objectContaining({
      issues: [
        expect.objectContaining({
          code: "CNAB_INVALID_WRITE_OFF_DAYS",
          path: ["account", "bank_fields", "write_off_days"],
        }),
      ],
    }),
  );
});

/** A line with `text` at 1-based `start`, over `base` (a copy of it). */
const put = (base: string, start: number, text: string) =>
  base.slice(0, start - 1) + text + base.slice(start - 1 + text.length);

test("CNAB 240 Segment Y-03 (H7815 v8.3): the remessa's PIX after R; a TXID out of the manual's form is left to the bank", () => {
  const input = sampleRemessa("033", "cnab240");
  const titles = input.titles.map((t, i) =>
    i === 1 ? { ...t, pix: { key: "pix@empresa.com.br", txid: "short-1" } } : t,
  );
  const r = buildRemessa({ ...input, titles });
  const ls = r.content.split("\r\n");
  const y = ls.find((l) => at(l, 14, 14) === "Y" && at(l, 18, 19) === "03")!;
  expect(at(y, 81, 81)).toBe("4"); // nota 49: e-mail
  expect(at(y, 82, 158).trimEnd()).toBe("pix@empresa.com.br");
  // Nota 52: 26 to 35 letters and digits, or blank for the bank to assign one.
  expect(at(y, 159, 193).trim()).toBe("");
  expect(r.warnings.map((w) => w.code)).toContain("CNAB_PIX_TXID_NOT_SENT");
  // A PIX is registered with the entry only ("Enviar os segmentos P, Q e Y-03 com o código de movimento 01").
  const off = buildRemessa({
    ...input,
    titles: titles.map((t) => ({ ...t, movement: "write_off" as const })),
  });
  expect(off.content.split("\r\n").some((l) => at(l, 14, 14) === "Y")).toBe(false);
});

test("CNAB 240 retorno in Santander's dialect: 02 + P1 with its Y-03 (QR URL at 82-158, TXID 159-193); 09 + 92 is a PIX payment", () => {
  const rem = buildRemessa(sampleRemessa("033", "cnab240")).content;
  const simulated = simulateRetorno(rem, { generated_at: "2025-03-17T06:30:00" }).content.split("\r\n");
  // The simulator's own Y-03 lines out: the one below is built at the manual's positions.
  const ls = simulated.filter((l) => at(l, 14, 14) !== "Y");
  const segT = (n: string) => ls.findIndex((l) => at(l, 14, 14) === "T" && at(l, 41, 53) === n);
  const url = "pix.santander.com.br/qr/v2/cobv/48bbcd90-ec0c-4b89-a8be-6dbe646fbf1d";
  const txid = "YKP123456789000000000000217032025";
  const t2 = segT("0000000000027");
  ls[t2] = put(ls[t2]!, 209, "P1        ");
  // As the bank's retorno of 2024 has it: movement 02, 81 blank, the URL, the TXID, 194-240 blank.
  const y = `${at(ls[t2]!, 1, 8)}00000Y 0203${" ".repeat(61)} ${url.padEnd(77)}${txid.padEnd(35)}${" ".repeat(47)}`;
  expect(y).toHaveLength(240);
  ls.splice(t2 + 2, 0, y);
  const t1 = segT("0000000000019");
  ls[t1] = put(put(ls[t1]!, 16, "09"), 209, "92        ");
  const parsed = parseRetorno(ls.join("\r\n"));
  const two = parsed.entries.find((e) => e.our_number === "2")!;
  expect(two.occurrence).toMatchObject({
    kind: "registered",
    reasons: [{ code: "P1", description: "Registrado com QR Code Pix" }],
  });
  expect(two.pix).toEqual({ key_or_url: url, txid });
  const one = parsed.entries.find((e) => e.our_number === "1")!;
  expect(one.occurrence).toMatchObject({
    code: "09",
    kind: "paid",
    reasons: [{ code: "92", description: "Pagamento PIX" }],
  });
});
