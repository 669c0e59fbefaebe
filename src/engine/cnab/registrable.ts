/**
 * What a boleto accepts, its remessa must accept (issue 13, defect 4): at issue time, the boleto is
 * checked as a remessa entry title (`titleData`, the same per-title checks the writer runs first)
 * in every layout its bank offers, and each problem the layout would raise is returned as a warning. A boleto that cannot be registered by CNAB
 * (an alphanumeric CNPJ where the bank's inscription field is numeric, an amount of zero, no due
 * date, an espécie the layout lacks) says so when it is issued, never first at remessa time.
 * Problems of the file itself (company, file settings such as Banco do Brasil's wallet variation)
 * are not the boleto's and are left to the remessa.
 */
import type { Issue } from "../errors";
import type { BoletoInput, IsoDate } from "../types";
import { cnabSpec } from "./registry";
import { titleData } from "./title";
import type { CnabLayout } from "./types";

const NAMES: Record<CnabLayout, string> = { cnab240: "CNAB 240", cnab400: "CNAB 400" };

/**
 * Warnings (code, path relative to the item, message naming the layout) for each layout of the
 * boleto's bank that would refuse it as a remessa entry; empty when every layout accepts it.
 * `today` is the issue date used for the dry run.
 *
 * @example cnabWarnings({ ...item, amount_cents: 0 }, "2026-11-29")
 * // [{ code: "CNAB_INVALID_AMOUNT", path: ["amount_cents"], message: "CNAB 400 (bank 341): amount_cents must be a positive integer" }, …]
 */
export function cnabWarnings(input: BoletoInput, today: IsoDate): Issue[] {
  const out: Issue[] = [];
  for (const layout of ["cnab240", "cnab400"] as const) {
    const spec = cnabSpec(input.bank_code, layout);
    if (spec === undefined) continue;
    const issues: Issue[] = [];
    titleData(spec, { ...input, movement: "entry", layout }, 0, today, issues);
    for (const issue of issues) {
      out.push({
        code: issue.code,
        path: issue.path.slice(2),
        message: `${NAMES[layout]} (bank ${input.bank_code}) cannot register it: ${issue.message}`,
      });
    }
  }
  return out;
}
