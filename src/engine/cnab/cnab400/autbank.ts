/**
 * The "CNAB 400 Autbank" dialect: the layout the Autbank cobrança system (Autbank Projetos e
 * Consultoria) gives the banks that run it — its "Troca de Arquivos — Cobrança, Manual do Usuário —
 * Novo CNAB 400" (V2 130504) is what Banco Rendimento hands out, and Banco Fibra's own manual
 * (agosto/2021) prints the same 148 field rows ("troca no padrão CNAB AUTBANK", 3.1). One table
 * serves both; each bank's `cnab400.ts` gives its codes (carteira, movements, occurrences), cited
 * in its own manual. Differences from the common 400 block:
 * - header 27-46 código da empresa ("dado fornecido pelo Banco", nota 1: the file account's
 *   `bank_fields.company_code`, up to 20 characters), 101-394 blank, no NSA;
 * - detail 18-37 the same código, 63-73 nosso número 10 + DAC (the client's range, nota 7),
 *   74-89 blank (no correspondent), 90 código da multa (nota 11: 0, 1 valor, 2 percentual), 91-103
 *   valor or taxa (nota 12: a taxa with 4 decimals), 104-105 days after the due date the multa
 *   starts (nota 13), 106-107 blank, 108 carteira (the bank's code), 140-142 the bank, 143-147
 *   zeros, instrução 1 `10` (nota 9: no protest days) and 2 `00`, nome 235-264 (30) + 265-274
 *   blank, sacador 352-381 (30), 382-391 blank, prazo 392-393 `00`, moeda `0` (nota 8);
 * - retorno detail 83-85 nossa carteira, 95-107 nosso número no correspondente (not read), 176-188
 *   tarifa, 189-214 blank, 377 moeda, 378-385 erros (4 × 2, tabela 2.3), 386-391 data do crédito;
 *   retorno header 109-113 NSA; trailer with no totals (8-105 zeros).
 */

import type { Issue } from "../../errors";
import { mustIsoToDays } from "../../math/date";
import { onlyDigits } from "../../text";
import { blank, lit, num, txt, zeros } from "../layout/fields";
import { stripZeros } from "../layout/format";
import { companyCodeOf } from "../spec/company-code";
import {
  accepted,
  dueDateChanged,
  fee,
  instructionRejected,
  type OccurrenceDef,
  other,
  paid,
  protest,
  protested,
  registered,
  rejected,
  writtenOff,
} from "../spec/occurrences";
import { type FileContext, genericFileName, type OurNumberCodec } from "../spec/spec";
import type { RemessaMovement, RemessaTitle } from "../types";
import type { Cnab400Definition } from "./spec";

/** Tabela 2.3.1 (both manuals): errors of a rejected entry (occurrence 03), the motivos lote describes. */
export const AUTBANK_ENTRY_ERRORS: Readonly<Record<string, string>> = {
  "03": "CEP inválido – não temos cobrador",
  "04": "Sigla do estado inválida",
  "05": "Data de vencimento inválida ou fora do prazo mínimo",
  "06": "Código do banco inválido",
  "08": "Nome do sacado não informado",
  "10": "Logradouro não informado",
  "14": "Registro em duplicidade",
  "19": "Data de desconto inválida ou maior que a data de vencimento",
  "20": "Valor de IOF não numérico",
  "21": "Movimento para título não cadastrado no sistema",
  "22": "Valor de desconto + abatimento maior que o valor do título",
  "25": "CNPJ ou CPF do sacado inválido (aceito com restrições)",
  "26": "Espécie de documento inválida",
  "27": "Data de emissão do título inválida",
  "28": "Seu número não informado",
  "29": "CEP é igual a espaço ou zeros; ou não numérico",
  "30": "Valor do título não numérico ou inválido",
  "36": "Valor de permanência (mora) não numérico",
  "37": "Valor de permanência inconsistente",
  "38": "Valor de desconto/abatimento não numérico ou inválido",
  "39": "Valor de abatimento não numérico",
  "42": "Título já existente em nossos registros. Nosso número não aceito",
  "43": "Título enviado em duplicidade nesse movimento",
  "44": "Título zerado ou em branco; ou não numérico na remessa",
  "46": "Título enviado fora da faixa de nosso número estipulada para o cliente",
  "51": "Tipo/número de inscrição sacador/avalista inválido",
  "52": "Sacador/avalista não informado",
  "53": "Prazo de vencimento do título excede ao da contratação",
  "57": "Remessa contendo duas instruções incompatíveis",
  "60": "CNPJ/CPF do sacado inválido – título recusado",
  "87": "Excede prazo máximo entre emissão e vencimento",
};

