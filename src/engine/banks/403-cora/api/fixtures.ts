// Shared inputs of the Cora connector's tests.
import type { ApiTitle, TitleKey } from "../../../connect/types";
import type { BoletoInput } from "../../../types";

export const TODAY = "2026-01-15";

export const ADDRESS = {
  street: "Rua das Flores",
  number: "10",
  district: "Centro",
  city: "São Paulo",
  state: "SP",
  zip_code: "01001000",
};

/** A Cora title before registration: lote's our_number is a placeholder Cora replaces. */
export const INPUT: BoletoInput = {
  bank_code: "403",
  agency: "0001",
  account: "1234567",
  wallet: "01",
  our_number: "0",
  document_number: "NF-1001",
  amount_cents: 12345,
  due_date: "2026-02-10",
  beneficiary: { name: "Empresa Exemplo Ltda", document: "62474761000132" },
  payer: { name: "Maria da Silva", document: "49467837846", address: ADDRESS },
  fine: { kind: "rate", value: 200 },
  interest: { kind: "monthly_rate", value: 100 },
  pix: { key: "chave-da-conta" },
};

export const title = (input: BoletoInput, reference = "item-1"): ApiTitle => ({
  input,
  reference,
  today: TODAY,
});

export const keyOf = (input: BoletoInput, ids?: Record<string, string>, reference = "item-1"): TitleKey => ({
  our_number: input.our_number,
  ...(input.document_number ? { document_number: input.document_number } : {}),
  account: input,
  beneficiary_document: input.beneficiary.document,
  due_date: input.due_date,
  reference,
  ...(ids ? { provider_ids: ids } : {}),
});
