/**
 * The CSV column mapping for boleto jobs: every column an English and one or more Portuguese
 * header names, the item field it fills and how its cells are read. Header names are matched
 * without case, accents or punctuation ("Nosso Número", "nosso_numero" and "NOSSO-NUMERO" are the
 * same column). Besides these names, any item field can be a column by its dotted path
 * (`payer.address.complement`, `bank_fields.post`). docs/csv.md prints this table; a test keeps
 * the two in step.
 */
import { BOLETO_ITEM_KEYS } from "../engine/index";
import { dateToIso, dueDate, integerCents, lines, moneyToCents, percentToBasisPoints } from "./values";

export type Cell = string | number | null | string[];

export interface ColumnSpec {
  /** English header name (the canonical one, used in exports and docs). */
  name: string;
  /** Portuguese header names. */
  pt: string[];
  /** Where the value goes in the item. */
  path: string[];
  /** How a cell is read. */
  read: (cell: string) => Cell;
  /** A value that goes with this one (the kind of interest or fine the column implies). */
  with?: { path: string[]; value: string };
  /** Description for the documentation. */
  doc: string;
}

const text = (cell: string): Cell => cell;
const address = (who: "payer" | "beneficiary", pt: string, ptPrefix: string[]) => {
  const fields: [string, string[], string][] = [
    ["street", ["logradouro", "endereco"], "logradouro"],
    ["number", ["numero"], "número"],
    ["complement", ["complemento"], "complemento"],
    ["district", ["bairro"], "bairro"],
    ["city", ["cidade", "municipio"], "município"],
    ["state", ["uf", "estado"], "UF"],
    ["zip_code", ["cep"], "CEP"],
  ];
  return fields.map(
    ([field, names, label]): ColumnSpec => ({
      name: `${who}_${field}`,
      pt: names.flatMap((n) => ptPrefix.map((p) => (p ? `${p}_${n}` : n))),
      path: [who, "address", field],
      read: text,
      doc: `${pt}: ${label}`,
    }),
  );
};

/** A named column: its English name, Portuguese names (space-separated), path (dotted), reader, doc. */
function col(name: string, pt: string, path: string, read: ColumnSpec["read"], doc: string): ColumnSpec {
  return { name, pt: pt.split(" "), path: path.split("."), read, doc };
}

/** The same, for a column that also fixes the kind of interest or fine. */
function kind(spec: ColumnSpec, path: string, value: string): ColumnSpec {
  return { ...spec, with: { path: path.split("."), value } };
}

