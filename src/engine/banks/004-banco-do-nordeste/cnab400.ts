/**
 * 004 — Banco do Nordeste, CNAB 400 cobrança.
 *
 * Source: Banco do Nordeste, "Cobrança Eletrônica BNB — Leiaute de Arquivo Eletrônico Padrão
 * CNAB 400" (julho/2011, v2.0; kept by brcobranca in `docs/BNB/`). Differences from the common
 * 400 block:
 * - header 27-30 agência, 31-32 zeros, 33-39 conta + 40 DV, 41-46 blank, 80-94 `B.DO NORDESTE`
 *   (as the bank's own retornos and both writers, brcobranca and laravel-boleto, spell it; the
 *   manual prints "B. DO NORDESTE"), 101-103 código do usuário EDI (the bank's mailbox code:
 *   blank, as both writers leave it), no NSA;
 * - detail 2-17 blank, 18-21 agência, 22-23 zeros, 24-31 conta + DV, 32-33 multa in whole percent,
 *   34-37 blank, 63-69 nosso número + 70 DV (nota 1), 71-99 zeros (contrato, 2º desconto), 100-107
 *   blank, 108 carteira (nota 2: `4` simples, `5` vinculada, both "emitido pelo cliente", for
 *   lote's wallets 21 and 41), 140-146 zeros (the manual: "Preencher com Zeros"; banco and
 *   agência cobradora are the bank's), 147 blank, 157-160 instrução `0000` (nota 7: sem
 *   instruções), 161-173 juros de um dia (amount only), 315-326 complemento (lote: the bairro, as
 *   both writers), 352-391 message or sacador, 392-393 prazo de protesto (`99` não protestar),
 *   394 moeda `0` (R$, nota 6); trailer `9` + blanks.
 * - retorno: header 101-108 densidade, 109-113 sequencial; detail 63-70 nosso número + DV,
 *   108 carteira (alfa), no data de crédito, 176-188 tarifa, 280-394 tabela de erros (one flag
 *   per position, nota 8: not read as motivos); trailer 18-39 the títulos "em cobrança simples no
 *   Banco do Nordeste" (the portfolio: not checked).
 * Movements (nota 3): 01, 02, 04, 06, 09, 10 (não protestar, lote's protest_cancel), 31; no
 * cancelamento de abatimento. Retorno codes (nota 4): a rejected command returns its own code + 50.
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { printedCheckDigits } from "../../cnab/spec/febraban-codes";
import {
  accepted,
  dueDateChanged,
  instructionRejected,
  other,
  paid,
  protested,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { boleto } from "./boleto";

const ourNumber: OurNumberCodec = {
  fields: ["our_number", "our_number_dv"],
  encode: (t) => ({ our_number: t.our_number, our_number_dv: printedCheckDigits(boleto.ourNumber(t)) }),
  decode: (read) => ({
    our_number: stripZeros(read("our_number")),
    raw: read("our_number") + read("our_number_dv"),
  }),
};

/** Nota 2: carteira by lote's wallet (the tipo de operação of the barcode). */
const WALLET_CODE: Readonly<Record<string, string>> = { "21": "4", "41": "5" };

const ACCOUNT = [
  num("account.agency", 18, 21),
  zeros(22, 23),
  num("account.account", 24, 30),
  txt("account.account_digit", 31, 31),
];

