/**
 * Test scaffolding the bank API connectors' tests share (test data only: no connector imports it):
 * a title's input around one account and city, the title and key a connector is called with, and
 * a request's body whatever its encoding.
 */
import type { BoletoInput } from "../types";
import type { ApiRequest, ApiTitle, TitleKey } from "./types";

/** The day every connector test issues on. */
export const TEST_TODAY = "2026-03-10";

/** Where the test payer lives (the bank's own city, so a bank that checks the CEP's UF agrees). */
export interface TestPlace {
  city: string;
  state: string;
  zip_code: string;
}

/**
 * A title of R$ 123,45 due 2026-04-10 for `account` (bank code, agência, conta, carteira…),
 * payer Maria da Silva at `place`; `over` replaces any field.
 *
 * @example testInput({ bank_code: "041", agency: "1102", account: "1", wallet: "1" }, PORTO_ALEGRE)
 */
export function testInput(
  account: Pick<BoletoInput, "bank_code" | "agency" | "account" | "wallet"> & Partial<BoletoInput>,
  place: TestPlace,
  over: Partial<BoletoInput> = {},
): BoletoInput {
  return {
    our_number: "104",
    amount_cents: 12_345,
    due_date: "2026-04-10",
    issue_date: TEST_TODAY,
    document_number: "NF-1001",
    document_kind: "DM",
    beneficiary: { name: "Empresa Exemplo Ltda", document: "11222333000181" },
    payer: {
      name: "Maria da Silva",
      document: "52998224725",
      address: { street: "Rua das Flores", number: "10", district: "Centro", ...place },
    },
    ...account,
    ...over,
  };
}

/** The title a connector registers. */
export const testTitle = (input: BoletoInput): ApiTitle => ({
  input,
  reference: "item-1",
  today: TEST_TODAY,
});

/** The key a connector queries or instructs by (with the provider's ids where it gave any). */
export const testKey = (input: BoletoInput, ids?: Record<string, string>): TitleKey => ({
  our_number: input.our_number,
  account: input,
  beneficiary_document: input.beneficiary.document,
  due_date: input.due_date,
  ...(ids ? { provider_ids: ids } : {}),
});

/** The request, or the test fails with the issues the connector refused it for. */
export const built = (r: ApiRequest | { issues: unknown }): ApiRequest => {
  if ("issues" in r) throw new Error(JSON.stringify(r.issues));
  return r;
};

/** A request's body: its JSON, form fields or XML. */
export const bodyOf = (r: ApiRequest): unknown =>
  r.body === undefined
    ? undefined
    : "json" in r.body
      ? r.body.json
      : "form" in r.body
        ? r.body.form
        : r.body.xml;
