/**
 * Titles and keys for the Santander connector's tests (not a test file itself; it imports neither
 * the simulator nor the published schemas, so the builders/checks rule holds).
 */
import type { ApiRequest, ApiTitle, TitleKey } from "../../../connect/types";
import type { BoletoInput } from "../../../types";

/** A valid Santander title: código do beneficiário 3567206 (the sandbox example's convênio). */
export function input(over: Partial<BoletoInput> = {}): BoletoInput {
  return {
    bank_code: "033",
    agency: "3567",
    account: "13000123",
    account_digit: "4",
    wallet: "101",
    agreement: "3567206",
    our_number: "1234",
    amount_cents: 15000,
    due_date: "2026-03-20",
    issue_date: "2026-03-02",
    document_number: "NF-1001",
    beneficiary: { name: "Empresa Exemplo Ltda", document: "11222333000181" },
    payer: {
      name: "Maria da Silva",
      document: "11144477735",
      address: {
        street: "Rua Teste",
        number: "100",
        district: "Centro",
        city: "Gaspar",
        state: "SC",
        zip_code: "89111000",
      },
    },
    ...over,
  };
}

/** The account of the titles below (its agreement is the workspace's convênio). */
export const ACCOUNT = { agency: "3567", account: "13000123", wallet: "101", agreement: "3567206" };

export const title = (over: Partial<BoletoInput> = {}, reference = "item-1"): ApiTitle => ({
  input: input(over),
  reference,
  today: "2026-03-02",
});

export function keyOf(i: BoletoInput, provider_ids?: Record<string, string>): TitleKey {
  return {
    our_number: i.our_number,
    account: {
      agency: i.agency,
      account: i.account,
      wallet: i.wallet,
      ...(i.agreement ? { agreement: i.agreement } : {}),
    },
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
