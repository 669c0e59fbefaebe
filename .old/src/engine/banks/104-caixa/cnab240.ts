/**
 * 104 — Caixa Econômica Federal, CNAB 240 cobrança (SIGCB).
 *
 * Source: CAIXA, "Leiaute de Arquivo Eletrônico Padrão CNAB 240 — Cobrança Bancária CAIXA (SIGCB)"
 * (arquivo versão 101, lote 060). Differences from FEBRABAN v10:
 * - header de arquivo 33-52 zeros; 53-72: agência 5 + DV, código do beneficiário 6, zeros 8;
 *   192-211 `REMESSA-PRODUCAO`; header de lote 34-39 código do beneficiário, 40-53 zeros, 54-73
 *   agência + DV, código do beneficiário, zeros 8;
 * - Segmentos P and T 24-57: código do beneficiário 6, zeros 11, modalidade 2 (`14`: registrada,
 *   emitida pelo beneficiário) and nosso número 15; P 63-73 número do documento (11), 74-77 blank;
 *   P 224-227 baixa/devolução `1` + prazo 3;
 * - trailer de lote 93-123 blank; trailer de arquivo 30-35 blank.
 * Takes 6-digit códigos do beneficiário (a 7-digit code with a leading zero is one); the newer
 * 7-digit codes are an error until CAIXA's layout for them is at hand. Uncertain: Segmento T
 * positions, read with P's block.
 */
import { defineCnab240 } from "../../cnab/cnab240-spec";
import { FEBRABAN_KINDS, FEBRABAN_MOVEMENTS, FEBRABAN_SIMULATE } from "../../cnab/febraban-codes";
import { blank, lit, num, txt, zeros } from "../../cnab/fields";
import { stripZeros } from "../../cnab/format";
import { FEBRABAN_OCCURRENCES } from "../../cnab/occurrences";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec";

const ourNumber: OurNumberCodec = {
  fields: ["modality", "our_number"],
  encode: (t) => ({ modality: `${t.wallet}4`, our_number: t.our_number }),
  decode: (read) => ({
    our_number: stripZeros(read("our_number")),
    raw: read("modality") + read("our_number"),
  }),
};

const BLOCK = [
  num("beneficiary_code", 24, 29),
  zeros(30, 40),
  num("modality", 41, 42),
  num("our_number", 43, 57),
];

const account = (at: number) => [
  num("account.agency", at, at + 4),
  txt("account.agency_digit", at + 5, at + 5),
  num("beneficiary_code", at + 6, at + 11),
  zeros(at + 12, at + 19),
];

export const cnab240 = defineCnab240({
  bank_code: "104",
  bank_name: "CAIXA ECONOMICA FEDERAL",
  manual:
    "CAIXA, Leiaute de Arquivo Eletrônico Padrão CNAB 240 — Cobrança Bancária (SIGCB; arquivo 101, lote 060)",
  versions: { file: "101", batch: "060" },
  overrides: {
    file_header: [zeros(33, 52), ...account(53), lit("REMESSA-PRODUCAO", 192, 211)],
    batch_header: [num("beneficiary_code", 34, 39), zeros(40, 53), ...account(54)],
    P: [...BLOCK, txt("document_number", 63, 73), blank(74, 77), num("write_off_days", 225, 227)],
    T: BLOCK,
    batch_trailer: [blank(93, 123)],
    file_trailer: [blank(30, 35)],
  },
  defaults: { P: { document_type: "2", distribution: "0", write_off_code: 1 } },
  movements: { ...FEBRABAN_MOVEMENTS },
  document_kinds: FEBRABAN_KINDS,
  occurrences: FEBRABAN_OCCURRENCES,
  reason_width: 2,
  simulate: FEBRABAN_SIMULATE,
  account(ctx, issues) {
    const code = stripZeros(ctx.account.agreement ?? "");
    if (!/^\d{1,6}$/.test(code)) {
      issues.push({
        code: "CNAB_UNSUPPORTED_AGREEMENT",
        path: ["account", "agreement"],
        message: "CAIXA CNAB 240 in lote takes 6-digit códigos do beneficiário",
      });
    }
    return { beneficiary_code: code };
  },
  ourNumber,
  fileName: genericFileName,
});
