/**
 * Cresol's published examples: the homologação title an integrator created on 2026-07-08 and
 * recorded ("Cresol API, boletos", code index id 56897390966, "Título de teste em homologação"):
 * its answer's fields and the linha digitável the bank gave it.
 */
export const PUBLISHED_TITLE = {
  id: 22389619,
  nossoNumero: 352,
  dvNossoNumero: 5,
  numeroDocumento: "TST260708001",
  status: "EM_PROCESSAMENTO",
  valorNominal: 1.0,
  dtVencimento: "2026-07-15",
  linhaDigitavel: "13391.00800 90000.000035 52002.784602 1 15080000000100",
} as const;
