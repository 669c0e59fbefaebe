/**
 * QR code of a PIX copia-e-cola payload, as horizontal runs of dark modules.
 *
 * Encoder: `qrcode-generator` (pure JS, MIT, no dependencies, works in workerd), error correction
 * level M as the Bacen BR Code manual recommends for printed codes, byte mode over the payload's
 * UTF-8 bytes, smallest version that fits, mask chosen by the ISO/IEC 18004 penalty rules. The
 * runs are what both writers need: the PDF draws each run as one `re` of a single filled path, the
 * SVG as one `h` segment of a single `<path>`, so a symbol is one vector path either way.
 */
import qrcode from "qrcode-generator";

/** A QR symbol: `size` modules per side, and dark runs as flat `[row, col, length, …]`. */
export interface QrRuns {
  readonly size: number;
  readonly runs: readonly number[];
}

/** Quiet zone around the symbol, in modules (ISO/IEC 18004: 4). */
export const QR_QUIET_MODULES = 4;

const utf8 = new TextEncoder();

/**
 * The last few symbols, by payload. Encoding is ~90% of a Bolepix page's render time, and the same
 * boleto is usually rendered more than once in a row (its PDF, then its HTML). Output is a pure
 * function of the payload, so the memo changes no byte, only the time.
 */
const memo = new Map<string, QrRuns>();
const MEMO_SIZE = 64;

/**
 * Encodes `payload` (a PIX EMV string) as a QR symbol at error correction M.
 *
 * @example
 * const { size, runs } = qrRuns("00020101021226...6304ABCD");
 * size // 45 for a typical dynamic PIX payload of ~150 characters (version 7)
 */
export function qrRuns(payload: string): QrRuns {
  const hit = memo.get(payload);
  if (hit) return hit;
  // qrcode-generator's byte mode takes one char per byte; feed it the UTF-8 bytes so a merchant
  // name with accents is encoded as the BR Code expects and decodes back to the same string.
  const bytes = utf8.encode(payload);
  let binary = "";
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!);
  const qr = qrcode(0, "M");
  qr.addData(binary, "Byte");
  qr.make();
  const size = qr.getModuleCount();
  const runs: number[] = [];
  for (let row = 0; row < size; row++) {
    let start = -1;
    for (let col = 0; col <= size; col++) {
      const dark = col < size && qr.isDark(row, col);
      if (dark && start < 0) start = col;
      else if (!dark && start >= 0) {
        runs.push(row, start, col - start);
        start = -1;
      }
    }
  }
  const result: QrRuns = { size, runs };
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(payload, result);
  return result;
}
