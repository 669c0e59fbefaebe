/**
 * What each box of the page shows for one boleto: the `Boleto`'s codes and input turned into print
 * strings. Every string goes through `toWinAnsiText`, so any character the standard fonts cannot
 * draw is transliterated (or dropped when it has no readable form) here, once, for both the PDF and
 * the HTML writer. A party (beneficiário, pagador, sacador) printed on one line with its document
 * is a {@link PartyEntry}: the fitter shortens its name and never its CPF/CNPJ.
 */
import { getBank } from "../banks/registry";
import { toWinAnsiText } from "../transliterate";
import type { Boleto, Party } from "../types";
import {
  addressLines,
  chargeInstructions,
  formatDate,
  formatDocument,
  formatMoney,
  labelledDocument,
} from "./format";
import type { ValueKey } from "./layout";

/** A name and the document printed after it (`" - CNPJ 00.000.000/0000-00"`, kept whole). */
export interface PartyEntry {
  name: string;
  tail: string;
}

/** One line's worth of value: plain text, or a party whose document must survive fitting. */
export type Entry = string | PartyEntry;

/** The printed value of every slot: one string, or one entry per line for multi-line boxes. */
export type Values = Record<ValueKey, string | Entry[]>;

/** Per-page extras a layout may print besides the boleto's own fields. */
export interface ValueExtras {
  /** The parcela label of a carnê, e.g. `3/12`. */
  installment?: string;
}

/** Printed when the boleto has no due date (fator 0000). */
const NO_DUE_DATE = "Contra Apresentação";
/** FEBRABAN's standard local de pagamento since the 2017 Nova Plataforma de Cobrança. */
const DEFAULT_PAYMENT_PLACE = "Pagável em qualquer banco ou correspondente bancário";

/** Printable text: transliterated, whitespace runs (also those left by dropped characters) collapsed. */
const clean = (s: string | undefined): string => {
  const text = toWinAnsiText(s ?? "");
  return collapsed(text) ? text : text.replace(/\s+/g, " ").trim();
};

/**
 * True when `text` has nothing for `\s+` → one space and trim to change: no character `\s` matches
 * (U+1680 and above are left to the regular expression) but single spaces between others.
 */
function collapsed(text: string): boolean {
  const last = text.length - 1;
  for (let i = 0; i <= last; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x20 && c !== 0xa0 && c < 0x1680) continue;
    if (c !== 0x20 || i === 0 || i === last || text.charCodeAt(i - 1) === 0x20) return false;
  }
  return true;
}
const cleanAll = (list: readonly string[]): string[] => list.map(clean).filter((s) => s.length > 0);

/** `party` as name + document; a party without a document is plain text. */
function partyEntry(party: Party | undefined): Entry[] {
  if (!party) return [];
  const name = clean(party.name);
  const doc = clean(labelledDocument(party.document ?? ""));
  if (!doc) return name ? [name] : [];
  return [{ name, tail: name ? ` - ${doc}` : doc }];
}

/**
 * The values to print for `boleto`.
 *
 * @example
 * const v = boletoValues(boleto);
 * v.bank_code // "341-7"; v.amount // "6.757,87"; v.due_date // "20/05/2029"
 */
export function boletoValues(boleto: Boleto, extras: ValueExtras = {}): Values {
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
    beneficiary_block: [...partyEntry(input.beneficiary), ...cleanAll([benAddress])],
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
    payer_block: [...partyEntry(input.payer), ...cleanAll([payStreet, payCity])],
    guarantor: partyEntry(input.guarantor),
    description: cleanAll(input.description ?? []),
    // The payload is printed exactly as encoded (a BR Code is ASCII): no transliteration, no trimming.
    pix_payload: boleto.pix_payload ? [boleto.pix_payload] : [],
    installment: clean(extras.installment),
    empty: "",
  };
}
