/** Boletos de cobrança: issuing (validate + codes), parsing barcodes and linhas digitáveis. */

export { type ParsedArrecadacaoCode, parseArrecadacaoCode } from "./arrecadacao";
export {
  assembleBarcode,
  barcodeToDigitableLine,
  digitableLineToBarcode,
  formatDigitableLine,
} from "./barcode";
export { buildBoleto } from "./build";
export { type ParsedBoletoCode, parseBoletoCode } from "./parse";
export { type ParsedCobrancaCode, type ParsedPaymentCode, parsePaymentCode } from "./parse-any";
export { PROTEST_DAYS, protestIssues } from "./protest";
export { BOLETO_ITEM_KEYS, type BoletoItem, boletoItemSchema, partySchema } from "./schema";
export {
  normalizeBoletoInput,
  type ValidateOptions,
  type ValidationResult,
  validateBoletoInput,
} from "./validate";
export { boletoWarnings } from "./warnings";
