/**
 * Warnings about a boleto lote can issue but cannot vouch for: a bank whose rule no published
 * vector or bank document confirms (today only 435 Delbank), and a Bolepix txid that the printed
 * QR or the bank's remessa cannot carry as given. They do not stop the boleto; they travel with
 * the item (`warnings`) so the caller hears of the risk when the boleto is issued.
 */

import { getBank } from "../banks/registry";
import type { Issue } from "../errors";
import type { BoletoInput } from "../types";
import { chargeTxidForm, isChargeTxid } from "./pix";

/** What happens to a key Bolepix's txid at a bank whose remessa registers the charge's txid. */
function txidWarnings(input: Pick<BoletoInput, "bank_code" | "pix">): Issue[] {
  const pix = input.pix;
  const form = chargeTxidForm(input.bank_code);
  if (pix === undefined || !("key" in pix) || pix.txid === undefined || form === undefined) return [];
  if (isChargeTxid(pix.txid))
    return [
      {
        code: "PIX_TXID_NOT_IN_QR",
        path: ["pix", "txid"],
        message: `the ${pix.txid.length}-character txid is the charge's, sent to bank ${input.bank_code} in the remessa's PIX record; the static BR Code printed now carries at most 25 and goes without it (the bank's own QR, whose location the retorno returns, carries it)`,
      },
    ];
  return [
    {
      code: "CNAB_PIX_TXID_NOT_SENT",
      path: ["pix", "txid"],
      message: `bank ${input.bank_code} CNAB 240's Segment Y-03 takes a txid of the form ${form.source}: a CNAB 240 remessa leaves this one blank and the bank assigns its own (the printed QR keeps it)`,
    },
  ];
}

/**
 * The issue-time warnings of a validated boleto input; empty for every bank whose rule is
 * confirmed by published vectors or the bank's manual, and every Bolepix whose txid goes as given.
 *
 * @example boletoWarnings({ ...item, bank_code: "435" })
 * // [{ code: "BANK_RULE_UNCONFIRMED", path: ["bank_code"], message: "bank 435 (Delbank): Delbank's campo livre is …" }]
 */
export function boletoWarnings(
  input: Pick<BoletoInput, "bank_code"> & Partial<Pick<BoletoInput, "pix">>,
): Issue[] {
  const out = txidWarnings(input);
  const bank = getBank(input.bank_code);
  const reason = bank?.boleto.unconfirmed;
  if (bank === undefined || reason === undefined) return out;
  return [
    {
      code: "BANK_RULE_UNCONFIRMED",
      path: ["bank_code"],
      message: `bank ${bank.code} (${bank.name}): ${reason}`,
    },
    ...out,
  ];
}
