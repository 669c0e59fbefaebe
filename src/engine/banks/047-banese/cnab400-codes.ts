/**
 * Banese CNAB 400 retorno occurrences (109-110), as frones/ACBr `ACBrBancoBanese.pas`
 * (CodOcorrenciaToTipo / TipoOcorrenciaToDescricao, commit 35eadc76) lists them for the 400
 * (its 29, 33-35 are 240-only); transcribed in manual/cnab400.codes.json.
 * Descriptions are lote's wording of ACBr's labels.
 */
import {
  accepted,
  dueDateChanged,
  fee,
  instructionRejected,
  type OccurrenceDef,
  other,
  paid,
  protest,
  protestCancelled,
  protested,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";

export const BANESE_OCCURRENCES: Readonly<Record<string, OccurrenceDef>> = {
  "02": registered("Entrada confirmada"),
  "03": rejected("Entrada rejeitada"),
  "04": other("Transferência de carteira — entrada"),
  "05": other("Transferência de carteira — baixa"),
  "06": paid("Liquidação"),
  "07": other("Confirmação do recebimento da instrução de desconto"),
  "08": other("Confirmação do recebimento do cancelamento do desconto"),
  "09": writtenOff("Baixa", "write_off"),
  "11": other("Título em carteira (em ser)"),
  "12": accepted("rebate", "Confirmação do recebimento da instrução de abatimento"),
  "13": accepted("rebate_cancel", "Confirmação do recebimento do cancelamento de abatimento"),
  "14": dueDateChanged("Confirmação do recebimento da alteração de vencimento"),
  "17": paid("Liquidação após baixa ou de título não registrado"),
  "19": accepted("protest", "Confirmação do recebimento da instrução de protesto"),
  "20": accepted("protest_cancel", "Confirmação do recebimento da sustação/cancelamento de protesto"),
  "21": other("Solicitação de segunda via do instrumento de protesto"),
  "22": other("Segunda via do instrumento de protesto emitida pelo cartório"),
  "23": protest("Remessa a cartório"),
  "24": protestCancelled("Retirada de cartório e manutenção em carteira"),
  "25": protested("Protestado e baixado"),
  "26": instructionRejected("Instrução rejeitada"),
  "27": accepted("change_data", "Confirmação do pedido de alteração de outros dados"),
  "28": fee("Débito de tarifas/custas"),
  "30": instructionRejected("Alteração de outros dados rejeitada", "change_data"),
  "40": accepted("document_number_change", "Confirmação da alteração do número do título"),
  "42": other("Confirmação da alteração dos dados do pagador"),
  "43": other("Confirmação da alteração dos dados do sacador/avalista"),
  "51": other("Título DDA reconhecido pelo pagador"),
  "52": other("Título DDA não reconhecido pelo pagador"),
  "53": other("Título DDA recusado pela CIP"),
  "98": protest("Instrução de protesto processada"),
  "99": rejected("Remessa rejeitada"),
};
