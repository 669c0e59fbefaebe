import { expect, test } from "vitest";
import { sampleRemessa } from "../../cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa";

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