/** Nota 8 (retorno): the occurrence codes both manuals list alike. */
export const AUTBANK_OCCURRENCES: Readonly<Record<string, OccurrenceDef>> = {
  "01": other("Confirma entrada título na CIP"),
  "02": registered("Entrada confirmada"),
  "03": rejected("Entrada rejeitada"),
  "05": other("Campo livre alterado"),
  "06": paid("Liquidação normal"),
  "08": paid("Liquidação em cartório"),
  // No "baixa conforme instrução" in the list: 09 is read as the answer to a pedido de baixa (10 is a paid title's).
  "09": writtenOff("Baixa automática", "write_off"),
  "10": writtenOff("Baixa por ter sido liquidado"),
  "12": accepted("rebate", "Confirma abatimento"),
  "13": accepted("rebate_cancel", "Abatimento cancelado"),
  "14": dueDateChanged("Vencimento alterado"),
  "15": instructionRejected("Baixa rejeitada", "write_off"),
  "16": instructionRejected("Instrução rejeitada"),
  "19": accepted("protest", "Confirma recebimento de ordem de protesto"),
  "20": accepted("protest_cancel", "Confirma recebimento de ordem de sustação"),
  "22": accepted("document_number_change", "Seu número alterado"),
  "23": protest("Título enviado para cartório"),
  "24": accepted("do_not_protest", "Confirma recebimento de ordem de não protestar"),
  "28": fee("Débito de tarifas/custas – correspondentes"),
  "40": fee("Tarifa de entrada (debitada na liquidação)"),
  "43": protested("Baixado por ter sido protestado"),
  "96": fee("Tarifa sobre instruções – mês anterior"),
  "97": fee("Tarifa sobre baixas – mês anterior"),
  "98": fee("Tarifa sobre entradas – mês anterior"),
  "99": fee("Tarifa sobre instruções de protesto/sustação – mês anterior"),
};

export interface AutbankBank {
  bank_code: string;
  bank_name: string;
  manual: string;
  /** Nota 3: the carteira (108) of the titles the client numbers and prints. */
  wallet_code: string;
  /** Where the bank's sources code 108 by the title's carteira: its code per lote wallet (`wallet_code` otherwise). */
  wallet_codes?: Readonly<Record<string, string>>;
  /** Codes of the Autbank list (nota 8) the bank's sources do not read. */
  not_read?: readonly string[];
  /** The file warning of a layout only one independent source lays out. */
  unconfirmed?: string;
  movements: Readonly<Partial<Record<RemessaMovement, string>>>;
  /** Fields a movement needs beyond the defaults, where the bank's manual asks (Rendimento 47: the due date too). */
  movement_needs?: Readonly<Partial<Record<RemessaMovement, readonly string[]>>>;
  /** The boleto rules' printed nosso número (`carteira/nosso número-DAC`, `../../banks/layouts.ts`). */
  printedOurNumber(t: RemessaTitle, ctx: FileContext): string;
}

const COMPANY = [
  num("company.document_type", 2, 3),
  num("company.document", 4, 17),
  txt("company_code", 18, 37),
];

/**
 * The Autbank CNAB 400 definition of one bank: the shared table with the bank's codes.
 *
 * @example export const cnab400 = defineCnab400(autbank400({ bank_code: "224", wallet_code: "D", … }));
 */
