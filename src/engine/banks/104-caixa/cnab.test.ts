import { expect, test } from "vitest";
import { sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as the manual prints them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 240 (SIGCB): beneficiário code blocks, modalidade 14 and the 15-digit nosso número", () => {
  const [header, batch, p] = buildRemessa(sampleRemessa("104", "cnab240")).content.split("\r\n");
  expect(at(header!, 33, 72)).toBe(`${"0".repeat(20)}01234512345600000000`);
  expect(at(header!, 164, 166)).toBe("101");
  expect(at(header!, 192, 211)).toBe("REMESSA-PRODUCAO    ");
  expect(at(batch!, 14, 16)).toBe("060");
  expect(at(batch!, 34, 73)).toBe(`123456${"0".repeat(14)}01234512345600000000`);
  expect(at(p!, 18, 57)).toBe(`012345123456${"0".repeat(11)}14000000000000001`);
  expect(at(p!, 63, 77)).toBe("NF1            ");
  // 38.3P / 39.3P: baixa/devolução 1 after 60 days (000 would write the title off on its due date).
  expect(at(p!, 224, 227)).toBe("1060");
});

function withDays(write_off_days: string) {
  const input = sampleRemessa("104", "cnab240");
  return { ...input, account: { ...input.account, bank_fields: { write_off_days } } };
}

test("CNAB 240 per SIGCB 67.118 v010: 35.3P repeats the document number, R 180-240 blank, baixa 5-120 days from the file", () => {
  const ls = buildRemessa(sampleRemessa("104", "cnab240")).content.split("\r\n");
  const p = ls.find((l) => l[13] === "P")!;
  expect(at(p, 196, 220)).toBe("NF1".padEnd(25, " "));
  const r = ls.find((l) => l[13] === "R")!;
  expect(at(r, 180, 240)).toBe(" ".repeat(61));
  expect(at(buildRemessa(withDays("5")).content.split("\r\n")[2]!, 224, 227)).toBe("1005");
  expect(at(buildRemessa(withDays("120")).content.split("\r\n")[2]!, 224, 227)).toBe("1120");
  for (const days of ["4", "121", "x"]) {
    expect(() => buildRemessa(withDays(days))).toThrowError(
      expect.objectContaining({
        issues: [expect.objectContaining({ code: "CNAB_INVALID_WRITE_OFF_DAYS" })],
      }),
    );
  }
});
