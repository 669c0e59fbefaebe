/**
 * 041 — Banrisul, CNAB 240 cobrança.
 *
 * Source: Banrisul, "Cobrança Banrisul — Leiaute Febraban 240 posições" (revisão outubro/2013;
 * kept by brcobranca in `docs/Banrisul/`), arquivo 040 and lote 020. Its header de arquivo, header
 * de lote, P and Q are also in `@banco-br/cnab_yaml` (`cnab240/041/remessa`, diffed in
 * `layout-crosscheck.test.ts`). Fields the manual marks "* Campo não será considerado" are written
 * as FEBRABAN has them. Differences from the FEBRABAN base:
 * - header de arquivo 33-52 and header de lote 34-53: "Código do Beneficiário — usar as 13
 *   primeiras posições do campo" (agência 4 + código 7 + número de controle 2, as the boleto prints
 *   it), the rest blank as cnab_yaml lays it out (46-52 / 47-53); header 58 and 72 BRANCO, 164-166
 *   `040`, 167-171 `00000`, 172-179 blank, 180-181 `BE` (uso reservado do Banco — remessa),
 *   182-211 blank, 226-228 zeros (as cnab_yaml and laravel-boleto write the VANS control); header
 *   de lote 12-13 forma de lançamento `00` (06.1);
 * - conta corrente 9(12) `000EECCCCCCC`: the account's 9 digits right-aligned with zeros, which is
 *   FEBRABAN's numeric fill;
 * - P 38-57 nosso número: "serão consideradas as 10 primeiras posições" — the 8-digit number and
 *   its Número de Controle (5.2) at 38-47, 48-57 blank (cnab_yaml's `nosso_numero_branco`); T
 *   returns the same 10 at 38-47;
 * - P 58 carteira `1` (Cobrança Simples), 61 `2` (the beneficiary prints the boleto), espécie 107-108
 *   02 DM, 04 DS, 07 LC, 12 NP (the manual's list; other espécies are refused);
 * - P 118 `3` with no interest and P 221 `3` "não protestar": the manual lists 118 code 3 as
 *   "Reservado", cnab_yaml and laravel-boleto both write 3 (two independent writers), and its
 *   rejection 37 accepts 221 blank, 0, 1 or 3;
 * - P 224 `0` with zeros at 225-227, or `1` with `bank_fields.write_off_days` 1-99 ("serão
 *   consideradas as duas últimas casas"); rejection 42 accepts 224 blank, 0, 1 or 2;
 * - R 66 multa: `1` valor fixo only — the manual's other codes read "2 – Percentual ao mês" and
 *   "3 – Percentual", and which one a one-time rate is cannot be told, so a fine rate is refused
 *   (`CNAB_UNSUPPORTED_FINE`);
 * - R 180-199 zeros (débito em conta, "Numérico *": not considered), 208-240 blank;
 * - Segment S tipo de impressão 3 (mensagens 5-9, 40 each at 19-218) is FEBRABAN's;
 * - Segment Y-01 is not written: the manual's table gives it identificação `03` under the heading
 *   Y-01 and asks for it only with espécie AD (títulos de terceiros), which lote does not send; the
 *   sacador/avalista goes in Q 154-209 as FEBRABAN has it (the bank reads 35 characters of the name).
 * Movements (07.3P): 01 entrada, 02 pedido de baixa, 04/05 abatimento, 06 alteração de vencimento,
 * 09 protestar, 10 sustação, 31 alteração de outros dados. Retorno (07.3T): 02-30 and AA, AB, AC;
 * motivos 214-223 (5 × 2): annex 5.1 for 03, 26 and 30, 28.3T lists for liquidação, baixa,
 * cartório and tarifas.
 * Uncertain: the manual does not say what follows the 13 digits of the código (46-52) nor the 10
 * of the nosso número (48-57); blanks follow cnab_yaml, and the bank "considera" only the first
 * positions. The retorno header's 180-181 is described for the remessa only (not checked on read).
 * PIX: not written (`CNAB_PIX_NOT_SENT`): the outubro/2013 manual predates PIX, and the one writer
 * that has it (ACBr `ACBrBancoBanrisul.pas`: P 62 `P` and a Segment Y-04, key type 81 `5`, key and
 * TXID blank for the bank to make the QR) is alone (docs/cnab.md, Pix-through-CNAB matrix).
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { printedCheckDigits } from "../../cnab/spec/febraban-codes";
import {
  accepted,
  dueDateChanged,
  fee,
  instructionRejected,
  other,
  paid,
  protest,
  protested,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { accountInput, type FileContext, genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { onlyDigits } from "../../text";
import { boleto } from "./boleto";

/** Código do beneficiário, 13 digits: agência + código + número de controle as the boleto prints them. */
function beneficiaryCode(ctx: FileContext): string {
  return onlyDigits(boleto.beneficiaryCode(accountInput(ctx)));
}

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t) => ({
    our_number: `${t.our_number.padStart(8, "0")}${printedCheckDigits(boleto.ourNumber(t))}`,
  }),
  decode: (read) => {
    const raw = read("our_number").trim();
    return { our_number: stripZeros(raw.slice(0, 8) || "0"), raw };
  },
};

