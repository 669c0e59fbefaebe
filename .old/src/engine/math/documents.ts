/**
 * Brazilian registry numbers and codes: CPF, CNPJ (numeric and, since July 2026, alphanumeric),
 * CEP and UF. Pure checks, no regex in the hot path.
 *
 * Sources: Receita Federal, CPF/CNPJ check-digit rule (módulo 11, DV = 0 when the residue is 0 or
 * 1); Instrução Normativa RFB nº 2.229/2024 (alphanumeric CNPJ: the 12 first characters may be
 * A–Z, each worth its ASCII code − 48, the two check digits stay numeric); Correios (CEP, 8 digits);
 * IBGE (the 27 UFs).
 */

import { mod11Residue } from "./check-digits";

/** CPF/CNPJ check digit from a módulo 11 residue: 0 or 1 → 0, else 11 − residue. */
function dvOf(residue: number): number {
  return residue < 2 ? 0 : 11 - residue;
}

/** CPF residue: weights 2, 3, … (no cycle) from the rightmost character. */
function cpfResidue(s: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += (s.charCodeAt(i) - 48) * (length + 1 - i);
  return sum % 11;
}

function allSame(s: string): boolean {
  for (let i = 1; i < s.length; i++) if (s.charCodeAt(i) !== s.charCodeAt(0)) return false;
  return true;
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * True for an 11-digit CPF with correct check digits (digits only; normalise first).
 *
 * @example isValidCpf("52998224725") // true
 * @example isValidCpf("11111111111") // false
 */
export function isValidCpf(cpf: string): boolean {
  if (cpf.length !== 11 || allSame(cpf)) return false;
  for (let i = 0; i < 11; i++) if (!isDigitCode(cpf.charCodeAt(i))) return false;
  return (
    dvOf(cpfResidue(cpf, 9)) === cpf.charCodeAt(9) - 48 &&
    dvOf(cpfResidue(cpf, 10)) === cpf.charCodeAt(10) - 48
  );
}

/**
 * True for a 14-character CNPJ with correct check digits: 12 characters 0–9 or A–Z (upper case)
 * followed by two digits. Digits only is the classic CNPJ; letters are the alphanumeric CNPJ.
 *
 * @example isValidCnpj("11222333000181") // true
 * @example isValidCnpj("12ABC34501DE35") // true (alphanumeric, RFB example)
 */
export function isValidCnpj(cnpj: string): boolean {
  if (cnpj.length !== 14 || allSame(cnpj)) return false;
  for (let i = 0; i < 12; i++) {
    const c = cnpj.charCodeAt(i);
    if (!isDigitCode(c) && !(c >= 65 && c <= 90)) return false;
  }
  if (!isDigitCode(cnpj.charCodeAt(12)) || !isDigitCode(cnpj.charCodeAt(13))) return false;
  // Weights 2–9 cycling from the right are exactly the CNPJ weights 5,4,3,2,9,…,2 and 6,5,…,2.
  return (
    dvOf(mod11Residue(cnpj.slice(0, 12))) === cnpj.charCodeAt(12) - 48 &&
    dvOf(mod11Residue(cnpj.slice(0, 13))) === cnpj.charCodeAt(13) - 48
  );
}

/**
 * Strips the usual punctuation (`.`, `-`, `/`, spaces) and upper-cases, so `"123.456.789-09"`
 * and `"12.abc.345/01de-35"` compare as registry numbers.
 *
 * @example normalizeDocument("11.222.333/0001-81") // "11222333000181"
 */
export function normalizeDocument(document: string): string {
  let out = "";
  for (const ch of document) {
    if (ch === "." || ch === "-" || ch === "/" || ch === " ") continue;
    out += ch;
  }
  return out.toUpperCase();
}

/**
 * `"cpf"`, `"cnpj"` or `undefined` for a normalised document.
 *
 * @example documentKind("52998224725") // "cpf"
 */
export function documentKind(document: string): "cpf" | "cnpj" | undefined {
  if (document.length === 11) return isValidCpf(document) ? "cpf" : undefined;
  if (document.length === 14) return isValidCnpj(document) ? "cnpj" : undefined;
  return undefined;
}

/**
 * Strips `-`, `.` and spaces from a CEP.
 *
 * @example normalizeCep("01310-100") // "01310100"
 */
export function normalizeCep(cep: string): string {
  let out = "";
  for (const ch of cep) if (ch !== "-" && ch !== "." && ch !== " ") out += ch;
  return out;
}

/**
 * True for a normalised CEP: 8 digits, not all zeros (the lowest CEP is 01000-000).
 *
 * @example isValidCep("01310100") // true
 */
export function isValidCep(cep: string): boolean {
  if (cep.length !== 8) return false;
  for (let i = 0; i < 8; i++) if (!isDigitCode(cep.charCodeAt(i))) return false;
  return cep.slice(0, 2) !== "00";
}

/** The 26 states and the Distrito Federal, as their two-letter codes. */
export const UFS: readonly string[] = Object.freeze([
  "AC",
  "AL",
  "AM",
  "AP",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MG",
  "MS",
  "MT",
  "PA",
  "PB",
  "PE",
  "PI",
  "PR",
  "RJ",
  "RN",
  "RO",
  "RR",
  "RS",
  "SC",
  "SE",
  "SP",
  "TO",
]);

const UF_SET: ReadonlySet<string> = new Set(UFS);

/**
 * True for one of the 27 UF codes, upper case.
 *
 * @example isValidUf("SP") // true
 * @example isValidUf("XX") // false
 */
export function isValidUf(uf: string): boolean {
  return UF_SET.has(uf);
}
