/**
 * 089 — Credisan (Cooperativa de Crédito), CNAB 400 cobrança, **unconfirmed**.
 *
 * No Credisan manual and no second implementation were found. frones/ACBr's
 * `Fontes/ACBrBoleto/ACBrBancoCredisan.pas` (commit 62f42950657aa59bc9d9fa711f78fea3363350d8,
 * added 06/05/2025; its codes cite Credisan's "Lista 254" movements, "Lista 257" occurrences and
 * "Tabela 61" espécies) is the one writer and reader: its positions are transcribed in
 * `manual/cnab400.table.json` and diffed (`manual-crosscheck.test.ts`), its codes in
 * `manual/cnab400.codes.json`, and every remessa carries `CNAB_LAYOUT_UNCONFIRMED`. The layout is
 * Sicoob's CNAB 400 ("Bancoob CED", `../756-sicoob/cnab400.ts`) with Credisan's own fields, so
 * lote starts from Sicoob's definition (its retorno detail, espécies, protest days) and replaces
 * the records ACBr writes differently:
 * - header 27-30 cooperativa, 31 its DV, 32-39 conta 8, 40 its DV, 41-46 convênio líder 6,
 *   77-94 `089CREDISANCED`, 101-107 NSA;
 * - detail 18-21 cooperativa, 22 DV, 23-30 conta 8, 31 DV, 32-37 convênio, 63-73 nosso número 11
 *   + 74 DV (the boleto rule's, `boleto.ts`; `X` for 10), 75-76 parcela, 77-78 `00`, 82 `A` with
 *   a sacador avalista (its name at 352-391), 83-85 `109` (emissão pelo cliente), 86-101 zeros,
 *   102-106 blank, 107-108 carteira, 143-146 cooperativa and 147 `0`, 150 aceite `A`/`N`, 173 and
 *   394 blank, 193-205 IOF (zeros);
 * - no juros and no multa: ACBr writes the monthly rates 161-166 and 167-172 as the percentage
 *   times 100 padded with zeros on the right, which reads as no fixed scale, so a title with
 *   either is refused (`CNAB_UNSUPPORTED_INTEREST`, `CNAB_UNSUPPORTED_FINE`) rather than guessed;
 * - movements (Lista 254): 01, 02, 04, 05, 06, 08, 09, 10 (cancelar instrução de protesto e
 *   baixar), 11, 12, 31; retorno occurrences (Lista 257) as ACBr's `CodOcorrenciaToTipo`.
 * The retorno detail is read at Sicoob's positions, which are those ACBr's `LerRetorno400` reads
 * (occurrence 109-110, motivo 81-82, crédito 176-181, tarifa 182-188, values 189-292).
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import {
  accepted,
  dueDateChanged,
  fee,
  instructionRejected,
  other,
  paid,
  protest,
  protestCancelled,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import type { OurNumberCodec } from "../../cnab/spec/spec";
import { onlyDigits } from "../../text";
import { cnab400 as sicoob400 } from "../756-sicoob/cnab400";
import { boleto } from "./boleto";

const ourNumber: OurNumberCodec = {
  fields: ["our_number", "our_number_dv", "installment", "wallet_code"],
  encode: (t) => ({
    our_number: t.our_number,
    our_number_dv: boleto.ourNumber(t).split("-")[1] ?? "",
    installment: stripZeros(onlyDigits(t.bank_fields?.installment ?? "1")).slice(-2),
    wallet_code: t.wallet,
  }),
  decode: (read) => ({
    our_number: stripZeros(read("our_number")),
    raw: read("our_number") + read("our_number_dv"),
  }),
};

const ACCOUNT = [
  num("company.document_type", 2, 3),
  num("company.document", 4, 17),
  num("account.agency", 18, 21),
  txt("account.agency_digit", 22, 22),
  num("account.account", 23, 30),
  txt("account.account_digit", 31, 31),
  num("account.agreement", 32, 37),
];

export const cnab400 = defineCnab400({
  ...sicoob400,
  bank_code: "089",
  bank_name: "CREDISANCED",
  manual:
    "no Credisan manual: Credisan's CNAB 400 as frones/ACBr (ACBrBancoCredisan.pas, 62f42950) writes and reads it, the only independent source",
  unconfirmed:
    "no Credisan manual and no second implementation confirm this CNAB 400 layout; it follows frones/ACBr's ACBrBancoCredisan.pas alone: have the cooperative validate a test file before sending titles",
  overrides: {
    header: [
      lit("COBRANCA", 12, 19),
      blank(20, 26),
      num("account.agency", 27, 30),
      txt("account.agency_digit", 31, 31),
      num("account.account", 32, 39),
      txt("account.account_digit", 40, 40),
      num("account.agreement", 41, 46),
      num("file_sequence", 101, 107),
      blank(108, 394),
    ],
    detail: [
      ...ACCOUNT,
      txt("company_reference", 38, 62),
      num("our_number", 63, 73),
      txt("our_number_dv", 74, 74),
      num("installment", 75, 76),
      zeros(77, 78),
      blank(79, 81),
      txt("guarantor_flag", 82, 82),
      lit("109", 83, 85, "9"),
      zeros(86, 101),
      blank(102, 106),
      num("wallet_code", 107, 108),
      num("account.agency", 143, 146),
      lit("0", 147, 147, "9"),
      zeros(161, 166),
      zeros(167, 172),
      blank(173, 173),
      zeros(193, 205),
      txt("payer.address.street", 275, 311),
      txt("payer.address.district", 312, 326),
      txt("guarantor.name", 352, 391),
      txt("protest_days", 392, 393),
    ],
    ret_detail: sicoob400.overrides?.ret_detail ?? [],
    ret_trailer: [blank(2, 394)],
  },
  fine_kinds: [],
  monthly_rate_interest: false,
  check(d, issues, path) {
    if (d.interest.code !== "3")
      issues.push({
        code: "CNAB_UNSUPPORTED_INTEREST",
        path: [...path, "interest"],
        message:
          "bank 089 CNAB 400 takes no interest: ACBr, the one source, writes the monthly rate (161-166) with no fixed scale",
      });
  },
  detail(d, v) {
    v.guarantor_flag = d.guarantor ? "A" : "";
  },
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    document_number_change: "08",
    protest: "09",
    protest_cancel_and_write_off: "10",
    interest_waive: "11",
    payer_change: "12",
    change_data: "31",
  },
  occurrences: {
    codes: {
      "02": registered("Confirmação de entrada de título"),
      "03": rejected("Comando recusado"),
      "04": other("Transferência de carteira – entrada"),
      "05": paid("Liquidado sem registro"),
      "06": paid("Liquidação normal"),
      "09": writtenOff("Baixa de título"),
      "10": writtenOff("Baixa solicitada", "write_off"),
      "11": other("Títulos em ser"),
      "12": accepted("rebate", "Abatimento concedido"),
      "13": accepted("rebate_cancel", "Abatimento cancelado"),
      "14": dueDateChanged("Alteração de vencimento do título"),
      "15": paid("Liquidação em cartório"),
      "19": accepted("protest", "Confirmação de recebimento de instruções para protesto"),
      "20": other("Débito em conta"),
      "21": accepted("payer_change", "Alteração do nome do sacado"),
      "22": accepted("payer_change", "Alteração do endereço do sacado"),
      "23": protest("Encaminhamento para protesto"),
      "24": protestCancelled("Sustar protesto"),
      "25": accepted("interest_waive", "Dispensar juros"),
      "26": instructionRejected("Instrução rejeitada"),
      "27": accepted("change_data", "Confirmação de alteração de dados"),
      "28": other("Manutenção de título vencido"),
      "30": instructionRejected("Alteração de dados rejeitada", "change_data"),
      "96": fee("Despesas de protesto"),
      "97": fee("Despesas de sustação de protesto"),
      "98": fee("Débito de custas antecipadas"),
    },
  },
  simulate: { ...sicoob400.simulate, rejected: "03" },
  account: (ctx) => ({ "account.agency_digit": ctx.account.agency_digit ?? "" }),
  ourNumber,
});
