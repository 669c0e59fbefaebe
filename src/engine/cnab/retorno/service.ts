/**
 * Whether a file is a cobrança retorno at all. A bank lote supports also sends files of its other
 * services in the same layouts — a CNAB 240 retorno of payments to suppliers, an account
 * statement — which the cobrança reader would otherwise read as a retorno without entries. They
 * are refused, naming what the file is, before any entry is read.
 *
 * 240: every header de lote names its operation (position 9, FEBRABAN G028) and service (10-11,
 * G025); a cobrança retorno's is `T` (retorno) over `01` (cobrança). Codes as FEBRABAN's
 * "Layout Padrão de Arquivos CNAB 240" v10 lists them (G025, G028), read in two independent
 * transcriptions: OCA/l10n-brazil `l10n_br_account_payment_order/models/l10n_br_cnab.py`
 * (TIPO_OPERACAO, TIPO_SERVICO; commit fc02919d) and s2way/cnab240-nodejs
 * `layout/Bradesco/Pagamento/Constants.js` (TIPO_SERVICO; commit c76055de), whose Bradesco
 * statement layout (`layout/Bradesco/Conciliacao/LoteHeader.js`) heads its lote `E` / `04`.
 *
 * 400: no standard, but every bank's manual lote follows prints the header's service as `01`
 * at 10-11 and `COBRANCA` at 12-26 (the banks' `manual/*.table.json`, the `@banco-br/cnab_yaml`
 * headers) but Banrisul's, which leaves 10-26 blank; a header naming another service there is
 * refused, a blank or zeroed one (Banrisul's, laravel-boleto's sample retornos) is read.
 */
import type { Findings } from "../layout/findings";
import { unreadable } from "../layout/findings";
import { LineCursor } from "../layout/lines";

/** G028 operations that are not cobrança's (`R` remessa and `T` retorno are). */
const OPERATIONS: Readonly<Record<string, string>> = {
  C: "credit entries",
  D: "debit entries",
  E: "account statement",
  G: "cash-management statement",
  I: "titles captured by the bank",
};

/** G025 services, `01` (cobrança) the one lote reads. */
const SERVICES: Readonly<Record<string, string>> = {
  "01": "cobrança",
  "03": "boleto de pagamento eletrônico",
  "04": "bank reconciliation",
  "05": "debits",
  "06": "cheque custody",
  "07": "cash management",
  "08": "margin enquiry",
  "09": "payroll-deduction registration",
  "10": "dividend payments",
  "11": "payroll-deduction maintenance",
  "12": "payroll-deduction instalments",
  "13": "payroll-deduction disallowance (INSS)",
  "14": "taxes payable enquiry",
  "20": "payments to suppliers",
  "22": "payments of bills and taxes",
  "23": "payment-institution account interoperability",
  "25": "Compror",
  "26": "revolving Compror",
  "29": "payer's claims",
  "30": "salary payments",
  "32": "fee payments",
  "33": "grant payments",
  "34": "prebend payments",
  "40": "Vendor",
  "41": "term Vendor",
  "50": "insurance claim payments",
  "60": "travel expense payments",
  "70": "authorised payments",
  "75": "accredited-party payments",
  "77": "remuneration payments",
  "80": "sales-representative payments",
  "90": "benefit payments",
  "98": "miscellaneous payments",
};

/** At most this many lote headers are named in the error. */
const NAMED = 10;

/** What a header de lote says the lote is, or null when it is cobrança (or says nothing known). */
function otherService(line: string): string | null {
  const op = line[8] ?? " ";
  const service = line.slice(9, 11);
  const byOperation = OPERATIONS[op];
  const byService = service === "01" ? undefined : SERVICES[service];
  if (byOperation === undefined && byService === undefined) return null;
  // A statement is named by its operation; a payment lote (C, D) by its service.
  const name = op === "E" || op === "G" || op === "I" || byService === undefined ? byOperation : byService;
  return `${name} (${op}${service})`;
}

/** Every header de lote of `content` that is not cobrança's, named, with its line. */
function otherLotes(content: string): string[] {
  const cursor = new LineCursor(content);
  const found: string[] = [];
  let more = 0;
  for (let l = cursor.next(); l !== null; l = cursor.next()) {
    if (l.charCodeAt(7) !== 49 /* 1 */) continue;
    const name = otherService(l);
    if (name === null) continue;
    if (found.length < NAMED) found.push(`${name} at line ${cursor.line}`);
    else more++;
  }
  if (more > 0) found.push(`${more} more`);
  return found;
}

/**
 * Checks one 240 header de lote (`line`, line `n` of `content`): a lote of another service
 * refuses the file with `CNAB_WRONG_SERVICE`, naming every such lote header of the file; a
 * service code FEBRABAN does not list is read as cobrança, with a warning.
 *
 * @example checkLote240("0010001C2001040 …", 2, content, f) // throws: payments to suppliers (C20)
 */
export function checkLote240(line: string, n: number, content: string, f: Findings): void {
  const service = line.slice(9, 11);
  if (otherService(line) !== null) {
    unreadable(
      "CNAB_WRONG_SERVICE",
      n,
      `this is not a cobrança retorno: its header de lote (operation at 9, service at 10-11) says ${otherLotes(content).join(", ")}; lote reads cobrança retornos (T01); no entry was read`,
      ["batch_header", "service"],
    );
  }
  if (service !== "01")
    f.warnOnce(
      "lote-service",
      "CNAB_HEADER_FIELD",
      n,
      ["batch_header", "service"],
      `line ${n}: the header de lote's service (10-11) is "${service}" where cobrança has 01; read as cobrança`,
    );
}

/** The 400 header's service literal (12-26), upper case, without accents and blanks around. */
function literal(header: string): string {
  return header
    .slice(11, 26)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .trim();
}

/**
 * Checks a 400 header: a service literal at 12-26 other than COBRANCA refuses the file with
 * `CNAB_WRONG_SERVICE`; a blank or zeroed one is read (Banrisul's manual leaves 10-26 blank), and
 * a service code at 10-11 other than `01` (or blank, or zeros) is a warning.
 *
 * @example check400Service("02RETORNO01COBRANCA       …", f) // returns: a cobrança retorno
 */
export function check400Service(header: string, f: Findings): void {
  const code = header.slice(9, 11);
  const name = literal(header);
  if (name !== "" && !/^0+$/.test(name) && !name.startsWith("COBRAN")) {
    unreadable(
      "CNAB_WRONG_SERVICE",
      1,
      `this is not a cobrança retorno: its header names service ${code} "${name}" (positions 10-26) where a cobrança retorno has 01 COBRANCA; no entry was read`,
      ["header", "service"],
    );
  }
  if (code !== "01" && code !== "00" && code !== "  ")
    f.warn(
      "CNAB_HEADER_FIELD",
      1,
      ["header", "service"],
      `line 1: the header's service code (10-11) is "${code}" where cobrança has 01; read as cobrança`,
    );
}
