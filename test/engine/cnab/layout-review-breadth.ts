/**
 * Reviewed differences from `@banco-br/cnab_yaml` for the banks and layouts added for CNAB
 * breadth (issue 17), spread into `layout-review.ts`'s `REVIEWED`. Same rule: each difference
 * has its resolution, citing the bank's manual (docs/cnab.md lists the manuals per bank).
 */

const SICOOB_DV =
  "a check digit lote writes as given (text, as for every bank): with a digit both tables agree";

const BANRISUL_ACCOUNT =
  "Banrisul 240 10.0: número da conta 59-70, 9(12) '000EECCCCCCC' (the account's 9 digits right-aligned with zeros); cnab_yaml splits it into a 3-position '9(2)' of zeros and a 9-position '9(10)', neither of which tiles, the same characters for an account of up to 9 digits";
const BANRISUL_DV =
  "Banrisul 240: DV da conta 'Numérico'; a check digit lote writes as given (text, as for every bank): with a digit both tables agree";

/** Difference key (`<bank> <layout> <record>[ (retorno)] <start>-<end> <kind>`) → resolution. */
export const BREADTH_REVIEWED: Readonly<Record<string, string>> = {
  "208 cnab240 batch_trailer (generic) 47-52 picture":
    "FEBRABAN v10.06 08.5 (the layout BTG's kit ships): quantidade de títulos em cobrança (vinculada), Num, C070; cnab_yaml's generic layer reserves it as text; lote writes zeros (C070: retorno only)",
  "208 cnab240 file_trailer (generic) 30-35 picture":
    "FEBRABAN v10.06 07.9 (the layout BTG's kit ships): quantidade de contas para conciliação, Num, G037; cnab_yaml's generic layer reserves it as text; lote writes zeros",
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
  "104 cnab400 detail 29-29 constant":
    "CAIXA 67.126 NE028: '0' = postagem pelo beneficiário (lote's beneficiary prints and delivers, as laravel-boleto and BoletoNetCore send); cnab_yaml defaults 2 (via agência CAIXA)",
  "104 cnab400 detail 57-58 picture":
    "CAIXA 67.126 anexo II 11.1: modalidade 'Num' (14 for cobrança registrada, NE015); cnab_yaml marks it X",
  "104 cnab400 detail 107-108 picture":
    "CAIXA 67.126 NE016: carteira '01' = cobrança registrada, 'Num'; cnab_yaml defaults 02 (sem registro) and marks it X",
  "104 cnab400 detail 392-393 unfilled":
    "CAIXA 67.126 NE025: prazo de protesto/devolução; lote sends 00 with instrução 1 '00', leaving the choice to the beneficiary's registration (as laravel-boleto and BoletoNetCore send without days)",
  "756 cnab400 header 12-19 constant":
    "Sicoob 03.Remessa header seq. 5: 'COBRANÇA'; lote writes ASCII text without accents (the manual's own rule for the file: ANSI, no special characters), the same letters",
  "756 cnab400 header 31-31 constant":
    "Sicoob 03.Remessa header seq. 8: DV do prefixo 'Preencher com espaços em branco' (the retorno returns '0'); cnab_yaml writes 0",
  "756 cnab400 detail 22-22 picture": SICOOB_DV,
  "756 cnab400 detail 63-74 picture":
    "Sicoob 03.Remessa seq. 10: 063-073 the sequence, 074 its DV (módulo 11): lote writes the two parts, digits either way",
  "756 cnab400 detail 111-120 picture": "Sicoob 03.Remessa seq. 25: Seu Número X(10); cnab_yaml marks it 9",
  "756 cnab400 detail 143-147 picture":
    "Sicoob 03.Remessa seq. 29-30: prefixo da cooperativa 9(04) and its DV X(01); cnab_yaml merges them",
  "756 cnab400 detail 392-393 constant":
    "Sicoob 03.Remessa seq. 52: dias para protesto X(02), '0' = the cooperativa's default; lote writes 00 (as brcobranca), the same meaning",
  "756 cnab400 ret_detail 147-152 picture":
    "Sicoob 04.Retorno seq. 28: data de vencimento ddmmaa (A(06) in the manual, digits in every file); lote reads it as a date",
};
