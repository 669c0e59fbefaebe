/**
 * The reviewed differences between lote's field tables and `@banco-br/cnab_yaml` (see
 * `layout-crosscheck.test.ts`): each with its resolution — the manual that says lote is right
 * ("cnab_yaml is wrong because …"), or why the difference does not matter (a field lote does not
 * read, a check digit that may be a letter). Where cnab_yaml showed lote wrong, lote was fixed and
 * the difference no longer occurs. The test fails on a difference missing here and on an entry
 * here that no longer occurs. Manuals: docs/cnab.md lists them per bank.
 */
import { BREADTH_REVIEWED } from "./layout-review-breadth";

/** Bank × layout pairs cnab_yaml describes as another product than lote's. */
export const EXCLUDED: Readonly<Record<string, string>> = {
  "341 cnab240":
    "cnab_yaml's 341 CNAB 240 is SISPAG (payments: segments A, B, C, J; header de lote operation C, layout 040/081), not cobrança",
};

const CONTAS =
  "FEBRABAN v10 trailer de arquivo 30-35 is the quantidade de contas para conciliação (G037, 9(06)), which cnab_yaml's generic layer reserves as text; lote writes zeros, as the manuals that print it ask (BB 07.9 'zeros ou brancos', Itaú 030-035 'ZEROS', Sicredi 07.9 'Num, Zeros')";

