/** PIX BR Code (copia e cola) building and parsing. */
export { buildPixPayload, checkPixPayloadInput, type PixPayloadInput } from "./build";
export { crc16 } from "./crc16";
export {
  isValidPixUrl,
  isValidTxid,
  MAX_CITY_LENGTH,
  MAX_KEY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_STATIC_TXID_LENGTH,
  MAX_TXID_LENGTH,
  PIX_GUI,
  type PixKeyType,
  pixKeyType,
  pixText,
} from "./fields";
export { type ParsedPixPayload, parsePixPayload } from "./parse";
export type { PixField } from "./tlv";
