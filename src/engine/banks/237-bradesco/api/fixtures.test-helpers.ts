/**
 * Titles and keys for the Bradesco connector's tests (not a test file itself; it imports neither
 * the simulator nor the published layout, so the builders/checks rule holds).
 */
import type { ApiRequest, ApiTitle, TitleKey } from "../../../connect/types";
import type { BoletoInput } from "../../../types";

/** A valid Bradesco title: agência 1234, conta 1234567, carteira 09 (the manual example's negociação). */
export function input(over: Partial<BoletoInput> = {}): BoletoInput {
  return {
    bank_code: "237",
    agency: "1234",
    account: "1234567",
    account_digit: "0",
    wallet: "09",
    our_number: "1234",
    amount_cents: 15000,
    due_date: "2026-03-20",
    issue_date: "2026-03-02",
    document_number: "NF1001",
    document_kind: "DM",
    beneficiary: { name: "Empresa Exemplo Ltda", document: "11222333000181" },
    payer: {
      name: "Maria da Silva",
      document: "11144477735",
      address: {
        street: "Rua Teste",
        number: "90",
        district: "Centro",
        city: "São Paulo",
        state: "SP",
        zip_code: "12345500",
      },
    },
    ...over,
  };
}

export const title = (over: Partial<BoletoInput> = {}, reference = "item-1"): ApiTitle => ({
  input: input(over),
  reference,
  today: "2026-03-02",
});

export function keyOf(i: BoletoInput, provider_ids?: Record<string, string>): TitleKey {
  return {
    our_number: i.our_number,
    account: { agency: i.agency, account: i.account, wallet: i.wallet },
    beneficiary_document: i.beneficiary.document,
    ...(provider_ids ? { provider_ids } : {}),
  };
}

export const req = (r: ApiRequest | { issues: unknown }): ApiRequest => {
  if ("issues" in r) throw new Error(`issues: ${JSON.stringify(r.issues)}`);
  return r;
};
export const json = (r: ApiRequest | { issues: unknown }) =>
  (req(r).body as { json: Record<string, unknown> }).json;
