/**
 * The reviewed differences between lote's field tables and the bank manuals' tables transcribed
 * in `manual-tables/` (see `manual-crosscheck.test.ts`), each with its resolution: the manual's
 * own words that make lote right, or why the difference does not matter. Keys are
 * `<bank> <layout> <record> <start>-<end> <kind>`; a key that no longer occurs fails the test.
 */
import { MANUAL_REVIEWED } from "./manual-review-breadth";

const DAC =
  "a check digit (Itaú's DAC, módulo 10, always a digit) that lote writes as given, as text (other banks' DVs may be letters): with a digit both tables agree";

const SICREDI_DV =
  "the conta's check digit, which lote writes as given, as text (other banks' DVs may be letters); Sicredi's is a digit, so both tables agree";
const SICREDI_CODE =
  "código de movimento remessa: 'Alfa' in Sicredi's table, but every code of its domain is two digits ('01' = Cadastro de título …): the same bytes as lote's digits";

const SANTANDER_PIX_LIMITS =
  "registro 8's payment limits: lote sends tipo de pagamento 00, 'conforme perfil do beneficiário' (laravel-boleto's default too), under which the limits are the beneficiary's profile, and zeros for them; no manual at hand defines the fields, so lote takes no input for them (docs/cnab.md, known departures)";

/** Difference key → resolution. */
export const REVIEWED: Readonly<Record<string, string>> = {
  ...MANUAL_REVIEWED,
  "237 cnab240 file_header 33-52 picture":
    "código do convênio (G007: 'código adotado pelo Banco'), which Bradesco issues as digits: lote writes it zero-padded to 20, as laravel-boleto's Bradesco 240 writer does (33-52 and 34-53 as '9')",
  "237 cnab240 batch_header 34-53 picture": "as the header de arquivo's 33-52",
  "237 cnab240 file_header 167-171 unfilled":
    "densidade de gravação: G020's domain is 1600 or 6250 BPI; lote writes 01600 (laravel-boleto too)",
  "237 cnab240 P 101-105 unfilled":
    "agência encarregada da cobrança: lote leaves the bank to choose it (zeros, FEBRABAN C014)",
  "237 cnab240 R 66-66 picture":
    "código da multa: 0, 1 or 2 (C021-style domain) either way; lote writes the digit",
  "237 cnab240 S 18-18 unfilled":
    "tipo de impressão: lote always writes form 3 (messages of 40), which the table lists",
  "237 cnab240 T 38-57 picture":
    "identificação do título in the retorno: lote reads carteira, zeros, nosso número and DV as P's block (13.3P)",
  "341 cnab240 file_header 72-72 picture": DAC,
  "341 cnab240 batch_header 73-73 picture": DAC,
  "341 cnab240 P 37-37 picture": DAC,
  "341 cnab240 P 49-49 picture": DAC,
  "341 cnab240 P 106-106 picture": DAC,
  "341 cnab240 batch_header 34-53 picture":
    "the manual's row reads 'BRANCOS — complemento de registro, BRANCOS' with picture 9(20): lote writes blanks as the row's name and content say, as kmee/cnab240's Itaú remessa in the corpus does",
  "341 cnab240 P 101-105 unfilled":
    "agência cobradora: nota 10, 'No arquivo remessa, preencher com zeros. O Itaú define a agência cobradora pelo CEP do PAGADOR'",
  "341 cnab240 R 67-74 picture":
    "data da multa: printed X(008), but nota 31 says 'Campo deve ser formatado como DDMMAAAA' (a date; every other date of the layout is 9(08)): lote writes the digits",
  "341 cnab240 R 75-89 picture":
    "valor/percentual da multa: printed X(013) over 15 positions; nota 31 gives '9(11)V9(2)'. lote writes FEBRABAN's 9(13)V9(2) right-aligned (two leading zeros), listed as unsure in docs/cnab.md",
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
  "033 cnab400 pix 2-3 unfilled": SANTANDER_PIX_LIMITS,
  "033 cnab400 pix 4-5 unfilled": SANTANDER_PIX_LIMITS,
  "033 cnab400 pix 6-6 unfilled": SANTANDER_PIX_LIMITS,
  "033 cnab400 pix 7-19 unfilled": SANTANDER_PIX_LIMITS,
  "033 cnab400 pix 20-24 unfilled": SANTANDER_PIX_LIMITS,
  "033 cnab400 pix 25-37 unfilled": SANTANDER_PIX_LIMITS,
  "033 cnab400 pix 38-42 unfilled": SANTANDER_PIX_LIMITS,
  "001 cnab400 fine 2-3 picture":
    "tipo de serviço printed X(002) with the content '99': lote writes the same two characters",
  "001 cnab400 fine 23-394 picture":
    "06.5 complemento printed 9(372) with the content 'Brancos': lote writes blanks, as the content says (ACBr's BB writer writes Space(372) there too)",
};
