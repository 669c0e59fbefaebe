/**
 * Retorno occurrences and their normalisation. Every bank keeps a table from its occurrence code
 * (código de movimento retorno / ocorrência) to a normalised {@link OccurrenceKind}; the reasons
 * (motivos) that follow an occurrence are described from per-kind tables.
 *
 * The FEBRABAN tables below follow the FEBRABAN CNAB 240 v10.x notes C044 (código de movimento
 * retorno) and C047 (motivo da ocorrência).
 */

import type { RemessaMovement } from "../movements";
import type { Occurrence, OccurrenceKind, OccurrenceReason } from "../types";

export interface OccurrenceDef {
  kind: OccurrenceKind;
  description: string;
  /** The movement the code confirms or rejects, where the bank's manual says. */
  answers?: RemessaMovement;
}

/** Code → definition, plus reason descriptions keyed by the kind they explain. */
export interface OccurrenceTable {
  codes: Readonly<Record<string, OccurrenceDef>>;
  reasons?: Readonly<Partial<Record<OccurrenceKind, Readonly<Record<string, string>>>>>;
  /**
   * Codes whose meaning turns on their motivo: code → motivo → the definition it takes instead
   * (Santander 240: a 09 "baixa" with motivo 92 is a payment by PIX).
   */
  by_reason?: Readonly<Record<string, Readonly<Record<string, OccurrenceDef>>>>;
}

/** The bank's codes `simulateRetorno` writes for each outcome. */
export interface SimulateCodes {
  registered: string;
  rejected: string;
  paid: string;
  written_off: string;
  due_date_changed: string;
  /** Reason written with a rejection when the caller gives none. */
  rejection_reason: string;
}

/** Shorthand for table rows: `"06": paid("Liquidação")`. */
export const registered = (description: string): OccurrenceDef => ({ kind: "registered", description });
export const rejected = (description: string): OccurrenceDef => ({ kind: "rejected", description });
export const paid = (description: string): OccurrenceDef => ({ kind: "paid", description });
/** A write-off; with `answers` when the code confirms the beneficiary's pedido de baixa. */
export const writtenOff = (description: string, answers?: RemessaMovement): OccurrenceDef =>
  answers ? { kind: "written_off", description, answers } : { kind: "written_off", description };
/** A confirmed due-date change (it answers `due_date_change`). */
export const dueDateChanged = (description: string): OccurrenceDef => ({
  kind: "due_date_changed",
  description,
  answers: "due_date_change",
});
/** An instruction the bank confirms: `accepted("rebate", "Abatimento concedido")`. */
export const accepted = (answers: RemessaMovement, description: string): OccurrenceDef => ({
  kind: "instruction_accepted",
  description,
  answers,
});
/** An instruction the bank confirms without naming it (Unicred 02 with no origem). */
export const confirmed = (description: string): OccurrenceDef => ({
  kind: "instruction_accepted",
  description,
});
/** An instruction the bank refuses; with `answers` when the code names the instruction. */
export const instructionRejected = (description: string, answers?: RemessaMovement): OccurrenceDef =>
  answers
    ? { kind: "instruction_rejected", description, answers }
    : { kind: "instruction_rejected", description };
/** A protest step: sent to the cartório, in process. */
export const protest = (description: string): OccurrenceDef => ({ kind: "protest", description });
/** The title was protested. */
export const protested = (description: string): OccurrenceDef => ({ kind: "protested", description });
/** A protest stopped or withdrawn: the title is back in the portfolio. */
export const protestCancelled = (description: string): OccurrenceDef => ({
  kind: "protest_cancelled",
  description,
});
export const fee = (description: string): OccurrenceDef => ({ kind: "fee", description });
export const other = (description: string): OccurrenceDef => ({ kind: "other", description });

