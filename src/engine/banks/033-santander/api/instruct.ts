/**
 * Santander API de Cobrança — instructions on a registered title. Every change, the write-off and
 * the protest commands go to one route, `PATCH …/workspaces/{workspace_id}/bank_slips`, whose body
 * names the title (`covenantCode`, `bankNumber`) and carries either the changed field or an
 * `operation` (BAIXAR, PROTESTAR, CANCELAR_PROTESTO). Sources: ACBr ACBrBoletoW_Santander_API.pas
 * RequisicaoAltera/RequisicaoBaixa (which field each remessa instruction becomes), hyperswitch
 * SantanderBoletoCancelOperation, the public reference "API de Cobrança Santander — Referência
 * técnica" §5.3 (dueDate, BAIXAR, PROTESTAR / CANCELAR_PROTESTO).
 */
import type { ApiInstruction, ApiInstructionType, ApiRequest, TitleKey } from "../../../connect/types";
import { addDays } from "../../../math/date";
import { covenantOf, daysBetween, keyBankNumber, money, percent } from "./format";

/** The instructions this connector builds (no amount change: no source shows one). */
export const INSTRUCTIONS: readonly ApiInstructionType[] = [
  "due_date_change",
  "rebate",
  "rebate_cancel",
  "write_off",
  "protest",
  "protest_cancel",
  "discount_change",
  "interest_change",
  "fine_change",
];

function patch(k: TitleKey, change: Record<string, unknown>): ApiRequest[] {
  return [
    {
      method: "PATCH",
      host: "workspace",
      path: "/bank_slips",
      body: { json: { covenantCode: covenantOf(k.account), bankNumber: keyBankNumber(k), ...change } },
    },
  ];
}

/** The title's due date the instruction knows (for the fine's day count). */
function dueOf(i: ApiInstruction): string | undefined {
  return i.current?.due_date ?? i.due_date ?? undefined;
}

function fineChange(i: ApiInstruction): Record<string, unknown> | null {
  if (i.fine === undefined) return null;
  // ACBr "RemessaDispensarMulta": finePercentage 0.00.
  if (i.fine === null) return { finePercentage: "0.00" };
  if (i.fine.kind !== "rate") return null;
  const due = dueOf(i);
  const days = i.fine.start_date && due ? daysBetween(due, i.fine.start_date) : 1;
  if (days === undefined || days < 0) return null;
  return { finePercentage: percent(i.fine.value), fineQuantityDays: String(days) };
}

function interestChange(i: ApiInstruction): Record<string, unknown> | null {
  if (i.interest === undefined) return null;
  // ACBr "RemessaDispensarJuros": interestPercentage 0.00.
  if (i.interest === null) return { interestPercentage: "0.00" };
  if (i.interest.kind !== "monthly_rate") return null;
  const due = dueOf(i);
  if (i.interest.start_date && due && i.interest.start_date !== addDays(due, 1)) return null;
  return { interestPercentage: percent(i.interest.value) };
}

function discountChange(i: ApiInstruction): Record<string, unknown> | null {
  if (i.discount === undefined) return null;
  // ACBr "RemessaNaoConcederDesconto": type ISENTO with value 0.00.
  if (i.discount === null) return { discount: { type: "ISENTO" } };
  return {
    discount: {
      type: "VALOR_DATA_FIXA",
      discountOne: { value: money(i.discount.amount_cents), limitDate: i.discount.until },
    },
  };
}

/**
 * The request of an instruction, or null when Santander's API has no such instruction or cannot
 * carry the value (a fixed-amount multa, daily juros, juros from a later day).
 *
 * @example buildInstruction(key, { type: "due_date_change", due_date: "2026-04-10", … })
 * // [{ method: "PATCH", host: "workspace", path: "/bank_slips", body: { json: { covenantCode, bankNumber, dueDate: "2026-04-10" } } }]
 */
export function buildInstruction(k: TitleKey, i: ApiInstruction): ApiRequest[] | null {
  switch (i.type) {
    case "due_date_change":
      return i.due_date ? patch(k, { dueDate: i.due_date }) : null;
    case "rebate":
      return i.rebate_cents !== undefined ? patch(k, { deductionValue: money(i.rebate_cents) }) : null;
    case "rebate_cancel":
      // ACBr "RemessaCancelarAbatimento": deductionValue 0.00.
      return patch(k, { deductionValue: "0.00" });
    case "write_off":
      return patch(k, { operation: "BAIXAR" });
    case "protest":
      return patch(k, { operation: "PROTESTAR" });
    case "protest_cancel":
      return patch(k, { operation: "CANCELAR_PROTESTO" });
    case "discount_change": {
      const c = discountChange(i);
      return c ? patch(k, c) : null;
    }
    case "interest_change": {
      const c = interestChange(i);
      return c ? patch(k, c) : null;
    }
    case "fine_change": {
      const c = fineChange(i);
      return c ? patch(k, c) : null;
    }
    default:
      return null;
  }
}
