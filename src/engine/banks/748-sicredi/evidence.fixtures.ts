/**
 * Sicredi (748): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */

import type { BuildRemessaInput } from "../../cnab/types";
import {
  type BankEvidence,
  DEFAULT,
  DOC_NUMBER,
  d,
  FEBRABAN_240,
  INPUT,
  LF,
  NO_NEWLINE,
  NSA_0,
  nsa1,
  TEXT,
} from "../evidence.fixtures";

const FIXED = "a value the manual leaves to the beneficiary, which lote fixes (see 748-sicredi/cnab400.ts)";

const SICREDI_CODE =
  "código de movimento remessa: 'Alfa' in Sicredi's table, but every code of its domain is two digits ('01' = Cadastro de título …): the same bytes as lote's digits";

const SICREDI_DV =
  "the conta's check digit, which lote writes as given, as text (other banks' DVs may be letters); Sicredi's is a digit, so both tables agree";

const SICREDI_NN =
  "the corpus passes the 9-digit nosso número '072000031' (year 07, byte 2, sequence 00003, DV 1); lote's our_number is the sequence with bank_fields.year";

const sicredi = (i: BuildRemessaInput): BuildRemessaInput => ({
  ...nsa1(i),
  titles: i.titles.map((t) => ({ ...t, our_number: "3", bank_fields: { ...t.bank_fields, year: "07" } })),
});
export const evidence: BankEvidence = {
  manualCompared: {
    "748-cnab400.json": 128,
    "748-cnab240.json": 248,
  },
  manualReviewed: {
    "748 cnab400 detail 4-4 unfilled": `${FIXED}: 'A' impressão normal (lote writes no carnê)`,
    "748 cnab400 detail 18-18 unfilled": `${FIXED}: 'A' desconto as a value (lote's discounts are amounts)`,
    "748 cnab400 detail 19-19 unfilled": `${FIXED}: 'A' juros as a value per day (lote's CNAB 400 interest)`,
    "748 cnab400 detail 71-71 unfilled":
      "9.2 71: 'Campo deve estar vazio, só utilizar quando 109-110 for = 31'; lote sends no 31 detail changes",
    "748 cnab400 detail 72-72 unfilled": `${FIXED}: 'N' não postar (the beneficiary prints the boleto, 74 'B')`,
    "748 cnab400 detail 74-74 unfilled": `${FIXED}: 'B' impressão pelo beneficiário, as lote issues the boleto`,
    "748 cnab400 detail 75-76 picture":
      "9.2 75-76: only for tipo de impressão 'B – Carnê' (position 4); lote writes no carnê and leaves it blank, as laravel-boleto does (9.3: 'caso contrário sempre em branco')",
    "748 cnab400 detail 77-78 picture": "as 75-76 (total de parcelas, carnê only)",
    "748 cnab400 detail 83-92 unfilled":
      "9.2 83-92: 'ou senão preencher com zeros' (lote sends no desconto por antecipação)",
    "748 cnab400 detail 157-158 unfilled":
      "9.2 157-158: '00' não protestar automaticamente (lote sends no automatic protest)",
    "748 cnab400 detail 159-160 unfilled": "9.2 159-160: no protest, no days",
    "748 cnab400 detail 193-194 unfilled": "9.2 193-194: '00' não negativar automaticamente",
    "748 cnab400 detail 195-196 unfilled": "9.2 195-196: no negativação, no days",
    "748 cnab400 detail 315-319 unfilled":
      "9.2 315-319: 'Se pagador novo, o campo deve conter zeros' (lote keeps no Sicredi payer code)",
    "748 cnab400 detail 335-339 unfilled": "9.2 335-339: 'zeros quando inexistente'",
    "748 cnab240 file_header 8-8 unfilled":
      "03.0 tipo de registro: the table prints no default, and its domain says '0' = Header de arquivo, which lote writes",
    "748 cnab240 file_header 71-71 picture": SICREDI_DV,
    "748 cnab240 batch_header 72-72 picture": SICREDI_DV,
    "748 cnab240 P 16-17 picture": SICREDI_CODE,
    "748 cnab240 Q 16-17 picture": SICREDI_CODE,
    "748 cnab240 S 16-17 picture": SICREDI_CODE,
    "748 cnab240 Y01 16-17 picture": SICREDI_CODE,
    "748 cnab240 P 58-58 picture":
      "14.3P carteira 'Alfa', default '1' (cobrança simples): lote writes the digit 1",
    "748 cnab240 P 61-61 picture":
      "17.3P identificação da emissão 'Alfa', domain '1' Sicredi emite / '2' beneficiário emite: lote writes the digit 2",
    "748 cnab240 R 66-66 picture":
      "14.3R código da multa 'Alfa', FEBRABAN's domain 0/1/2 (C018-style): lote writes the digit",
    "748 cnab240 P 225-227 picture":
      "39.3P prazo para baixa 'Alfa', default '060': lote writes 060, the same three digits (Sicredi requires baixa: 38.3P '1')",
    "748 cnab240 S 18-18 unfilled":
      "08.3S tipo de impressão: lote always writes form 3 (mensagens 5-9 of 40), which the table lists",
  },
  corpusNotCompared: {
    "748/cnab400/retorno/br_boleto-sicredi.ret": {
      payer_code_cooperative:
        "Sicredi 10.2 15-19 código do pagador na cooperativa: payer data, not read by lote",
      payer_code_member:
        "Sicredi 10.2 20-24 código do pagador junto ao associado: payer data, not read by lote",
      credited_cents:
        "br_boleto's valor_liquido is its own figure: Sicredi's CNAB 400 retorno (10.2) has no credited amount, so lote's is null",
    },
  },
  corpusReviewedWarnings: {
    "748/cnab400/retorno/boletonet-RetornoSicredi.txt": {
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_NO_FINAL_NEWLINE@4": NO_NEWLINE,
    },
    "748/cnab400/retorno/laravel-boleto-sicredi.ret": {
      "CNAB_INVALID_DATE@1":
        "laravel-boleto's sample header carries 11111600 as its data de gravação (95-102, AAAAMMDD): a placeholder, read as no date",
      "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE,
    },
    "748/cnab240/retorno/brcobranca-CNAB240SICREDI.CRT": { "CNAB_LINE_ENDINGS@0": LF },
  },
  layoutReviewed: {
    "748 cnab240 T 41-45 boundary":
      "Sicredi's nosso número fills 38-57 (AA/BXXXXX-D, left-aligned); lote reads the field whole and takes the sequence at 41-45, the positions cnab_yaml names",
  },
  remessaDiscretionary: {
    "748 cnab240": FEBRABAN_240,
  },
  remessaReviewed: {
    "748/cnab240/remessa/brcobranca-remessa-sicredi-cnab240.rem": [
      d(DEFAULT.document_number, "3P", 63, 77, DOC_NUMBER),
      d(
        DEFAULT.no_charge,
        "3P",
        118,
        126,
        INPUT("tipo_mora '1' without a value: lote writes no interest (3, no date)"),
      ),
      d(
        DEFAULT.no_discount,
        "3P",
        142,
        142,
        "no discount: lote 0 (FEBRABAN C021 'sem desconto'); brcobranca 1 with a zero value; Sicredi's 30.3P prints no domain",
      ),
      d(DEFAULT.text, "3Q", 60, 113, TEXT),
    ],
    "748/cnab240/remessa/brcobranca-remessa-unicred-cnab240.rem": [
      d(DEFAULT.document_number, "3P", 63, 77, DOC_NUMBER),
      d(
        DEFAULT.no_discount,
        "3P",
        142,
        142,
        "no discount: lote 0, brcobranca 1 with a zero value; Sicredi's 30.3P prints no domain",
      ),
      d(DEFAULT.text, "3Q", 60, 113, TEXT),
    ],
  },
  remessaAdaptations: {
    "748/cnab240/remessa/brcobranca-remessa-sicredi-cnab240.rem": {
      why: `${NSA_0}; ${SICREDI_NN}`,
      input: sicredi,
    },
    "748/cnab240/remessa/brcobranca-remessa-unicred-cnab240.rem": {
      why: `${NSA_0}; ${SICREDI_NN}`,
      input: sicredi,
    },
  },
  evidenceGaps: {
    "748 cnab400 remessa":
      "no independent Sicredi CNAB 400 remessa with inputs was found; every position of the manual's tables (agosto/2019: header, detalhe com registro, trailer, and the retorno's) is diffed in manual-crosscheck.test.ts, and laravel-boleto's writer agrees with them",
  },
  evidenceExpected: {
    "748 cnab240": { cnab_yaml: ["T"], manual_table: true, reference_remessas: 2, bank_retornos: 1 },
    "748 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 0, bank_retornos: 3 },
  },
};
