/** Shared, bank-independent arithmetic of the engine. Pure functions only. */
export {
  barcodeCheckDigit,
  doubleCheckDigit,
  isDigits,
  type Mod11Options,
  mod10,
  mod11Digit,
  mod11Residue,
  padDigits,
  weightedResidueLeft,
} from "./check-digits";
export {
  addDays,
  civilFromDays,
  daysFromCivil,
  daysToIso,
  isIsoDate,
  isoToDays,
  mustIsoToDays,
} from "./date";
export {
  documentKind,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidUf,
  normalizeCep,
  normalizeDocument,
  UFS,
} from "./documents";
export {
  decodeDueFactor,
  dueFactor,
  dueFactorOfDays,
  FACTOR_BASE_DAYS,
  FACTOR_CYCLE_DAYS,
  FACTOR_FIRST_DAYS,
  FACTOR_WINDOW_AFTER_DAYS,
  FACTOR_WINDOW_BEFORE_DAYS,
  isDueDateInWindow,
  NO_DUE_DATE_FACTOR,
} from "./due-factor";
export {
  amountField,
  amountFromField,
  centsToDecimal,
  decimalToCents,
  formatBrl,
  isValidAmountCents,
  MAX_AMOUNT_CENTS,
} from "./money";
