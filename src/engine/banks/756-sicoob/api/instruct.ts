/**
 * Sicoob API Cobrança Bancária V3 — instructions on a registered title. V3 changes a title with
 * one PATCH /boletos/{nossoNumero} per change object ("Deve ser feita a alteração de somente um
 * objeto do boleto por requisição"); write-off and protest have their own paths. Each body carries
 * the contract (numeroCliente, codigoModalidade). Sources: Sicoob OpenAPI 3.0.8.0 paths
 * /boletos/{nossoNumero}, /baixar and /protestos; ACBr ACBrBoletoW_Sicoob_V3.pas (which object each
 * remessa instruction becomes, and PATCH /protestos for "sustar protesto").
 */
import type { ApiInstruction, ApiInstructionType, ApiRequest, TitleKey } from "../../../connect/types";
import { addDays } from "../../../math/date";
import type { Discount, Fine, Interest } from "../../../types";
import { clientNumber, keyOurNumber, modality, money, percent } from "./format";

/**
 * The values a discount, interest or fine change needs. lote's shared `ApiInstruction` does not
 * carry them yet (proposed in the report); a caller that has them passes them here.
 */
export interface SicoobInstruction extends ApiInstruction {
  discount?: Discount | null;
  interest?: Interest | null;
  fine?: Fine | null;
}

/** The instructions this connector builds. */
export const INSTRUCTIONS: readonly ApiInstructionType[] = [
  "due_date_change",
  "amount_change",
  "rebate",
  "write_off",
  "protest",
  "protest_cancel",
  "discount_change",
  "interest_change",
  "fine_change",
];

function contract(k: TitleKey): { numeroCliente: number; codigoModalidade: number } {
  return { numeroCliente: clientNumber(k.account), codigoModalidade: modality(k.account) };
}

function patch(k: TitleKey, change: Record<string, unknown>): ApiRequest[] {
  return [
    {
      method: "PATCH",
      path: `/boletos/${keyOurNumber(k)}`,
      body: { json: { ...contract(k), ...change } },
    },
  ];
}

function post(k: TitleKey, what: "baixar" | "protestos", method: "POST" | "PATCH" = "POST"): ApiRequest[] {
  return [{ method, path: `/boletos/${keyOurNumber(k)}/${what}`, body: { json: contract(k) } }];
}

/** The day after the title's due date, when the instruction brings it (multa/juros "maior que" it). */
function after(i: ApiInstruction, start: string | undefined): string | undefined {
  return start ?? (i.due_date ? addDays(i.due_date, 1) : undefined);
}

/**
 * The request(s) of an instruction, or null when Sicoob's API has no such instruction or the
 * instruction lacks the value it changes.
 *
 * @example buildInstruction(key, { type: "due_date_change", due_date: "2026-03-10", … })
 * // [{ method: "PATCH", path: "/boletos/2443", body: { json: { numeroCliente, codigoModalidade, prorrogacaoVencimento: { dataVencimento: "2026-03-10" } } } }]
 */
export function buildInstruction(k: TitleKey, i: SicoobInstruction): ApiRequest[] | null {
  switch (i.type) {
    case "due_date_change":
      return i.due_date ? patch(k, { prorrogacaoVencimento: { dataVencimento: i.due_date } }) : null;
    case "amount_change":
      return i.amount_cents !== undefined
        ? patch(k, { valorNominal: { valor: money(i.amount_cents) } })
        : null;
    case "rebate":
      return i.rebate_cents !== undefined
        ? patch(k, { abatimento: { valorAbatimento: money(i.rebate_cents) } })
        : null;
    case "write_off":
      return post(k, "baixar");
    case "protest":
      return post(k, "protestos");
    case "protest_cancel":
      return post(k, "protestos", "PATCH");
    case "discount_change": {
      if (i.discount === undefined) return null;
      const d = i.discount;
      return patch(k, {
        desconto: d
          ? { tipoDesconto: 1, dataPrimeiroDesconto: d.until, valorPrimeiroDesconto: money(d.amount_cents) }
          : { tipoDesconto: 0 },
      });
    }
    case "interest_change": {
      if (i.interest === undefined) return null;
      const j = i.interest;
      if (!j) return patch(k, { jurosMora: { tipoJurosMora: 3 } });
      const start = after(i, j.start_date);
      return patch(k, {
        jurosMora: {
          tipoJurosMora: j.kind === "daily_amount" ? 1 : 2,
          ...(start ? { dataJurosMora: start } : {}),
          valorJurosMora: j.kind === "daily_amount" ? money(j.value) : percent(j.value),
        },
      });
    }
    case "fine_change": {
      if (i.fine === undefined) return null;
      const f = i.fine;
      if (!f) return patch(k, { multa: { tipoMulta: 0 } });
      const start = after(i, f.start_date);
      return patch(k, {
        multa: {
          tipoMulta: f.kind === "amount" ? 1 : 2,
          ...(start ? { dataMulta: start } : {}),
          valorMulta: f.kind === "amount" ? money(f.value) : percent(f.value),
        },
      });
    }
    default:
      // rebate_cancel: V3 documents no cancel of an abatimento (only a new valorAbatimento).
      return null;
  }
}
