/**
 * Reviewed differences between lote's tables and the manual tables transcribed for CNAB breadth
 * (`manual-tables/*.json`, checked by `manual-crosscheck.test.ts`, which spreads these into
 * `manual-review.ts`): each with why lote's
 * field is right or why the difference does not matter.
 */

const FIXED = "a value the manual leaves to the beneficiary, which lote fixes (see 748-sicredi/cnab400.ts)";

const SAFRA_BNC = "a value the manual leaves open, which lote fixes as BoletoNetCore's Safra writer does";

const BANESTES_MOTIVOS =
  "motivos 1-5 (319-328, 2 each): lote reads the five as one field split in codes of 2, the same positions";

const DV_TEXT =
  "a check digit lote writes as given (text, as for every bank): with a digit both tables agree";

const BANRISUL_CODE =
  "Banrisul 240 07.0 / 11.1: código do beneficiário 9(20), 'usar as 13 primeiras posições do campo': lote writes the 13 digits (agência 4 + código 7 + NC 2) first and blanks after, as cnab_yaml's header de lote lays it out";
const BANRISUL_VANS =
  "Banrisul 240 27.0-28.0: tipo de serviço and código das ocorrências, '*' (not considered): lote writes 229-240 blank in one field";
const BANRISUL_DEBIT =
  "Banrisul 240 20.3R-22.3R: banco, agência and conta do débito, 'Numérico *' (not considered): lote writes 180-199 zeros in one field";
const BANRISUL_BLU =
  "Banrisul 240 21.3U-22.3U: contrato BLU (operações de garantia) and complemento, read by lote as FEBRABAN's one text field 181-210 (not used by the entry)";

const QI_X =
  "Bradesco's FEBRABAN 240 manual (manual-tables/237-cnab240.json, the table lote's 329 reuses) prints this field X";

const CREDISIS_GRACE =
  "RM.DO.15/19 tipo de carência (1 úteis, 2 corridos): lote's titles give the start date of juros / multa, from which it counts the days of carência in calendar days: 2";
const CREDISIS_DISCOUNTS =
  "RM.DO.24-29 second and third discounts: lote's titles carry one discount (RM.DO.21-23), so these are zeros with tipo I (isento)";

const BANESTES_CARNE =
  "Banestes 240 anexos XXX-XXXI: número and quantidade de parcelas do carnê, 'no caso de cobrança simples preencha este campo com zeros': lote writes 219-222 zeros in one field";

/**
 * Fields compared per transcribed breadth table (`manual-crosscheck.test.ts` checks the figure): a
 * change in lote's tables or in a table moves these, and the review with them.
 */
export const BREADTH_COMPARED: Readonly<Record<string, number>> = {
  "004-cnab400.json": 130,
  "021-cnab240.json": 260,
  "021-cnab400.json": 141,
  "041-cnab240.json": 232,
  "085-cnab240.json": 230,
  "097-cnab240.json": 234,
  "104-cnab400.json": 65,
  "133-cnab400.json": 137,
  "136-cnab400.json": 121,
  "224-cnab400.json": 118,
  "422-cnab400.json": 136,
  "633-cnab400.json": 118,
  "047-cnab400.json": 89,
  "084-cnab400.json": 84,
  "435-cnab400.json": 88,
  "712-cnab400.json": 94,
  "208-cnab240.json": 193,
  "329-cnab240.json": 171,
  "655-cnab400.json": 122,
  "097-cnab400.json": 141,
  "246-cnab400.json": 118,
  "643-cnab400.json": 118,
  "707-cnab400.json": 114,
  "745-cnab400.json": 123,
  "748-cnab400.json": 128,
};

const BNB_ZEROS =
  "BNB 6.2 71-99 número do contrato (zeros for cobrança simples), data and valor do segundo desconto (zeros when none): lote sends no contract and no second discount, 71-99 zeros in one field";
const BNB_COLLECTOR =
  "BNB 6.2 140-146 número do banco and agência cobradora, 'preencher com zeros (banco cobrador será definido conforme CEP)': lote writes 140-146 zeros in one field";
const BNB_CONFIRMATION =
  "BNB 7.2 127-134 confirmação do nosso número and its DV: lote reads the 8 positions as one text field (not used by the entry)";

