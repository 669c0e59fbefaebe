/**
 * 174 Pefisa: lote's rule against frones/ACBr `Fontes/ACBrBoleto/ACBrBancoPefisa.pas` (commit
 * 27cbe089a731f34e52566c71161ebcae182873e7, LGPL-2.1), piece by piece; the published code is run by
 * `../vectors.test.ts` (`vectors.fixtures.ts`).
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

const input = {
  ...PARTIES,
  bank_code: "174",
  agency: "1",
  account: "1",
  agreement: "123456",
  wallet: "36",
  our_number: "42",
  amount_cents: 1000,
  due_date: "2026-12-31",
} as BoletoInput;

it("writes código do cedente 12 + nosso número 10 + carteira 2 + 4 (emissão pelo cedente)", () => {
  expect(bank.boleto.freeField(input)).toBe("000000123456" + "0000000042" + "36" + "4");
  expect(bank.boleto.ourNumber(input)).toBe("0000000042");
});

it("issues without a warning: ACBr's rule rebuilds a code Pefisa's API returned", () => {
  expect(boletoWarnings(input)).toEqual([]);
});
