/**
 * Titles and keys for the Sicredi connector's tests (not a test file itself): the sandbox's
 * beneficiário 12345 at cooperativa 6789, posto 03 (Ctrl-Mota's and divulgueregional's sandbox
 * configuration). It imports no simulator module (the folder's import rule).
 */
import type { ApiRequest, ApiResponse, ApiTitle, TitleKey } from "../../../connect/types";
import type { BoletoInput } from "../../../types";

export function input(over: Partial<BoletoInput> = {}): BoletoInput {
  return {
    bank_code: "748",
    agency: "6789",
    account: "12345",
    wallet: "1",
    agreement: "12345",
    bank_fields: { post: "03" },
    our_number: "16",
    amount_cents: 15000,
    due_date: "2026-03-20",
    issue_date: "2026-03-02",
    document_number: "NF-1001",
    beneficiary: { name: "Empresa Exemplo Ltda", document: "00732159000109" },
    payer: {
      name: "Maria da Silva",
      document: "11144477735",
      address: {
        street: "Rua Doutor Vargas Neto",
        number: "180",
        district: "Jardim Itu",
        city: "Porto Alegre",
        state: "RS",
        zip_code: "91250000",
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

export function keyOf(
  i: BoletoInput,
  provider_ids?: Record<string, string>,
): TitleKey & { issue_date?: string } {
  return {
    our_number: i.our_number,
    account: {
      agency: i.agency,
      account: i.account,
      wallet: i.wallet,
      ...(i.agreement ? { agreement: i.agreement } : {}),
      ...(i.bank_fields ? { bank_fields: i.bank_fields } : {}),
    },
    beneficiary_document: i.beneficiary.document,
    due_date: i.due_date,
    ...(i.issue_date ? { issue_date: i.issue_date } : {}),
    ...(provider_ids ? { provider_ids } : {}),
  };
}

/** The request as a built one (not its issues). */
export function built(r: ApiRequest | { issues: unknown }): ApiRequest {
  if ("issues" in r) throw new Error(`issues: ${JSON.stringify(r.issues)}`);
  return r;
}

/** The JSON body of a request. */
export const jsonOf = (r: ApiRequest): Record<string, unknown> =>
  (r.body && "json" in r.body ? r.body.json : undefined) as Record<string, unknown>;

/** A response as the transport hands it to the parsers. */
export const res = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  headers,
  body,
});

export const MARCH_10 = Date.UTC(2026, 2, 10, 15);