/** Annex 5.1 — motivos of 03 (entrada rejeitada), 26 (instrução rejeitada) and 30 (alteração rejeitada). */
const REJECTIONS: Readonly<Record<string, string>> = {
  "01": "Código do Banco inválido",
  "02": "Código de registro detalhe inválido",
  "03": "Código do Segmento inválido",
  "04": "Código do movimento não permitido para a carteira",
  "05": "Código do movimento inválido",
  "06": "Tipo/Número de inscrição do Beneficiário inválido",
  "07": "Agência/conta/DV inválido",
  "08": "Nosso Número inválido",
  "09": "Nosso número duplicado",
  "10": "Carteira inválida",
  "11": "Forma de cadastramento do título inválido",
  "12": "Tipo de documento inválido",
  "13": "Identificação da emissão do bloqueto inválido",
  "14": "Identificação da distribuição do bloqueto inválido",
  "15": "Características da cobrança incompatíveis",
  "16": "Data de vencimento inválida",
  "17": "Data de vencimento anterior a data de emissão",
  "18": "Vencimento fora do prazo de operação",
  "19": "Título a cargo de Bancos Correspondentes com vencimento inferior a XX dias",
  "20": "Valor do título inválido (não numérico)",
  "21": "Espécie do título inválida (arquivo de registro)",
  "22": "Espécie não permitida para a carteira",
  "23": "Aceite inválido",
  "24": "Data de emissão inválida",
  "25": "Data de emissão posterior a data de processamento",
  "26": "Código de juros de mora inválido",
  "27": "Valor/taxa de juros de mora inválido",
  "28": "Código do desconto inválido",
  "29": "Valor do desconto maior ou igual ao valor do título",
  "30": "Desconto a conceder não confere",
  "32": "Valor do IOF inválido",
  "33": "Valor do abatimento inválido",
  "34": "Valor do abatimento maior ou igual ao valor do título",
  "35": "Abatimento a conceder não confere",
  "36": "Concessão de abatimento - já existe abatimento anterior",
  "37": "Código para protesto inválido",
  "38": "Prazo para protesto inválido",
  "39": "Pedido de protesto não permitido para o título",
  "40": "Título com ordem de protesto emitida",
  "41": "Pedido de cancelamento/sustação de protesto inválido",
  "42": "Código para baixa/devolução ou instrução inválido",
  "43": "Prazo para baixa/devolução inválido",
  "44": "Código da moeda inválido",
  "45": "Nome do Pagador inválido ou alteração do Pagador não permitida",
  "46": "Tipo/número de inscrição do Pagador inválido",
  "47": "Endereço não informado ou alteração de endereço não permitida",
  "48": "CEP inválido ou alteração de CEP não permitida",
  "49": "CEP sem praça de cobrança ou alteração de cidade não permitida",
  "50": "CEP referente a um Banco Correspondente",
  "51": "CEP incompatível com a unidade da federação",
  "52": "Unidade de Federação inválida ou alteração de UF não permitida",
  "53": "Tipo/Número de inscrição do Sacador/Avalista inválido",
  "54": "Sacador/Avalista não informado",
  "57": "Código da multa inválido",
  "58": "Data da multa inválida",
  "59": "Valor/percentual da multa inválido",
  "60": "Movimento para título não cadastrado",
  "62": "Tipo de impressão inválido - Segmento 3S",
  "63": "Entrada para título já cadastrado",
  "79": "Data de juros de mora inválido",
  "80": "Data do desconto inválida",
  "81": "CEP inválido do Sacador",
  "83": "Tipo/Número de inscrição do Sacador inválido",
  "84": "Sacador não informado",
  "86": "Seu número inválido",
};

/** 28.3T — motivos of 06, 17 and AB (liquidação). */
const CHANNELS: Readonly<Record<string, string>> = {
  "01": "Por saldo",
  "02": "Por conta (parcial)",
  "03": "No próprio Banco",
  "04": "Compensação eletrônica",
  "05": "Compensação convencional",
  "06": "Por meio eletrônico",
  "08": "Em cartório",
};

/** 28.3T — motivos of 09 (baixa). */
const WRITE_OFFS: Readonly<Record<string, string>> = {
  "09": "Comandado Banco",
  "10": "Comandado cliente arquivo",
  "11": "Comandado cliente on-line",
  "12": "Decurso prazo – cliente",
  AA: "Baixa por pagamento",
};

/** 28.3T — motivos of 11 and AC (cartório). */
const NOTARY: Readonly<Record<string, string>> = {
  "70": "Título não selecionado por erro no CNPJ/CPF ou endereço",
  "76": "Banco aguarda cópia autenticada do documento",
  "77": "Título selecionado falta seu número",
  "78": "Título rejeitado pelo cartório por estar irregular",
  "79": "Título não selecionado - praça não atendida",
  "80": "Cartório aguarda autorização para protestar por edital",
  "90": "Protesto sustado por solicitação do Beneficiário",
  "91": "Protesto sustado por alteração no vencimento",
  "92": "Aponte cobrado de título sustado",
  "93": "Protesto sustado por alteração no prazo do protesto",
  "95": "Entidade Pública",
  "97": "Título em cartório",
};

