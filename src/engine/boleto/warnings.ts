/**
 * Warnings about a boleto lote can issue but cannot vouch for: a bank whose rule no published
 * vector or bank document confirms (today only 435 Delbank). They do not stop the boleto; they
 * travel with the item (`warnings`) so the caller hears of the risk when the boleto is issued.
 */

import { getBank } from "../banks/registry";
import type { Issue } from "../errors";
import type { BoletoInput } from "../types";

/**
 * The issue-time warnings of a validated boleto input; empty for every bank whose rule is
 * confirmed by published vectors or the bank's manual.
 *
 * @example boletoWarnings({ ...item, bank_code: "435" })
 * // [{ code: "BANK_RULE_UNCONFIRMED", path: ["bank_code"], message: "bank 435 (Delbank): Delbank's campo livre is …" }]
 */
export function boletoWarnings(input: Pick<BoletoInput, "bank_code">): Issue[] {
  const bank = getBank(input.bank_code);
  const reason = bank?.boleto.unconfirmed;
  if (bank === undefined || reason === undefined) return [];
  return [
    {
      code: "BANK_RULE_UNCONFIRMED",
      path: ["bank_code"],
      message: `bank ${bank.code} (${bank.name}): ${reason}`,
    },
  ];
}
