import { describe, expect, it } from "vitest";
import type { BoletoInput } from "../types";
import {
  addressLines,
  chargeInstructions,
  formatDate,
  formatDocument,
  formatMoney,
  formatZip,
  labelledDocument,
} from "./format";

describe("format", () => {
  it("formats dates, money and rates the Brazilian way", () => {
    expect(formatDate("2016-07-05")).toBe("05/07/2016");
    expect(formatDate(null)).toBe("");
    expect(formatMoney(224674)).toBe("2.246,74");
    expect(formatMoney(5)).toBe("0,05");
    expect(formatMoney(123456789012)).toBe("1.234.567.890,12");
  });

  it("formats CPF, CNPJ (also alphanumeric) and CEP", () => {
    expect(formatDocument("12345678909")).toBe("123.456.789-09");
    expect(formatDocument("43576788000191")).toBe("43.576.788/0001-91");
    expect(formatDocument("12ABC34501DE35")).toBe("12.ABC.345/01DE-35");
    expect(labelledDocument("12345678909")).toBe("CPF 123.456.789-09");
    expect(formatZip("01310200")).toBe("01310-200");
  });

  it("prints an address on two lines", () => {
    const a = {
      street: "Av. Paulista",
      number: "1578",
      city: "São Paulo",
      state: "SP",
      zip_code: "01310200",
    };
    expect(addressLines(a)).toEqual(["Av. Paulista, 1578", "CEP 01310-200 - São Paulo/SP"]);
    expect(addressLines(undefined)).toEqual(["", ""]);
  });

  it("writes instruction lines for multa, juros, desconto and abatimento", () => {
    const input = {
      due_date: "2025-03-10",
      fine: { kind: "rate", value: 200 },
      interest: { kind: "daily_amount", value: 33, start_date: "2025-03-12" },
      discount: { amount_cents: 1000, until: "2025-03-01" },
      rebate_cents: 500,
    } as BoletoInput;
    expect(chargeInstructions(input)).toEqual([
      "Após 10/03/2025, multa de 2,00%.",
      "A partir de 12/03/2025, juros de R$ 0,33 ao dia.",
      "Desconto de R$ 10,00 até 01/03/2025.",
      "Abatimento de R$ 5,00.",
    ]);
  });
});
