/**
 * 001 — Banco do Brasil, CNAB 240 cobrança.
 *
 * Source: Banco do Brasil, "Layout de Arquivo Retorno/Remessa — Cobrança CNAB 240 posições"
 * (arquivo versão 083, lote 042), FEBRABAN v10 with these differences:
 * - headers 33-52 / 34-53: convênio (9), `0014` (cobrança cedente), carteira (2), variação (3),
 *   two blanks;
 * - Segmentos P and T 38-57: convênio + sequencial (7 + 10 = 17 positions, no DV), the form of
 *   7-digit convênios; lote supports BB CNAB for 7-digit convênios only;
 * - P 58 código da carteira: 7 for carteira 17 simples, 1 otherwise; P 61-62 `0` (not used by BB);
 * - no Segmento S (tipo 3 "campo não tratado") and no Y-01 ("não utilizado pelo BB").
 * Retorno codes follow FEBRABAN (C044/C047).
 * Needs `account.bank_fields.wallet_variation` (variação da carteira, 3 digits) on the file's
 * account. Uncertain: DVs of agência/conta are taken from the account or, when absent, from the
 * boleto rules' beneficiary code.
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { blank, lit, num } from "../../cnab/layout/fields";
import { stripZeros } from "../../cnab/layout/format";
import { FEBRABAN_KINDS, FEBRABAN_SIMULATE, febrabanMovements } from "../../cnab/spec/febraban-codes";
import { FEBRABAN_OCCURRENCES } from "../../cnab/spec/occurrences";
import { accountInput, type FileContext, genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import type { RemessaTitle } from "../../cnab/types";
import type { Issue } from "../../errors";
import { padDigits } from "../../math/check-digits";
import { boleto } from "./boleto";

/** Nosso número as BB's CNAB carries it: convênio (7) + sequencial (10), no DV. */
export function bbOurNumber(t: RemessaTitle): string {
  return (t.agreement ?? "") + padDigits(t.our_number, 10);
}

/** The sequential part of a 17-position nosso número field. */
export function bbSequence(raw: string): string {
  return stripZeros(raw.slice(7, 17).trim() || "0");
}

/** BB CNAB here covers 7-digit convênios (the only ones BB still issues); others are an error. */
export function checkAgreement(ctx: FileContext, issues: Issue[]): void {
  if (!/^\d{7}$/.test(ctx.account.agreement ?? "")) {
    issues.push({
      code: "CNAB_UNSUPPORTED_AGREEMENT",
      path: ["account", "agreement"],
      message: "Banco do Brasil CNAB in lote needs a 7-digit convênio",
    });
  }
}

/** Agência and conta check digits: the account's, else those the boleto rules print. */
export function bbDigits(ctx: FileContext): { agency: string; account: string } {
  const a = ctx.account;
  const printed = /^\d+-(\w) \/ \d+-(\w)$/.exec(boleto.beneficiaryCode(accountInput(ctx)));
  return { agency: a.agency_digit || printed?.[1] || "", account: a.account_digit || printed?.[2] || "" };
}

/** `bank_fields.wallet_variation` of the file's account, or an issue. */
export function walletVariation(ctx: FileContext, issues: Issue[]): string {
  const v = ctx.account.bank_fields?.wallet_variation;
  if (v === undefined || !/^\d{1,3}$/.test(v)) {
    issues.push({
      code: "CNAB_REQUIRED",
      path: ["account", "bank_fields", "wallet_variation"],
      message: "Banco do Brasil CNAB needs bank_fields.wallet_variation (variação da carteira, 3 digits)",
    });
  }
  return v ?? "";
}

const ourNumber: OurNumberCodec = {
  fields: ["our_number"],
  encode: (t) => ({ our_number: bbOurNumber(t), wallet_code: t.wallet === "17" ? 7 : 1 }),
  decode: (read) => {
    const raw = read("our_number").trimEnd();
    return { our_number: bbSequence(raw), raw };
  },
};

const agreement = (at: number) => [
  num("bb_agreement", at, at + 8),
  lit("0014", at + 9, at + 12, "9"),
  num("wallet", at + 13, at + 14),
  num("wallet_variation", at + 15, at + 17),
  blank(at + 18, at + 19),
];

export const cnab240 = defineCnab240({
  bank_code: "001",
  bank_name: "BANCO DO BRASIL S.A.",
  manual: "Banco do Brasil, Layout de Arquivo Remessa/Retorno — Cobrança CNAB 240 (arquivo 083, lote 042)",
  versions: { file: "083", batch: "042" },
  overrides: {
    file_header: agreement(33),
    batch_header: agreement(34),
    // 23.3P DV da agência cobradora: "Informar 'branco' (espaço)"; 38.3P / 39.3P: "Campo não
    // tratado pelo sistema. Informar 'zeros'" (also the days).
    P: [blank(106, 106), num("write_off_days", 225, 227)],
  },
  defaults: { P: { issuer: 0, distribution: "0" } },
  // Segmento S tipo 3 (08.3S-14.3S) is "Campo não tratado": BB's S carries only the payers'
  // e-mail (tipo 8); its boleto prints R 100-139 (Mensagem 3), which lote does not fill. Segmento
  // Y-01 is "Segmento não utilizado pelo BB atualmente" (01.3Y-18.3Y); the sacador goes in Q.
  // So instructions are left out with CNAB_INSTRUCTIONS_DROPPED, and no Y-01 is written.
  without: ["S", "Y01"],
  write_off: { code: 0, days: 0 },
  // 36.3P: "O Banco do Brasil trata somente os códigos '1' – Protestar dias corridos, '2' –
  // Protestar dias úteis, e '3' – Não protestar"; the days at 37.3P (222-223).
  protest: { calendar: "1", business: "2" },
  // 07.3P: "Códigos de Movimento para Remessa tratados pelo Banco do Brasil" — 01, 02, 04-09, 10
  // "Cancela/Sustação da Instrução de protesto", 30, 31, 40 (30 and 40 lote does not send).
  movements: {
    ...febrabanMovements(
      "entry",
      "write_off",
      "rebate",
      "rebate_cancel",
      "due_date_change",
      "discount",
      "discount_cancel",
      "protest",
      "change_data",
    ),
    protest_cancel: "10",
  },
  document_kinds: { ...FEBRABAN_KINDS, W: "26" },
  occurrences: FEBRABAN_OCCURRENCES,
  reason_width: 2,
  simulate: FEBRABAN_SIMULATE,
  account(ctx, issues) {
    checkAgreement(ctx, issues);
    const digits = bbDigits(ctx);
    return {
      bb_agreement: ctx.account.agreement,
      wallet_variation: walletVariation(ctx, issues),
      "account.agency_digit": digits.agency,
      "account.account_digit": digits.account,
    };
  },
  ourNumber,
  fileName: genericFileName,
});
