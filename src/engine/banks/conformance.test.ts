/**
 * Conformance suite run over the registry: every bank must satisfy the same contract, whatever
 * its campo livre looks like. A new bank gets these tests by being registered (and by having a
 * sample generator in `boleto/samples.ts`, which the first test demands).
 */
import { describe, expect, it } from "vitest";
import banksDoc from "../../../docs/banks.md?raw";
import { randomBoletoInput, samplesCoverRegistry, seededRandom } from "../../../test/engine/boleto/samples";
import { barcodeToDigitableLine, fieldCheckDigits } from "../boleto/barcode";
import { buildBoleto } from "../boleto/build";
import { parseBoletoCode } from "../boleto/parse";
import { validateBoletoInput } from "../boleto/validate";
import { barcodeCheckDigit, isDigits } from "../math/check-digits";
import { dueFactor } from "../math/due-factor";
import type { BoletoInput } from "../types";
import { BANK_CODES, BANKS } from "./registry";

const TODAY = "2025-06-01";

it("every registered bank has a sample generator", () => {
  expect(samplesCoverRegistry()).toBe(true);
});

function codes(input: unknown, today = TODAY): string[] {
  const r = validateBoletoInput(input, { today });
  return r.ok ? [] : r.issues.map((i) => `${i.code} ${i.path.join(".")}`);
}

describe.each(BANK_CODES.map((code) => [code, BANKS[code]?.name ?? code] as const))("%s %s", (code) => {
  const bank = BANKS[code];
  if (bank === undefined) throw new Error(code);
  const inputs = Array.from({ length: 300 }, (_, seed) =>
    randomBoletoInput(code, seededRandom(seed * 7919 + 1), TODAY),
  );

  it("declares its identity, source and wallets", () => {
    expect(bank.code).toBe(code);
    expect(bank.codeDigit).toMatch(/^[0-9X]$/);
    expect(bank.boleto.source.length).toBeGreaterThan(10);
    if (bank.boleto.contractWallet === undefined) expect(bank.boleto.wallets.length).toBeGreaterThan(0);
    else expect(bank.boleto.wallets).toEqual([]);
  });

  it("builds codes of the right shape whose check digits verify", () => {
    for (const input of inputs) {
      const b = buildBoleto(input, { today: TODAY });
      expect(b.barcode).toHaveLength(44);
      expect(b.digitable_line).toHaveLength(47);
      expect(isDigits(b.barcode) && isDigits(b.digitable_line)).toBe(true);
      expect(b.free_field).toBe(b.barcode.slice(19));
      expect(b.barcode.slice(0, 4)).toBe(`${code}9`);
      expect(b.barcode[4]).toBe(barcodeCheckDigit(b.barcode.slice(0, 4) + b.barcode.slice(5)));
      expect(b.digitable_line).toBe(barcodeToDigitableLine(b.barcode));
      expect(fieldCheckDigits(b.digitable_line)).toEqual([
        b.digitable_line[9],
        b.digitable_line[20],
        b.digitable_line[31],
      ]);
      expect(b.due_factor).toBe(dueFactor(input.due_date));
      expect(b.bank_code_formatted).toBe(`${code}-${bank.codeDigit}`);
      expect(b.our_number.length).toBeGreaterThan(0);
      expect(b.beneficiary_code.length).toBeGreaterThan(0);
      expect(b.processed_on).toBe(TODAY);
    }
  });

  it("round-trips build → parse from both forms", () => {
    for (const input of inputs) {
      const b = buildBoleto(input, { today: TODAY });
      for (const form of [b.barcode, b.digitable_line, b.digitable_line_formatted]) {
        const p = parseBoletoCode(form, { today: TODAY });
        expect(p).toMatchObject({
          bank_code: code,
          bank_name: bank.name,
          due_date: input.due_date,
          amount_cents: input.amount_cents,
          free_field: b.free_field,
          barcode: b.barcode,
          digitable_line: b.digitable_line,
        });
      }
    }
  });

  it("is deterministic", () => {
    const input = inputs[0] as BoletoInput;
    expect(buildBoleto(structuredClone(input), { today: TODAY })).toEqual(
      buildBoleto(input, { today: TODAY }),
    );
  });

  it("issues every wallet it declares", () => {
    const width = bank.boleto.contractWallet;
    if (width !== undefined) {
      for (const input of inputs) expect(input.wallet).toMatch(new RegExp(`^\\d{${width}}$`));
      expect(new Set(inputs.map((i) => i.wallet)).size).toBeGreaterThan(1);
      return;
    }
    const seen = new Set<string>();
    for (let seed = 0; seed < 600 && seen.size < bank.boleto.wallets.length; seed++) {
      const input = randomBoletoInput(code, seededRandom(seed), TODAY);
      buildBoleto(input, { today: TODAY });
      seen.add(input.wallet);
    }
    expect([...seen].sort()).toEqual([...bank.boleto.wallets].sort());
  });

  it("rejects fields longer than the bank allows, unknown wallets and unknown bank fields", () => {
    const input = inputs[1] as BoletoInput;
    expect(codes({ ...input, our_number: "1".repeat(20) })).toContain("INVALID_OUR_NUMBER our_number");
    expect(codes({ ...input, agency: "12345" })).toContain("INVALID_AGENCY agency");
    // A contract's carteira of another width (the schema caps a carteira at 3 characters).
    const width = bank.boleto.contractWallet;
    const unknownWallet = width === undefined ? "000" : "0".repeat(width === 3 ? 2 : width + 1);
    expect(codes({ ...input, wallet: unknownWallet })).toContain("UNSUPPORTED_WALLET wallet");
    expect(codes({ ...input, bank_fields: { ...input.bank_fields, zz: "1" } })).toContain(
      "UNKNOWN_BANK_FIELD bank_fields.zz",
    );
  });

  it("encodes a due date after the 2025 rollover", () => {
    const input = { ...(inputs[2] as BoletoInput), due_date: "2025-03-15" };
    const b = buildBoleto(input, { today: "2025-03-01" });
    expect(b.due_factor).toBe("1021");
    expect(parseBoletoCode(b.digitable_line, { today: "2025-03-01" }).due_date).toBe("2025-03-15");
  });

  it("encodes due dates of the 2049 cycle", () => {
    const today = "2049-09-01";
    for (const [due, factor] of [
      ["2049-10-13", "9999"],
      ["2049-10-14", "1000"],
      ["2049-11-20", "1037"],
    ] as const) {
      const input = { ...(inputs[3] as BoletoInput), due_date: due };
      const b = buildBoleto(input, { today });
      expect(b.due_factor).toBe(factor);
      expect(parseBoletoCode(b.barcode, { today }).due_date).toBe(due);
    }
  });

  it("is documented in docs/banks.md with its wallets and bank fields", () => {
    const row = banksDoc.split("\n").find((line) => line.startsWith(`| ${code} `));
    expect(row, `docs/banks.md has no row for ${code}`).toBeDefined();
    for (const wallet of bank.boleto.wallets) expect(row).toContain(wallet);
    for (const field of bank.boleto.bankFields) expect(row).toContain(`\`${field.name}\``);
  });
});
