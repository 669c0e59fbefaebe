/**
 * Banrisul (041): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import {
  a,
  type BankEvidence,
  DEFAULT,
  DV_TEXT,
  d,
  GENERATED,
  LF,
  NO_NEWLINE,
  TEXT,
  USO_EMPRESA,
} from "../evidence.fixtures";

const BANRISUL_ACCOUNT =
  "Banrisul 240 10.0: número da conta 59-70, 9(12) '000EECCCCCCC' (the account's 9 digits right-aligned with zeros); cnab_yaml splits it into a 3-position '9(2)' of zeros and a 9-position '9(10)', neither of which tiles, the same characters for an account of up to 9 digits";

const BANRISUL_DV =
  "Banrisul 240: DV da conta 'Numérico'; a check digit lote writes as given (text, as for every bank): with a digit both tables agree";

const BANRISUL_BLU =
  "Banrisul 240 21.3U-22.3U: contrato BLU (operações de garantia) and complemento, read by lote as FEBRABAN's one text field 181-210 (not used by the entry)";

const BANRISUL_CODE =
  "Banrisul 240 07.0 / 11.1: código do beneficiário 9(20), 'usar as 13 primeiras posições do campo': lote writes the 13 digits (agência 4 + código 7 + NC 2) first and blanks after, as cnab_yaml's header de lote lays it out";

const BANRISUL_DEBIT =
  "Banrisul 240 20.3R-22.3R: banco, agência and conta do débito, 'Numérico *' (not considered): lote writes 180-199 zeros in one field";

const BANRISUL_VANS =
  "Banrisul 240 27.0-28.0: tipo de serviço and código das ocorrências, '*' (not considered): lote writes 229-240 blank in one field";
export const evidence: BankEvidence = {
  manualCompared: {
    "041-cnab240.json": 232,
  },
  manualReviewed: {
    "041 cnab240 file_header 33-52 picture": BANRISUL_CODE,
    "041 cnab240 batch_header 34-53 picture": BANRISUL_CODE,
    "041 cnab240 file_header 71-71 picture": DV_TEXT,
    "041 cnab240 file_header 172-179 unfilled":
      "Banrisul 240 22.0: uso reservado do Banco, alfanumérico with no content given: blank",
    "041 cnab240 file_header 182-191 boundary":
      "Banrisul 240 22.0-23.0: 182-191 reservado Banco BFQ/BBM (no content given) and 192-211 reservado empresa BRANCOS: lote writes 182-211 blank in one field",
    "041 cnab240 file_header 223-225 boundary":
      "Banrisul 240 24.0-25.0: 212-222 BRANCOS and 223-225 identificação VANS '*' (not considered): lote writes 212-225 blank in one field",
    "041 cnab240 file_header 226-228 unfilled":
      "Banrisul 240 26.0: controle das VANS 'Numérico *' (not considered): zeros, as cnab_yaml and laravel-boleto write it",
    "041 cnab240 file_header 229-230 boundary": BANRISUL_VANS,
    "041 cnab240 file_header 231-240 boundary": BANRISUL_VANS,
    "041 cnab240 P 38-57 picture":
      "Banrisul 240 13.3P: nosso número 9(20), 'serão consideradas as 10 primeiras posições': lote writes the 8 digits and the Número de Controle at 38-47 and blanks after, as cnab_yaml (nosso_numero 38-47 + nosso_numero_branco)",
    "041 cnab240 P 58-58 picture":
      "Banrisul 240 14.3P: carteira alfanumérica (1, 2, 3, B, D…); lote sends 1 (cobrança simples), the same character",
    "041 cnab240 P 60-60 picture":
      "Banrisul 240 16.3P: tipo de documento '*' (not considered); FEBRABAN's '1' either way",
    "041 cnab240 P 62-62 picture":
      "Banrisul 240 18.3P: distribuição '*' (not considered); FEBRABAN's '2' either way",
    "041 cnab240 P 101-105 unfilled":
      "Banrisul 240 22.3P: agência cobradora 'Numérico *' (apropriada através do CEP): zeros",
    "041 cnab240 P 107-108 picture":
      "Banrisul 240 24.3P: espécie alfanumérica; lote's codes are the two-digit ones (02, 04, 07, 12), the same characters",
    "041 cnab240 P 228-229 picture":
      "Banrisul 240 40.3P: código da moeda alfanumérico (09 Real, AA-AC índices); lote sends 09",
    "041 cnab240 R 180-182 boundary": BANRISUL_DEBIT,
    "041 cnab240 R 183-186 boundary": BANRISUL_DEBIT,
    "041 cnab240 R 187-199 boundary": BANRISUL_DEBIT,
    "041 cnab240 S 18-18 picture":
      "Banrisul 240 08.3S: tipo de impressão '3' (alfanumérico: 2, 3, B-G); lote writes the digit 3, the same character",
    "041 cnab240 T 131-132 picture":
      "Banrisul 240 22.3T: código da moeda alfanumérico; lote reads 131-132 as FEBRABAN's number (not used by the retorno entry)",
    "041 cnab240 U 181-202 boundary": BANRISUL_BLU,
    "041 cnab240 U 203-210 boundary": BANRISUL_BLU,
    "041 cnab240 file_trailer 4-7 unfilled":
      "Banrisul 240 02.9: lote de serviço; lote writes FEBRABAN's 9999 for the trailer de arquivo",
  },
  corpusReviewedWarnings: {
    "041/cnab400/retorno/brcobranca-CNAB400BANRISUL.RET": {
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_TOTALS_MISMATCH@3":
        "13 titles / R$ 3,645.00 against 1 entry: the trailer is a Bradesco trailer (bank 237 at 5-7) the publisher pasted into a Banrisul sample, so it says nothing about Banrisul's meaning",
    },
    "041/cnab400/retorno/laravel-boleto-banrisul.ret": { "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE },
  },
  layoutReviewed: {
    "041 cnab240 file_header 33-48 boundary":
      "Banrisul 240 07.0: código do beneficiário 33-52, 'usar as 13 primeiras posições' (agência 4 + código 7 + NC 2): lote writes the 13 at 33-45 and blanks after, as cnab_yaml's own header de lote (34-46 + 47-53 blank); cnab_yaml's header de arquivo spans 33-48 for a 9(13) and 49-52 for an X(7), not a tiling",
    "041 cnab240 file_header 58-58 unfilled": "Banrisul 240 09.0: DV da agência 'BRANCO'",
    "041 cnab240 file_header 59-61 boundary": BANRISUL_ACCOUNT,
    "041 cnab240 file_header 62-70 boundary": BANRISUL_ACCOUNT,
    "041 cnab240 file_header 71-71 picture": BANRISUL_DV,
    "041 cnab240 file_header 72-72 unfilled": "Banrisul 240 12.0: DV ag/conta 'BRANCO'",
    "041 cnab240 batch_header 47-53 unfilled":
      "Banrisul 240 11.1: 'usar as 13 primeiras posições' of 34-53; the rest blank, as cnab_yaml's codigo_convenio_branco",
    "041 cnab240 batch_header 72-72 picture": BANRISUL_DV,
    "041 cnab240 P 36-36 picture": BANRISUL_DV,
    "041 cnab240 P 48-57 unfilled":
      "Banrisul 240 13.3P: nosso número 38-57, 'serão consideradas as 10 primeiras posições'; the rest blank, as cnab_yaml's nosso_numero_branco",
    "041 cnab240 P 60-60 picture":
      "Banrisul 240 16.3P: tipo de documento, '*' (not considered); lote writes FEBRABAN's 1, the value cnab_yaml defaults",
    "041 cnab240 P 62-62 picture":
      "Banrisul 240 18.3P: distribuição, '*' (not considered); lote writes FEBRABAN's 2, the value cnab_yaml defaults",
    "041 cnab240 P 63-77 picture":
      "Banrisul 240 19.3P: número do documento 'Alfanumérico obrigatório'; cnab_yaml marks it 9",
    "041 cnab240 P 107-108 picture":
      "Banrisul 240 24.3P: espécie 'Alfanumérico' (02, 04, 07, 12, AA-AD); lote's codes are the two-digit ones (02 DM, 04 DS, 07 LC, 12 NP), the same characters in either picture; cnab_yaml's default AA is CCB, a title the bank does not print, not what lote issues",
    "041 cnab240 P 196-220 picture":
      "Banrisul 240 35.3P: identificação do título na empresa 'Alfanumérico'; cnab_yaml marks it 9",
    "041 cnab400 detail 108-108 picture": "tipo de carteira: lote's Banrisul carteiras are digits",
    "041 cnab400 detail 148-149 picture":
      "tipo de documento: 'campo numérico obrigatório' (Banrisul 148-149); lote writes 08 (Cobrança Credenciada Banrisul)",
    "041 cnab400 detail 157-218 picture":
      "Banrisul 157-218 are instruções, mora, desconto, IOF and abatimento (Leiaute CNAB 400, 157-218); cnab_yaml blanks them, an older or wrong reading",
    "041 cnab400 detail 315-326 picture":
      "Banrisul 315-321 brancos, 322-324 taxa de multa, 325-326 dias (Leiaute CNAB 400); cnab_yaml's 'bairro' there is from another layout",
    "041 cnab400 detail 352-394 picture":
      "Banrisul 352-355 taxa antecipação, 356 branco, 357-369 desconto, 370-371 dias de protesto, 372-394 brancos; cnab_yaml's 'sacador' is from another layout",
    "041 cnab400 detail 63-72 picture":
      "nosso número 8 + número de controle 2, digits (Banrisul 063-072); lote writes two numeric fields",
    "041 cnab400 detail 73-104 boundary":
      "mensagem no bloqueto (optional): lote sends none, so the positions are blank to 107",
    "041 cnab400 header 1-9 picture":
      "cnab_yaml writes the record's leading literals as one text field; lote splits them into the manual's fields (same bytes)",
    "041 cnab400 header 77-87 boundary":
      "cnab_yaml writes the record's leading literals as one text field; lote splits them into the manual's fields (same bytes) (bank code and name)",
    "041 cnab400 header 88-94 boundary":
      "cnab_yaml writes the record's leading literals as one text field; lote splits them into the manual's fields (same bytes) (bank code and name)",
    "041 cnab400 ret_detail 108-108 picture": "carteira: lote reads the digit",
    "041 cnab400 ret_detail 18-29 boundary":
      "código do beneficiário (13, 18-30) as the remessa has it; cnab_yaml splits 18-29 / 30-35 (espécie de cobrança), which lote does not read",
    "041 cnab400 ret_detail 30-35 boundary":
      "código do beneficiário (13, 18-30) as the remessa has it; cnab_yaml splits 18-29 / 30-35 (espécie de cobrança), which lote does not read",
    "041 cnab400 ret_trailer 8-394 picture":
      "cnab_yaml blanks the trailer; lote reads the FEBRABAN-style totals at 18-39 (checked when non-zero)",
  },
  remessaDiscretionary: {
    "041 cnab400": [a("0", 95, 100, GENERATED), a("1", 38, 62, USO_EMPRESA)],
  },
  remessaReviewed: {
    "041/cnab400/remessa/brcobranca-remessa-banrisul-cnab400.rem": [
      d(
        DEFAULT.either,
        "1",
        162,
        173,
        "Banrisul 162-173 'campo numérico opcional, com zeros à esquerda': lote zeros, brcobranca blanks (the manual asks blanks only for carteiras N, R, S, X)",
      ),
      d(DEFAULT.text, "1", 261, 314, TEXT),
    ],
  },
  remessaAdaptations: {
    "041/cnab400/remessa/brcobranca-remessa-banrisul-cnab400.rem": {
      why: "the spec gives no beneficiary CPF/CNPJ, which lote asks of every file; Banrisul's CNAB 400 remessa has no place for it, so a placeholder changes no position",
      input: (i) => ({ ...i, company: { ...i.company, document: "11222333000181" } }),
    },
  },
  evidenceGaps: {
    "041 cnab240 remessa":
      "no Banrisul CNAB 240 remessa with inputs was found; cnab_yaml's header, P, Q and trailers and every position of the manual's tables (header to trailer, S tipo 3, T, U) are diffed (layout-crosscheck, manual-crosscheck)",
    "041 cnab240 retorno":
      "no Banrisul CNAB 240 retorno was found (laravel-boleto reads one but stores none); T and U are diffed with the manual's tables",
  },
  evidenceExpected: {
    "041 cnab240": {
      cnab_yaml: ["file_header", "batch_header", "P", "Q", "batch_trailer", "file_trailer"],
      manual_table: true,
      reference_remessas: 0,
      bank_retornos: 0,
    },
    "041 cnab400": {
      cnab_yaml: ["header", "detail", "trailer", "ret_header", "ret_detail", "ret_trailer"],
      manual_table: false,
      reference_remessas: 1,
      bank_retornos: 2,
    },
  },
};
