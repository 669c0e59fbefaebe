/**
 * Titles and the transport's fills for the CAIXA connector's tests (not a test file itself):
 * AUTENTICACAO with node's SHA-256 (what the service does with WebCrypto) and DATA_HORA from a
 * clock, as fill.ts describes. It imports no simulator module (the folder's import rule).
 */
import { createHash } from "node:crypto";
import type { ApiRequest, ApiTitle, TitleKey } from "../../../connect/types";
import type { BoletoInput } from "../../../types";
import { applyFills, type CaixaRequest, saoPauloStamp } from "./fill";

/** A valid CAIXA title: beneficiário 200656 (mundipagg/boleto-api's homologação code), agência 1679. */
export function input(over: Partial<BoletoInput> = {}): BoletoInput {
  return {
    bank_code: "104",
    agency: "1679",
    account: "100000448",
    wallet: "1",
    agreement: "200656",
    our_number: "99222698",
    amount_cents: 15000,
    due_date: "2026-03-20",
    issue_date: "2026-03-02",
    document_number: "NF-1001",
    beneficiary: { name: "Empresa Exemplo Ltda", document: "00732159000109" },
    payer: {
      name: "Maria da Silva",
      document: "11144477735",
      address: {
        street: "SAUS Quadra 3",
        number: "10",
        district: "Asa Sul",
        city: "Brasília",
        state: "DF",
        zip_code: "70070030",
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
    },
    beneficiary_document: i.beneficiary.document,
    due_date: i.due_date,
    ...(provider_ids ? { provider_ids } : {}),
  };
}

/** Base64 SHA-256, as the service's WebCrypto computes it. */
export const nodeSha256 = (s: string): string => createHash("sha256").update(s, "latin1").digest("base64");

/** The XML the transport sends: the request with its fills applied. */
export function filled(req: ApiRequest, now: number): string {
  const r = req as CaixaRequest;
  const hash = r.fill.find((f) => f.kind === "sha256_base64");
  return applyFills(r, {
    ...(hash && hash.kind === "sha256_base64" ? { AUTENTICACAO: nodeSha256(hash.input) } : {}),
    DATA_HORA: saoPauloStamp(now),
  });
}

export const MARCH_10 = Date.UTC(2026, 2, 10, 15);
