/**
 * The check lote makes on the codes C6 returned before it renders anything: C6's BolePix assigns
 * the nosso número (the `our_number` field is optional in the request and lote leaves it out, as
 * frones/ACBr `ACBrBoletoW_C6.pas` does), so the barcode, linha digitável and Pix come from C6.
 *
 * Checked: both codes read with every check digit (`read-code.ts`) and are the same; bank 336; the input's amount
 * and due factor; the campo livre is lote's C6 rule (`../boleto.ts`; the positions ACBr's
 * `LinhaDigitavelExplodeInfo` reads): código do cliente(12) — the input's `agreement` when it has
 * one — + nosso número(10), ending with the `our_number` C6 reported, + carteira(2) = the
 * `billing_scheme` lote sent (the input's wallet) + layout `3` or `4`; the Pix copia e cola parses
 * with its CRC (and its amount when it carries one), and is there when the title asked for Pix.
 */
import type { ProviderCodes } from "../../../connect/types";
import { isEngineError } from "../../../errors";
import { dueFactor } from "../../../math/due-factor";
import { parsePixPayload } from "../../../pix/parse";
import type { BoletoInput } from "../../../types";
import { readCode } from "./read-code";

/** One problem of C6's codes (path dotted, as `BankApiModule.checkCodes` reports). */
export interface CodeIssue {
  path: string;
  code: string;
  message: string;
}

const at = (path: string, code: string, message: string): CodeIssue => ({ path, code, message });

function read(code: string, path: string, out: CodeIssue[]) {
  const r = readCode(code);
  if (!("issues" in r)) return r;
  for (const i of r.issues) out.push(at([path, ...i.path].join("."), i.code, i.message));
  return undefined;
}

function checkFreeField(
  ff: string,
  codes: ProviderCodes,
  input: BoletoInput,
  where: string,
  out: CodeIssue[],
) {
  if (input.agreement && ff.slice(0, 12) !== input.agreement.padStart(12, "0"))
    out.push(at(where, "C6_FREE_FIELD", `código do cliente ${ff.slice(0, 12)}, expected ${input.agreement}`));
  if (ff.slice(22, 24) !== input.wallet)
    out.push(
      at(where, "C6_FREE_FIELD", `carteira ${ff.slice(22, 24)}, lote sent billing_scheme ${input.wallet}`),
    );
  if (ff[24] !== "3" && ff[24] !== "4")
    out.push(at(where, "C6_FREE_FIELD", `identificador de layout ${ff[24]}, expected 3 or 4`));
  const ours = codes.our_number?.replace(/\D/g, "");
  if (ours && (ours.length > 10 || !ff.slice(12, 22).endsWith(ours.replace(/^0+/, ""))))
    out.push(
      at(
        "codes.our_number",
        "C6_OUR_NUMBER_MISMATCH",
        `nosso número ${ours}, the barcode has ${ff.slice(12, 22)}`,
      ),
    );
}

/**
 * The problems of the codes C6 returned for `input` (empty when lote may render them). Codes:
 * `C6_CODE_MISSING`, the engine's boleto codes under `codes.barcode` / `codes.digitable_line`,
 * `C6_CODES_DIFFER`, `C6_BANK_MISMATCH`, `C6_AMOUNT_MISMATCH`, `C6_DUE_FACTOR_MISMATCH`,
 * `C6_FREE_FIELD`, `C6_OUR_NUMBER_MISMATCH`, the engine's Pix codes under `codes.pix_emv`,
 * `C6_PIX_AMOUNT_MISMATCH`, `C6_PIX_MISSING`.
 *
 * @example checkC6Codes({ barcode, digitable_line, our_number }, input) // [] for C6's own codes
 */
export function checkC6Codes(codes: ProviderCodes, input: BoletoInput): CodeIssue[] {
  const out: CodeIssue[] = [];
  const { barcode, digitable_line: line } = codes;
  if (!barcode) out.push(at("codes.barcode", "C6_CODE_MISSING", "C6 returned no barcode"));
  if (!line) out.push(at("codes.digitable_line", "C6_CODE_MISSING", "C6 returned no linha digitável"));
  const fromBar = barcode ? read(barcode, "codes.barcode", out) : undefined;
  const fromLine = line ? read(line, "codes.digitable_line", out) : undefined;
  if (fromBar && fromLine && fromBar.barcode !== fromLine.barcode)
    out.push(at("codes.digitable_line", "C6_CODES_DIFFER", "the linha digitável is not the barcode's"));
  const parsed = fromBar ?? fromLine;
  if (parsed) {
    const where = fromBar ? "codes.barcode" : "codes.digitable_line";
    if (parsed.bank_code !== "336")
      out.push(at(where, "C6_BANK_MISMATCH", `bank ${parsed.bank_code}, expected 336`));
    if (parsed.amount_cents !== input.amount_cents)
      out.push(
        at(where, "C6_AMOUNT_MISMATCH", `amount ${parsed.amount_cents}, expected ${input.amount_cents}`),
      );
    let factor: string | undefined;
    try {
      factor = dueFactor(input.due_date);
    } catch {
      factor = undefined;
    }
    if (factor !== undefined && parsed.due_factor !== factor)
      out.push(
        at(
          where,
          "C6_DUE_FACTOR_MISMATCH",
          `fator ${parsed.due_factor}, expected ${factor} (${input.due_date})`,
        ),
      );
    checkFreeField(parsed.free_field, codes, input, where, out);
  }
  const emv = codes.pix_emv;
  if (!emv) {
    if (input.pix)
      out.push(at("codes.pix_emv", "C6_PIX_MISSING", "the title asked for Pix and C6 returned none"));
    return out;
  }
  try {
    const pix = parsePixPayload(emv);
    if (pix.amount_cents !== null && pix.amount_cents !== input.amount_cents)
      out.push(
        at(
          "codes.pix_emv.54",
          "C6_PIX_AMOUNT_MISMATCH",
          `Pix amount ${pix.amount_cents}, expected ${input.amount_cents}`,
        ),
      );
  } catch (e) {
    if (!isEngineError(e)) throw e;
    for (const i of e.issues) out.push(at(["codes.pix_emv", ...i.path].join("."), i.code, i.message));
  }
  return out;
}
