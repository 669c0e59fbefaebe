/**
 * lote engine — the public entry. The service imports only from here.
 * Pure: no platform imports, no clock (dates are parameters), runs in Node and workerd.
 */

export * from "./errors";
export * from "./types";
export * from "./text";
export { BANKS, BANK_CODES, getBank } from "./banks/registry";
export type { BankModule, BankBoletoRules } from "./banks/types";

// --- boletos & PIX (boleto/, pix/, math/) ---

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
