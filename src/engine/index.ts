/**
 * lote engine — the public entry. The service imports only from here.
 * Pure: no platform imports, no clock (dates are parameters), runs in Node and workerd.
 */

export * from "./errors";
export * from "./types";
export * from "./text";
export { BANK_RULES_VERSION, TEMPLATE_VERSION } from "./version";
export { BANKS, BANK_CODES, getBank } from "./banks/registry";
export type { BankModule, BankBoletoRules } from "./banks/types";

// --- boletos & PIX (boleto/, pix/, math/) ---
export type { BankFieldSpec, BoletoRuleContext } from "./banks/types";
export {
  buildBoleto,
  boletoItemSchema,
  type BoletoItem,
  formatDigitableLine,
  normalizeBoletoInput,
  type ParsedBoletoCode,
  parseBoletoCode,
  type ValidateOptions,
  type ValidationResult,
  validateBoletoInput,
} from "./boleto/index";
export {
  buildPixPayload,
  checkPixPayloadInput,
  crc16,
  type ParsedPixPayload,
  type PixField,
  type PixKeyType,
  type PixPayloadInput,
  parsePixPayload,
  pixKeyType,
} from "./pix/index";
export {
  addDays,
  amountField,
  centsToDecimal,
  decimalToCents,
  decodeDueFactor,
  documentKind,
  dueFactor,
  formatBrl,
  isIsoDate,
  isValidAmountCents,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidUf,
  MAX_AMOUNT_CENTS,
  mod10,
  mod11Digit,
  normalizeCep,
  normalizeDocument,
  UFS,
} from "./math/index";

// --- rendering (render/) ---
export {
  boletoSvg,
  I25_HEIGHT_PT,
  I25_NARROW_PT,
  i25Bars,
  type RenderHtmlOptions,
  type RenderPdfOptions,
  renderBoletoHtml,
  renderBoletoPdf,
} from "./render/index";

// --- CNAB (cnab/) ---
export {
  accountKey,
  type BankCnab,
  type BuildRemessaInput,
  buildRemessa,
  type CnabLayout,
  type CnabSupport,
  cnabSupport,
  type GroupOptions,
  groupForRemessa,
  type Occurrence,
  type OccurrenceKind,
  type OccurrenceReason,
  parseRetorno,
  type Remessa,
  type RemessaGroup,
  type RemessaMovement,
  type RemessaTitle,
  type RemessaTotals,
  type Retorno,
  type RetornoAmounts,
  type RetornoEntry,
  type RetornoPix,
  type RetornoTotals,
  type SimulatedOutcome,
  type SimulatedRetorno,
  type SimulateOptions,
  simulateRetorno,
} from "./cnab/index";
