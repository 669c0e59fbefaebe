/**
 * Itaú instructions: `PATCH /boletos/{id_boleto}/<instrução>` of the cash_management v2 OpenAPI
 * 2.75.147 (paths `data_vencimento`, `valor_nominal`, `abatimento`, `baixa`, `juros`, `multa`,
 * `desconto`, `protesto`). Bodies: the OpenAPI's `*-patch-request` examples where it has one
 * (`{"data_vencimento": "2019-12-31"}`, `{"valor_titulo": "180.00"}`, `{"valor_abatimento":
 * "100.00"}`); for juros, multa, desconto and protesto the OpenAPI gives no request body, and lote
 * sends what ACBr's `RequisicaoAltera` sends: the block wrapped in its name (`{"juros": {…}}`), with
 * the OpenAPI's component fields (`juros`, `multa`, `desconto`, `protesto`) in decimal format.
 */
import type { ApiInstruction, ApiRequest, TitleKey } from "../../../connect/types";
import type { Discount, Fine, Interest, IsoDate } from "../../../types";
import { amountDecimal, daysBetween, instructionId, percentDecimal } from "./format";

/**
 * What an interest, fine or discount change needs besides the shared `ApiInstruction` (which has no
 * such fields yet; the report proposes adding them): the new terms and the title's due date, which
 * `quantidade_dias_*` counts from.
 */
export interface ItauInstruction extends ApiInstruction {
  interest?: Interest;
  fine?: Fine;
  discount?: Discount;
  /** The title's current due date (for `quantidade_dias_juros` / `_multa`); default: start the day after it. */
  current_due_date?: IsoDate;
}

/** `codigo_tipo_protesto` per lote instruction: 1 protestar (OpenAPI example; ACBr), 4 não protestar / sustar (ACBr). */
export const PROTEST_CODES = { protest: 1, protest_cancel: 4 } as const;

const days = (due: IsoDate | undefined, start: IsoDate | undefined) =>
  due !== undefined && start !== undefined ? daysBetween(due, start) : 1;

function patch(k: TitleKey, i: ApiInstruction, what: string, body: unknown): ApiRequest[] {
  return [
    {
      method: "PATCH",
      path: `/boletos/${instructionId(k)}/${what}`,
      headers: { "x-itau-correlationid": i.reference },
      body: { json: body },
    },
  ];
}

/**
 * The request(s) of an instruction, or null when Itaú's API has no such instruction or lote did not
 * say the new terms (an interest/fine/discount change without them).
 * @example instruct(key, { type: "due_date_change", due_date: "2025-03-10", reference: "r1", today: "2025-03-01" })
 * // [{ method: "PATCH", path: "/boletos/15000005206115700001056/data_vencimento", … }]
 */
export function instruct(k: TitleKey, i: ItauInstruction): ApiRequest[] | null {
  switch (i.type) {
    case "due_date_change":
      return i.due_date ? patch(k, i, "data_vencimento", { data_vencimento: i.due_date }) : null;
    case "amount_change":
      return i.amount_cents !== undefined
        ? patch(k, i, "valor_nominal", { valor_titulo: amountDecimal(i.amount_cents) })
        : null;
    case "rebate":
      return i.rebate_cents !== undefined
        ? patch(k, i, "abatimento", { valor_abatimento: amountDecimal(i.rebate_cents) })
        : null;
    case "rebate_cancel":
      // ACBr cancels an abatimento by sending it as zero.
      return patch(k, i, "abatimento", { valor_abatimento: amountDecimal(0) });
    case "write_off":
      // No body in the OpenAPI; ACBr sends an empty object.
      return patch(k, i, "baixa", {});
    case "protest":
      // Itaú wants the days after the due date (1–99); ACBr refuses a protest without them too.
      return i.protest
        ? patch(k, i, "protesto", {
            protesto: {
              codigo_tipo_protesto: PROTEST_CODES.protest,
              quantidade_dias_protesto: i.protest.days,
            },
          })
        : null;
    case "protest_cancel":
      return patch(k, i, "protesto", { protesto: { codigo_tipo_protesto: PROTEST_CODES.protest_cancel } });
    case "interest_change": {
      const x = i.interest;
      if (!x) return null;
      const n = days(i.current_due_date, x.start_date);
      return patch(k, i, "juros", {
        juros:
          x.kind === "daily_amount"
            ? { codigo_tipo_juros: "93", quantidade_dias_juros: n, valor_juros: amountDecimal(x.value) }
            : {
                codigo_tipo_juros: "90",
                quantidade_dias_juros: n,
                percentual_juros: percentDecimal(x.value),
              },
      });
    }
    case "fine_change": {
      const x = i.fine;
      if (!x) return null;
      const n = days(i.current_due_date, x.start_date);
      return patch(k, i, "multa", {
        multa:
          x.kind === "amount"
            ? { codigo_tipo_multa: "01", quantidade_dias_multa: n, valor_multa: amountDecimal(x.value) }
            : {
                codigo_tipo_multa: "02",
                quantidade_dias_multa: n,
                percentual_multa: percentDecimal(x.value),
              },
      });
    }
    case "discount_change": {
      const x = i.discount;
      if (!x) return null;
      return patch(k, i, "desconto", {
        desconto: {
          codigo_tipo_desconto: "01",
          descontos: [{ data_desconto: x.until, valor_desconto: amountDecimal(x.amount_cents) }],
        },
      });
    }
    default:
      return null;
  }
}
