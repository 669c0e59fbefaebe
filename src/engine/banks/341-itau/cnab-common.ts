/**
 * 341 — Itaú, pieces its CNAB 240 and 400 share: the account DAC, the nosso número (carteira,
 * sequencial, DAC from the boleto rules) and the retorno occurrence table, which Itaú publishes
 * once for both layouts ("Cobrança Itaú — Tabela de ocorrências do arquivo retorno"). The
 * reasons (erros) Itaú sends with rejections are kept as codes ("Motivo NN"): lote has no
 * verified copy of their descriptions.
 */
import { printedCheckDigits } from "../../cnab/spec/febraban-codes";
import {
  accepted,
  dueDateChanged,
  fee,
  instructionRejected,
  type OccurrenceTable,
  other,
  paid,
  protest,
  protested,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { accountInput, type FileContext } from "../../cnab/spec/spec";
import { boleto } from "./boleto";

/** The account's DAC as given, else as the boleto rules print it (`1234 / 12345-D`). */
export function accountDac(ctx: FileContext): string {
  const a = ctx.account;
  if (a.account_digit) return a.account_digit;
  return printedCheckDigits(boleto.beneficiaryCode(accountInput(ctx)));
}

/** The DAC of the title's nosso número, from the boleto rules (`109/12345678-9`). */
export function ourNumberDac(t: Parameters<typeof boleto.ourNumber>[0]): string {
  return printedCheckDigits(boleto.ourNumber(t));
}

export const ITAU_OCCURRENCES: OccurrenceTable = {
  codes: {
    "02": registered("Entrada confirmada"),
    "03": rejected("Entrada rejeitada"),
    "04": accepted("change_data", "Alteração de dados - nova entrada ou alteração/exclusão de dados acatada"),
    "05": writtenOff("Alteração de dados - baixa"),
    "06": paid("Liquidação normal"),
    "07": paid("Liquidação parcial - cobrança inteligente"),
    "08": paid("Liquidação em cartório"),
    "09": writtenOff("Baixa simples", "write_off"),
    "10": writtenOff("Baixa por ter sido liquidado"),
    "11": other("Em ser"),
    "12": accepted("rebate", "Abatimento concedido"),
    "13": accepted("rebate_cancel", "Abatimento cancelado"),
    "14": dueDateChanged("Vencimento alterado"),
    "15": instructionRejected("Baixas rejeitadas", "write_off"),
    "16": instructionRejected("Instruções rejeitadas"),
    "17": instructionRejected("Alteração/exclusão de dados rejeitados", "change_data"),
    "18": instructionRejected("Cobrança contratual - instruções/alterações rejeitadas/pendentes"),
    "19": accepted("protest", "Confirma recebimento de instrução de protesto"),
    "20": accepted("protest_cancel", "Confirma recebimento de instrução de sustação de protesto"),
    "21": accepted("do_not_protest", "Confirma recebimento de instrução de não protestar"),
    "23": protest("Título enviado a cartório"),
    "24": instructionRejected("Instrução de protesto rejeitada/sustada/pendente", "protest"),
    "25": other("Alegações do pagador"),
    "26": fee("Tarifa de aviso de cobrança"),
    "27": fee("Tarifa de extrato posição"),
    "28": fee("Tarifa de relação das liquidações"),
    "29": fee("Tarifa de manutenção de títulos vencidos"),
    "30": fee("Débito mensal de tarifas"),
    "32": protested("Baixa por ter sido protestado"),
    "33": fee("Custas de protesto"),
    "34": fee("Custas de sustação"),
    "35": fee("Custas de cartório distribuidor"),
    "36": fee("Custas de edital"),
    "37": fee("Tarifa de emissão de boleto/envio de duplicata"),
    "38": fee("Tarifa de instrução"),
    "39": fee("Tarifa de ocorrências"),
    "40": fee("Tarifa mensal de emissão de boleto"),
    "41": fee("Débito mensal de tarifas – extrato de posição (b4ep/b4ox)"),
    "42": fee("Débito mensal de tarifas – outras instruções"),
    "43": fee("Débito mensal de tarifas – manutenção de títulos vencidos"),
    "44": fee("Débito mensal de tarifas – outras ocorrências"),
    "45": fee("Débito mensal de tarifas – protesto"),
    "46": fee("Débito mensal de tarifas – sustação de protesto"),
    "47": writtenOff("Baixa com transferência para desconto"),
    "48": fee("Custas de sustação judicial"),
    "51": fee("Tarifa mensal ref a entradas bancos correspondentes na carteira"),
    "52": fee("Tarifa mensal baixas na carteira"),
    "53": fee("Tarifa mensal baixas em bancos correspondentes na carteira"),
    "54": fee("Tarifa mensal de liquidações na carteira"),
    "55": fee("Tarifa mensal de liquidações em bancos correspondentes na carteira"),
    "56": fee("Custas de irregularidade"),
    "57": other("Instrução cancelada"),
    "59": writtenOff("Baixa por crédito em c/c através do SISPAG"),
    "60": rejected("Entrada rejeitada carnê"),
    "61": fee("Tarifa emissão aviso de movimentação de títulos (2154)"),
    "62": fee("Débito mensal de tarifa - aviso de movimentação de títulos (2154)"),
    "63": other("Título sustado judicialmente"),
    "64": registered("Entrada confirmada com rateio de crédito"),
    "65": other("Pagamento com cheque - aguardando compensação"),
    "69": other("Cheque devolvido"),
    "72": writtenOff("Baixa por crédito em c/c através do SISPAG sem título correspondente"),
    "73": registered(
      "Confirmação de entrada na cobrança simples - entrada não aceita na cobrança contratual",
    ),
    "74": instructionRejected("Instrução de negativação expressa rejeitada", "negativacao"),
    "75": accepted("negativacao", "Confirma o recebimento de instrução de entrada em negativação expressa"),
    "77": accepted(
      "negativacao_cancel",
      "Confirma o recebimento de intrução de exclusão de entrada em negativação expressa",
    ),
    "78": other("Confirma o recebimento de instrução de cancelamento de negativação expressa"),
    "79": other("Negativação expressa informacional"),
    "80": other("Confirma de entrada em negativação expressa / tarifa"),
    "81": other("Confirma exclusão de entrada em negativação expressa / tarifa"),
    "82": other("Confirma o cancelamento em negativação expressa / tarifa"),
    "83": other("Confirma exclusão de entrada em negativação expressa por liquidação / tarifa"),
    "84": fee("Tarifa mensal de entrada em negativação expressa"),
    "85": fee("Tarifa pacote cobrança ativa eletrônica"),
    "86": fee("Tarifa e-mail cobrança ativa eletrônica"),
    "87": fee("Tarifa sms cobrança ativa eletrônica"),
    "88": fee("Tarifa mensal pacote cobrança ativa eletrônica"),
    "89": fee("Tarifa mensal e-mail cobrança ativa eletrônica"),
    "90": fee("Tarifa mensal sms cobrança ativa eletrônica"),
    "91": fee("Tarifa mensal de exclusão de entrada em negativação expressa"),
    "92": fee("Tarifa mensal de cancelamento de negativação expressa"),
    "93": fee("Tarifa mensal de exclusão de negativação expressa por liquidação"),
    "94": other("Confirma recebimento de instrução de não negativar"),
    "95": other("Baixa operacional"),
  },
};