/** FEBRABAN C044 — código de movimento retorno. */
export const FEBRABAN_CODES: Readonly<Record<string, OccurrenceDef>> = {
  "02": registered("Entrada confirmada"),
  "03": rejected("Entrada rejeitada"),
  "04": other("Transferência de carteira/entrada"),
  "05": other("Transferência de carteira/baixa"),
  "06": paid("Liquidação"),
  "07": accepted("discount", "Confirmação do recebimento da instrução de desconto"),
  "08": accepted("discount_cancel", "Confirmação do recebimento do cancelamento do desconto"),
  "09": writtenOff("Baixa", "write_off"),
  "11": other("Títulos em carteira (em ser)"),
  "12": accepted("rebate", "Confirmação recebimento instrução de abatimento"),
  "13": accepted("rebate_cancel", "Confirmação recebimento instrução de cancelamento abatimento"),
  "14": dueDateChanged("Confirmação recebimento instrução alteração de vencimento"),
  "15": other("Franco de pagamento"),
  "17": paid("Liquidação após baixa ou liquidação título não registrado"),
  "19": accepted("protest", "Confirmação recebimento instrução de protesto"),
  "20": accepted("protest_cancel", "Confirmação recebimento instrução de sustação/cancelamento de protesto"),
  "23": protest("Remessa a cartório (aponte em cartório)"),
  "24": protestCancelled("Retirada de cartório e manutenção em carteira"),
  "25": protested("Protestado e baixado (baixa por ter sido protestado)"),
  "26": instructionRejected("Instrução rejeitada"),
  "27": accepted("change_data", "Confirmação do pedido de alteração de outros dados"),
  "28": fee("Débito de tarifas/custas"),
  "29": other("Ocorrências do pagador"),
  "30": instructionRejected("Alteração de dados rejeitada"),
  "33": other("Confirmação da alteração dos dados do rateio de crédito"),
  "34": other("Confirmação do cancelamento dos dados do rateio de crédito"),
  "35": other("Confirmação do desagendamento do débito automático"),
  "36": other("Confirmação de envio de e-mail/SMS"),
  "37": other("Envio de e-mail/SMS rejeitado"),
  "38": other("Confirmação de alteração do prazo limite de recebimento"),
  "39": other("Confirmação de dispensa de prazo limite de recebimento"),
  "40": accepted(
    "document_number_change",
    "Confirmação da alteração do número do título dado pelo beneficiário",
  ),
  "41": other("Confirmação da alteração do número controle do participante"),
  "42": accepted("payer_change", "Confirmação da alteração dos dados do pagador"),
  "43": other("Confirmação da alteração dos dados do sacador/avalista"),
  "44": other("Título pago com cheque devolvido"),
  "45": paid("Título pago com cheque compensado"),
  "46": protestCancelled("Instrução para cancelar protesto confirmada"),
  "47": other("Instrução para protesto para fins falimentares confirmada"),
  "48": other("Confirmação de instrução de transferência de carteira/modalidade de cobrança"),
  "49": other("Alteração de contrato de cobrança"),
  "50": other("Título pago com cheque pendente de liquidação"),
  "51": other("Título DDA reconhecido pelo pagador"),
  "52": other("Título DDA não reconhecido pelo pagador"),
  "53": rejected("Título DDA recusado pela CIP"),
  "54": writtenOff("Confirmação da instrução de baixa de título negativado sem protesto"),
  "55": accepted("fine_waive", "Confirmação de pedido de dispensa de multa"),
  "56": accepted("fine_change", "Confirmação do pedido de cobrança de multa"),
  "57": accepted("interest_change", "Confirmação do pedido de alteração de cobrança de juros"),
  "58": accepted("discount_change", "Confirmação do pedido de alteração do valor/data de desconto"),
  "59": other("Confirmação do pedido de alteração do beneficiário do título"),
  "60": accepted("interest_waive", "Confirmação do pedido de dispensa de juros de mora"),
  "61": accepted("amount_change", "Confirmação de alteração do valor nominal do título"),
  "63": other("Título sustado judicialmente"),
  "64": other("Confirmação de alteração do valor mínimo/percentual"),
  "65": other("Confirmação de alteração do valor máximo/percentual"),
};