export function autbank400(bank: AutbankBank): Cnab400Definition {
  const ourNumber: OurNumberCodec = {
    fields: ["our_number"],
    // 63-73 takes the nosso número and its DAC, the part after the carteira the boleto prints.
    encode: (t, ctx) => ({ our_number: onlyDigits(bank.printedOurNumber(t, ctx).split("/")[1] ?? "") }),
    decode: (read) => {
      const raw = read("our_number");
      return { our_number: stripZeros(raw.slice(0, -1)), raw };
    },
  };
  return {
    bank_code: bank.bank_code,
    bank_name: bank.bank_name,
    manual: bank.manual,
    ...(bank.unconfirmed ? { unconfirmed: bank.unconfirmed } : {}),
    detail_type: "1",
    overrides: {
      header: [txt("company_code", 27, 46)],
      ret_header: [
        txt("company_code", 27, 46),
        num("density", 101, 105),
        txt("density_unit", 106, 108),
        num("file_sequence", 109, 113),
        blank(114, 394),
      ],
      detail: [
        ...COMPANY,
        txt("company_reference", 38, 62),
        num("our_number", 63, 73),
        blank(74, 86),
        blank(87, 89),
        num("fine_code", 90, 90),
        num("fine_value", 91, 103),
        num("fine_days", 104, 105),
        blank(106, 107),
        bank.wallet_codes ? num("wallet_code", 108, 108) : lit(bank.wallet_code, 108, 108),
        zeros(143, 146),
        zeros(147, 147),
        txt("document_kind", 148, 149),
        lit("10", 157, 158, "9"),
        lit("00", 159, 160, "9"),
        txt("payer.name", 235, 264),
        blank(265, 274),
        txt("guarantor.name", 352, 381),
        blank(382, 391),
        lit("00", 392, 393, "9"),
        lit("0", 394, 394),
      ],
      ret_detail: [
        ...COMPANY,
        txt("company_reference", 38, 62),
        num("our_number", 63, 73),
        blank(74, 82),
        txt("bank_wallet", 83, 85),
        blank(86, 94),
        txt("correspondent_our_number", 95, 107),
        txt("wallet_code", 108, 108),
        num("collecting_agency", 169, 172),
        num("collecting_agency_digit", 173, 173),
        blank(189, 214),
        zeros(280, 292),
        blank(293, 376),
        num("currency", 377, 377),
        txt("reasons", 378, 385),
        num("credit_date", 386, 391),
        zeros(392, 394),
      ],
      ret_trailer: [zeros(8, 105), blank(106, 394)],
    },
    fine_kinds: ["amount", "rate"],
    detail(d, v) {
      if (bank.wallet_codes) v.wallet_code = bank.wallet_codes[d.title.wallet] ?? bank.wallet_code;
      v.fine_code = d.fine.code;
      // Nota 12: a valor in centavos, a taxa with four decimals (basis points × 100).
      v.fine_value = d.fine.code === "2" ? d.fine.value * 100 : d.fine.value;
      v.fine_days =
        d.fine.code !== "0" && d.fine.date
          ? Math.max(0, mustIsoToDays(d.fine.date) - mustIsoToDays(d.due_date))
          : 0;
    },
    movements: bank.movements,
    ...(bank.movement_needs ? { movement_needs: bank.movement_needs } : {}),
    document_kinds: { DM: "01", NP: "02", CH: "03", LC: "04", RC: "05", AP: "08", DS: "12", OUT: "99" },
    occurrences: {
      codes: Object.fromEntries(
        Object.entries(AUTBANK_OCCURRENCES).filter(([c]) => !bank.not_read?.includes(c)),
      ),
      reasons: { rejected: AUTBANK_ENTRY_ERRORS },
    },
    reason_width: 2,
    simulate: {
      registered: "02",
      rejected: "03",
      paid: "06",
      written_off: "09",
      due_date_changed: "14",
      rejection_reason: "42",
    },
    account: (ctx: FileContext, issues: Issue[]) => {
      const code = companyCodeOf(
        ctx,
        issues,
        `bank ${bank.bank_code} CNAB 400`,
        "the código da empresa (up to 20 characters) the bank gives the client (nota 1)",
      );
      return code === null ? {} : { company_code: code };
    },
    ourNumber,
    fileName: genericFileName,
  };
}
