/**
 * Santander CNAB 240's PIX (Boleto SX) motivos, from H7815 v8.3 (Abril/2025) nota 40-A as
 * transcribed in eosloan/cnab-tools (`.cursor/rules/parse-cnab-240-santander.mdc`): an entry's
 * confirmation says whether the QR Code was made (P1 / P2; a Santander retorno of 2024 carries
 * 02 with P1 and its Y-03), and a PIX payment comes back, as the account is set, as 09 with
 * motivo 09 or 92 or as 06 with motivo 61.
 */
import {
  FEBRABAN_OCCURRENCES,
  FEBRABAN_PAYMENT_CHANNELS,
  FEBRABAN_REJECTION_REASONS,
  FEBRABAN_WRITE_OFF_REASONS,
  type OccurrenceTable,
  paid,
} from "../../cnab/spec/occurrences";

/** Reason tables per kind, FEBRABAN's plus Santander's PIX motivos. */
export const PIX_REASONS: OccurrenceTable["reasons"] = {
  ...FEBRABAN_OCCURRENCES.reasons,
  // Nota 40-A lists the same motivos for 02, 03, 26 and 30 (FEBRABAN C047-A), P1/P2 among them.
  registered: {
    ...FEBRABAN_REJECTION_REASONS,
    P1: "Registrado com QR Code Pix",
    P2: "Registrado sem QR Code Pix",
  },
  paid: { ...FEBRABAN_PAYMENT_CHANNELS, "61": "Liquidação por pagamento PIX" },
  written_off: { ...FEBRABAN_WRITE_OFF_REASONS, "92": "Pagamento PIX" },
};

/** A 09 "baixa" with motivo 92 is the title paid by PIX: reconciled as a payment. */
export const PIX_BY_REASON: OccurrenceTable["by_reason"] = {
  "09": { "92": paid("Baixa por pagamento PIX") },
};
