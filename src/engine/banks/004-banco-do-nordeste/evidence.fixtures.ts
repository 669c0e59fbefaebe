/**
 * Banco do Nordeste (004): the review of its CNAB evidence — what its field tables were diffed with and
 * how each difference was resolved, its corpus files' reviewed warnings and gaps. Test data, read by the
 * CNAB evidence tests in test/engine/cnab/ over the bank folders (see ../evidence.fixtures.ts).
 */
import {
  a,
  type BankEvidence,
  DV_TEXT,
  d,
  GENERATED,
  LF,
  m,
  nsa1,
  TEXT_CLEANING,
  TEXT_L,
  USO_EMPRESA,
} from "../evidence.fixtures";

const BNB_COLLECTOR =
  "BNB 6.2 140-146 número do banco and agência cobradora, 'preencher com zeros (banco cobrador será definido conforme CEP)': lote writes 140-146 zeros in one field";

const BNB_CONFIRMATION =
  "BNB 7.2 127-134 confirmação do nosso número and its DV: lote reads the 8 positions as one text field (not used by the entry)";

const BNB_ZEROS =
  "BNB 6.2 71-99 número do contrato (zeros for cobrança simples), data and valor do segundo desconto (zeros when none): lote sends no contract and no second discount, 71-99 zeros in one field";
export const evidence: BankEvidence = {
  manualCompared: {
    "004-cnab400.json": 130,
  },
  manualReviewed: {
    "004 cnab400 header 40-40 picture": DV_TEXT,
    "004 cnab400 detail 31-31 picture": DV_TEXT,
    "004 cnab400 header 101-103 picture":
      "BNB 6.1 101-103 código do usuário, 'código da caixa postal no Sistema EDI (fornecido pelo Banco)': lote has no input for the EDI mailbox and leaves it blank, as brcobranca's BNB remessa (in the corpus) does",
    "004 cnab400 detail 71-80 boundary": BNB_ZEROS,
    "004 cnab400 detail 81-86 boundary": BNB_ZEROS,
    "004 cnab400 detail 87-99 boundary": BNB_ZEROS,
    "004 cnab400 detail 108-108 picture":
      "BNB 6.2 108 carteira (nota 2: 1, 2, 4, 5, I): lote writes 4 or 5 (boleto emitido pelo cliente), the same characters",
    "004 cnab400 detail 140-142 boundary": BNB_COLLECTOR,
    "004 cnab400 detail 143-146 boundary": BNB_COLLECTOR,
    "004 cnab400 detail 157-160 unfilled":
      "BNB 6.2 157-160 código de instrução (nota 7): lote sends 00, 'sem instruções — acata as instruções da carteira do cedente'",
    "004 cnab400 detail 394-394 unfilled": "BNB 6.2 394 código da moeda, nota 6: 0 = R$",
    "004 cnab400 ret_header 109-113 picture":
      "BNB 7.1 109-113 sequencial do retorno 'Alfanum.': digits in the bank's files (laravel-boleto's bnb.ret: 00194); lote reads them as the NSA",
    "004 cnab400 ret_detail 127-133 boundary": BNB_CONFIRMATION,
    "004 cnab400 ret_detail 134-134 boundary": BNB_CONFIRMATION,
    "004 cnab400 ret_trailer 2-2 constant":
      "BNB 7.3 2-2 identificação do arquivo retorno, printed '02' in a 1-position field: the retorno code is 2 (as the header's 7.1 position 2), which lote writes and reads",
  },
  corpusNotCompared: {
    "004/cnab400/retorno/brcobranca-CNAB400BANCONORDESTE.RET": {
      credit_date:
        "BNB's retorno detail has no data de crédito (manual 7.2; the header's 120-125 is zeros, 'informada conforme FLOAT'); brcobranca reports the occurrence date 111-116 as it, which lote reads as occurrence_date (compared there)",
    },
  },
  corpusReviewedWarnings: {
    "004/cnab400/retorno/brcobranca-CNAB400BANCONORDESTE.RET": { "CNAB_LINE_ENDINGS@0": LF },
  },
  remessaDiscretionary: {
    "004 cnab400": [a("0", 95, 100, GENERATED), a("1", 38, 62, USO_EMPRESA)],
  },
  remessaReviewed: {
    "004/cnab400/remessa/brcobranca-remessa-banco-nordeste-cnab400.rem": [
      m(
        "1",
        111,
        120,
        "BNB 6.2 seu número: 'Informar o número do documento em cobrança'; lote writes the document number there, brcobranca zeros (it puts the document in 38-62)",
      ),
      m(
        "1",
        140,
        142,
        "BNB 6.2 número do banco: 'Preencher com Zeros (Banco Cobrador será definido conforme cobradora)'; brcobranca and laravel-boleto write 004",
      ),
      d(TEXT_L, "1", 261, 314, TEXT_CLEANING),
    ],
  },
  remessaAdaptations: {
    "004/cnab400/remessa/brcobranca-remessa-banco-nordeste-cnab400.rem": {
      why: "BNB's CNAB 400 header has no NSA (the corpus leaves it null; lote asks for one, written only in the file name)",
      input: nsa1,
    },
  },
  evidenceExpected: {
    "004 cnab400": { cnab_yaml: [], manual_table: true, reference_remessas: 1, bank_retornos: 2 },
  },
};