/** 28.3T — motivos of 28 (tarifas e custas). */
const FEES: Readonly<Record<string, string>> = {
  "01": "Tarifa de extrato de posição",
  "02": "Tarifa de manutenção de título vencido",
  "03": "Tarifa de sustação e envio para cartório",
  "04": "Tarifa de protesto",
  "05": "Tarifa de outras instruções",
  "06": "Tarifa de outras ocorrências (registro/liquidação)",
  "07": "Tarifa de envio de duplicata ao Pagador",
  "08": "Custas de protesto",
  "09": "Custas de sustação de protesto",
  "10": "Custas do cartório distribuidor",
  AA: "Tarifa de formulário pré-impresso",
};

export const cnab240 = defineCnab240({
  bank_code: "041",
  bank_name: "BANRISUL",
  manual: "Banrisul, Cobrança Banrisul — Leiaute Febraban 240 posições (outubro/2013; 040/020)",
  versions: { file: "040", batch: "020" },
  overrides: {
    file_header: [
      num("beneficiary_code", 33, 45),
      blank(46, 52),
      blank(58, 58),
      blank(72, 72),
      lit("00000", 167, 171, "9"),
      blank(172, 179),
      lit("BE", 180, 181),
      blank(182, 211),
      blank(212, 225),
      zeros(226, 228),
      blank(229, 240),
    ],
    batch_header: [lit("00", 12, 13, "9"), num("beneficiary_code", 34, 46), blank(47, 53)],
    P: [num("our_number", 38, 47), blank(48, 57), num("write_off_days", 225, 227)],
    R: [zeros(180, 199), blank(208, 240)],
    T: [txt("our_number", 38, 47), blank(48, 57), txt("wallet_code", 58, 58)],
  },
  without: ["Y01"],
  fine_amount_only: true,
  write_off: { code: 0, with_days: { code: 1, min: 1, max: 99 } },
  // 07.3P / 07.3U 'Conteúdo' (manual/cnab240.codes.json): 05 subtracts the amount at 181-195, so it needs it.
  // 07.3P: 05 "subtrai o valor informado nas posições 181 a 195" — the cancellation needs the amount.
  movement_needs: { rebate_cancel: ["rebate_cents"] },
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    protest: "09",
    protest_cancel: "10",
    change_data: "31",
  },
  // 24.3P: 02 DM, 04 DS, 07 LC, 12 NP (AA-AD are products lote does not issue).
  document_kinds: { DM: "02", DS: "04", LC: "07", NP: "12" },
  occurrences: {
    codes: {
      "02": registered("Entrada confirmada"),
      "03": rejected("Entrada rejeitada"),
      "04": other("Reembolso e transferência (Desconto-Vendor) ou transferência de carteira (Garantia)"),
      "05": other("Reembolso e devolução Desconto e Vendor"),
      "06": paid("Liquidação"),
      "09": writtenOff("Baixa", "write_off"),
      "11": other("Título em carteira (em ser)"),
      "12": accepted("rebate", "Confirmação recebimento instrução abatimento"),
      "13": accepted("rebate_cancel", "Confirmação recebimento instrução de cancelamento abatimento"),
      "14": dueDateChanged("Confirmação instrução alteração de vencimento"),
      "15": protest("Confirmação de protesto imediato por falência"),
      "17": paid("Liquidação após baixa ou liquidação título não registrado"),
      "19": accepted("protest", "Confirmação recebimento instrução protesto"),
      "20": accepted(
        "protest_cancel",
        "Confirmação recebimento instrução de sustação/cancelamento de protesto",
      ),
      "23": protest("Remessa a cartório (aponte em cartório)"),
      "24": other("Reservado"),
      "25": protested("Protestado e baixado (baixa por ter sido protestado)"),
      "26": instructionRejected("Instrução rejeitada"),
      "27": accepted("change_data", "Confirmação do pedido de alteração de outros dados"),
      "28": fee("Débito de tarifas/custo"),
      "30": instructionRejected("Alteração de dados rejeitado"),
      AA: writtenOff("Devolução, liquidado anteriormente (CCB)"),
      AB: other("Cobrança a creditar (em trânsito)"),
      AC: protest("Situação do título – cartório"),
    },
    reasons: {
      rejected: REJECTIONS,
      paid: CHANNELS,
      written_off: WRITE_OFFS,
      protest: NOTARY,
      fee: FEES,
    },
  },
  reason_width: 2,
  simulate: {
    registered: "02",
    rejected: "03",
    paid: "06",
    written_off: "09",
    due_date_changed: "14",
    rejection_reason: "01",
  },
  account: (ctx) => ({ beneficiary_code: beneficiaryCode(ctx), "account.agency_account_digit": "" }),
  ourNumber,
  fileName: genericFileName,
});
