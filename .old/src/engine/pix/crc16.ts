/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR), the
 * checksum of a PIX BR Code (field 63), computed over the UTF-8 bytes of the payload up to and
 * including the literal `6304`. Source: Banco Central do Brasil, "Manual de Padrões para Iniciação
 * do Pix", and EMVCo QRCPS-MPM §4.7.3.
 */

/** Byte-at-a-time lookup table, built once at module load (pure computation). */
const TABLE = (() => {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let crc = n << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    table[n] = crc;
  }
  return table;
})();

function step(crc: number, byte: number): number {
  return ((crc << 8) & 0xffff) ^ (TABLE[((crc >> 8) ^ byte) & 0xff] as number);
}

/**
 * CRC-16/CCITT-FALSE of `text` (UTF-8) as 4 upper-case hex digits.
 *
 * @example crc16("123456789") // "29B1"
 */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) {
      crc = step(crc, c);
      continue;
    }
    // Encode the code point as UTF-8 without allocating (BR Codes are ASCII in practice).
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      c = 0x10000 + ((c - 0xd800) << 10) + (text.charCodeAt(++i) - 0xdc00);
    }
    if (c < 0x800) {
      crc = step(step(crc, 0xc0 | (c >> 6)), 0x80 | (c & 0x3f));
    } else if (c < 0x10000) {
      crc = step(step(step(crc, 0xe0 | (c >> 12)), 0x80 | ((c >> 6) & 0x3f)), 0x80 | (c & 0x3f));
    } else {
      crc = step(crc, 0xf0 | (c >> 18));
      crc = step(step(step(crc, 0x80 | ((c >> 12) & 0x3f)), 0x80 | ((c >> 6) & 0x3f)), 0x80 | (c & 0x3f));
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}
