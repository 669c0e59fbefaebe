/**
 * Santander (033): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import {
  a,
  type BankEvidence,
  bankFields,
  DEFAULT,
  DEPARTURE,
  d,
  digits,
  FEBRABAN_240,
  GENERATED,
  INPUT,
  k,
  LEADING_BLANK,
  LF,
  m,
  NO_NEWLINE,
  NSA_0,
  nsa1,
  TEXT,
  TRIMMED,
  USO_EMPRESA,
  x,
} from "../evidence.fixtures";

const SANTANDER_PIX_LIMITS =
  "registro 8's payment limits: lote sends tipo de pagamento 00, 'conforme perfil do beneficiário' (laravel-boleto's default too), under which the limits are the beneficiary's profile, and zeros for them; no manual at hand defines the fields, so lote takes no input for them (docs/cnab.md, known departures)";
export const evidence: BankEvidence = {
  manualCompared: {
    "033-cnab240.json": 29,
    "033-cnab240-y03.json": 13,
    "033-cnab400.json": 40,
  },
  manualReviewed: {
    "033 cnab400 pix 2-3 unfilled": SANTANDER_PIX_LIMITS,
    "033 cnab400 pix 4-5 unfilled": SANTANDER_PIX_LIMITS,
    "033 cnab400 pix 6-6 unfilled": SANTANDER_PIX_LIMITS,
    "033 cnab400 pix 7-19 unfilled": SANTANDER_PIX_LIMITS,
    "033 cnab400 pix 20-24 unfilled": SANTANDER_PIX_LIMITS,
    "033 cnab400 pix 25-37 unfilled": SANTANDER_PIX_LIMITS,
    "033 cnab400 pix 38-42 unfilled": SANTANDER_PIX_LIMITS,
  },
  corpusReviewedWarnings: {
    "033/cnab240/retorno/br_boleto-santander.ret": { "CNAB_LINE_ENDINGS@0": LF },
    "033/cnab240/retorno/brcobranca-CNAB240SANTANDER.RET": { "CNAB_LINE_LENGTH@1": TRIMMED },
    "033/cnab240/retorno/node-boleto-santander-edi.spec.js-ediFileContent.ret": {
      "CNAB_BLANK_LINE@1": LEADING_BLANK,
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_LINE_LENGTH@1": TRIMMED,
    },
    "033/cnab400/retorno/BoletoNetCore-BancoSantanderCarteira101-arquivoRetorno.ret": {
      "CNAB_TOTALS_MISMATCH@4":
        "the publisher's trailer is cut at 168 characters: its sequence (395-400) is missing, a true finding",
      "CNAB_LINE_ENDINGS@0": LF,
      "CNAB_NO_FINAL_NEWLINE@4": NO_NEWLINE,
      "CNAB_LINE_LENGTH@4": "the trailer is cut at 168 characters in the publisher's test string",
    },
    "033/cnab400/retorno/brcobranca-CNAB400SANTANDER.RET": { "CNAB_LINE_ENDINGS@0": LF },
    "033/cnab400/retorno/laravel-boleto-santander.ret": { "CNAB_NO_FINAL_NEWLINE@3": NO_NEWLINE },
    "033/cnab400/retorno/laravel-boleto-santander_pix.ret": { "CNAB_NO_FINAL_NEWLINE@4": NO_NEWLINE },
  },
  layoutReviewed: {
    "033 cnab240 P 118-118 picture":
      "código de juros is numeric in FEBRABAN C018 and the bank's manual (H7815 'N'); cnab_yaml's generic layout marks it X",
    "033 cnab240 P 22-22 picture":
      "a check digit lote writes as given (text: Bradesco's P, BB's X): with a digit both tables agree",
    "033 cnab240 P 228-229 constant":
      "H7815 nota 27: código da moeda 00 = Real; cnab_yaml keeps FEBRABAN's 09 from its generic layout",
    "033 cnab240 P 230-239 boundary":
      "H7815 P 230-240 'Reservado (uso Banco) brancos'; cnab_yaml keeps the generic layout's zeros",
    "033 cnab240 P 32-32 picture":
      "a check digit lote writes as given (text: Bradesco's P, BB's X): with a digit both tables agree",
    "033 cnab240 P 42-42 picture":
      "a check digit lote writes as given (text: Bradesco's P, BB's X): with a digit both tables agree",
    "033 cnab240 T 184-193 picture":
      "conta cobrança: digits (H7815 T 184-193 'N'); lote reads it as a number, cnab_yaml as text",
    "033 cnab240 batch_trailer 24-29 boundary":
      "H7815: the remessa's trailer de lote is blank from 24 (what lote writes); in the retorno these totals are the portfolio's (nota 39), which lote does not read",
    "033 cnab240 batch_trailer 30-46 boundary":
      "H7815: the remessa's trailer de lote is blank from 24 (what lote writes); in the retorno these totals are the portfolio's (nota 39), which lote does not read",
    "033 cnab240 batch_trailer 53-69 boundary":
      "H7815: the remessa's trailer de lote is blank from 24 (what lote writes); in the retorno these totals are the portfolio's (nota 39), which lote does not read",
    "033 cnab240 batch_trailer 70-75 boundary":
      "H7815: the remessa's trailer de lote is blank from 24 (what lote writes); in the retorno these totals are the portfolio's (nota 39), which lote does not read",
    "033 cnab240 batch_trailer 76-92 boundary":
      "H7815: the remessa's trailer de lote is blank from 24 (what lote writes); in the retorno these totals are the portfolio's (nota 39), which lote does not read",
    "033 cnab240 batch_trailer 93-98 boundary":
      "H7815: the remessa's trailer de lote is blank from 24 (what lote writes); in the retorno these totals are the portfolio's (nota 39), which lote does not read",
    "033 cnab240 batch_trailer 99-115 boundary":
      "H7815: the remessa's trailer de lote is blank from 24 (what lote writes); in the retorno these totals are the portfolio's (nota 39), which lote does not read",
    "033 cnab400 detail 111-120 picture": "seu número is X(010) in H7800 (111-120); cnab_yaml marks it 9",
    "033 cnab400 detail 384-385 picture":
      "complemento (nota 2): the conta's last digit and its DV, which may be a letter; lote writes it as text",
    "033 cnab400 detail 71-76 unfilled": "data do segundo desconto: lote sends one discount, so zeros",
    "033 cnab400 ret_detail 137-139 boundary":
      "códigos de erro: three codes of 3 at 137-145 (H7800 retorno); cnab_yaml places all three at 137-139, a slip; lote reads 137-145 and splits it in 3",
    "033 cnab400 ret_detail 18-21 boundary":
      "agência, conta movimento, conta cobrança: a retorno field lote does not read (it keeps the positions as one unread field)",
    "033 cnab400 ret_detail 22-29 boundary":
      "agência, conta movimento, conta cobrança: a retorno field lote does not read (it keeps the positions as one unread field)",
    "033 cnab400 ret_detail 30-37 boundary":
      "agência, conta movimento, conta cobrança: a retorno field lote does not read (it keeps the positions as one unread field)",
  },
  remessaDiscretionary: {
    "033 cnab240": FEBRABAN_240.filter((x) => x.start !== 152),
    "033 cnab400": [a("0", 95, 100, GENERATED), a("1", 38, 62, USO_EMPRESA)],
  },
  remessaReviewed: {
    "033/cnab240/remessa/brcobranca-remessa-santander-cnab240.rem": [
      m("1", 200, 207, "H7815 v2.9 header de lote 200-240 'Reservado (uso Banco) brancos'"),
      x(
        "3P",
        58,
        58,
        "carteira 101 is the corpus's assumption; for it lote and laravel-boleto write 5 (nota 5: cobrança simples rápida com registro)",
      ),
      d(
        DEFAULT.no_protest,
        "3P",
        221,
        221,
        "H7815 nota 25: 0 = não protestar (3 = utilizar perfil beneficiário); laravel-boleto writes 0 too",
      ),
      d(DEFAULT.text, "3Q", 60, 113, TEXT),
      m("3R", 42, 65, "H7815 segmento R 042-065 'Reservado (uso Banco) brancos'"),
    ],
    "033/cnab400/remessa/brcobranca-remessa-santander-cnab400.rem": [
      m("0", 393, 394, "H7800 header 392-394: número da versão, optional ('se informada, será controlada')"),
      m(
        "1",
        63,
        70,
        "H7800 nota 3: nosso número NNNNNNN + DV; brcobranca writes the spec's 123 without its DV",
      ),
      x(
        "1",
        108,
        108,
        "carteira 101 is the corpus's assumption: 5 = rápida com registro (boleto emitido pelo cliente)",
      ),
      d(
        DEFAULT.document_number,
        "1",
        111,
        120,
        "seu número: lote writes the title's document number (6969), brcobranca zeros",
      ),
      d(DEFAULT.text, "1", 261, 314, TEXT),
    ],
    "033/cnab400/remessa/brcobranca-remessa-santander-cnab400-pix.rem": [
      m("0", 393, 394, "H7800 header 392-394: número da versão, optional"),
      m("1", 63, 70, "H7800 nota 3: nosso número NNNNNNN + DV; brcobranca writes 123 without its DV"),
      x("1", 108, 108, "carteira 101 is the corpus's assumption: 5 = rápida com registro"),
      d(
        DEFAULT.document_number,
        "1",
        111,
        120,
        "seu número: lote writes the title's document number (6969), brcobranca zeros",
      ),
      d(DEFAULT.text, "1", 261, 314, TEXT),
      k(
        DEPARTURE.pix_limits,
        "8",
        2,
        42,
        INPUT("the PIX payment limits (tipo de pagamento, quantidade, valores máximo/mínimo)"),
      ),
      x("8", 43, 120, "the PIX key: the CPF the adaptation gives (the spec's is not a valid CPF)"),
    ],
  },
  remessaAdaptations: {
    "033/cnab400/remessa/brcobranca-remessa-santander-cnab400.rem": {
      why: `${NSA_0}; the spec's codigo_transmissao is lote's account.bank_fields.transmission_code`,
      input: (i) => bankFields(nsa1(i), { transmission_code: "17777751042700080112" }),
    },
    "033/cnab400/remessa/brcobranca-remessa-santander-cnab400-pix.rem": {
      why: `${NSA_0}; the spec's codigo_transmissao is lote's account.bank_fields.transmission_code; its PIX key '12345678910' is no valid CPF, which lote refuses: the CPF 111.444.777-35 is given (the key's positions are reviewed)`,
      input: (i) => ({
        ...bankFields(nsa1(i), { transmission_code: "17777751042700080112" }),
        titles: i.titles.map((t) => ({ ...t, pix: { key: "11144477735" } })),
      }),
    },
    "033/cnab240/remessa/brcobranca-remessa-santander-cnab240.rem": {
      why: "brcobranca computes the agência's DV (módulo 11: 9); lote takes it from the account",
      input: (i) => digits(i, "9", i.account.account_digit ?? ""),
    },
  },
  evidenceExpected: {
    "033 cnab240": {
      cnab_yaml: ["file_header", "batch_header", "P", "Q", "R", "T", "batch_trailer"],
      manual_table: true,
      reference_remessas: 1,
      bank_retornos: 5,
    },
    "033 cnab400": {
      cnab_yaml: ["header", "detail", "trailer", "ret_header", "ret_detail"],
      manual_table: true,
      reference_remessas: 2,
      bank_retornos: 4,
    },
  },
  layoutGenericRecords: ["033 cnab240 U", "033 cnab240 file_trailer"],
};
