/**
 * Reading a boleto de cobrança back from its barcode or linha digitável (./read-code.ts), with the
 * name of the bank when lote knows it.
 */
import { getBank } from "../banks/registry";
import type { EngineClock } from "../types";
import { type ParsedBoletoCode, readBoletoCode } from "./read-code";

export { type ParsedBoletoCode, stripPunctuation } from "./read-code";

/**
 * The boleto a barcode or linha digitável stands for; every wrong check digit is an issue.
 * @example parseBoletoCode("34191.09008 …", { today: "2026-12-02" }).bank_name // "Itaú"
 */
export function parseBoletoCode(code: string, clock: EngineClock): ParsedBoletoCode {
  const r = readBoletoCode(code, clock);
  return { ...r, bank_name: getBank(r.bank_code)?.name ?? null };
}
