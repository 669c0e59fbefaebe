/**
 * Varied Itaú titles for the connector's tests (valid lote inputs; documents are check-digit-valid
 * test numbers, not real people): plain, with interest and fine, with a discount and a rebate, with a
 * guarantor, CPF and CNPJ payers, carteira 112 (the short-DAC rule) and 157.
 */
import { buildBoleto } from "../../../boleto/build";
import type { ApiTitle } from "../../../connect/types";
import type { BoletoInput } from "../../../types";

export const TODAY = "2025-06-01";

const base: BoletoInput = {
  bank_code: "341",
  agency: "1500",
  account: "05206",
  account_digit: "1",
  wallet: "109",
  amount_cents: 10001,
  due_date: "2025-07-10",
  issue_date: "2025-06-01",
  our_number: "1056",
  document_number: "NF1056",
  beneficiary: { name: "Lote Cobranças Ltda", document: "11222333000181" },
  payer: {
    name: "Maria da Silva",
    document: "52998224725",
    address: {
      street: "Rua Dona Ana Neri",
      number: "368",
      district: "Mooca",
      city: "São Paulo",
      state: "SP",
      zip_code: "03153000",
    },
  },
};

/** lote's inputs, by name. */
export const INPUTS = {
  plain: base,
  charges: {
    ...base,
    our_number: "2001",
    interest: { kind: "monthly_rate", value: 100 },
    fine: { kind: "rate", value: 200, start_date: "2025-07-12" },
    instructions: ["Não receber após 30 dias do vencimento", "Juros de 1% ao mês"],
  },
  amounts: {
    ...base,
    our_number: "2002",
    interest: { kind: "daily_amount", value: 33, start_date: "2025-07-11" },
    fine: { kind: "amount", value: 500 },
    discount: { amount_cents: 1000, until: "2025-07-05" },
    rebate_cents: 250,
  },
  guarantor: {
    ...base,
    our_number: "2003",
    guarantor: {
      name: "Avalista Comercial S.A.",
      document: "11444777000161",
      address: {
        street: "Av. do Estado",
        number: "5533",
        city: "São Paulo",
        state: "SP",
        zip_code: "01034010",
      },
    },
  },
  cnpjPayer: {
    ...base,
    our_number: "2004",
    document_kind: "DS",
    acceptance: "A",
    payer: { ...base.payer, name: "Comércio de Peças Exemplo Ltda ME", document: "11222333000181" },
  },
  wallet112: { ...base, wallet: "112", our_number: "12345678" },
  wallet157: { ...base, wallet: "157", our_number: "7965", amount_cents: 30000 },
} satisfies Record<string, BoletoInput>;

/** An ApiTitle with lote's built boleto. */
export function titleOf(
  name: string,
  input: BoletoInput = (INPUTS as Record<string, BoletoInput>)[name] as BoletoInput,
): ApiTitle {
  return { input, boleto: buildBoleto(input, { today: TODAY }), reference: `item-${name}`, today: TODAY };
}
