/**
 * Citibank's identificação da empresa (the portfolio / "ID de Cobrança" Citibank gives the
 * client, up to 20 characters): CNAB 400 header 27-46 and detail 18-37, CNAB 240 header de arquivo
 * 33-52 and header de lote 34-53 (G007). It lives on the file's `account.bank_fields.company_code`.
 */

import type { Values } from "../../cnab/layout/fields";
import { companyCodeOf } from "../../cnab/spec/company-code";
import type { FileContext } from "../../cnab/spec/spec";
import type { Issue } from "../../errors";

/**
 * The `company_code` value of a Citibank file, or an issue when it is missing or too long.
 *
 * @example companyCode("CNAB 240")(ctx, issues) // { company_code: "17777751042700080112" }
 */
export function companyCode(layout: "CNAB 240" | "CNAB 400") {
  return (ctx: FileContext, issues: Issue[]): Values => {
    const code = companyCodeOf(
      ctx,
      issues,
      `Citibank ${layout}`,
      "the identificação da empresa (portfolio code, up to 20 characters) Citibank gives the client",
    );
    return code === null ? {} : { company_code: code };
  };
}
