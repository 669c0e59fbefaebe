/**
 * What each box of the page shows for one boleto: the `Boleto`'s codes and input turned into print
 * strings. Every string goes through `toWinAnsiText`, so any character the standard fonts cannot
 * draw is transliterated (or becomes `?`) here, once, for both the PDF and the HTML writer.
 */
import { getBank } from "../banks/registry";
import { toWinAnsiText } from "../text";
import type { Boleto } from "../types";
import {
  addressLines,
  chargeInstructions,
  formatDate,
  formatDocument,
  formatMoney,
  partyLine,
} from "./format";
import type { ValueKey } from "./layout";

/** The printed value of every slot: one string, or one string per line for multi-line boxes. */
export type Values = Record<ValueKey, string | string[]>;

/** Printed when the boleto has no due date (fator 0000). */
const NO_DUE_DATE = "Contra Apresentação";
/** FEBRABAN's standard local de pagamento since the 2017 Nova Plataforma de Cobrança. */
const DEFAULT_PAYMENT_PLACE = "Pagável em qualquer banco ou correspondente bancário";

const clean = (s: string | undefined): string => toWinAnsiText(s ?? "").trim();
const cleanAll = (list: readonly string[]): string[] => list.map(clean).filter((s) => s.length > 0);

/**
 * The values to print for `boleto`.
 *
 * @example
 * const v = boletoValues(boleto);
 * v.bank_code // "341-7"; v.amount // "6.757,87"; v.due_date // "20/05/2029"
 */
export function boletoValues(boleto: Boleto): Values {
  const input = boleto.input;
  const bank = getBank(boleto.bank_code);
  const [benStreet, benCity] = addressLines(input.beneficiary.address);
  const [payStreet, payCity] = addressLines(input.payer.address);
  const benDoc = formatDocument(input.beneficiary.document);
  const benAddress = [benStreet, benCity].filter(Boolean).join(" - ");
  const rebate = input.rebate_cents ?? 0;
  return {
    bank_name: clean(bank?.name ?? `Banco ${boleto.bank_code}`),
    bank_code: clean(boleto.bank_code_formatted),
    digitable_line: clean(boleto.digitable_line_formatted),
    payment_place: clean(input.payment_place ?? bank?.boleto.paymentPlace ?? DEFAULT_PAYMENT_PLACE),
    due_date: input.due_date ? clean(formatDate(input.due_date)) : NO_DUE_DATE,
    beneficiary_name: clean(input.beneficiary.name),
    beneficiary_document: clean(benDoc),
    beneficiary_address: clean(benAddress),
    beneficiary_block: cleanAll([partyLine(input.beneficiary), benAddress]),
    agency_code: clean(boleto.beneficiary_code),
    document_date: clean(formatDate(input.issue_date ?? boleto.processed_on)),
    document_number: clean(input.document_number),
    document_kind: clean(input.document_kind ?? "DM"),
    acceptance: clean(input.acceptance ?? "N"),
    processed_on: clean(formatDate(boleto.processed_on)),
    our_number: clean(boleto.our_number),
    wallet: clean(input.wallet),
    currency: "R$",
    amount: formatMoney(boleto.amount_cents),
    discount: rebate > 0 ? formatMoney(rebate) : "",
    charged: rebate > 0 ? formatMoney(boleto.amount_cents - rebate) : "",
    instructions: cleanAll([...chargeInstructions(input), ...(input.instructions ?? [])]),
    payer_name: clean(input.payer.name),
    payer_document: clean(formatDocument(input.payer.document)),
    payer_block: cleanAll([partyLine(input.payer), payStreet, payCity]),
    guarantor: clean(partyLine(input.guarantor)),
    description: cleanAll(input.description ?? []),
    pix_payload: boleto.pix_payload ? [clean(boleto.pix_payload)] : [],
    empty: "",
  };
}
