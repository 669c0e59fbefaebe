/**
 * The check lote makes on the codes Inter assigned before it renders anything: an Inter boleto is
 * printed from the bank's barcode, linha digitável and Pix, never from lote's own computation, so
 * each must be self-consistent and say what lote asked for.
 *
 * Checked: both codes parse with every check digit (the engine's `parseBoletoCode`), they are the
 * same code, bank 077, currency 9, the amount and the fator de vencimento are the input's; the
 * campo livre is agência 0001 + carteira 112 + código do beneficiário (7) + nosso número (10) + DV
 * módulo 10 over agência + carteira + nosso número (eduardokum/laravel-boleto
 * `src/Boleto/Banco/Inter.php` @0081d095 `getCampoLivre`; lote's `../boleto.ts`; held against every
 * real code in `examples-codes.ts`), and ends with the nosso número Inter reported; the Pix copia e
 * cola parses with a valid CRC (the engine's `parsePixPayload`) and carries the same amount.
 */

import { readBoletoCode as parseBoletoCode } from "../../../boleto/read-code";
import type { ProviderCodes } from "../../../connect/types";
import { type Issue, isEngineError } from "../../../errors";
import { mod10 } from "../../../math/check-digits";
import { dueFactor } from "../../../math/due-factor";
import { parsePixPayload } from "../../../pix/parse";
import type { BoletoInput } from "../../../types";

const issue = (code: string, path: (string | number)[], message: string): Issue => ({ code, path, message });

/** Parses one code; its engine issues come back under `path`. */
function read(code: string, today: string, path: string[], out: Issue[]) {
  try {
    return parseBoletoCode(code, { today });
  } catch (e) {
    if (!isEngineError(e)) throw e;
    for (const i of e.issues) out.push(issue(i.code, [...path, ...i.path], i.message));
    return undefined;
  }
}

/**
 * The problems of the codes Inter returned for `input` (empty when lote may render them).
 * Codes: `INTER_CODE_MISSING`, the engine's boleto codes (`INVALID_CHECK_DIGIT`, `INVALID_LENGTH`…
 * under `codes.barcode` / `codes.digitable_line`), `INTER_CODES_DIFFER`, `INTER_BANK_MISMATCH`,
 * `INTER_AMOUNT_MISMATCH`, `INTER_DUE_FACTOR_MISMATCH`, `INTER_FREE_FIELD`,
 * `INTER_OUR_NUMBER_MISMATCH`, the engine's Pix codes (`PIX_INVALID_CRC`…) under `codes.pix_emv`,
 * `INTER_PIX_AMOUNT_MISMATCH`, `INTER_PIX_MISSING`.
 *
 * @example checkInterCodes({ barcode, digitable_line, pix_emv }, input) // [] for Inter's own codes
 */
export function checkInterCodes(codes: ProviderCodes, input: BoletoInput): Issue[] {
  const out: Issue[] = [];
  // Any date near the due date decodes the factor; the factor itself is compared below.
  const today = input.due_date ?? input.issue_date ?? "2025-01-01";
  const { barcode, digitable_line: line } = codes;
  if (!barcode) out.push(issue("INTER_CODE_MISSING", ["codes", "barcode"], "Inter returned no barcode"));
  if (!line)
    out.push(issue("INTER_CODE_MISSING", ["codes", "digitable_line"], "Inter returned no linha digitável"));
  const fromBar = barcode ? read(barcode, today, ["codes", "barcode"], out) : undefined;
  const fromLine = line ? read(line, today, ["codes", "digitable_line"], out) : undefined;
  if (fromBar && fromLine && fromBar.barcode !== fromLine.barcode)
    out.push(
      issue("INTER_CODES_DIFFER", ["codes", "digitable_line"], "the linha digitável is not the barcode's"),
    );
  const parsed = fromBar ?? fromLine;
  if (parsed) {
    const at = fromBar ? ["codes", "barcode"] : ["codes", "digitable_line"];
    if (parsed.bank_code !== "077")
      out.push(issue("INTER_BANK_MISMATCH", at, `bank ${parsed.bank_code}, expected 077`));
    if (parsed.amount_cents !== input.amount_cents)
      out.push(
        issue("INTER_AMOUNT_MISMATCH", at, `amount ${parsed.amount_cents}, expected ${input.amount_cents}`),
      );
    let factor: string | undefined;
    try {
      factor = dueFactor(input.due_date);
    } catch {
      factor = undefined; // the input's date was validated before registration; nothing to compare
    }
    if (factor !== undefined && parsed.due_factor !== factor)
      out.push(
        issue(
          "INTER_DUE_FACTOR_MISMATCH",
          at,
          `fator ${parsed.due_factor}, expected ${factor} (${input.due_date})`,
        ),
      );
    checkFreeField(parsed.free_field, codes, input, at, out);
  }
  checkPix(codes, input, out);
  return out;
}

/** Agência 0001, carteira 112, the input's código do beneficiário, the nosso número and its DV. */
function checkFreeField(
  ff: string,
  codes: ProviderCodes,
  input: BoletoInput,
  at: string[],
  out: Issue[],
): void {
  const agency = ff.slice(0, 4);
  const wallet = ff.slice(4, 7);
  const agreement = ff.slice(7, 14);
  const ours = ff.slice(14, 24);
  if (agency !== "0001" || wallet !== "112")
    out.push(
      issue("INTER_FREE_FIELD", at, `campo livre starts ${agency}/${wallet}, expected Inter's 0001/112`),
    );
  if (input.agreement && input.agreement.padStart(7, "0") !== agreement)
    out.push(
      issue("INTER_FREE_FIELD", at, `código do beneficiário ${agreement}, expected ${input.agreement}`),
    );
  if (String(mod10(agency + wallet + ours)) !== ff[24])
    out.push(
      issue(
        "INTER_FREE_FIELD",
        at,
        `nosso número DV is ${ff[24]}, módulo 10 gives ${mod10(agency + wallet + ours)}`,
      ),
    );
  if (codes.our_number && codes.our_number.padStart(11, "0") !== ff.slice(14))
    out.push(
      issue(
        "INTER_OUR_NUMBER_MISMATCH",
        ["codes", "our_number"],
        `nosso número ${codes.our_number}, the barcode has ${ff.slice(14)}`,
      ),
    );
}

/** The Pix copia e cola: readable, CRC valid, the same amount; required when the title asked for Pix. */
function checkPix(codes: ProviderCodes, input: BoletoInput, out: Issue[]): void {
  const emv = codes.pix_emv;
  if (!emv) {
    if (input.pix)
      out.push(
        issue("INTER_PIX_MISSING", ["codes", "pix_emv"], "the title asked for Pix and Inter returned none"),
      );
    return;
  }
  try {
    const pix = parsePixPayload(emv);
    if (pix.amount_cents !== input.amount_cents)
      out.push(
        issue(
          "INTER_PIX_AMOUNT_MISMATCH",
          ["codes", "pix_emv", "54"],
          `Pix amount ${pix.amount_cents}, expected ${input.amount_cents}`,
        ),
      );
  } catch (e) {
    if (!isEngineError(e)) throw e;
    for (const i of e.issues) out.push(issue(i.code, ["codes", "pix_emv", ...i.path], i.message));
  }
}
