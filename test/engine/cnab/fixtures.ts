/**
 * Sample remessas per bank and layout, shared by the golden files, the conformance suite and the
 * bench (not exported from the engine's index). Accounts satisfy each bank's boleto rules; the
 * titles cover every path the writer has: full entry, accents and text to cut, sacador/avalista,
 * instructions, PIX key, write-off and due-date change.
 */

import type { SampleQuirk } from "../../../src/engine/banks/samples.fixtures";
import type { BuildRemessaInput, CnabLayout, RemessaTitle } from "../../../src/engine/cnab/types";
import type { BankAccount, Party } from "../../../src/engine/types";
import { BANK_SAMPLES } from "../bank-folders";

export const GENERATED_AT = "2025-03-14T09:26:53-03:00";

export const COMPANY: Party = {
  name: "Lote Cobrança Ltda",
  document: "11.222.333/0001-81",
  address: { street: "Av. Paulista", number: "1000", city: "São Paulo", state: "SP", zip_code: "01310-100" },
};

/** One account per bank with CNAB, valid under that bank's boleto rules (from its folder's `samples.fixtures.ts`). */
export const ACCOUNTS: Readonly<Record<string, BankAccount>> = Object.fromEntries(
  [...BANK_SAMPLES].flatMap(([code, s]) => (s.account ? [[code, s.account]] : [])),
);

const PAYER: Party = {
  name: "José Conceição da Silva",
  document: "123.456.789-09",
  address: {
    street: "Rua das Flores",
    number: "42",
    complement: "apto 3",
    district: "Centro",
    city: "Curitiba",
    state: "PR",
    zip_code: "80010-000",
  },
};

const PAYER_COMPANY: Party = {
  name: "Indústria e Comércio de Parafusos Fábrica Nacional Sociedade Anônima",
  document: "04.252.011/0001-10",
  address: {
    street: "Rodovia Governador Doutor Aderbal Ramos da Silva, quilômetro doze",
    number: "1200",
    district: "Distrito Industrial",
    city: "Florianópolis",
    state: "SC",
    zip_code: "88010-400",
  },
};

const GUARANTOR: Party = {
  name: "Fomento Mercantil Ávila S.A.",
  document: "60.701.190/0001-04",
  address: {
    street: "Rua Boa Vista",
    number: "254",
    district: "Centro",
    city: "São Paulo",
    state: "SP",
    zip_code: "01014-000",
  },
};

function title(account: BankAccount, our_number: string, extra: Partial<RemessaTitle>): RemessaTitle {
  return {
    ...account,
    amount_cents: 15_075,
    due_date: "2025-04-10",
    issue_date: "2025-03-14",
    our_number,
    document_number: `NF${our_number}`,
    beneficiary: COMPANY,
    payer: PAYER,
    ...extra,
  };
}

/** What the bank's layout does not take of the sample titles (its folder's `samples.fixtures.ts`). */
const quirk = (bank: string, layout: CnabLayout | undefined, q: SampleQuirk): boolean =>
  layout !== undefined && (BANK_SAMPLES.get(bank)?.quirks?.[layout]?.includes(q) ?? false);

/**
 * The sample titles of `bank`, the same for both layouts (but what the layout's quirks say): interest per day and a fine rate,
 * which every supported layout can carry; a PIX key for the banks with a PIX record.
 *
 * @example sampleTitles("237").length // 5
 */
export function sampleTitles(bank: string, layout?: CnabLayout): RemessaTitle[] {
  const a = ACCOUNTS[bank]!;
  const interest = quirk(bank, layout, "monthly_interest")
    ? { kind: "monthly_rate" as const, value: 100 }
    : { kind: "daily_amount" as const, value: 5 };
  const pix =
    bank === "341" || bank === "033"
      ? { pix: { key: "11222333000181", txid: "LOTE0000000000000000000000002" } }
      : {};
  const rateFine = quirk(bank, layout, "no_fine")
    ? {}
    : quirk(bank, layout, "amount_fine")
      ? { fine: { kind: "amount" as const, value: 150 } }
      : { fine: { kind: "rate" as const, value: 200 } };
  // A CNAB 444 carries the NF-e key: title 1 has one (the chave of an NF-e from SP, 2025-03, by
  // the company, model 55, série 1, nº 1), title 2 none (blanks).
  const invoice = layout === "cnab444" ? { invoice_key: "35250311222333000181550010000000011000000019" } : {};
  return [
    title(a, "1", {
      ...(quirk(bank, layout, "no_interest") ? {} : { interest }),
      ...rateFine,
      discount: { amount_cents: 500, until: "2025-04-05" },
      instructions: ["Não receber após 30 dias do vencimento", "Juros de R$ 0,05 ao dia"],
      ...invoice,
    }),
    title(a, "2", {
      amount_cents: 1_234_567,
      payer: PAYER_COMPANY,
      guarantor: GUARANTOR,
      document_kind: quirk(bank, layout, "dm_only") ? "DM" : "DS",
      acceptance: "A",
      ...pix,
    }),
    title(a, "3", { amount_cents: 99, due_date: "2025-12-31" }),
    title(a, "4", { movement: "write_off" }),
    title(a, "5", { movement: "due_date_change", due_date: "2025-05-10" }),
  ];
}

/** CNAB-only settings of the file's account (never on titles, whose bank_fields the boleto rules check). */
export const FILE_BANK_FIELDS: Readonly<Record<string, Record<string, string>>> = Object.fromEntries(
  [...BANK_SAMPLES].flatMap(([code, s]) => (s.fileBankFields ? [[code, s.fileBankFields]] : [])),
);

/** A whole `buildRemessa` input for `bank` and `layout`, NSA 7. */
export function sampleRemessa(
  bank: string,
  layout: CnabLayout,
  titles = sampleTitles(bank, layout),
): BuildRemessaInput {
  const account = ACCOUNTS[bank]!;
  const extra = FILE_BANK_FIELDS[bank];
  return {
    layout,
    bank_code: bank,
    company: COMPANY,
    account: extra ? { ...account, bank_fields: { ...account.bank_fields, ...extra } } : account,
    file_sequence: 7,
    generated_at: GENERATED_AT,
    titles,
  };
}

/**
 * A remessa of `bank` for a bank's published check-digit example: the sample account with
 * `account` over it (for the file and every title) and one plain title per nosso número.
 *
 * @example remessaFor("033", "cnab400", {}, ["3147578"]) // Santander's own example, DV 7
 */
export function remessaFor(
  bank: string,
  layout: CnabLayout,
  account: Partial<BankAccount>,
  ourNumbers: readonly string[],
): BuildRemessaInput {
  const base = sampleRemessa(bank, layout);
  const own = { ...ACCOUNTS[bank]!, ...account };
  const plain = sampleTitles(bank)[2]!;
  return {
    ...base,
    account: { ...own, bank_fields: { ...base.account.bank_fields, ...account.bank_fields } },
    titles: ourNumbers.map((n) => ({ ...plain, ...own, our_number: n, document_number: `NF${n}` })),
  };
}

/** The Segment P lines of a CNAB 240 file. */
export const segmentsP = (content: string): string[] =>
  content.split("\r\n").filter((l) => l[7] === "3" && l[13] === "P");

/** The title detail lines (record type 1) of a CNAB 400 file. */
export const details = (content: string): string[] => content.split("\r\n").filter((l) => l[0] === "1");
