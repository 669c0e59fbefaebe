/**
 * The EMV "TLV" encoding of a BR Code: each field is a 2-digit tag, a 2-digit length and that
 * many characters of value; templates (26–51, 62, 80–99) nest the same encoding inside a value.
 * Source: EMVCo QR Code Specification for Payment Systems (QRCPS-MPM) §4.
 */

/** One field of a payload. `fields` is set for a template whose value parsed as nested TLV. */
export interface PixField {
  tag: string;
  value: string;
  fields?: PixField[];
}

/**
 * One TLV field as text.
 *
 * @example tlv("59", "ACME") // "5904ACME"
 */
export function tlv(tag: string, value: string): string {
  return `${tag}${value.length < 10 ? "0" : ""}${value.length}${value}`;
}

/** True for the tags whose value is itself a TLV list. */
export function isTemplateTag(tag: string): boolean {
  const n = Number(tag);
  return (n >= 26 && n <= 51) || n === 62 || (n >= 80 && n <= 99);
}

/**
 * Splits `text` into TLV fields, or returns the offset where the encoding breaks. Templates are
 * parsed recursively when their value is well-formed TLV.
 *
 * @example parseTlv("0002015802BR") // [{ tag: "00", value: "01" }, { tag: "58", value: "BR" }]
 */
export function parseTlv(text: string): PixField[] | { error: number } {
  const fields: PixField[] = [];
  let i = 0;
  while (i < text.length) {
    if (i + 4 > text.length) return { error: i };
    const tag = text.slice(i, i + 2);
    const lengthText = text.slice(i + 2, i + 4);
    if (!isTwoDigits(tag) || !isTwoDigits(lengthText)) return { error: i };
    const length = Number(lengthText);
    if (length === 0 || i + 4 + length > text.length) return { error: i };
    const value = text.slice(i + 4, i + 4 + length);
    const field: PixField = { tag, value };
    if (isTemplateTag(tag)) {
      const nested = parseTlv(value);
      if (Array.isArray(nested)) field.fields = nested;
    }
    fields.push(field);
    i += 4 + length;
  }
  return fields;
}

function isTwoDigits(s: string): boolean {
  const a = s.charCodeAt(0);
  const b = s.charCodeAt(1);
  return a >= 48 && a <= 57 && b >= 48 && b <= 57;
}

/**
 * The value of the first field with `tag`, if any.
 *
 * @example fieldValue([{ tag: "58", value: "BR" }], "58") // "BR"
 */
export function fieldValue(fields: readonly PixField[] | undefined, tag: string): string | undefined {
  if (fields === undefined) return undefined;
  for (const f of fields) if (f.tag === tag) return f.value;
  return undefined;
}