// biome-ignore format: one column per line reads as the table it is
/** Every named column. Order = the order of the documentation table. */
export const COLUMNS: ColumnSpec[] = [
  col("external_id", "id_externo referencia", "external_id", text, "Your unique reference (invoice number); a repeat is skipped"),
  col("bank_code", "banco codigo_banco", "bank_code", text, "Bank code, 3 digits (341)"),
  col("agency", "agencia", "agency", text, "Agência, without check digit"),
  col("agency_digit", "agencia_dv dv_agencia digito_agencia", "agency_digit", text, "Check digit of the agência"),
  col("account", "conta conta_corrente", "account", text, "Conta, without check digit"),
  col("account_digit", "conta_dv dv_conta digito_conta", "account_digit", text, "Check digit of the conta"),
  col("wallet", "carteira", "wallet", text, "Carteira"),
  col("agreement", "convenio codigo_beneficiario codigo_cedente", "agreement", text, "Convênio / código do beneficiário"),
  col("our_number", "nosso_numero", "our_number", text, "Nosso número, without check digit"),
  col("amount", "valor valor_documento valor_do_documento", "amount_cents", moneyToCents, "Amount in reais: 1.234,56 or 1234.56"),
  col("amount_cents", "valor_centavos", "amount_cents", integerCents, "Amount in centavos: 123456"),
  col("due_date", "vencimento data_vencimento data_de_vencimento", "due_date", dueDate, "dd/mm/yyyy or yyyy-mm-dd; \"à vista\" for none"),
  col("issue_date", "data_documento data_do_documento data_emissao emissao", "issue_date", dateToIso, "Data do documento (default: today)"),
  col("document_number", "numero_documento numero_do_documento seu_numero", "document_number", text, "Número do documento"),
  col("document_kind", "especie especie_documento", "document_kind", text, "Espécie (DM, DS, …)"),
  col("acceptance", "aceite", "acceptance", text, "Aceite: A or N"),
  col("payment_place", "local_pagamento local_de_pagamento", "payment_place", text, "Local de pagamento"),
  col("instructions", "instrucoes", "instructions", lines, "Instruções: lines separated by a vertical bar or line breaks"),
  col("description", "descricao demonstrativo", "description", lines, "Receipt text: lines separated by a vertical bar or line breaks"),
  col("payer_name", "pagador pagador_nome nome_pagador sacado nome", "payer.name", text, "Pagador: name"),
  col("payer_document", "pagador_documento pagador_cpf_cnpj cpf_cnpj cpf_cnpj_pagador documento_pagador", "payer.document", text, "Pagador: CPF or CNPJ"),
  ...address("payer", "Pagador", ["pagador", ""]),
  col("beneficiary_name", "beneficiario beneficiario_nome cedente", "beneficiary.name", text, "Beneficiário: name"),
  col("beneficiary_document", "beneficiario_documento beneficiario_cpf_cnpj beneficiario_cnpj cnpj_beneficiario cpf_cnpj_beneficiario documento_beneficiario", "beneficiary.document", text, "Beneficiário: CPF or CNPJ"),
  ...address("beneficiary", "Beneficiário", ["beneficiario"]),
  col("guarantor_name", "sacador_avalista sacador_avalista_nome avalista", "guarantor.name", text, "Sacador/avalista: name"),
  col("guarantor_document", "sacador_avalista_documento avalista_documento", "guarantor.document", text, "Sacador/avalista: CPF or CNPJ"),
  kind(col("interest_monthly_percent", "juros_mes juros_ao_mes juros_percentual_mes", "interest.value", percentToBasisPoints, "Juros de mora, % per month (1 or 1,5)"), "interest.kind", "monthly_rate"),
  kind(col("interest_daily_amount", "juros_dia juros_valor_dia", "interest.value", moneyToCents, "Juros de mora, reais per day"), "interest.kind", "daily_amount"),
  col("interest_start_date", "juros_inicio juros_a_partir_de", "interest.start_date", dateToIso, "Juros from this date"),
  kind(col("fine_percent", "multa multa_percentual", "fine.value", percentToBasisPoints, "Multa, % of the amount (2 or 2,5)"), "fine.kind", "rate"),
  kind(col("fine_amount", "multa_valor", "fine.value", moneyToCents, "Multa, reais"), "fine.kind", "amount"),
  col("fine_start_date", "multa_inicio multa_a_partir_de", "fine.start_date", dateToIso, "Multa from this date"),
  col("discount_amount", "desconto desconto_valor", "discount.amount_cents", moneyToCents, "Desconto, reais"),
  col("discount_until", "desconto_ate desconto_data_limite", "discount.until", dateToIso, "Desconto until this date"),
  col("rebate", "abatimento", "rebate_cents", moneyToCents, "Abatimento, reais"),
  col("pix_key", "chave_pix pix_chave", "pix.key", text, "Bolepix: PIX key"),
  col("pix_txid", "txid", "pix.txid", text, "Bolepix: txid"),
  col("pix_emv", "pix_copia_e_cola br_code", "pix.emv", text, "Bolepix: BR Code from the bank"),
];

/**
 * A header as it is matched: lower case, no accents, runs of other characters as one `_`
 * (dots kept, for dotted paths).
 * @example normalizeHeader(" Nosso Número ") // "nosso_numero"
 */
export function normalizeHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

const BY_NAME = new Map<string, ColumnSpec>();
for (const c of COLUMNS) for (const n of [c.name, ...c.pt]) BY_NAME.set(n, c);

/** Item fields that may head a dotted path: `external_id` and the BoletoItem keys (from the engine's schema). */
const TOP_FIELDS: ReadonlySet<string> = new Set(["external_id", ...BOLETO_ITEM_KEYS.item]);

/**
 * The column a header names, or `undefined` when lote does not know it. Dotted paths read numbers
 * for fields that hold numbers (`…_cents`, `interest.value`, `fine.value`) and text otherwise.
 * @example columnFor("Vencimento")?.path // ["due_date"]
 */
export function columnFor(header: string): ColumnSpec | undefined {
  const key = normalizeHeader(header);
  const named = BY_NAME.get(key);
  if (named) return named;
  const path = key.split(".");
  if (path.length < 2 || !TOP_FIELDS.has(path[0] as string) || path.some((p) => !/^[a-z0-9_]+$/.test(p)))
    return undefined;
  const last = path[path.length - 1] as string;
  const numeric = last.endsWith("_cents") || (path.length === 2 && last === "value");
  return { name: key, pt: [], path, read: numeric ? integerCents : text, doc: "" };
}
