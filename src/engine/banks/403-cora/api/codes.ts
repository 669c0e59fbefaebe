/**
 * The check lote makes on the codes Cora assigned before it renders anything: a Cora boleto is
 * printed from Cora's barcode, linha digitável and Pix, so each must be self-consistent and say
 * what lote asked for.
 *
 * Checked: both codes read with every check digit (`read-code.ts`) and are the
 * same code; bank 403, currency 9; the input's amount and fator de vencimento; the campo livre is
 * `00000` + 18-digit nosso número + carteira `01`, the nosso número opening with the first 8
 * digits of the beneficiary's CNPJ (frones/ACBr `ACBrBancoCora.pas`; every published Cora code,
 * `../vectors.ts`), and it ends with the `our_number` Cora reported (a stage answer reports the
 * last 17 of the 18 digits); the Pix copia e cola parses with a valid CRC and carries
 * the same amount, and is there when the title asked for Pix.
 */
import type { ProviderCodes } from "../../../connect/types";
import { isEngineError } from "../../../errors";
import { dueFactor } from "../../../math/due-factor";
import { parsePixPayload } from "../../../pix/parse";
import type { BoletoInput } from "../../../types";
import { readCode } from "./read-code";

/** One problem of Cora's codes (path dotted, as `BankApiModule.checkCodes` reports). */
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

/**
 * The problems of the codes Cora returned for `input` (empty when lote may render them). Codes:
 * `CORA_CODE_MISSING`, the engine's boleto codes (`INVALID_CHECK_DIGIT`…) under `codes.barcode` /
 * `codes.digitable_line`, `CORA_CODES_DIFFER`, `CORA_BANK_MISMATCH`, `CORA_AMOUNT_MISMATCH`,
 * `CORA_DUE_FACTOR_MISMATCH`, `CORA_FREE_FIELD`, `CORA_OUR_NUMBER_MISMATCH`, the engine's Pix
 * codes under `codes.pix_emv`, `CORA_PIX_AMOUNT_MISMATCH`, `CORA_PIX_MISSING`.
 *
 * @example checkCoraCodes({ barcode, digitable_line, our_number }, input) // [] for Cora's own codes
 */
export function checkCoraCodes(codes: ProviderCodes, input: BoletoInput): CodeIssue[] {
  const out: CodeIssue[] = [];
  const { barcode, digitable_line: line } = codes;
  if (!barcode) out.push(at("codes.barcode", "CORA_CODE_MISSING", "Cora returned no barcode"));
  if (!line) out.push(at("codes.digitable_line", "CORA_CODE_MISSING", "Cora returned no linha digitável"));
  const fromBar = barcode ? read(barcode, "codes.barcode", out) : undefined;
  const fromLine = line ? read(line, "codes.digitable_line", out) : undefined;
  if (fromBar && fromLine && fromBar.barcode !== fromLine.barcode)
    out.push(at("codes.digitable_line", "CORA_CODES_DIFFER", "the linha digitável is not the barcode's"));
  const parsed = fromBar ?? fromLine;
  if (parsed) {
    const where = fromBar ? "codes.barcode" : "codes.digitable_line";
    if (parsed.bank_code !== "403")
      out.push(at(where, "CORA_BANK_MISMATCH", `bank ${parsed.bank_code}, expected 403`));
    if (parsed.amount_cents !== input.amount_cents)
      out.push(
        at(where, "CORA_AMOUNT_MISMATCH", `amount ${parsed.amount_cents}, expected ${input.amount_cents}`),
      );
    let factor: string | undefined;
    try {
      factor = dueFactor(input.due_date);
    } catch {
      factor = undefined; // the input's date was validated before registration
    }
    if (factor !== undefined && parsed.due_factor !== factor)
      out.push(
        at(
          where,
          "CORA_DUE_FACTOR_MISMATCH",
          `fator ${parsed.due_factor}, expected ${factor} (${input.due_date})`,
        ),
      );
    const ff = parsed.free_field;
    if (!ff.startsWith("00000") || !ff.endsWith("01"))
      out.push(at(where, "CORA_FREE_FIELD", `campo livre ${ff} is not 00000 + nosso número + 01`));
    const root = input.beneficiary.document.replace(/\D/g, "").slice(0, 8);
    if (root.length === 8 && ff.slice(5, 13) !== root)
      out.push(
        at(
          where,
          "CORA_FREE_FIELD",
          `nosso número starts ${ff.slice(5, 13)}, the beneficiary's CNPJ ${root}`,
        ),
      );
    const ours = codes.our_number?.replace(/\D/g, "");
    if (ours && (ours.length > 18 || !ff.slice(5, 23).endsWith(ours)))
      out.push(
        at(
          "codes.our_number",
          "CORA_OUR_NUMBER_MISMATCH",
          `nosso número ${ours}, the barcode has ${ff.slice(5, 23)}`,
        ),
      );
  }
  checkPix(codes, input, out);
  return out;
}

function checkPix(codes: ProviderCodes, input: BoletoInput, out: CodeIssue[]): void {
  const emv = codes.pix_emv;
  if (!emv) {
    if (input.pix)
      out.push(at("codes.pix_emv", "CORA_PIX_MISSING", "the title asked for Pix and Cora returned none"));
    return;
  }
  try {
    const pix = parsePixPayload(emv);
    // A cobv's dynamic copia e cola may leave the amount to its location (no tag 54).
    if (pix.amount_cents !== null && pix.amount_cents !== input.amount_cents)
      out.push(
        at(
          "codes.pix_emv.54",
          "CORA_PIX_AMOUNT_MISMATCH",
          `Pix amount ${pix.amount_cents}, expected ${input.amount_cents}`,
        ),
      );
  } catch (e) {
    if (!isEngineError(e)) throw e;
    for (const i of e.issues) out.push(at(["codes.pix_emv", ...i.path].join("."), i.code, i.message));
  }
}
