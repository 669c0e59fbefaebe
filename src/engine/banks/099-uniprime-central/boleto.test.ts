/**
 * 099 Uniprime Central: no published slip exists, so this checks lote's rule against the one
 * published description, frones/ACBr `Fontes/ACBrBoleto/ACBrUniprime.pas` (commit
 * 26040ab2a891d5af603c55f0b4c43c7c29af0cec, LGPL-2.1), and the warning it issues with. The DV case
 * `P` is 084 Uniprime's published slip 09/00000010027-P (BoletoNet/BoletoNetCore
 * `BancoUniprimeNortePRCarteira09Tests.cs`), the same arithmetic ACBr's 099 unit does.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

const input = {
  ...PARTIES,
  bank_code: "099",
  agency: "0012",
  account: "47744",
  wallet: "09",
  our_number: "10027",
  amount_cents: 1000,
  due_date: "2026-12-31",
} as BoletoInput;

it("writes agência 4 + carteira 2 + nosso número 11 + conta 7 + 0, DV módulo 11 base 7 with P", () => {
  expect(bank.boleto.freeField(input)).toBe("0012" + "09" + "00000010027" + "0047744" + "0");
  expect(bank.boleto.ourNumber(input)).toBe("09/00000010027-P");
});

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
