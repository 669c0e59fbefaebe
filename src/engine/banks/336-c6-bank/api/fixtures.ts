// Shared inputs of the C6 connector's tests.
import type { ApiTitle, TitleKey } from "../../../connect/types";
import type { BoletoInput } from "../../../types";

export const TODAY = "2026-01-15";

export const EVP = "123e4567-e89b-42d3-a456-426614174000";

export const ADDRESS = {
  street: "Rua das Flores",
  number: "10",
  district: "Centro",
  city: "São Paulo",
  state: "SP",
  zip_code: "01001000",
};

/** A C6 title before registration: lote's our_number is a placeholder C6 replaces. */
export const INPUT: BoletoInput = {
  bank_code: "336",
  agency: "0001",
  account: "1234567",
  wallet: "21",
  agreement: "123456789",
  our_number: "0",
  document_number: "NF-1001",
  amount_cents: 12345,
  due_date: "2026-02-10",
  beneficiary: { name: "Empresa Exemplo Ltda", document: "62474761000132" },
  payer: { name: "Maria da Silva", document: "49467837846", address: ADDRESS },
  fine: { kind: "rate", value: 200 },
  interest: { kind: "monthly_rate", value: 100 },
  pix: { key: EVP },
};

export const title = (input: BoletoInput, reference = "item-1"): ApiTitle => ({
  input,
  reference,
  today: TODAY,
});

export const keyOf = (input: BoletoInput, ids?: Record<string, string>, reference = "item-1"): TitleKey => ({
  our_number: input.our_number,
  account: input,
  beneficiary_document: input.beneficiary.document,
  due_date: input.due_date,
  reference,
  ...(ids ? { provider_ids: ids } : {}),
});
