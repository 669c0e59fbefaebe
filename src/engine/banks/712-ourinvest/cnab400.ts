/**
 * 712 — Banco Ourinvest, CNAB 400 cobrança: Bradesco's CNAB 400 block with Ourinvest's own
 * payer and sacador positions.
 *
 * No Ourinvest manual is at hand (its "Layout Cobrança CNAB 400" is named in laravel-boleto's
 * history but not readable here) and only one independent implementation writes and reads the
 * file: eduardokum/laravel-boleto (`src/Cnab/Remessa/Cnab400/Banco/Ourinvest.php` and
 * `src/Cnab/Retorno/Cnab400/Banco/Ourinvest.php`, commit 0081d0958f6257c39d4594ce2ca466d725cd5b5c,
 * MIT). Its remessa is Bradesco's 400 (header `MX` + NSA at 109-117; detail 21-37 zero + carteira +
 * agência + conta + DV, multa 66-70, nosso número 11 + DV at 71-82, `2` at 93, Bradesco's codes
 * for the writer's espécies 01, 02, 12, 99 and movements 01, 02, 04, 05, 06, 09, 18, 19, 31) with
 * these departures, which lote follows: header 27-46 the conta zero-padded to 20 and `BANCO
 * OURINVEST` at 80-94; detail 94-108 blank (no aviso de débito at 106), aceite `N` at 150;
 * endereço 275-312 (38), cidade 313-324, UF 325-326, CEP 327-334; sacador CPF/CNPJ 335-348,
 * blank 349-350, nome 351-394; instruções 157-160 `00` (no protest instruction). Its retorno reader
 * takes Bradesco's positions; its occurrence list is a part of Bradesco's (13 codes, Bradesco's
 * words), with 02 and 03 handled by its branches (entrada / erro). The writer's and reader's
 * positions are transcribed in `manual/cnab400.table.json` and diffed. Being one source,
 * every Ourinvest remessa carries `CNAB_LAYOUT_UNCONFIRMED` (`unconfirmed`). Not carried over:
 * Bradesco's Bolepix record 4, the NF-e record 2 (no input field).
 */
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { blank, lit, num, txt } from "../../cnab/layout/fields";
import { printedCheckDigits } from "../../cnab/spec/febraban-codes";
import {
  accepted,
  dueDateChanged,
  fee,
  other,
  paid,
  protest,
  registered,
  rejected,
  writtenOff,
} from "../../cnab/spec/occurrences";
import type { OurNumberCodec } from "../../cnab/spec/spec";
import { onlyDigits } from "../../text";
import { cnab400 as bradesco400 } from "../237-bradesco/cnab400";
import { boleto } from "./boleto";

const ourNumber: OurNumberCodec = {
  ...bradesco400.ourNumber,
  encode: (t, ctx) => ({
    wallet: t.wallet,
    our_number: t.our_number,
    our_number_dv: printedCheckDigits(boleto.ourNumber(t, { today: ctx.generated_on })),
  }),
};

const BRADESCO = bradesco400.overrides!;

export const cnab400 = defineCnab400({
  ...bradesco400,
  bank_code: "712",
  bank_name: "BANCO OURINVEST",
  manual:
    "Bradesco's CNAB 400 block under code 712 with Ourinvest's payer positions, as eduardokum/laravel-boleto's Ourinvest writer and reader lay it out (no Ourinvest manual found)",
  overrides: {
    ...BRADESCO,
    header: (BRADESCO.header ?? []).map((f) => (f.start === 27 ? num("company_code", 27, 46) : f)),
    detail: [
      ...(BRADESCO.detail ?? []).filter((f) => f.start < 94 || (f.start > 108 && f.start < 315)),
      blank(94, 108),
      txt("payer.address.street", 275, 312),
      txt("payer.address.city", 313, 324),
      txt("payer.address.state", 325, 326),
      num("payer.address.zip_code", 327, 334),
      // Blank without a sacador (the writer's 335-394 blanks), its CPF/CNPJ zero-filled with one.
      txt("guarantor.document", 335, 348),
      blank(349, 350),
      txt("guarantor.name", 351, 394),
      lit("N", 150, 150),
      lit("00", 157, 158, "9"),
      lit("00", 159, 160, "9"),
    ],
  },
  extras: {},
  detail(d, v) {
    v["guarantor.document"] = d.guarantor ? d.guarantor.document.padStart(14, "0") : "";
    if (d.fine.code === "2") {
      v.fine_code = 2;
      v["fine.value"] = d.fine.value;
    }
  },
  // As transcribed in manual/cnab400.codes.json (the writer's constants).
  movements: {
    entry: "01",
    write_off: "02",
    rebate: "04",
    rebate_cancel: "05",
    due_date_change: "06",
    protest: "09",
    protest_cancel: "19",
    protest_cancel_and_write_off: "18",
    change_data: "31",
  },
  document_kinds: { DM: "01", NP: "02", DS: "12", OUT: "99" },
  occurrences: {
    codes: {
      "00": other("Nenhuma ocorrência informada"),
      // Not in the reader's list; its branches count 02 as an entrada and 03 as an erro.
      "02": registered("Entrada confirmada"),
      "03": rejected("Entrada rejeitada"),
      "06": paid("Liquidação normal"),
      "09": writtenOff("Baixado automaticamente via arquivo"),
      "10": writtenOff("Baixado conforme instruções da agência", "write_off"),
      "12": accepted("rebate", "Abatimento concedido"),
      "13": accepted("rebate_cancel", "Abatimento cancelado"),
      "14": dueDateChanged("Vencimento alterado"),
      "15": paid("Liquidação em cartório"),
      "16": paid("Título pago em cheque - vinculado"),
      "17": paid("Liquidação após baixa ou título não registrado"),
      "20": accepted("protest_cancel", "Confirmação recebimento instrução sustação de protesto"),
      "23": protest("Entrada do título em cartório"),
      "28": fee("Débito de tarifas/custas"),
    },
  },
  simulate: { ...bradesco400.simulate, rejection_reason: "" },
  account: (ctx) => ({ company_code: onlyDigits(ctx.account.account) }),
  ourNumber,
  unconfirmed:
    "Ourinvest's CNAB 400 is Bradesco's block with Ourinvest's payer positions as one independent writer (eduardokum/laravel-boleto, Ourinvest.php) lays it out; no Ourinvest manual confirms it: have the bank accept a first file before production",
});
