/**
 * Reviewed differences from `@banco-br/cnab_yaml` for the banks and layouts added for CNAB
 * breadth (issue 17), spread into `layout-review.ts`'s `REVIEWED`. Same rule: each difference
 * has its resolution, citing the bank's manual (docs/cnab.md lists the manuals per bank).
 */

const SICOOB_DV =
  "a check digit lote writes as given (text, as for every bank): with a digit both tables agree";

/** Difference key (`<bank> <layout> <record>[ (retorno)] <start>-<end> <kind>`) → resolution. */
export const BREADTH_REVIEWED: Readonly<Record<string, string>> = {
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
