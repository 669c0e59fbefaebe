/**
 * Sicredi cobrança API — instructions on a registered title: one `PATCH /boletos/{nossoNumero}/…`
 * per command, each with the `codigoBeneficiario`, `cooperativa` and `posto` headers (ACBr
 * GerarHeader adds codigoBeneficiario for tpBaixa/tpAltera; divulgueregional/api-sicredi and the
 * Kamino adapter send the same three). Sicredi answers 202 with the command's receipt
 * (`transactionId`, `statusComando`).
 *
 * | lote | path | body | sources |
 * | --- | --- | --- | --- |
 * | due_date_change | data-vencimento | `{ dataVencimento }` | ACBr, divulgueregional, Ctrl-Mota, Kamino |
 * | discount_change | desconto, then data-desconto | `{ valorDesconto1 }`, `{ data1 }` | divulgueregional, Kamino (ACBr writes `dataDesconto1`) |
 * | interest_change | juros | `{ valorOuPercentual }` | divulgueregional, Kamino, CSApp (ACBr `valorouPercentual`) |
 * | rebate | conceder-abatimento | `{ valorAbatimento: "10.00" }` | divulgueregional, CSApp |
 * | rebate_cancel | cancelar-abatimento | `{}` | divulgueregional |
 * | write_off | baixa | `{}` | ACBr, divulgueregional, Kamino, Ctrl-Mota |
 * | protest | protesto | `{}` | divulgueregional only |
 * | protest_cancel | sustar-protesto-manter-titulo | `{}` | divulgueregional only |
 *
 * The API has no amount change and no multa change (no source lists one).
 */
import type { ApiInstruction, ApiInstructionType, ApiRequest, TitleKey } from "../../../connect/types";
import { centsToDecimal } from "../../../math/money";
import type { IsoDate } from "../../../types";
import { accountHeaders, beneficiaryCode, keyOurNumber, money } from "./format";

/** The instructions this connector builds. */
export const INSTRUCTIONS: readonly ApiInstructionType[] = [
  "due_date_change",
  "discount_change",
  "interest_change",
  "rebate",
  "rebate_cancel",
  "write_off",
  "protest",
  "protest_cancel",
];

/** The path segment of each instruction below /boletos/{nossoNumero}/. */
export const COMMANDS = {
  due_date: "data-vencimento",
  discount: "desconto",
  discount_date: "data-desconto",
  interest: "juros",
  rebate: "conceder-abatimento",
  rebate_cancel: "cancelar-abatimento",
  write_off: "baixa",
  protest: "protesto",
  protest_cancel: "sustar-protesto-manter-titulo",
} as const;

type Key = TitleKey & { issue_date?: IsoDate };

function patch(k: Key, command: string, body: Record<string, unknown>): ApiRequest {
  return {
    method: "PATCH",
    path: `/boletos/${encodeURIComponent(keyOurNumber(k))}/${command}`,
    headers: { ...accountHeaders(k.account), codigobeneficiario: beneficiaryCode(k.account) },
    body: { json: body },
  };
}

/**
 * The PATCH request(s) of an instruction, or null when the API cannot carry it: an amount or
 * multa change, the removal of a desconto or juros (no source shows one), juros as a monthly rate
 * (only VALOR per day is confirmed), or a missing value.
 *
 * @example buildInstruction(key, { type: "due_date_change", due_date: "2026-04-10", … })
 * // [{ method: "PATCH", path: "/boletos/262000016/data-vencimento", body: { json: { dataVencimento: "2026-04-10" } } }]
 */
export function buildInstruction(k: Key, i: ApiInstruction): ApiRequest[] | null {
  switch (i.type) {
    case "due_date_change":
      return i.due_date ? [patch(k, COMMANDS.due_date, { dataVencimento: i.due_date })] : null;
    case "discount_change":
      if (!i.discount) return null;
      // Two commands: the value (desconto) and its date (data-desconto), as the API splits them.
      return [
        patch(k, COMMANDS.discount, { valorDesconto1: money(i.discount.amount_cents) }),
        patch(k, COMMANDS.discount_date, { data1: i.discount.until }),
      ];
    case "interest_change":
      if (i.interest?.kind !== "daily_amount") return null;
      return [patch(k, COMMANDS.interest, { valorOuPercentual: money(i.interest.value) })];
    case "rebate":
      return i.rebate_cents && i.rebate_cents > 0
        ? [patch(k, COMMANDS.rebate, { valorAbatimento: centsToDecimal(i.rebate_cents) })]
        : null;
    case "rebate_cancel":
      return [patch(k, COMMANDS.rebate_cancel, {})];
    case "write_off":
      return [patch(k, COMMANDS.write_off, {})];
    case "protest":
      // The command takes no days: Sicredi protests by the title's registered rules.
      return [patch(k, COMMANDS.protest, {})];
    case "protest_cancel":
      return [patch(k, COMMANDS.protest_cancel, {})];
    default:
      return null;
  }
}
