/**
 * 422 — Banco Safra, CNAB 400 cobrança registrada.
 *
 * Source: Banco Safra, "Manual / Layout de Cobrança CNAB 400" (2016; kept by brcobranca in
 * `docs/Safra/safra_cobranca2016.pdf`): 6.1 arquivo remessa (header, detalhe, trailler, notas
 * 6.1.1-6.1.9), 6.2 arquivo retorno (header, detalhe, trailler, 6.2.1 motivos, 6.2.2 ocorrências),
 * 7.1 dígito do nosso número. Its tables are transcribed to `manual/cnab400.table.json` and
 * diffed (`manual-crosscheck.test.ts`). Differences from the common 400 block:
 * - header 27-40 código da empresa (agência 5 = 4 + DV, conta de cobrança 9 = 8 + DV, as the
 *   boleto's campo livre), 41-46 blank, 80-94 `BANCO SAFRA`, 101-391 blank, 392-394 número do
 *   arquivo 9(03) — which every detail and the trailer repeat at 392-394; lote writes the NSA modulo
 *   1000 there (the field has three digits);
 * - detail 18-31 código da empresa, 32-37 blank, 63-71 nosso número 8 + DV (7.1: módulo 11, resto
 *   0 → 1, 1 → 0), 72-101 blank, 102 IOF `0`, 103-104 moeda `00` (real), 105 blank, 106-107
 *   instrução 3 `00`, 108 carteira (the wallet, 1 simples / 2 vinculada), 140-142 `422`, 143-147
 *   zeros, espécies per 6.1.4 (01 DM, 02 NP, 03 NS, 05 RC, 09 DS), instruções 157-160 `00` or, with
 *   a multa, 157-158 `16` and 206-218 = data da multa DDMMAA + percentual 99V99 + `000` (6.1.5,
 *   6.1.8: so a title cannot carry both a multa and an abatimento), bairro 315-324 (10), 325-326
 *   blank, sacador/avalista 352-381 (30), 382-388 blank, 389-391 banco emitente `422`;
 * - trailer 369-376 quantidade and 377-391 valor total (opcional; lote fills them, as
 *   BoletoNetCore's writer does);
 * - retorno detail 103-104 ocorrência de origem, 105-107 motivo de rejeição (one code of 3),
 *   127-135 nosso número confirmado, 189-201 outras despesas, 293-295 moeda, 296-301 data de
 *   crédito; trailer: "posição atual da cobrança simples/vinculada" — the portfolio (not checked).
 * Movements (6.1.3): 01, 02, 04, 05, 06, 09, 10 (não protestar), 31 (alteração do valor); BoletoNetCore
 * (`BancoSafra.CNAB400.cs`) is the second writer read for the values the manual leaves open.
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt, zeros } from "../../cnab/layout/fields";
import { ddmmyy, stripZeros } from "../../cnab/layout/format";
import {
  accepted,
  dueDateChanged,
  fee,
  other,
  paid,
  protest,
  protestCancelled,
  protested,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import { padDigits } from "../../math/check-digits";
import { boleto } from "./boleto";
import { SAFRA_REJECTIONS } from "./cnab400-reasons";

const ourNumber: OurNumberCodec = {
  fields: ["our_number", "our_number_dv"],
  encode: (t) => ({ our_number: t.our_number, our_number_dv: boleto.ourNumber(t).slice(-1) }),
  decode: (read) => ({
    our_number: stripZeros(read("our_number")),
    raw: read("our_number") + read("our_number_dv"),
  }),
};

const COMPANY = [
  num("company.document_type", 2, 3),
  num("company.document", 4, 17),
  num("company_code", 18, 31),
];

export const cnab400 = defineCnab400({
  bank_code: "422",
  bank_name: "BANCO SAFRA",
  manual: "Banco Safra, Manual / Layout de Cobrança CNAB 400 (2016)",
  detail_type: "1",
  overrides: {
    header: [
      lit("COBRANCA", 12, 19),
      blank(20, 26),
      num("company_code", 27, 40),
      blank(41, 46),
      txt("bank_name", 80, 90),
      blank(91, 94),
      blank(101, 391),
      num("file_sequence", 392, 394),
    ],
    detail: [
      ...COMPANY,
      blank(32, 37),
      txt("company_reference", 38, 62),
      num("our_number", 63, 70),
      num("our_number_dv", 71, 71),
      blank(72, 101),
      lit("0", 102, 102, "9"),
      lit("00", 103, 104, "9"),
      blank(105, 105),
      lit("00", 106, 107, "9"),
      num("wallet", 108, 108),
      zeros(143, 147),
      num("rebate_or_fine", 206, 218),
      txt("payer.address.district", 315, 324),
      blank(325, 326),
      txt("guarantor.name", 352, 381),
      blank(382, 388),
      lit("422", 389, 391, "9"),
      num("file_sequence", 392, 394),
    ],
    trailer: [
      blank(2, 368),
      num("total_titles", 369, 376),
      num("total_amount", 377, 391),
      num("file_sequence", 392, 394),
    ],
    ret_header: [
      txt("service_name", 12, 19),
      blank(20, 26),
      num("company_code", 27, 40),
      blank(41, 46),
      blank(101, 391),
      num("file_sequence", 392, 394),
    ],
    ret_detail: [
      ...COMPANY,
      blank(32, 37),
      txt("company_reference", 38, 62),
      num("our_number", 63, 70),
      num("our_number_dv", 71, 71),
      blank(72, 102),
      num("origin_movement", 103, 104),
      txt("reasons", 105, 107),
      num("wallet", 108, 108),
      num("our_number_confirmation", 127, 135),
      blank(136, 146),
      zeros(202, 214),
      num("currency", 293, 295),
      blank(302, 307),
      num("transferred_to", 308, 321),
      txt("dda", 322, 322),
      txt("liquidation_means", 323, 324),
      blank(325, 376),
      txt("company_number_15", 377, 391),
      num("file_sequence", 392, 394),
    ],
    ret_trailer: [
      lit("2", 2, 2),
      lit("01", 3, 4),
      blank(48, 97),
      num("linked_titles", 98, 105),
      num("linked_amount", 106, 119),
      txt("linked_notice", 120, 127),
      blank(128, 391),
      num("file_sequence", 392, 394),
    ],
  },
  fine_kinds: ["rate"],
  check(d, issues, path) {
    if (d.fine.code === "2" && (d.title.rebate_cents ?? 0) > 0)
      issues.push({
        code: "CNAB_UNSUPPORTED_FINE",
        path: [...path, "fine"],
        message:
          "bank 422 CNAB 400 carries the multa in the abatimento field (206-218, nota 6.1.8): a title cannot have both",
      });
  },
  detail(d, v) {
    v.wallet = d.title.wallet;
    if (d.fine.code === "2" && d.fine.date) {
      // 6.1.8: data DDMMAA (206-211) + percentual 99V99 (212-215) + 000 (216-218).
      v.rebate_or_fine = `${ddmmyy(d.fine.date)}${padDigits(String(d.fine.value), 4)}000`;
      v.instruction_1 = 16;
    } else {
      v.rebate_or_fine = d.title.rebate_cents ?? 0;
    }
    v["guarantor.name"] = d.guarantor?.name ?? "";
  },
  // 6.1.3 / 6.2.2 (manual/cnab400.codes.json): 10 is 'não protestar' (no sustação in the
  // remessa); 31 is 'alteração do valor do título'.
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    amount_change: "31",
    interest_waive: "11",
    protest: "09",
    do_not_protest: "10",
    negativacao: "90",
    negativacao_cancel: "91",
    document_number_change: "08",
  },
  document_kinds: { DM: "01", NP: "02", NS: "03", RC: "05", DS: "09" },
  occurrences: {
    codes: {
      "02": registered("Entrada confirmada"),
      "03": rejected("Entrada rejeitada"),
      "04": other("Transferência de carteira (entrada)"),
      "05": other("Transferência de carteira (baixa)"),
      "06": paid("Liquidação normal"),
      "09": writtenOff("Baixado automaticamente"),
      "10": writtenOff("Baixado conforme instruções", "write_off"),
      "11": other("Títulos em ser (para arquivo mensal)"),
      "12": accepted("rebate", "Abatimento concedido"),
      "13": accepted("rebate_cancel", "Abatimento cancelado"),
      "14": dueDateChanged("Vencimento alterado"),
      "15": paid("Liquidação em cartório"),
      "19": accepted("protest", "Confirmação de instrução de protesto"),
      "20": accepted("protest_cancel", "Confirmação de sustar protesto"),
      "21": other("Transferência de beneficiário"),
      "23": protest("Título enviado a cartório"),
      "40": protested("Baixa de título protestado"),
      "41": paid("Liquidação de título baixado"),
      "42": protestCancelled("Título retirado do cartório"),
      "43": fee("Despesa de cartório"),
      "44": other("Aceite do título DDA pelo pagador"),
      "45": other("Não aceite do título DDA pelo pagador"),
      "51": accepted("amount_change", "Valor do título alterado"),
      "52": other("Acerto de data de emissão"),
      "53": other("Acerto de código espécie documento"),
      "54": accepted("document_number_change", "Alteração de seu número"),
      "56": accepted("negativacao", "Instrução negativação aceita"),
      "57": accepted("negativacao_cancel", "Instrução baixa de negativação aceita"),
      "58": other("Instrução não negativar aceita"),
    },
    reasons: { rejected: SAFRA_REJECTIONS },
  },
  reason_width: 3,
  simulate: {
    registered: "02",
    rejected: "03",
    paid: "06",
    written_off: "10",
    due_date_changed: "14",
    rejection_reason: "028",
  },
  account: (ctx) => ({
    company_code: `${padDigits(ctx.account.agency, 4)}${ctx.account.agency_digit ?? ""}${padDigits(ctx.account.account, 8)}${ctx.account.account_digit ?? ""}`,
    file_sequence: ctx.file_sequence % 1000,
  }),
  ourNumber,
  fileName: genericFileName,
  // 6.2 trailler: "posição atual da cobrança simples / vinculada", the portfolio.
  retorno_trailer: { totals: "portfolio" },
});
