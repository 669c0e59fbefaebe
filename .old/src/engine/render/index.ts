/** Rendering: boleto PDF (single or merged) and the self-contained HTML "segunda via". */
export { type RenderHtmlOptions, renderBoletoHtml } from "./html";
export { I25_HEIGHT_PT, I25_NARROW_PT, i25Bars } from "./i25";
export { type RenderPdfOptions, renderBoletoPdf } from "./pdf";
export { boletoSvg } from "./svg";
