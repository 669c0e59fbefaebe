/**
 * 341 — Itaú, pieces its CNAB 240 and 400 share: the account DAC, the nosso número (carteira,
 * sequencial, DAC from the boleto rules) and the retorno occurrence table, which Itaú publishes
 * once for both layouts ("Cobrança Itaú — Tabela de ocorrências do arquivo retorno"). The
 * reasons (erros) Itaú sends with rejections are kept as codes ("Motivo NN"): lote has no
 * verified copy of their descriptions.
 */
import { printedCheckDigits } from "../../cnab/febraban-codes";
import {
  dueDateChanged,
  fee,
  type OccurrenceTable,
  other,
  paid,
  protest,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/occurrences";
import { accountInput, type FileContext } from "../../cnab/spec";
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
    "04": other("Alteração de dados - nova entrada ou alteração/exclusão de dados acatada"),
    "05": writtenOff("Alteração de dados - baixa"),
    "06": paid("Liquidação normal"),
    "07": paid("Liquidação parcial - cobrança inteligente"),
    "08": paid("Liquidação em cartório"),
    "09": writtenOff("Baixa simples"),
    "10": writtenOff("Baixa por ter sido liquidado"),
    "11": other("Em ser"),
    "12": other("Abatimento concedido"),
    "13": other("Abatimento cancelado"),
    "14": dueDateChanged("Vencimento alterado"),
    "15": rejected("Baixas rejeitadas"),
    "16": rejected("Instruções rejeitadas"),
    "17": rejected("Alteração/exclusão de dados rejeitados"),
    "18": rejected("Cobrança contratual - instruções/alterações rejeitadas/pendentes"),
    "19": protest("Confirma recebimento de instrução de protesto"),
    "20": protest("Confirma recebimento de instrução de sustação de protesto"),
    "21": protest("Confirma recebimento de instrução de não protestar"),
    "23": protest("Título enviado a cartório"),
    "24": rejected("Instrução de protesto rejeitada/sustada/pendente"),
    "25": other("Alegações do pagador"),
    "26": fee("Tarifa de aviso de cobrança"),
    "27": fee("Tarifa de extrato posição"),
    "28": fee("Tarifa de relação das liquidações"),
    "29": fee("Tarifa de manutenção de títulos vencidos"),
    "30": fee("Débito mensal de tarifas"),
    "32": protest("Baixa por ter sido protestado"),
    "33": fee("Custas de protesto"),
    "34": fee("Custas de sustação"),
    "35": fee("Custas de cartório distribuidor"),
    "36": fee("Custas de edital"),
    "37": fee("Tarifa de emissão de boleto/envio de duplicata"),
    "38": fee("Tarifa de instrução"),
    "39": fee("Tarifa de ocorrências"),
    "40": fee("Tarifa mensal de emissão de boleto"),
    "47": writtenOff("Baixa com transferência para desconto"),
    "57": other("Instrução cancelada"),
    "59": writtenOff("Baixa por crédito em c/c através do SISPAG"),
    "60": rejected("Entrada rejeitada carnê"),
    "64": registered("Entrada confirmada com rateio de crédito"),
    "65": other("Pagamento com cheque - aguardando compensação"),
    "69": other("Cheque devolvido"),
    "71": registered("Entrada registrada, aguardando avaliação"),
    "72": writtenOff("Baixa por crédito em c/c através do SISPAG sem título correspondente"),
    "73": registered(
      "Confirmação de entrada na cobrança simples - entrada não aceita na cobrança contratual",
    ),
    "76": paid("Cheque compensado"),
  },
};
