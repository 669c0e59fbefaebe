/** Rendering: boleto PDF (single or merged), the carnê, the self-contained HTML, the logo. */
export type { LogoOption } from "./args";
export { type RenderCarneOptions, renderCarneHtml, renderCarnePdf } from "./carne";
export { type RenderHtmlOptions, renderBoletoHtml } from "./html";
export { I25_HEIGHT_PT, I25_NARROW_PT, i25Bars } from "./i25";
export { isLogo, type Logo, MAX_LOGO_BYTES, MAX_LOGO_PIXELS, MAX_LOGO_SIDE, prepareLogo } from "./logo";
export { type RenderPdfOptions, renderBoletoPdf } from "./pdf";
export { boletoSvg } from "./svg";
