/**
 * lote engine — the public entry. The service imports only from here.
 * Pure: no platform imports, no clock (dates are parameters), runs in Node and workerd.
 */

export { BANK_CODES, BANKS, getBank } from "./banks/registry";
// --- boletos & PIX (boleto/, pix/, math/) ---
export type {
  BankApiModule,
  BankBoletoRules,
  BankFieldSpec,
  BankModule,
  BoletoRuleContext,
} from "./banks/types";
export {
  BOLETO_ITEM_KEYS,
  type BoletoItem,
  boletoItemSchema,
  boletoWarnings,
  buildBoleto,
  formatDigitableLine,
  normalizeBoletoInput,
  type ParsedArrecadacaoCode,
  type ParsedBoletoCode,
  type ParsedCobrancaCode,
  type ParsedPaymentCode,
  PROTEST_DAYS,
  parseArrecadacaoCode,
  parseBoletoCode,
  parsePaymentCode,
  partySchema,
  protestIssues,
  type ValidateOptions,
  type ValidationResult,
  validateBoletoInput,
} from "./boleto/index";
// --- CNAB (cnab/) ---
export {
  accountKey,
  answersMovement,
  type BankCnab,
  type BuildRemessaInput,
  buildRemessa,
  type CnabIssue,
  type CnabLayout,
  type CnabSupport,
  cnabSupport,
  cnabWarnings,
  companyDocumentIssueAnywhere,
  type GroupOptions,
  groupForRemessa,
  isAlphanumericDocument,
  MOVEMENT_NEEDS,
  type MovementSupport,
  movementSupport,
  type Occurrence,
  type OccurrenceKind,
  type OccurrenceReason,
  outcomeKeys,
  parseRetorno,
  protestSupport,
  REMESSA_MOVEMENTS,
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
  rejectsInstructionsApart,
  type SimulatedOutcome,
  type SimulatedRetorno,
  type SimulateOptions,
  simulateRetorno,
} from "./cnab/index";
// --- connectors (connect/, banks/<code>/api/, pix/api/) ---
export * from "./connect/index";
export * from "./errors";
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
export { bolepixBrCode, cobvBrCode, parsePixWebhook, pixApi, pixProviderIds, pixTxid } from "./pix/api/index";
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
// --- rendering (render/) ---
export {
  boletoSvg,
  I25_HEIGHT_PT,
  I25_NARROW_PT,
  i25Bars,
  isLogo,
  type Logo,
  type LogoOption,
  MAX_LOGO_BYTES,
  MAX_LOGO_PIXELS,
  MAX_LOGO_SIDE,
  prepareLogo,
  type RenderCarneOptions,
  type RenderHtmlOptions,
  type RenderPdfOptions,
  renderBoletoHtml,
  renderBoletoPdf,
  renderCarneHtml,
  renderCarnePdf,
} from "./render/index";
export * from "./text";
export { toAsciiText, toWinAnsiText, transliterate } from "./transliterate";
export * from "./types";
export { BANK_RULES_VERSION, TEMPLATE_VERSION } from "./version";
