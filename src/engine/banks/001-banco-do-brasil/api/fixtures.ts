/**
 * Test inputs for Banco do Brasil's API connector: lote titles of BB's homologação convênio
 * (3128557, carteira 17, variação 35, agência 452, conta 123873 — the values of BB's
 * documentation) and an Ajv validator for the published schemas. Test-only (imported by tests; the engine architecture test skips `fixtures` files).
 */
import Ajv2020 from "ajv/dist/2020.js";
import { buildBoleto } from "../../../boleto/build";
import type { JsonSchema } from "../../../connect/schema";
import type { ApiTitle, TitleKey } from "../../../connect/types";
import type { BoletoInput } from "../../../types";

export const TODAY = "2025-03-10";

/** A valid BB title (CPF payer, no charges): override what a test varies. */
export function bbInput(over: Partial<BoletoInput> = {}): BoletoInput {
  return {
    bank_code: "001",
    agency: "452",
    account: "123873",
    wallet: "17",
    agreement: "3128557",
    bank_fields: { wallet_variation: "35" },
    amount_cents: 12345,
    due_date: "2025-04-10",
    issue_date: TODAY,
    our_number: "1",
    document_kind: "DM",
    beneficiary: {
      name: "Empresa Exemplo Ltda",
      document: "74910037000193",
      address: {
        street: "Rua 16 Lote 1",
        district: "Sul",
        city: "Brasilia",
        state: "DF",
        zip_code: "71940180",
      },
    },
    payer: {
      name: "Odorico Paraguassu",
      document: "97965940132",
      address: {
        street: "Avenida Dias Gomes",
        number: "1970",
        district: "Centro",
        city: "Sucupira",
        state: "TO",
        zip_code: "77458000",
      },
    },
    ...over,
  };
}

/** lote's ApiTitle of an input: validated and built by the engine, as the service does. */
export function bbTitle(input: BoletoInput, today = TODAY, reference = "item-1"): ApiTitle {
  const boleto = buildBoleto(input, { today });
  return { input: boleto.input, boleto, reference, today };
}

/** The key lote keeps for a title. */
export function bbKey(input: BoletoInput, provider_ids?: Record<string, string>): TitleKey {
  return {
    our_number: input.our_number,
    account: {
      agency: input.agency,
      account: input.account,
      wallet: input.wallet,
      agreement: input.agreement,
      bank_fields: input.bank_fields,
    },
    beneficiary_document: input.beneficiary.document,
    ...(provider_ids ? { provider_ids } : {}),
  };
}

const ajv = new Ajv2020({ strict: false, allErrors: true });

/** Ajv's verdict on `value` against `schema` (an independent check of connect/schema.ts). */
export function ajvErrors(schema: JsonSchema, value: unknown): string[] {
  const validate = ajv.compile(schema as object);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
