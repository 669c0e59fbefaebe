/**
 * Banco Fibra (224): the nosso número DV example of Banco Fibra's "Numeração e Emissão do Boleto de
 * Cobrança pelo Cliente" (March 2020), stored by eduardokum/laravel-boleto (commit
 * 0081d0958f6257c39d4594ce2ca466d725cd5b5c) as `manuais/FIBRA/Boletos_pelo_Cliente_V2.pdf`. The
 * layout's worked example (AUTK) is in ../layouts.test.ts.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import type { BoletoInput } from "../../types";
import { operationLayoutDigit } from "../layouts";
import { bank } from "./index";

it("Banco Fibra's DV example: agência 0001, carteira 121, nosso número 0004309540 → 8", () => {
  expect(operationLayoutDigit("0001", "121", "0004309540")).toBe(8);
  const input = {
    account: "1",
    ...PARTIES,
    bank_code: "224",
    agency: "0001",
    agreement: "1",
    wallet: "121",
    our_number: "0004309540",
  } as unknown as BoletoInput;
  expect(bank.boleto.ourNumber(input)).toBe("121/0004309540-8");
});