/** Difference key (`<bank> <layout> <record>[ (retorno)] <start>-<end> <kind>`) → resolution. */
export const REVIEWED: Readonly<Record<string, string>> = {
  ...BREADTH_REVIEWED,
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
  "104 cnab240 P 106-106 picture": "CAIXA 23.3P: X(001), 'Preencher 0'",
  "104 cnab240 P 118-118 picture":
    "código de juros is numeric in FEBRABAN C018 and the bank's manual (CAIXA 27.3P 9(001)); cnab_yaml's generic layout marks it X",
  "104 cnab240 P 23-23 picture": "the agência's DV is X(001) in CAIXA SIGCB (09.0, 13.1, 09.3P)",
  "104 cnab240 P 62-62 picture":
    "identificação da distribuição is 'Alfa' in FEBRABAN 18.3P and the bank's manual (CAIXA 18.3P X(001)); cnab_yaml's generic layout marks it 9",
  "104 cnab240 U 154-161 boundary":
    "FEBRABAN U 154-210 (ocorrência do pagador) and 211-233 (banco correspondente), which lote does not read; cnab_yaml's CAIXA 'data de débito da tarifa' at 154-161 is a retorno field lote does not read (it keeps the positions as one unread field)",
  "104 cnab240 U 162-240 boundary":
    "FEBRABAN U 154-210 (ocorrência do pagador) and 211-233 (banco correspondente), which lote does not read; cnab_yaml's CAIXA 'data de débito da tarifa' at 154-161 is a retorno field lote does not read (it keeps the positions as one unread field)",
  "104 cnab240 batch_header 14-16 constant":
    "cnab_yaml's default is an older layout version; lote writes the version of the manual it follows (CAIXA: '060')",
  "104 cnab240 batch_header 34-39 picture": "código do beneficiário: 9(006) (CAIXA 11.1)",
  "104 cnab240 batch_header 59-59 picture": "the agência's DV is X(001) in CAIXA SIGCB (09.0, 13.1, 09.3P)",
  "104 cnab240 file_header 164-166 constant":
    "cnab_yaml's default is an older layout version; lote writes the version of the manual it follows (CAIXA SIGCB 67.118 v010: '101')",
  "104 cnab240 file_header 33-49 boundary":
    "CAIXA SIGCB 07.0: 33-52 'Uso exclusivo CAIXA, preencher com zeros'; cnab_yaml's generic convênio field",
  "104 cnab240 file_header 58-58 picture": "the agência's DV is X(001) in CAIXA SIGCB (09.0, 13.1, 09.3P)",
  "104 cnab240 file_header 65-71 boundary":
    "CAIXA 11.0: 65-71 '9(007) zeros' (and 72, 9(001)); cnab_yaml marks them X",
  "237 cnab400 detail 157-158 picture":
    "instruções: two digits either way; cnab_yaml's defaults 05/20 are examples, lote sends none (00)",
  "237 cnab400 detail 159-160 picture":
    "instruções: two digits either way; cnab_yaml's defaults 05/20 are examples, lote sends none (00)",
  "237 cnab400 detail 2-20 picture":
    "débito automático fields, filled only with that service (Manual Operacional p. 17): lote blanks, cnab_yaml zeros",
  "237 cnab400 detail 37-37 picture":
    "a check digit lote writes as given (text: Bradesco's P, BB's X): with a digit both tables agree",
  "237 cnab400 detail 82-82 picture":
    "a check digit lote writes as given (text: Bradesco's P, BB's X): with a digit both tables agree",
  "237 cnab400 detail 94-94 boundary":
    "débito automático condition (p. 19): meaningless without that service; lote blank, cnab_yaml 'N'",
  "237 cnab400 ret_detail 108-108 picture": "código da carteira: lote reads the digit",
  "237 cnab400 ret_detail 169-172 boundary":
    "agência cobradora + DV: a retorno field lote does not read (it keeps the positions as one unread field)",
  "237 cnab400 ret_detail 173-173 boundary":
    "agência cobradora + DV: a retorno field lote does not read (it keeps the positions as one unread field)",
  "237 cnab400 ret_trailer 8-394 picture":
    "cnab_yaml blanks the trailer; 18-39 are the portfolio's títulos em cobrança (Manual Operacional, registro trailler), read but not checked",
  "341 cnab400 detail 105-107 boundary": "Itaú 087-107 uso do banco X(21) (p. 10)",
  "341 cnab400 detail 108-108 constant":
    "Itaú 108 código da carteira X(01) (nota 5: I for 109); cnab_yaml puts the carteira number 109 in a one-position field, a slip",
  "341 cnab400 detail 148-149 picture":
    "espécie: X(02) in the manual (p. 10, nota 10), always two digits; lote writes them as digits",
  "341 cnab400 detail 157-218 picture":
    "Itaú 157-218 are instruções, juros, desconto, IOF and abatimento (p. 10-11); cnab_yaml blanks them",
  "341 cnab400 detail 18-30 boundary":
    "Itaú 018-021 agência, 022-023 zeros, 024-028 conta, 029 DAC, 030-033 brancos (p. 10)",
  "341 cnab400 detail 2-4 boundary":
    "Itaú 002-003 código de inscrição, 004-017 número (p. 10); cnab_yaml's 2-4 is a slip",
  "341 cnab400 detail 235-269 boundary": "Itaú 235-264 nome do pagador X(30) and 265-274 brancos (p. 11)",
  "341 cnab400 detail 31-37 boundary":
    "Itaú 030-033 brancos, 034-037 código de instrução a cancelar 9(04) (zeros) (p. 10)",
  "341 cnab400 detail 31-37 picture":
    "Itaú 030-033 brancos, 034-037 código de instrução a cancelar 9(04) (zeros) (p. 10)",
  "341 cnab400 detail 352-394 picture":
    "Itaú 352-381 sacador X(30), 382-385 brancos, 386-391 data de mora, 392-393 prazo, 394 branco (p. 11)",
  "341 cnab400 detail 63-72 boundary":
    "Itaú 063-070 nosso número 9(08), 071-083 quantidade de moeda 9(08)V9(5) (p. 10); cnab_yaml's 'numero_documento' here is from another layout",
  "341 cnab400 fine 2-2 picture": "código da multa: a digit (registro 2, nota 26)",
  "341 cnab400 header 1-9 picture":
    "cnab_yaml writes the record's leading literals as one text field; lote splits them into the manual's fields (same bytes)",
  "341 cnab400 header 10-26 picture":
    "cnab_yaml writes the record's leading literals as one text field; lote splits them into the manual's fields (same bytes) (código e literal de serviço)",
  "341 cnab400 header 27-39 boundary":
    "Itaú header 027-030 agência, 031-032 zeros, 033-037 conta, 038 DAC, 039-046 brancos (Cobrança CNAB 400, Jul/2021 p. 9); cnab_yaml's 13-digit convênio is another bank's",
  "341 cnab400 header 77-87 boundary":
    "cnab_yaml writes the record's leading literals as one text field; lote splits them into the manual's fields (same bytes) (bank code and name)",
  "341 cnab400 header 88-94 boundary":
    "cnab_yaml writes the record's leading literals as one text field; lote splits them into the manual's fields (same bytes) (bank code and name)",
  "341 cnab400 ret_detail 169-172 boundary":
    "agência cobradora + DAC: a retorno field lote does not read (it keeps the positions as one unread field)",
  "341 cnab400 ret_detail 173-173 boundary":
    "agência cobradora + DAC: a retorno field lote does not read (it keeps the positions as one unread field)",
  "341 cnab400 ret_detail 296-301 picture": "data de crédito DDMMAA: lote reads it as digits",
  "748 cnab240 T 41-45 boundary":
    "Sicredi's nosso número fills 38-57 (AA/BXXXXX-D, left-aligned); lote reads the field whole and takes the sequence at 41-45, the positions cnab_yaml names",
  "756 cnab240 P 106-106 constant": "Sicoob 23.3P: DV da agência cobradora 'Preencher com espaços em branco'",
  "756 cnab240 P 118-118 picture":
    "código de juros is numeric in FEBRABAN C018 and the bank's manual (Sicoob 27.3P 'Num'); cnab_yaml's generic layout marks it X",
  "756 cnab240 P 225-227 picture": "Sicoob 39.3P: prazo para baixa 'Preencher com espaços em branco'",
  "756 cnab240 P 36-36 picture":
    "a check digit lote writes as given (text: Bradesco's P, BB's X): with a digit both tables agree",
  "756 cnab240 P 38-57 picture":
    "Sicoob 13.3P: nosso número 10, parcela 2, modalidade 2, formulário 1, 5 brancos: lote writes the parts (the first four digits, the last blank)",
  "756 cnab240 P 59-59 unfilled": 'Sicoob 15.3P: forma de cadastramento "0", a constant',
  "756 cnab240 P 62-62 picture":
    "identificação da distribuição is 'Alfa' in FEBRABAN 18.3P and the bank's manual (Sicoob 18.3P 'Alfa'); cnab_yaml's generic layout marks it 9",
  "756 cnab240 Q 210-212 picture": "Sicoob 20.3Q: código do banco correspondente 'Num' (zeros)",
  "756 cnab240 S 161-162 boundary":
    "Sicoob's Segmento S has two forms (05.Remessa 08.3S): tipo 1/2, a 140-character line with its number and font (cnab_yaml), and tipo 3, messages 5-9 of 40 (lote writes this one)",
  "756 cnab240 S 163-240 boundary":
    "Sicoob's Segmento S has two forms (05.Remessa 08.3S): tipo 1/2, a 140-character line with its number and font (cnab_yaml), and tipo 3, messages 5-9 of 40 (lote writes this one)",
  "756 cnab240 S 18-18 unfilled":
    "Sicoob's Segmento S has two forms (05.Remessa 08.3S): tipo 1/2, a 140-character line with its number and font (cnab_yaml), and tipo 3, messages 5-9 of 40 (lote writes this one)",
  "756 cnab240 S 18-20 boundary":
    "Sicoob's Segmento S has two forms (05.Remessa 08.3S): tipo 1/2, a 140-character line with its number and font (cnab_yaml), and tipo 3, messages 5-9 of 40 (lote writes this one)",
  "756 cnab240 S 21-160 boundary":
    "Sicoob's Segmento S has two forms (05.Remessa 08.3S): tipo 1/2, a 140-character line with its number and font (cnab_yaml), and tipo 3, messages 5-9 of 40 (lote writes this one)",
  "756 cnab240 batch_header 72-72 picture":
    "a check digit lote writes as given (text: Bradesco's P, BB's X): with a digit both tables agree",
  "756 cnab240 batch_trailer (retorno) 8-8 constant":
    "cnab_yaml's Sicoob retorno trailer de lote has record type '1', a slip: it is 5",
  "756 cnab240 batch_trailer 47-52 picture":
    "Sicoob 08.5: quantidade de títulos em cobrança vinculada, 'Num'",
  "756 cnab240 file_header 71-71 picture":
    "a check digit lote writes as given (text: Bradesco's P, BB's X): with a digit both tables agree",
  "756 cnab240 file_header 72-72 constant":
    "Sicoob 12.0: DV ag/conta 'Preencher com zeros' (Layouts Fev/2017, 05)",
  "001 cnab240 R (generic) 18-65 picture":
    "FEBRABAN v10 R 18-65 are the second and third discounts (code, date, value; C021-C023), which cnab_yaml's generic layer reserves; BB 08.3R-13.3R: 'Campo não tratado. Informar Zeros ou brancos': lote writes zeros (it sends one discount, in P)",
  "001 cnab240 R (generic) 180-240 picture":
    "FEBRABAN v10 R 200-207 ocorrência do pagador and 208-231 débito em conta (C038-C039), reserved by cnab_yaml's generic layer; BB 20.3R 180-199 'Informar brancos', 21.3R-22.3R 'Informar Zeros': lote writes blanks at 180-199 and zeros in the numeric fields",
  "001 cnab240 file_trailer (generic) 30-35 picture": CONTAS,
  "237 cnab240 file_trailer (generic) 30-35 picture": CONTAS,
  "756 cnab240 file_trailer (generic) 30-35 picture": CONTAS,
};
