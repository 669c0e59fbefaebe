/**
 * 033 — Santander, CNAB 240 cobrança.
 *
 * Source: Santander, "Layout de Arquivos — Cobrança CNAB 240 posições" (H7815 v2.9, Abril/2018;
 * arquivo 040, lote 030). Differences from FEBRABAN v10:
 * - header de arquivo: 9-16 blank, tipo/número de inscrição at 17/18-32, código de transmissão
 *   33-47, 48-72 blank, no hour (152-157 blank), 167-240 blank; header de lote: 34-53 blank,
 *   código de transmissão 54-68, 69-73 blank, 200-240 blank;
 * - Segmento P 18-44: agência 4 + DV, conta 9 + DV, conta cobrança 9 + DV, 2 blanks; nosso número
 *   13 (12 + DV) at 45-57; 60 `2` (escritural), 61-62 blank; 101-105 zeros, 106 blank; 221 `0`
 *   não protestar (nota 25); 224 baixa `3` perfil do beneficiário, or `1` with the file's days
 *   (nota 26); 225 zero + prazo de baixa 2; moeda `00` (nota 27); 230-240 blank;
 * - Segmento Q 210-221 carnê fields (numeric: zeros), 222-240 blank;
 * - Segmento R 42-65, 90-99 and 180-240 blank; trailer de lote 24-240 blank in the remessa, and in
 *   the retorno FEBRABAN's totals at 24-115 (simples, vinculada, caucionada, descontada) and the
 *   aviso de lançamento at 116-123 (H7815 "Trailer de lote retorno", nota 39); trailer de arquivo
 *   30-240 blank;
 * - Segmento T 18-40 account block, nosso número 41-53, carteira 54, seu número 55-69, vencimento
 *   70-77, valor 78-92, banco/agência cobradora 93-100, uso da empresa 101-125, moeda 126-127,
 *   pagador 128-183, conta cobrança 184-193, tarifa 194-208, motivos 209-218.
 * The código de transmissão comes from `account.bank_fields.transmission_code` (15 digits) on
 * the file's account; without it lote derives agência 4 + `0000` + código do beneficiário 7.
 * The tipo de cobrança at P 58 is nota 5's: `5` for carteira 101 (rápida com registro), `1` for
 * the 2xx carteiras (eletrônica com registro). The Segmento T positions above are the retorno's
 * table, also checked against cnab_yaml and the corpus's Santander retornos.
 * Segment Y-03 (Boleto SX, the title's PIX), remessa and retorno: 18-19 `03`, 20-80 blanks, 81
 * tipo de chave DICT (nota 49: 1 CPF, 2 CNPJ, 3 celular, 4 e-mail, 5 EVP), 82-158 chave (nota
 * 50; in the retorno the QR Code's URL, nota 51), 159-193 TXID (nota 52), 194-240 blanks. From
 * H7815 v8.3 (Abril/2025) as transcribed in eosloan/cnab-tools (the v2.9 at hand predates PIX),
 * with ACBr's writer and a v040 reader giving the same positions and a Santander retorno with
 * Y-03 lines agreeing (manual/cnab240-y03.table.json). Sent with an entry
 * (movement 01) whose `pix` has a key; the retorno's Y-03 comes with the entry's confirmation.
 * A PIX payment comes back, as the bank's account is set, as 09 (baixa) with motivo 09 or 92
 * (pagamento PIX), or as 06 with motivo 61 (liquidação por pagamento PIX).
 *
 * Uncertain: the derivation of the código de transmissão.
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { FEBRABAN_KINDS, FEBRABAN_SIMULATE } from "../../cnab/spec/febraban-codes";
import {
  accepted,
  dueDateChanged,
  fee,
  instructionRejected,
  other,
  paid,
  protest,
  protestCancelled,
  protested,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { type FileContext, genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import type { RemessaTitle } from "../../cnab/types";
import { padDigits } from "../../math/check-digits";
import { boleto } from "./boleto";
import { PIX_BY_REASON, PIX_REASONS } from "./cnab240-pix";

/** Nosso número with its DV, 13 digits, from the boleto rules (`000000000012-3`). */
export function santanderOurNumber(t: RemessaTitle): string {
  return boleto.ourNumber(t).replace("-", "");
}

