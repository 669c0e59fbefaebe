/**
 * Titles and a tiny transport for the Sicoob connector's tests (not a test file itself).
 */
import type { SimContext, SimRequest, SimResult } from "../../../connect/sim";
import type { ApiRequest, ApiResponse, ApiTitle, TitleKey } from "../../../connect/types";
import type { BoletoInput } from "../../../types";

/** A valid Sicoob title: cooperativa 4342, cliente 63550 (the portal webhook example's contract). */
export function input(over: Partial<BoletoInput> = {}): BoletoInput {
  return {
    bank_code: "756",
    agency: "4342",
    account: "7518724",
    account_digit: "1",
    wallet: "1",
    agreement: "63550",
    our_number: "244",
    amount_cents: 15000,
    due_date: "2026-03-20",
    issue_date: "2026-03-02",
    document_number: "NF-1001",
    beneficiary: { name: "Empresa Exemplo Ltda", document: "11222333000181" },
    payer: {
      name: "Maria da Silva",
      document: "11144477735",
      address: {
        street: "Rua 87 Quadra 1",
        number: "10",
        district: "Santa Rosa",
        city: "Luziânia",
        state: "GO",
        zip_code: "72320000",
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
    account: {
      agency: i.agency,
      account: i.account,
      wallet: i.wallet,
      ...(i.agreement ? { agreement: i.agreement } : {}),
      ...(i.account_digit ? { account_digit: i.account_digit } : {}),
      ...(i.bank_fields ? { bank_fields: i.bank_fields } : {}),
    },
    beneficiary_document: i.beneficiary.document,
    ...(provider_ids ? { provider_ids } : {}),
  };
}

/** The SimRequest the transport would send for an ApiRequest (certificate, token, client_id). */
export function toSim(req: ApiRequest, token: string | undefined, clientId: string): SimRequest {
  const body =
    req.body === undefined
      ? undefined
      : "json" in req.body
        ? req.body.json
        : "form" in req.body
          ? req.body.form
          : req.body.xml;
  return {
    method: req.method,
    path: req.path,
    query: req.query ?? {},
    headers: { client_id: clientId, ...(token ? { authorization: `Bearer ${token}` } : {}), ...req.headers },
    body,
    clientCertificate: "CN=EMPRESA EXEMPLO LTDA:11222333000181",
  };
}

export const toApi = (r: SimResult): ApiResponse => ({
  status: r.response.status,
  headers: r.response.headers ?? {},
  body: r.response.body ?? null,
});

/** Runs the simulator for one request. */
export type Handle = (req: SimRequest, ctx: SimContext) => Promise<SimResult>;