const CITI_DENSITY =
  "Citibank 101-108: densidade '01600 – campo fixo' and unidade 'BPI – campo fixo': lote writes and reads 01600BPI as one field";
const CITI_ZEROS =
  "Citibank 83-107: data and valor do segundo desconto (zeros when none), identificador de carnê and de parcela ('deverá ser completado com ZEROS' when the title is not a carnê): lote writes 83-107 zeros in one field";
const CITI_INSTRUCTION =
  "Citibank 157-160: instrução 00 'sem instrução' (the client's registration decides) and its dias 00: lote writes 0000 in one field";

const UNICRED_CODE =
  "Unicred 5.5.4: a one-position code marked A in the table whose domain is digits (multa 1/2/3, mora 1/2/3/5, desconto 0/1): lote writes the digit, the same character";
const UNICRED_COBRANCA =
  "Unicred retorno header 12-19 'COBRANCA' and 20-26 BRANCOS: lote reads 12-26 as one literal field (not checked on reading)";
const UNICRED_AGENCY =
  "Unicred retorno 169-173 prefixo and DV da agência recebedora: lote reads the five positions as one text field (not used by the entry)";

/** Difference key (`<bank> <layout> <record> <start>-<end> <kind>`) → resolution. */
export const MANUAL_REVIEWED: Readonly<Record<string, string>> = {
  "136 cnab400 header 108-110 picture":
    "Unicred 5.5.1 108-110 código da variação carteira: 'Preencher com zeros (000)', which lote writes",
  "136 cnab400 detail 94-94 picture": UNICRED_CODE,
  "136 cnab400 detail 105-105 picture": UNICRED_CODE,
  "136 cnab400 detail 150-150 picture": UNICRED_CODE,
  "136 cnab400 detail 95-104 picture":
    "Unicred 5.5.3 95-104 valor/percentual da multa, marked A in the table but described as a value or rate with decimals: lote writes the digits, zero-filled",
  "136 cnab400 detail 106-106 unfilled":
    "Unicred 5.5.4 106 identificação de título descontável, default 'N': lote sends N (the title is not offered for discount)",
  "136 cnab400 detail 158-158 unfilled":
    "Unicred 5.5.4 158 código para protesto, default '3' não protestar, which lote sends",
  "136 cnab400 detail 159-160 unfilled":
    "Unicred 5.5.4 159-160 dias para protesto, default zeros, which lote sends",
  "136 cnab400 ret_header 12-19 boundary": UNICRED_COBRANCA,
  "136 cnab400 ret_header 20-26 boundary": UNICRED_COBRANCA,
  "136 cnab400 ret_header 77-94 picture":
    "Unicred retorno header 77-94 '136UNICREDDOBRASIL': lote reads 77-79 as the bank code (136) and 80-94 as the name, the same characters",
  "136 cnab400 ret_detail 169-172 boundary": UNICRED_AGENCY,
  "136 cnab400 ret_detail 173-173 boundary": UNICRED_AGENCY,
  "136 cnab400 ret_detail 327-328 picture":
    "Unicred retorno 327-328 tipo de instrução origem, 'A' but two-digit codes (01 remessa, 02 baixa …, Informações Adicionais): lote reads the digits",
  "136 cnab400 ret_trailer 2-394 picture":
    "Unicred retorno trailer 2-394 'BRANCOS — este campo deve ser desconsiderado': lote's 400 trailer reader finds blanks where other banks put counts and totals, and checks nothing (a blank total is not compared)",
  "745 cnab400 header 101-105 boundary": CITI_DENSITY,
  "745 cnab400 header 106-108 boundary": CITI_DENSITY,
  "745 cnab400 ret_header 101-105 boundary": CITI_DENSITY,
  "745 cnab400 ret_header 106-108 boundary": CITI_DENSITY,
  "745 cnab400 detail 83-88 boundary": CITI_ZEROS,
  "745 cnab400 detail 89-101 boundary": CITI_ZEROS,
  "745 cnab400 detail 102-104 boundary": CITI_ZEROS,
  "745 cnab400 detail 105-107 boundary": CITI_ZEROS,
  "745 cnab400 detail 108-108 unfilled":
    "Citibank 108 código da carteira: 1 = cobrança simples, which lote sends",
  "745 cnab400 detail 148-149 unfilled":
    "Citibank 148-149 tipo de emissão: 07 = the client prints the boleto and gives the nosso número at 65-76, which is what lote issues",
  "745 cnab400 detail 157-158 boundary": CITI_INSTRUCTION,
  "745 cnab400 detail 159-160 boundary": CITI_INSTRUCTION,
  "745 cnab400 detail 394-394 unfilled": "Citibank 394 código de moeda: 9 = reais",
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
  "085 cnab240 file_header 167-171 unfilled":
    "Ailos 21.0 densidade (G020: 1600 or 6250 BPI); lote writes 01600 (see 085-ailos/cnab240.ts: the corpus writers' 00000 is not in the domain)",
  "085 cnab240 P 101-105 unfilled":
    "Ailos 22.3P agência encarregada da cobrança, C014: 'Deixar campo zerado, pois será preenchido no retorno bancário'",
  "085 cnab240 P 240-240 unfilled": "Ailos 42.3P uso livre banco/empresa (C078): lote leaves it blank",
  "085 cnab240 R 66-66 picture":
    "Ailos 14.3R código da multa 'Alfa', G073's domain '1' valor fixo / '2' percentual (digits); lote writes the digit, the same character",
  "085 cnab240 S 18-18 unfilled":
    "Ailos 08.3S identificação da impressão (C040): lote writes 3 (corpo de instruções), the table transcribed is that layout",
  "021 cnab240 file_header 172-178 unfilled":
    "Banestes 240 anexo II: identificação por extenso 'REMESSA' for cobrança simples ('CARNES' for parcelada, which lote does not send)",
  "021 cnab240 file_header 179-184 unfilled":
    "Banestes 240 anexo III: código identificador de impressão 'BRANCOS — boleto impresso pelo cliente' (PDREVL / PDRABR when the bank prints)",
  "021 cnab240 file_header 195-214 unfilled":
    "Banestes 240: para uso reservado da empresa, left blank by lote",
  "021 cnab240 P 62-62 picture":
    "Banestes 240 P 62: distribuição '(1) Banco (2) Cliente'; lote writes 2 (the beneficiary distributes), the same character",
  "021 cnab240 P 106-106 picture":
    "Banestes 240 P 106: DV da agência cobradora 'Zero'; lote writes 0, the same character",
  "021 cnab240 Q 213-218 unfilled":
    "Banestes 240 anexo XXIX: identificação do carnê, 'no caso de cobrança simples preencha este campo com brancos'",
  "021 cnab240 Q 219-220 boundary": BANESTES_CARNE,
  "021 cnab240 Q 221-222 boundary": BANESTES_CARNE,
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
  "097 cnab240 file_header 71-71 picture": DV_TEXT,
  "097 cnab240 batch_header 72-72 picture": DV_TEXT,
  "097 cnab240 P 36-36 picture": DV_TEXT,
  "097 cnab240 batch_header 10-11 unfilled":
    "tipo de serviço '01 - COBRANÇA' (the manual's default column); lote writes 01",
  "097 cnab240 batch_header 200-207 picture":
    "22.1 data do crédito: 'REMESSA preencher em Branco' — lote's remessa leaves it blank as the manual says",
  "021 cnab400 header 12-26 unfilled":
    "literal de serviço: 'Cobrança' / 'COBRANÇA' (5.1.1); lote writes COBRANCA in ASCII",
  "021 cnab400 detail 83-88 unfilled": "anexo XIV identificação do carnê: lote writes no carnê (blank)",
  "021 cnab400 detail 89-90 unfilled": "anexo XV número da parcela: no carnê (zeros)",
  "021 cnab400 detail 91-92 unfilled": "anexo XVI quantidade de parcelas: no carnê (zeros)",
  "021 cnab400 detail 143-147 unfilled":
    "anexo VI: '00501' = the beneficiary distributes the boletos it prints",
  "021 cnab400 detail 157-158 unfilled":
    "anexo VIII: 'P7' = the client does not want the title protested (lote sends no protest)",
  "021 cnab400 detail 159-160 unfilled": "anexo VIII: with P7, 159-160 zeros",
  "021 cnab400 detail 394-394 unfilled": "anexo XI: '0' = R$ (real)",
  "021 cnab400 ret_detail 319-320 boundary": BANESTES_MOTIVOS,
  "021 cnab400 ret_detail 321-322 boundary": BANESTES_MOTIVOS,
  "021 cnab400 ret_detail 323-324 boundary": BANESTES_MOTIVOS,
  "021 cnab400 ret_detail 325-326 boundary": BANESTES_MOTIVOS,
  "021 cnab400 ret_detail 327-328 boundary": BANESTES_MOTIVOS,
  "133 cnab400 detail 37-37 picture":
    "a check digit lote writes as given (text, as for every bank): with a digit both tables agree",
  "133 cnab400 detail 93-93 unfilled":
    "condição para emissão '2' = cliente emite e o banco somente processa o registro (lote prints the boleto)",
  "133 cnab400 detail 327-331 boundary":
    "the payer's CEP, 8 digits: CEP 5 (327-331) and sufixo 3 (332-334) written together, the same bytes",
  "133 cnab400 detail 332-334 boundary": "as 327-331",
  "707 cnab400 detail 394-394 unfilled": "nota 7: '0' moeda corrente nacional",
  "208 cnab240 P 101-105 unfilled":
    "FEBRABAN C014: agência encarregada da cobrança, filled by the bank ('zeros' in the remessa); lote writes zeros as for every FEBRABAN bank",
  "208 cnab240 P 240-240 unfilled": "FEBRABAN C077: uso livre banco/empresa, optional: blank",
  "208 cnab240 R 66-66 picture":
    "FEBRABAN G073 código da multa: 0, 1 or 2 (a digit; v10.06 prints the field Alfa): lote writes the digit",
  "097 cnab400 detail 30-30 picture": DV_TEXT,
  "097 cnab400 detail 91-92 unfilled":
    "RM.D.10 número da parcela: valor padrão 01, 'acrescido de mais 01' only for a set of parcelas registered together; lote's titles stand alone: 01",
  "097 cnab400 detail 98-99 picture":
    "RM.D.15 dias de carência, printed X(02): a count of days, written as two digits (CrediSIS' model remessa writes 05); 00 without protest",
  "097 cnab400 detail 340-350 unfilled":
    "RM.D.33 celular do pagador, optional (no '*'): lote's payer has no phone: blank",
  "097 cnab400 detail 351-393 unfilled":
    "RM.D.34 e-mail do pagador, optional (no '*'): lote's payer has no e-mail: blank",
  "097 cnab400 optional 301-301 unfilled": CREDISIS_GRACE,
  "097 cnab400 optional 320-320 unfilled": CREDISIS_GRACE,
  "097 cnab400 optional 343-348 unfilled": CREDISIS_DISCOUNTS,
  "097 cnab400 optional 349-361 unfilled": CREDISIS_DISCOUNTS,
  "097 cnab400 optional 362-362 unfilled": CREDISIS_DISCOUNTS,
  "097 cnab400 optional 363-368 unfilled": CREDISIS_DISCOUNTS,
  "097 cnab400 optional 369-381 unfilled": CREDISIS_DISCOUNTS,
  "097 cnab400 optional 382-382 unfilled": CREDISIS_DISCOUNTS,
  "655 cnab400 detail 18-19 picture":
    "nota 4: 'para os demais códigos de ocorrência este campo deverá ser preenchido com zeros' — lote sends none of 35/38, so zeros (digits)",
  "655 cnab400 detail 20-29 picture":
    "código do convênio, printed A(10): BV's convênio is digits (the boleto's campo livre carries it as 10 digits); lote and laravel-boleto zero-pad it",
  "655 cnab400 detail 30-37 unfilled":
    "nota 8: contrato externo, optional ('N'), only when the title is part of a contract: blank",
  "655 cnab400 detail 63-72 picture":
    "nosso número, printed A(10): the 10 digits of the client's range (obs H) with BV's DV, as the boleto prints them; zero-padded digits",
  "655 cnab400 detail 73-75 unfilled":
    "nota 13: 500 = cobrança direta (pré-impressa) para carteira simples, the carteira of boletos lote prints (boleto.ts)",
  "655 cnab400 detail 124-125 unfilled":
    "nota 7: 81 (protestar após XX dias corridos) when the title asks for protest; otherwise 00, no instruction, as laravel-boleto writes",
  "655 cnab400 detail 126-127 unfilled": "nota 7: no second instruction (00, as laravel-boleto writes)",
  "655 cnab400 detail 137-137 picture":
    "nota 31: código de juros 0-5 (or blank): a digit; lote writes 4 valor ao dia, 2 percentual mensal, 3 isento",
  "655 cnab400 detail 171-182 unfilled": "IOF, for notas de seguro only: zeros",
  "329 cnab240 P 60-60 picture": `${QI_X}; laravel-boleto writes the digit 1, as lote does`,
  "329 cnab240 P 62-62 picture": `${QI_X}; laravel-boleto writes the digit 2, as lote does`,
  "329 cnab240 P 63-77 picture": `${QI_X} (número do documento); laravel-boleto zero-pads a numeric one, lote writes it as given (documented default)`,
  "329 cnab240 P 106-106 picture": `${QI_X}; both write a zero`,
  "329 cnab240 P 225-227 picture": `${QI_X}; with código 2 (não baixar, C028: no days) lote leaves it blank as for Bradesco, laravel-boleto writes 000`,
  "329 cnab240 batch_trailer 116-123 picture": `${QI_X} (número do aviso, retorno only); both write zeros in the remessa`,
  "047 cnab400 detail 108-108 unfilled":
    "ACBr writes the carteira's number in 1 digit (IntToStrZero(StrToIntDef(carteira, 0), 1)); lote's only Banese carteira is CS, which that expression writes as 0",
  "084 cnab400 detail 37-37 picture":
    "a check digit lote writes as given (text, as in Bradesco's table: a P can occur): with a digit the writers and lote agree",
  "084 cnab400 detail 82-82 picture":
    "the nosso número's DV: 'P' for remainder 1 (Bradesco's rule, which both writers' DV routines apply), so lote writes it as text",
  "084 cnab400 detail 83-92 unfilled":
    "desconto bonificação por dia: both writers write a value (zeros without one); lote has no per-day bonus discount and writes zeros, as Bradesco's table does",
  "435 cnab400 detail 157-158 unfilled":
    "the writer's instrução 1: 10 (sem instrução) for a title without protest, 94 (protestar) with protest days; lote offers no protest instruction for Delbank (none in the Autbank manual's nota 9, which lote follows) and writes 10, the writer's value for every title lote sends",
  "435 cnab400 detail 159-160 unfilled":
    "the writer's instrução 2: 10 again, or the protest days; the Autbank manual (nota 9) has 00 for no second instruction, which lote keeps: one writer against the dialect's manual",
  "435 cnab400 detail 392-393 picture":
    "prazo de protesto: the writer leaves it blank without protest (the days with one); the Autbank manual's field is numeric (00 without protest), which lote writes",
  "435 cnab400 ret_detail 25-29 boundary":
    "the reader takes agência/conta at Bradesco's 25-37 from the first detail; in Delbank's own retorno (corpus laravel-boleto-delbank.ret) 18-37 is the código do cliente ('10138DELCREDFUNDOLTD', as the header's 27-46), so those are not an agência: lote reads the código, as the Autbank table does",
  "435 cnab400 ret_detail 30-36 boundary": "as 25-29",
  "435 cnab400 ret_detail 37-37 boundary": "as 25-29",
  "712 cnab400 detail 71-82 picture":
    "nosso número 11 + DV as one field in the writer; the DV is Bradesco's módulo 11 base 7, which gives 'P' for remainder 1 (Ourinvest's boleto rule, the writer's own DV routine), so lote writes 71-81 as digits and the DV at 82 as text, as in Bradesco's table",
  "712 cnab400 detail 93-93 unfilled":
    "condição de emissão: the writer writes 2 (cliente emite) for a boleto the beneficiário prints, 1 when the bank does; lote issues and prints the boleto, so 2",
  "712 cnab400 ret_detail 71-82 picture":
    "the reader takes 71-82 as one text; lote reads the 11 digits as a number and the DV at 82 as text (a 'P' is read): only a non-digit inside 71-81 would differ, which neither the writer nor Bradesco's manual produce",
  "246 cnab400 detail 74-86 unfilled":
    "nota 3: the correspondent's nosso número is only for carteira 4; lote sends carteira 6 and leaves it blank",
  "246 cnab400 detail 108-108 unfilled":
    "nota 3: '6' = cobrança expressa, sem emissão de bloquetes (nota 7: the nosso número in the bank's range at 63-73), the carteira of boletos lote prints",
  "246 cnab400 detail 157-158 unfilled": "nota 9: '10' = no protest days attached to the title",
  "246 cnab400 detail 392-393 unfilled": "prazo (dias de protesto): none with instrução 10 (nota 9)",
  "246 cnab400 detail 394-394 unfilled": "nota 8: '0 ou 1' moeda corrente nacional; lote writes 0",
  "643 cnab400 detail 74-86 unfilled":
    "nota 3: the correspondent's nosso número is only for carteira 4 (boletos with the correspondent's mask); lote sends carteira D and leaves it blank",
  "643 cnab400 detail 108-108 unfilled":
    "nota 3: 'D' = cobrança com emissão de boletos pelo cliente, the nosso número with its DV at 63-73 (nota 7): the carteira of boletos lote prints",
  "643 cnab400 detail 157-158 unfilled": "nota 9: '10' = no protest days attached to the title",
  "643 cnab400 detail 392-393 unfilled": "prazo (dias de protesto): none with instrução 10 (nota 9)",
  "643 cnab400 detail 394-394 unfilled": "nota 8: '0' REAL",
  "633 cnab400 detail 74-86 unfilled":
    "nota 3: the correspondent's nosso número is only for carteira 4; lote sends carteira 6 and leaves it blank",
  "633 cnab400 detail 108-108 unfilled":
    "nota 3: '6' = cobrança expressa, sem emissão de bloquetes (nota 7: the nosso número in the bank's range at 63-73), the carteira of boletos lote prints",
  "633 cnab400 detail 157-158 unfilled": "nota 9: '10' = no protest days attached to the title",
  "633 cnab400 detail 392-393 unfilled": "prazo (dias de protesto): none with instrução 10 (nota 9)",
  "633 cnab400 detail 394-394 unfilled": "nota 8: '0 ou 1' moeda corrente nacional; lote writes 0",
  "224 cnab400 detail 74-86 unfilled":
    "nota 3: the correspondent's nosso número is only for carteira 4 (cobrança com bancos correspondentes); lote sends carteira D and leaves it blank",
  "224 cnab400 detail 108-108 unfilled":
    "nota 3: 'D' = cobrança própria, emissão de bloquetes pelo cliente (the nosso número with its DV at 63-73), the carteira in which lote's boletos are printed",
  "224 cnab400 detail 157-158 unfilled":
    "nota 9: '10' = no protest days attached to the title (lote sends no protest instruction)",
  "224 cnab400 detail 392-393 unfilled": "prazo (dias de protesto): none with instrução 10 (nota 9)",
  "224 cnab400 detail 394-394 unfilled": "nota 8: '0 ou 1' moeda corrente nacional; lote writes 0",
  "422 cnab400 detail 102-102 unfilled": `6.1 código IOF '0 = isento' (lote sends no seguro titles); ${SAFRA_BNC}`,
  "422 cnab400 detail 103-104 unfilled": `6.1 código da moeda '00 = Real'; ${SAFRA_BNC}`,
  "422 cnab400 detail 106-107 unfilled":
    "6.1.6: instrução 3 holds protest days only when instrução 2 is 10; lote sends no protest days (00, as BoletoNetCore without them)",
  "422 cnab400 detail 143-147 unfilled": `agência depositária: lote leaves it to the bank (zeros); ${SAFRA_BNC}`,
  "422 cnab400 detail 389-391 unfilled": `banco emitente do boleto: 422 (Safra); ${SAFRA_BNC}`,
  "422 cnab400 ret_header 80-84 boundary":
    "the retorno's nome do banco ('Safra', 80-84, then blanks): not read by lote",
  "422 cnab400 ret_header 85-94 boundary": "as 80-84",
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
};
