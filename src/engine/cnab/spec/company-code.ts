/**
 * The código da empresa some banks give a cobrança client instead of (or beside) agência and
 * conta — Citibank's identificação da empresa, ABC Brasil's código do convênio, the Autbank banks'
 * código da empresa — kept on the file's `account.bank_fields.company_code`, up to 20 characters.
 */

import type { Issue } from "../../errors";
import type { FileContext } from "./spec";

/** The most characters any of those banks' fields holds (20 in each of their layouts). */
const MAX = 20;

/**
 * The file's company code, or null after pushing `CNAB_INVALID_COMPANY_CODE` when it is missing,
 * blank or too long. `needs` names who asks (`bank 246 CNAB 240`), `what` what the code is.
 *
 * @example companyCodeOf(ctx, issues, "Citibank CNAB 400", "the identificação da empresa") // "17777751042700080112"
 */
export function companyCodeOf(ctx: FileContext, issues: Issue[], needs: string, what: string): string | null {
  const code = ctx.account.bank_fields?.company_code;
  if (code === undefined || code.trim() === "" || code.length > MAX) {
    issues.push({
      code: "CNAB_INVALID_COMPANY_CODE",
      path: ["account", "bank_fields", "company_code"],
      message: `${needs} needs account.bank_fields.company_code: ${what}`,
    });
    return null;
  }
  return code;
}
