/**
 * What a boleto accepts, its remessa must accept (issue 13, defect 4): at issue time, the boleto is
 * checked as a remessa entry title (`titleData`, the same per-title checks the writer runs first)
 * in every layout its bank offers, and each problem the layout would raise is returned as a
 * warning. A boleto that cannot be registered by CNAB (an alphanumeric CNPJ where the bank's
 * inscription field is numeric, an amount of zero, no due date, an espécie the layout lacks) says
 * so when it is issued, never first at remessa time. Its beneficiary is checked too: a remessa
 * without `company` heads its file with the beneficiary. Other problems of the file itself (file
 * settings such as Banco do Brasil's wallet variation) are not the boleto's and are left to the
 * remessa.
 *
 * The alphanumeric CNPJ (Receita Federal, IN RFB 2.229/2024, issued from July 2026) per bank ×
 * layout: {@link ALPHANUMERIC_CNPJ_LAYOUTS} names the layouts whose manual lets the inscription
 * fields carry letters, and {@link documentFields} reads from each layout's own tables where it
 * writes a CPF/CNPJ. docs/cnab.md lists both, with the manuals.
 */
import type { Issue } from "../../errors";
import type { BoletoInput, IsoDate, Party } from "../../types";
import type { Pic } from "../layout/fields";
import { type CnabSpec, cnabSpec, cnabSupport, LAYOUTS } from "../registry";
import { titleData } from "../spec/title";
import type { CnabLayout } from "../types";

const NAMES: Record<CnabLayout, string> = { cnab240: "CNAB 240", cnab400: "CNAB 400", cnab444: "CNAB 444" };

/**
 * Bank × layouts (`"341/cnab240"`) whose current manual makes the inscription fields alphanumeric,
 * so lote may write an alphanumeric CNPJ there. None yet: every manual lote's tables follow
 * (2017–2021, listed in docs/cnab.md) predates IN RFB 2.229/2024 and prints the company, payer and
 * guarantor inscriptions as picture 9. No bank's updated cobrança layout with these positions as
 * picture X was found published (FEBRABAN, BB, Itaú, Bradesco, Caixa, Santander, Sicoob, Sicredi,
 * Banrisul; searched 2026-12); reports from other libraries (BoletoNetCore issue 401 for Sicredi
 * 240, open pull requests for Itaú 240 and Santander 240/400) cite no manual and disagree on the
 * padding. A layout joins this set with the manual that says so, and its tables' document fields
 * become picture X.
 */
export const ALPHANUMERIC_CNPJ_LAYOUTS: ReadonlySet<string> = new Set<string>();

/** Records lote writes in a remessa (the others are the retorno's); 400 `optional` is a bank's own record 2 (CrediSIS). */
const REMESSA_RECORDS: Record<CnabLayout, readonly string[]> = {
  cnab240: ["file_header", "batch_header", "P", "Q", "R", "S", "Y01", "Y03"],
  cnab400: ["header", "detail", "optional", "trailer"],
  cnab444: ["header", "detail", "optional", "trailer"],
};

/** One place where a remessa writes a party's CPF/CNPJ. */
export interface DocumentField {
  record: string;
  /** `company.document`, `payer.document` or `guarantor.document`. */
  field: string;
  start: number;
  end: number;
  pic: Pic;
}

/**
 * Where `spec`'s remessa writes a CPF/CNPJ, read from its own field tables.
 *
 * @example documentFields(cnabSpec("341", "cnab400")!).map((f) => `${f.field} ${f.start}-${f.end}`)
 * // ["company.document 4-17", "payer.document 221-234"]
 */
export function documentFields(spec: CnabSpec): DocumentField[] {
  const out: DocumentField[] = [];
  const records = {
    ...spec.records,
    ...(spec.layout !== "cnab240" ? spec.extraRecords : {}),
  } as Readonly<Record<string, { table: readonly { name: string; start: number; end: number; pic: Pic }[] }>>;
  for (const record of REMESSA_RECORDS[spec.layout]) {
    for (const f of records[record]?.table ?? [])
      if (/^(company|payer|guarantor)\.document$/.test(f.name))
        out.push({ record, field: f.name, start: f.start, end: f.end, pic: f.pic });
  }
  return out;
}

/** A CNPJ with letters (the alphanumeric form); CPFs and numeric CNPJs have none. */
export function isAlphanumericDocument(document: string | undefined): boolean {
  return /[A-Za-z]/.test(document ?? "");
}