export const cnab400 = defineCnab400({
  bank_code: "004",
  bank_name: "B.DO NORDESTE",
  manual: "Banco do Nordeste, Cobrança Eletrônica BNB — Leiaute CNAB 400 (julho/2011, v2.0)",
  detail_type: "1",
  overrides: {
    header: [
      num("account.agency", 27, 30),
      zeros(31, 32),
      num("account.account", 33, 39),
      txt("account.account_digit", 40, 40),
      blank(41, 46),
      blank(101, 103),
      blank(104, 394),
    ],
    ret_header: [
      num("account.agency", 27, 30),
      zeros(31, 32),
      num("account.account", 33, 39),
      txt("account.account_digit", 40, 40),
      blank(41, 46),
      txt("density", 101, 108),
      num("file_sequence", 109, 113),
      blank(114, 119),
      num("credit_date", 120, 125),
      blank(126, 394),
    ],
    detail: [
      blank(2, 17),
      ...ACCOUNT,
      num("fine_percent", 32, 33),
      blank(34, 37),
      txt("company_reference", 38, 62),
      num("our_number", 63, 69),
      num("our_number_dv", 70, 70),
      zeros(71, 99),
      blank(100, 107),
      txt("wallet_code", 108, 108),
      zeros(140, 146),
      blank(147, 147),
      num("instruction", 157, 160),
      txt("payer.address.district", 315, 326),
      lit("0", 394, 394),
    ],
    ret_detail: [
      num("company.document_type", 2, 3),
      num("company.document", 4, 17),
      ...ACCOUNT,
      blank(32, 37),
      txt("company_reference", 38, 62),
      num("our_number", 63, 69),
      num("our_number_dv", 70, 70),
      num("contract", 71, 80),
      blank(81, 107),
      txt("wallet_code", 108, 108),
      txt("our_number_confirmation", 127, 134),
      blank(135, 146),
      num("collecting_agency", 169, 172),
      blank(173, 173),
      txt("error_flags", 280, 394),
    ],
  },
  defaults: { detail: { instruction: 0 } },
  fine_kinds: ["rate"],
  check(d, issues, path) {
    if (d.fine.code === "2" && d.fine.value % 100 !== 0)
      issues.push({
        code: "CNAB_UNSUPPORTED_FINE",
        path: [...path, "fine", "value"],
        message: "bank 004 CNAB 400 takes the fine as a whole percentage (32-33)",
      });
    if (WALLET_CODE[d.title.wallet] === undefined)
      issues.push({
        code: "CNAB_UNSUPPORTED_WALLET",
        path: [...path, "wallet"],
        message: "bank 004 CNAB 400 registers carteiras 21 (simples) and 41 (vinculada) only (nota 2)",
      });
  },
  detail(d, v) {
    v.fine_percent = d.fine.code === "2" ? d.fine.value / 100 : 0;
    v.wallet_code = WALLET_CODE[d.title.wallet] ?? "";
    v.collecting_bank = 0;
    v["guarantor.name"] = d.guarantor?.name ?? "";
    v.protest_days = 99;
  },
  // Nota 3 (109-110): 10 is 'não protestar' (BNB has no sustação); 31 wants the changed fields only, the others
  // blank, which lote's writer does not do, so it is not offered (manual/cnab400.codes.json).
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    due_date_change: "06",
    protest: "09",
    do_not_protest: "10",
    document_number_change: "08",
  },
  document_kinds: { DM: "01", NP: "02", CH: "03", RC: "05", DS: "06", OUT: "19" },
  occurrences: {
    codes: {
      "02": registered("Entrada confirmada"),
      "04": accepted("change_data", "Alteração"),
      "06": paid("Liquidação normal"),
      "07": paid("Pagamento por conta"),
      "08": paid("Pagamento por cartório"),
      "09": writtenOff("Baixa simples", "write_off"),
      "10": protested("Devolvido / protestado"),
      "11": other("Em ser"),
      "12": accepted("rebate", "Abatimento concedido"),
      "13": accepted("rebate_cancel", "Abatimento cancelado"),
      "14": dueDateChanged("Vencimento alterado"),
      "15": writtenOff("Baixa automática"),
      "18": other("Alteração depositária"),
      "19": accepted("protest", "Confirmação de protesto"),
      "20": accepted("protest_cancel", "Confirmação de sustar protesto"),
      "21": other("Alteração informações de controle da empresa"),
      "22": accepted("document_number_change", "Alteração seu número"),
      "51": rejected("Entrada rejeitada"),
      "52": instructionRejected("Pedido de baixa rejeitado", "write_off"),
      "54": instructionRejected("Concessão de abatimento rejeitada", "rebate"),
      "56": instructionRejected("Alteração de vencimento rejeitada", "due_date_change"),
      "57": instructionRejected("Alteração do uso da empresa rejeitada"),
      "58": instructionRejected("Alteração de seu número rejeitada", "document_number_change"),
      "59": instructionRejected("Instrução de protesto rejeitada", "protest"),
      "60": instructionRejected("Instrução de não protestar rejeitada", "do_not_protest"),
      "81": instructionRejected("Alteração de outros dados rejeitada", "change_data"),
    },
  },
  reason_width: 2,
  simulate: {
    registered: "02",
    rejected: "51",
    paid: "06",
    written_off: "09",
    due_date_changed: "14",
    rejection_reason: "",
  },
  account: () => ({}),
  ourNumber,
  fileName: genericFileName,
  retorno_trailer: { totals: "portfolio" },
});