/** FEBRABAN C047-A — reasons for rejections (03, 26, 30); read for `instruction_rejected` too. */
export const FEBRABAN_REJECTION_REASONS: Readonly<Record<string, string>> = {
  "01": "Código do banco inválido",
  "02": "Código do registro detalhe inválido",
  "03": "Código do segmento inválido",
  "04": "Código de movimento não permitido para carteira",
  "05": "Código de movimento inválido",
  "06": "Tipo/número de inscrição do beneficiário inválidos",
  "07": "Agência/conta/DV inválido",
  "08": "Nosso número inválido",
  "09": "Nosso número duplicado",
  "10": "Carteira inválida",
  "11": "Forma de cadastramento do título inválido",
  "12": "Tipo de documento inválido",
  "13": "Identificação da emissão do boleto inválida",
  "14": "Identificação da distribuição do boleto inválida",
  "15": "Características da cobrança incompatíveis",
  "16": "Data de vencimento inválida",
  "17": "Data de vencimento anterior à data de emissão",
  "18": "Vencimento fora do prazo de operação",
  "20": "Valor do título inválido",
  "21": "Espécie do título inválida",
  "22": "Espécie do título não permitida para a carteira",
  "23": "Aceite inválido",
  "24": "Data da emissão inválida",
  "25": "Data da emissão posterior à data de entrada",
  "26": "Código de juros de mora inválido",
  "27": "Valor/taxa de juros de mora inválido",
  "28": "Código do desconto inválido",
  "29": "Valor do desconto maior ou igual ao valor do título",
  "32": "Valor do IOF inválido",
  "33": "Valor do abatimento inválido",
  "34": "Valor do abatimento maior ou igual ao valor do título",
  "37": "Código para protesto inválido",
  "38": "Prazo para protesto inválido",
  "42": "Código para baixa/devolução inválido",
  "43": "Prazo para baixa/devolução inválido",
  "44": "Código da moeda inválido",
  "45": "Nome do pagador não informado",
  "46": "Tipo/número de inscrição do pagador inválidos",
  "47": "Endereço do pagador não informado",
  "48": "CEP inválido",
  "52": "Unidade da federação inválida",
  "53": "Tipo/número de inscrição do sacador/avalista inválidos",
  "57": "Código da multa inválido",
  "58": "Data da multa inválida",
  "59": "Valor/percentual da multa inválido",
  "60": "Movimento para título não cadastrado",
  "63": "Entrada para título já cadastrado",
};

/** FEBRABAN C047 — how a title was paid (06, 17). */
export const FEBRABAN_PAYMENT_CHANNELS: Readonly<Record<string, string>> = {
  "01": "Por saldo",
  "02": "Por conta",
  "03": "Liquidação no guichê de caixa em dinheiro",
  "04": "Compensação eletrônica",
  "05": "Compensação convencional",
  "06": "Por meio eletrônico",
  "07": "Após feriado local",
  "08": "Em cartório",
  "30": "Liquidação no guichê de caixa em cheque",
  "31": "Liquidação em banco correspondente",
  "32": "Liquidação terminal de autoatendimento",
  "33": "Liquidação na internet (home banking)",
  "34": "Liquidado office banking",
  "35": "Liquidado correspondente em dinheiro",
  "36": "Liquidado correspondente em cheque",
  "37": "Liquidado por meio de central de atendimento (telefone)",
};

/** FEBRABAN C047 — why a title was written off (09). */
export const FEBRABAN_WRITE_OFF_REASONS: Readonly<Record<string, string>> = {
  "09": "Comandada banco",
  "10": "Comandada cliente arquivo",
  "11": "Comandada cliente on-line",
  "12": "Decurso prazo - cliente",
  "13": "Decurso prazo - banco",
  "14": "Protestado",
  "15": "Título excluído",
};

/** The FEBRABAN table as a whole, for banks that follow it unchanged. */
export const FEBRABAN_OCCURRENCES: OccurrenceTable = {
  codes: FEBRABAN_CODES,
  reasons: {
    rejected: FEBRABAN_REJECTION_REASONS,
    paid: FEBRABAN_PAYMENT_CHANNELS,
    written_off: FEBRABAN_WRITE_OFF_REASONS,
  },
};

/**
 * The normalised occurrence for `code` and the raw reasons field, split into `width`-character
 * codes (blank and all-zero codes are dropped). Unknown codes are kind `other`.
 *
 * @example occurrence(FEBRABAN_OCCURRENCES, "03", "0809      ", 2).reasons[1] // { code: "09", description: "Nosso número duplicado" }
 */
export function occurrence(
  table: OccurrenceTable,
  code: string,
  reasonsRaw: string,
  width: number,
): Occurrence {
  const def = table.codes[code];
  const kind = def?.kind ?? "other";
  // An instruction's rejection carries the same motivos as an entry's (FEBRABAN C047-A).
  const descriptions =
    table.reasons?.[kind] ?? (kind === "instruction_rejected" ? table.reasons?.rejected : undefined);
  const reasons: OccurrenceReason[] = [];
  for (let i = 0; i + width <= reasonsRaw.length; i += width) {
    const r = reasonsRaw.slice(i, i + width);
    if (r.trim() === "" || /^0+$/.test(r)) continue;
    reasons.push({ code: r, description: descriptions?.[r] ?? `Motivo ${r}` });
  }
  const turned = table.by_reason?.[code];
  const by = turned === undefined ? undefined : reasons.find((r) => turned[r.code] !== undefined);
  const used = by === undefined ? def : turned![by.code]!;
  const out: Occurrence = {
    code,
    kind: used?.kind ?? "other",
    description: used?.description ?? `Ocorrência ${code}`,
    reasons,
  };
  if (used?.answers !== undefined) out.answers = used.answers;
  return out;
}