/** Whether `spec` may write an alphanumeric CNPJ (see {@link ALPHANUMERIC_CNPJ_LAYOUTS}). */
function carriesAlphanumeric(spec: CnabSpec): boolean {
  return ALPHANUMERIC_CNPJ_LAYOUTS.has(`${spec.bank_code}/${spec.layout}`);
}

function where(spec: CnabSpec, field: string): string {
  const at = documentFields(spec).filter((f) => f.field === field);
  return at.map((f) => `${f.record} ${f.start}-${f.end}`).join(", ");
}

/**
 * The problem of heading a `spec` file with `company` (a remessa's company, or the beneficiary a
 * remessa without one uses): an alphanumeric CNPJ in a layout that writes the company's
 * inscription as a number. Layouts that write no company inscription (Bradesco and Banrisul 400)
 * take any. `path` is where the document is in the caller's input.
 *
 * @example companyDocumentIssue(cnabSpec("341", "cnab240")!, { name: "X", document: "12ABC34501DE35" }, ["company", "document"])?.code
 * // "CNAB_ALPHANUMERIC_DOCUMENT"
 */
export function companyDocumentIssue(
  spec: CnabSpec,
  company: Pick<Party, "document"> | undefined,
  path: (string | number)[],
): Issue | undefined {
  if (!isAlphanumericDocument(company?.document) || carriesAlphanumeric(spec)) return undefined;
  const at = where(spec, "company.document");
  if (at === "") return undefined;
  return {
    code: "CNAB_ALPHANUMERIC_DOCUMENT",
    path,
    message: `is an alphanumeric CNPJ, which ${NAMES[spec.layout]} of bank ${spec.bank_code} cannot carry in its file headers: the company's inscription (${at}) is numeric in ${spec.manual}`,
  };
}

/**
 * {@link companyDocumentIssue} for every file a remessa might write: `bank_code` and `layout`
 * when known, else every supported one that could be meant. The first problem, or undefined.
 */
export function companyDocumentIssueAnywhere(
  company: Pick<Party, "document">,
  path: (string | number)[],
  bank_code?: string,
  layout?: CnabLayout,
): Issue | undefined {
  const banks = bank_code === undefined ? undefined : [bank_code];
  for (const s of allSpecs(banks, layout)) {
    const issue = companyDocumentIssue(s, company, path);
    if (issue) return issue;
  }
  return undefined;
}

/** The supported specs, of `banks` (all when undefined) and `layout` (both when undefined). */
function allSpecs(banks: string[] | undefined, layout: CnabLayout | undefined): CnabSpec[] {
  return cnabSupport()
    .filter((s) => (banks === undefined || banks.includes(s.bank_code)) && (!layout || s.layout === layout))
    .map((s) => cnabSpec(s.bank_code, s.layout) as CnabSpec);
}

/**
 * Warnings (code, path relative to the item, message naming the layout) for each layout of the
 * boleto's bank that would refuse it as a remessa entry; empty when every layout accepts it.
 * `today` is the issue date used for the dry run.
 *
 * @example cnabWarnings({ ...item, amount_cents: 0 }, "2026-11-29")
 * // [{ code: "CNAB_INVALID_AMOUNT", path: ["amount_cents"], message: "CNAB 400 (bank 341) cannot register it: …" }, …]
 */
export function cnabWarnings(input: BoletoInput, today: IsoDate): Issue[] {
  const out: Issue[] = [];
  for (const layout of LAYOUTS) {
    const spec = cnabSpec(input.bank_code, layout);
    if (spec === undefined) continue;
    const issues: Issue[] = [];
    titleData(spec, { ...input, movement: "entry", layout }, 0, today, issues);
    const lead = `${NAMES[layout]} (bank ${input.bank_code}) cannot register it`;
    for (const issue of issues) {
      const path = issue.path.slice(2);
      const role = String(path[0]);
      const message =
        issue.code === "CNAB_ALPHANUMERIC_DOCUMENT"
          ? `${lead}: ${role}.document is an alphanumeric CNPJ and the ${role}'s inscription (${where(spec, `${role}.document`) || "not written"}) is numeric in ${spec.manual}`
          : `${lead}: ${issue.message}`;
      out.push({ code: issue.code, path, message });
    }
    const beneficiary = companyDocumentIssue(spec, input.beneficiary, ["beneficiary", "document"]);
    if (beneficiary)
      out.push({
        ...beneficiary,
        message: `${lead} in a remessa without \`company\` (its files are headed by the beneficiary): beneficiary.document ${beneficiary.message}`,
      });
  }
  return out;
}
