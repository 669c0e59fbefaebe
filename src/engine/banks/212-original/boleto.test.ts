/**
 * 212 Banco Original: no published slip exists, so these check lote's rule against the one
 * published description, frones/ACBr `Fontes/ACBrBoleto/ACBrBancoOriginal.pas` (commit
 * 74eaa17e78e2531eaf7b583224e35af529502a5f, LGPL-2.1), piece by piece, and the warning it issues
 * with. The layout's arithmetic is the one `../layouts.test.ts` checks against AUTK's worked
 * example.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { validateBoletoInput } from "../../boleto/validate";
import { boletoWarnings } from "../../boleto/warnings";
import { mod10 } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

const input = {
  ...PARTIES,
  bank_code: "212",
  agency: "1",
  account: "1",
  agreement: "1234567",
  wallet: "109",
  our_number: "42",
  amount_cents: 1000,
  due_date: "2026-12-31",
} as BoletoInput;

it("writes agência 4 + carteira 3 + operação 7 + nosso número 10 + DAC", () => {
  const dac = mod10("0001" + "109" + "0000000042");
  expect(bank.boleto.freeField(input)).toBe(`00011091234567${"0000000042"}${dac}`);
  expect(bank.boleto.ourNumber(input)).toBe(`109/0000000042-${dac}`);
});

it("takes the contract's three-digit carteira as given and refuses another width", () => {
  const ok = validateBoletoInput({ ...input, wallet: "555" }, { today: "2026-12-01" });
  expect(ok.ok).toBe(true);
  const bad = validateBoletoInput({ ...input, wallet: "55" }, { today: "2026-12-01" });
  expect(bad.ok ? [] : bad.issues.map((i) => i.code)).toContain("UNSUPPORTED_WALLET");
});

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
