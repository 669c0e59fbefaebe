/**
 * CAIXA SIGCB web service — instructions on a registered title: ALTERA_BOLETO (due date, amount,
 * abatimento, juros, multa, desconto, protest instruction) and BAIXA_BOLETO (write-off).
 *
 * ALTERA's hash takes "os novos valores" of vencimento and valor when they change and "os valores
 * registrados na CAIXA" otherwise (38.239 v002 §3.2), so every change needs the title as it stands
 * (`ApiInstruction.current`); lote sends DATA_VENCIMENTO and VALOR with the same values the hash
 * carries, as the independent PHP client in docs/connectors/104-caixa.md does. Element order is
 * the XSD's `altera_boleto_titulo_entrada_Type`. Only titles "EM ABERTO" can be altered (0048).
 */
import type { ApiInstruction, ApiInstructionType, TitleKey } from "../../../connect/types";
import { envelope } from "./envelope";
import type { CaixaRequest } from "./fill";
import { authenticationInput, beneficiaryCode, money } from "./format";
import { byOurNumber, discountXml, fineXml, interestXml, keyOurNumber, RETURN_DAYS } from "./request";
import { leaf, node, type XmlOut } from "./xml";

/** The instructions this connector builds. */
export const INSTRUCTIONS: readonly ApiInstructionType[] = [
  "due_date_change",
  "amount_change",
  "rebate",
  "rebate_cancel",
  "write_off",
  "protest",
  "protest_cancel",
  "discount_change",
  "interest_change",
  "fine_change",
];

/** PROTESTAR takes 02 to 90 days (38.239 v002 Nota 14). */
const PROTEST_DAYS = { min: 2, max: 90 };

/** The ALTERA element of one change (after NOSSO_NUMERO, DATA_VENCIMENTO, VALOR), or null when not expressible. */
function changeOf(i: ApiInstruction, due: string): XmlOut | null {
  switch (i.type) {
    case "rebate":
      return i.rebate_cents === undefined ? null : leaf("VALOR_ABATIMENTO", money(i.rebate_cents));
    case "rebate_cancel":
      return leaf("VALOR_ABATIMENTO", "0");
    case "interest_change":
      return i.interest === undefined ? null : interestXml(i.interest, due);
    case "protest": {
      const days = i.protest?.days;
      if (days === undefined || days < PROTEST_DAYS.min || days > PROTEST_DAYS.max) return null;
      return node("POS_VENCIMENTO", [leaf("ACAO", "PROTESTAR"), leaf("NUMERO_DIAS", String(days))]);
    }
    case "protest_cancel":
      return node("POS_VENCIMENTO", [leaf("ACAO", "DEVOLVER"), leaf("NUMERO_DIAS", String(RETURN_DAYS))]);
    case "fine_change": {
      // A multa of zero is refused (0030 "DEVE SER MAIOR QUE ZEROS"): removing one is not expressible.
      const el = i.fine ? fineXml(i.fine, due) : undefined;
      return el ?? null;
    }
    case "discount_change": {
      // The manual documents no removal of a desconto.
      const el = i.discount ? discountXml(i.discount) : undefined;
      return el ?? null;
    }
    default:
      return null;
  }
}

/** The ALTERA_BOLETO request of one change: NOSSO_NUMERO, DATA_VENCIMENTO, VALOR, the changed element. */
function alter(k: TitleKey, i: ApiInstruction): CaixaRequest | null {
  const cur = i.current;
  if (!cur || cur.due_date === null) return null;
  const due = i.type === "due_date_change" ? i.due_date : cur.due_date;
  const amount = i.type === "amount_change" ? i.amount_cents : cur.amount_cents;
  if (due === undefined || amount === undefined) return null;
  const change = i.type === "due_date_change" || i.type === "amount_change" ? undefined : changeOf(i, due);
  if (change === null) return null;
  const nn = keyOurNumber(k);
  const beneficiary = beneficiaryCode(k.account.agreement);
  const hybrid = k.provider_ids?.TIPO === "HIBRIDO";
  // Every changed element comes after VALOR in the XSD sequence, so one change keeps the order.
  const titulo = node("TITULO", [
    leaf("NOSSO_NUMERO", nn),
    hybrid ? leaf("TIPO", "HIBRIDO") : undefined,
    leaf("DATA_VENCIMENTO", due),
    leaf("VALOR", money(amount)),
    change,
  ]);
  return envelope({
    op: "ALTERA_BOLETO",
    hybrid,
    agency: k.account.agency,
    authentication: authenticationInput("ALTERA_BOLETO", {
      beneficiary,
      ourNumber: nn,
      due,
      amountCents: amount,
      document: k.beneficiary_document,
    }),
    dados: node("ALTERA_BOLETO", [leaf("CODIGO_BENEFICIARIO", beneficiary), titulo]),
  });
}

/**
 * The request of an instruction, or null when CAIXA's web service has no such instruction or the
 * instruction lacks what it needs (the title's current due date and amount, the new value; a
 * protest's 2–90 days).
 *
 * @example buildInstruction(key, { type: "write_off", reference: "w1", today: "2026-03-10" })
 * // [{ method: "POST", path: "/ManutencaoCobrancaBancaria/Boleto/Externo", headers: { soapaction: "BAIXA_BOLETO", … }, … }]
 */
export function buildInstruction(k: TitleKey, i: ApiInstruction): CaixaRequest[] | null {
  if (i.type === "write_off") return [byOurNumber(k, "BAIXA_BOLETO")];
  if (!INSTRUCTIONS.includes(i.type)) return null;
  const req = alter(k, i);
  return req ? [req] : null;
}