function transmissionCode(ctx: FileContext): string {
  const a = ctx.account;
  return (
    a.bank_fields?.transmission_code ?? `${padDigits(a.agency, 4)}0000${padDigits(a.agreement ?? "", 7)}`
  );
}

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t) => ({ our_number: santanderOurNumber(t), wallet_code: Number(t.wallet) > 200 ? 1 : 5 }),
  decode: (read) => {
    const raw = read("our_number");
    return { our_number: stripZeros(raw.slice(0, -1)), raw };
  },
};

const ACCOUNT = [
  num("account.agency", 18, 21),
  txt("account.agency_digit", 22, 22),
  num("account.account", 23, 31),
  txt("account.account_digit", 32, 32),
];

export const cnab240 = defineCnab240({
  bank_code: "033",
  bank_name: "BANCO SANTANDER",
  manual: "Santander, Layout de Arquivos — Cobrança CNAB 240 posições (H7815; arquivo 040, lote 030)",
  versions: { file: "040", batch: "030" },
  // "Orientações para Boleto SX": a TXID of 26 to 35 letters and digits, or none (the bank assigns it).
  pix_segment: {
    txid: /^[A-Za-z0-9]{26,35}$/,
    table: [
      blank(20, 80),
      num("pix_key_type", 81, 81),
      txt("pix.key", 82, 158),
      txt("pix.txid", 159, 193),
      blank(194, 240),
    ],
  },
  overrides: {
    file_header: [
      blank(9, 16),
      num("company.document_type", 17, 17),
      num("company.document", 18, 32),
      num("transmission_code", 33, 47),
      blank(48, 72),
      blank(152, 157),
      blank(167, 240),
    ],
    batch_header: [blank(34, 53), num("transmission_code", 54, 68), blank(69, 73), blank(200, 240)],
    P: [
      ...ACCOUNT,
      num("collection_account", 33, 41),
      txt("collection_account_digit", 42, 42),
      blank(43, 44),
      num("our_number", 45, 57),
      blank(61, 62),
      zeros(101, 104),
      zeros(105, 105),
      blank(106, 106),
      lit("0", 225, 225, "9"),
      num("write_off_days", 226, 227),
      blank(230, 240),
    ],
    Q: [zeros(210, 221), blank(222, 240)],
    // Nota 35: tipo de impressão 2 = "mensagem livre a ser impressa no campo instruções" (the
    // mensagens 5-9 form, 19-218); Santander has no FEBRABAN tipo 3.
    S: [lit("2", 18, 18, "9")],
    R: [blank(42, 65), blank(90, 99), blank(180, 240)],
    T: [
      ...ACCOUNT,
      blank(33, 40),
      num("our_number", 41, 53),
      num("wallet_code", 54, 54),
      txt("document_number", 55, 69),
      num("due_date", 70, 77),
      num("amount_cents", 78, 92),
      num("collecting_bank", 93, 95),
      num("collecting_agency", 96, 99),
      txt("collecting_agency_digit", 100, 100),
      txt("company_reference", 101, 125),
      num("currency", 126, 127),
      num("payer.document_type", 128, 128),
      num("payer.document", 129, 143),
      txt("payer.name", 144, 183),
      num("collection_account", 184, 193),
      num("fee_cents", 194, 208),
      txt("reasons", 209, 218),
      blank(219, 240),
    ],
    batch_trailer: [blank(24, 240)],
    file_trailer: [blank(30, 240)],
  },
  // H7815 "Trailer de lote retorno": FEBRABAN's counts and totals (nota 39) and aviso (nota 40).
  retorno_batch_trailer: [],
  defaults: { P: { currency: 0, document_type: "2" } },
  // Nota 25: 0 = não protestar (3 is "utilizar perfil beneficiário" here); nota 26: 1 baixar,
  // 2 não baixar, 3 perfil do beneficiário — the account's profile unless the file sets days.
  codes: { no_protest: "0" },
  // H7815's remessa records are P, Q, R, S and Y-53: no Y-01. The sacador/avalista goes in
  // Q 154-209 (nota 31), which lote fills.
  without: ["Y01"],
  // Nota 25: 1 protestar dias corridos, 2 dias úteis (0 não protestar, 3 perfil do beneficiário).
  protest: { calendar: "1", business: "2" },
  write_off: { code: 3, days: 0, with_days: { code: 1, min: 1, max: 99 } },
  // H7815 nota 14 (remessa) and nota 41 (retorno): Santander's own lists, as transcribed in
  // manual/cnab240.codes.json (10/11 are its desconto, 18 the sustação, 98 não protestar).
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    amount_change: "47",
    discount: "10",
    discount_cancel: "11",
    protest: "09",
    protest_cancel: "18",
    do_not_protest: "98",
    document_number_change: "08",
    change_data: "31",
  },
  document_kinds: FEBRABAN_KINDS,
  occurrences: {
    reasons: PIX_REASONS,
    by_reason: PIX_BY_REASON,
    codes: {
      "02": registered("Entrada confirmada"),
      "03": rejected("Entrada rejeitada"),
      "04": other("Transferência de carteira/entrada"),
      "05": other("Transferência de carteira/baixa"),
      "06": paid("Liquidação"),
      "09": writtenOff("Baixa", "write_off"),
      "11": other("Títulos em carteira ( em ser)"),
      "12": accepted("rebate", "Confirmação recebimento instrução de abatimento"),
      "13": accepted("rebate_cancel", "Confirmação recebimento instrução de cancelamento abatimento"),
      "14": dueDateChanged("Confirmação recebimento instrução alteração de vencimento"),
      "17": paid("Liquidação após baixa ou liquidação título não registrado"),
      "19": accepted("protest", "Confirmação recebimento instrução de protesto"),
      "20": accepted("protest_cancel", "Confirmação recebimento instrução de sustação/não protestar"),
      "23": protest("Remessa a cartorio ( aponte em cartorio)"),
      "24": protestCancelled("Retirada de cartorio e manutenção em carteira"),
      "25": protested("Protestado e baixado ( baixa por ter sido protestado)"),
      "26": instructionRejected("Instrução rejeitada"),
      "27": accepted("change_data", "Confirmação do pedido de alteração de outros dados"),
      "28": fee("Debito de tarifas/custas"),
      "29": other("Ocorrências do pagador"),
      "30": instructionRejected("Alteração de dados rejeitada"),
      "32": rejected("Código de IOF inválido"),
      "51": other("Título DDA reconhecido pelo pagador"),
      "52": other("Título DDA não reconhecido pelo pagador"),
      "53": rejected("Título DDA recusado pela CIP"),
      "61": accepted("amount_change", "Confirmação de alteração do valor nominal do título"),
      "91": other("Confirmação de alteração do valor mínimo ou percentual mínimo"),
      "92": other("Confirmação de alteração do valor máximo ou percentual máximo"),
      "93": other("Baixa operacional"),
      "94": other("Cancelamento de baixa operacional"),
      A4: other("Pagador DDA"),
    },
  },
  reason_width: 2,
  simulate: FEBRABAN_SIMULATE,
  account: (ctx) => ({
    transmission_code: transmissionCode(ctx),
    collection_account: ctx.account.account,
    collection_account_digit: ctx.account.account_digit,
  }),
  ourNumber,
  fileName: genericFileName,
  // The retorno's trailer de lote counts only its detail records in every published Santander
  // retorno (brcobranca, br_boleto, CnabPHP, kmee/cnab240 samples), though the manual's note 38
  // says header and trailer are counted: both are accepted. Its totals (note 39, "posição da
  // carteira de cobrança") are the beneficiary's whole portfolio.
  retorno_trailer: { batch_records: ["details", "batch"], totals: "portfolio" },
});
