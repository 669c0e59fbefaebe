/**
 * Banco do Brasil (001): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import {
  a,
  type BankEvidence,
  bankFields,
  CONTAS,
  DEFAULT,
  DEPARTURE,
  DOC_NUMBER,
  d,
  FEBRABAN_240,
  GENERATED,
  INPUT,
  k,
  LF,
  m,
  NO_NEWLINE,
  NSA,
  NSA_0,
  nsa1,
  TEXT,
  TRIMMED,
  USO_EMPRESA,
} from "../evidence.fixtures";

export const evidence: BankEvidence = {
  manualCompared: {
    "001-cnab400.json": 10,
  },
  manualReviewed: {
    "001 cnab400 fine 2-3 picture":
      "tipo de serviço printed X(002) with the content '99': lote writes the same two characters",
    "001 cnab400 fine 23-394 picture":
      "06.5 complemento printed 9(372) with the content 'Brancos': lote writes blanks, as the content says (ACBr's BB writer writes Space(372) there too)",
  },
  corpusReviewedWarnings: {
    "001/cnab240/retorno/CnabPHP-retorno_bb.ret": {
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_LINE_LENGTH@2":
        "the batch header is 241 characters: one trailing blank past 240, as the bank sent it (the JSON notes)",
    },
    "001/cnab240/retorno/br_boleto-banco_brasil.ret": {
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_LINE_LENGTH@1": "br_boleto's copy of brcobranca's CNAB240.RET with lines 1-2 one blank short",
      "CNAB_LINE_LENGTH@3":
        "br_boleto's copy with lines 3-4 carrying extra trailing blanks (244 and 266 characters)",
    },
    "001/cnab240/retorno/brcobranca-CNAB240.RET": {
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_LINE_LENGTH@1": TRIMMED,
    },
    "001/cnab240/retorno/ya-retorno-boleto-IEDCBR361502201214659.ret": { "CNAB_LINE_ENDINGS@0": LF },
    "001/cnab400/retorno/brcobranca-CBR64310.RET": { "CNAB_LINE_ENDINGS@0": LF },
    "001/cnab400/retorno/laravel-boleto-bb.ret": { "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE },
    "001/cnab400/retorno/ya-retorno-boleto-CBR64302.RET": { "CNAB_LINE_ENDINGS@0": LF },
    "001/cnab400/retorno/ya-retorno-boleto-CBR64303.RET": { "CNAB_LINE_ENDINGS@0": LF },
    "001/cnab400/retorno/ya-retorno-boleto-CBR64334531308201411115.ret": { "CNAB_LINE_ENDINGS@0": LF },
    "001/cnab400/retorno/ya-retorno-boleto-retorno.ret": { "CNAB_LINE_ENDINGS@0": LF },
    "001/cnab400/retorno/ya-retorno-boleto-retorno_cnab400conv6.ret": {
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_TOTALS_MISMATCH@4":
        "575 títulos / R$ 212,445.11 in cobrança simples (trailer 18-25 / 26-39) against two tipo-1 details: BB's trailer (CBR643 registro trailler, fields 06-07) here gives more than the file; one file does not show it is the portfolio, so BB's meaning stays the file's and the warning stands",
    },
    "001/cnab400/retorno/ya-retorno-boleto-retorno_cnab400conv7.ret": { "CNAB_LINE_ENDINGS@0": LF },
  },
  layoutReviewed: {
    "001 cnab240 P 118-118 picture":
      "código de juros is numeric in FEBRABAN C018 and the bank's manual (BB 27.3P 'Numérico'); cnab_yaml's generic layout marks it X",
    "001 cnab240 P 61-61 constant": "BB 17.3P: not treated ('branco, zero' or per carteira); lote writes 0",
    "001 cnab240 P 62-62 picture":
      "identificação da distribuição is 'Alfa' in FEBRABAN 18.3P and the bank's manual (BB 18.3P 'Alfanumérico'); cnab_yaml's generic layout marks it 9",
    "001 cnab240 batch_header 14-16 constant":
      "cnab_yaml's default is an older layout version; lote writes the version of the manual it follows (BB: 042)",
    "001 cnab240 batch_trailer 24-240 picture":
      "BB 06.5: 24-240 'Informar zeros e brancos': lote zeros the FEBRABAN total fields (not filled in a remessa: C070) and blanks the rest; cnab_yaml: all blanks",
    "001 cnab240 file_header 164-166 constant":
      "cnab_yaml's default is an older layout version; lote writes the version of the manual it follows (BB, Cnab240 Agosto/2017: 083 with lote 042)",
    "001 cnab240 file_header 223-225 boundary":
      "BB 24.0: 212-240 brancos; 'CSP' (223-225) and zeros (226-228) only with layout 030, which lote does not write",
    "001 cnab240 file_header 226-228 boundary":
      "BB 24.0: 212-240 brancos; 'CSP' (223-225) and zeros (226-228) only with layout 030, which lote does not write",
    "001 cnab240 file_header 229-230 boundary":
      "BB 24.0: 212-240 brancos; 'CSP' (223-225) and zeros (226-228) only with layout 030, which lote does not write",
    "001 cnab240 file_header 231-240 boundary":
      "BB 24.0: 212-240 brancos; 'CSP' (223-225) and zeros (226-228) only with layout 030, which lote does not write",
    "001 cnab400 detail 392-393 picture":
      "dias para protesto: numeric (CBR641 392-393 9(02)); cnab_yaml marks it X",
    "001 cnab400 detail 64-80 picture":
      "BB CBR641 nosso número: convênio + sequencial, digits either way; lote writes it as text, the 17 digits always present",
    "001 cnab400 ret_detail 169-172 boundary":
      "agência cobradora + DV: a retorno field lote does not read (it keeps the positions as one unread field)",
    "001 cnab400 ret_detail 173-173 boundary":
      "agência cobradora + DV: a retorno field lote does not read (it keeps the positions as one unread field)",
    "001 cnab240 R (generic) 18-65 picture":
      "FEBRABAN v10 R 18-65 are the second and third discounts (code, date, value; C021-C023), which cnab_yaml's generic layer reserves; BB 08.3R-13.3R: 'Campo não tratado. Informar Zeros ou brancos': lote writes zeros (it sends one discount, in P)",
    "001 cnab240 R (generic) 180-240 picture":
      "FEBRABAN v10 R 200-207 ocorrência do pagador and 208-231 débito em conta (C038-C039), reserved by cnab_yaml's generic layer; BB 20.3R 180-199 'Informar brancos', 21.3R-22.3R 'Informar Zeros': lote writes blanks at 180-199 and zeros in the numeric fields",
    "001 cnab240 file_trailer (generic) 30-35 picture": CONTAS,
  },
  remessaDiscretionary: {
    "001 cnab240": FEBRABAN_240,
    "001 cnab400": [a("0", 95, 100, GENERATED), a("0", 101, 107, NSA), a("7", 39, 63, USO_EMPRESA)],
  },
  remessaReviewed: {
    "001/cnab240/remessa/brcobranca-remessa-banco_brasil-cnab240.rem": [
      m("0", 120, 122, "BB manual (Cnab240 Agosto/2017) 13.0/G014: nome do banco 'BANCO DO BRASIL S.A.'"),
      d(DEFAULT.either, "0", 172, 211, "BB manual 22.0/23.0: 'brancos OU zeros'"),
      m(
        "3P",
        58,
        58,
        "BB manual 14.3P: 1 for carteira 11/12 simples, 7 only for carteira 17; the spec's carteira is 12",
      ),
      d(DEFAULT.either, "3P", 60, 60, "BB manual 16.3P: 'branco, zero, 1 ou 2' (not treated)"),
      d(
        DEFAULT.document_number,
        "3P",
        63,
        77,
        `${DOC_NUMBER} (BB 19.3P: exactly the boleto's Número do Documento)`,
      ),
      d(DEFAULT.text, "3Q", 60, 113, TEXT),
      d(
        DEFAULT.either,
        "5",
        116,
        240,
        "BB manual 06.5: 24-240 'Informar zeros e brancos': lote zeros the totals, blanks the rest",
      ),
      d(DEFAULT.either, "9", 30, 35, "BB manual 07.9: 'zeros ou brancos'"),
    ],
    "001/cnab400/remessa/brcobranca-remessa-banco-brasil-cnab400.rem": [
      k(
        DEPARTURE.descontada,
        "7",
        102,
        106,
        INPUT("tipo_cobranca '04DSC' (cobrança descontada); lote writes cobrança simples (blanks)"),
      ),
      d(
        DEFAULT.document_number,
        "7",
        111,
        120,
        "seu número: the spec gives no document number; lote leaves the alfanumérico field blank, brcobranca zeros",
      ),
      d(DEFAULT.text, "7", 261, 314, TEXT),
    ],
  },
  remessaAdaptations: {
    "001/cnab240/remessa/brcobranca-remessa-banco_brasil-cnab240.rem": {
      why: `${NSA_0}; the spec's variacao '123' is lote's account.bank_fields.wallet_variation`,
      input: (i) => bankFields(nsa1(i), { wallet_variation: "123" }),
    },
    "001/cnab400/remessa/brcobranca-remessa-banco-brasil-cnab400.rem": {
      why: "the spec's variacao_carteira '123' and convenio_lider '7654321' are lote's bank_fields.wallet_variation and leader_agreement",
      input: (i) => bankFields(i, { wallet_variation: "123", leader_agreement: "7654321" }),
    },
  },
  evidenceUndiffed: {
    "001 cnab400 ret_detail_1":
      "BB's retorno detail tipo 1 (convênios of up to 6 digits): its manual (Set/09) is not at hand; the positions are those ACBr and ya-retorno-boleto read alike, 107-400 the CBR643 manual's, and four corpus retornos are read with values transcribed at those positions",
  },
  evidenceExpected: {
    "001 cnab240": {
      cnab_yaml: ["file_header", "batch_header", "P", "Q", "batch_trailer"],
      manual_table: false,
      reference_remessas: 1,
      bank_retornos: 4,
    },
    "001 cnab400": {
      cnab_yaml: ["header", "detail", "ret_header", "ret_detail", "ret_trailer"],
      manual_table: true,
      reference_remessas: 1,
      bank_retornos: 9,
    },
  },
  layoutGenericRecords: ["001 cnab240 R", "001 cnab240 T", "001 cnab240 U", "001 cnab240 file_trailer"],
};
