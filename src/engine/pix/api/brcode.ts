/**
 * The dynamic BR Code a Bolepix carries once its cobv exists: the PSP's location instead of a key.
 * Per the "Manual de Padrões para Iniciação do Pix" (BCB) as `../build.ts` implements it: field
 * 01 = `12` (a cobv is paid once), field 26 = GUI `br.gov.bcb.pix` + subfield 25 = the location
 * URL without scheme, no amount (field 54: the payer's app reads it from the location), 62-05 `***`.
 * The PSP's own `pixCopiaECola` is used when it is a dynamic BR Code of the same location.
 */
import { EngineError } from "../../errors";
import { toAsciiText } from "../../transliterate";
import { buildPixPayload } from "../build";
import { MAX_CITY_LENGTH, MAX_NAME_LENGTH } from "../fields";
import { parsePixPayload } from "../parse";

/** The names the BR Code's fields 59 and 60 carry (the receiver's). */
export interface BrCodeMerchant {
  name?: string;
  city?: string;
}

/** Name or city as a BR Code field: ASCII, cut to the field's size, as `boleto/pix.ts` derives them. */
function field(text: string | undefined, max: number): string | undefined {
  if (text === undefined) return undefined;
  return toAsciiText(text).slice(0, max).trim() || undefined;
}

/** A location as field 26-25 carries it: without `https://` (the spec's examples never have one). */
export function locationUrl(location: string): string {
  return location.replace(/^https?:\/\//i, "");
}

/**
 * The BR Code of a cobv at `location`, or undefined when one cannot be built (no name or city, a
 * location over 77 characters).
 *
 * @example cobvBrCode("pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e7", { name: "Fulano de Tal", city: "BRASILIA" })
 * // "00020101021226810014br.gov.bcb.pix2559pix.example.com/qr/v2/cobv/1e6c…5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304…"
 */
export function cobvBrCode(location: string, ...merchants: BrCodeMerchant[]): string | undefined {
  const name = merchants.map((m) => field(m.name, MAX_NAME_LENGTH)).find((n) => n !== undefined);
  const city = merchants.map((m) => field(m.city, MAX_CITY_LENGTH)).find((c) => c !== undefined);
  if (name === undefined || city === undefined) return undefined;
  try {
    return buildPixPayload({
      url: locationUrl(location),
      merchant_name: name,
      merchant_city: city,
      single_use: true,
    });
  } catch (e) {
    if (e instanceof EngineError) return undefined;
    throw e;
  }
}

/**
 * The BR Code to print: the PSP's `pixCopiaECola` when it reads as a dynamic code of the same
 * location, else the one lote builds.
 *
 * @example bolepixBrCode({ location: "pix.example.com/qr/v2/cobv/…" }, { name: "Loja", city: "RECIFE" })
 */
export function bolepixBrCode(
  cobv: { location?: string; pix_copia_e_cola?: string },
  ...merchants: BrCodeMerchant[]
): string | undefined {
  if (cobv.location === undefined) return undefined;
  const url = locationUrl(cobv.location);
  if (cobv.pix_copia_e_cola !== undefined) {
    try {
      const parsed = parsePixPayload(cobv.pix_copia_e_cola);
      if (parsed.kind === "dynamic" && parsed.url === url) return cobv.pix_copia_e_cola;
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
    }
  }
  return cobvBrCode(url, ...merchants);
}
