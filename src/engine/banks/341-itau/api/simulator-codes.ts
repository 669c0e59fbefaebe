/**
 * The codes the simulator answers a registration with, as Itaú computes them: the shared FEBRABAN
 * barcode assembly of the engine (boleto/barcode.ts, held to published vectors) around Itaú's campo
 * livre, written here apart from lote's bank rules (banks/341-itau/boleto.ts) so a mistake in those
 * shows as a mismatch in the tests instead of being repeated:
 *
 *   carteira (3) · nosso número (8) · DAC (1) · agência (4) · conta (5) · DAC agência/conta (1) · 000
 *
 * with the nosso número DAC in módulo 10 over agência + conta + carteira + nosso número, except the
 * carteiras whose DAC covers carteira + nosso número only (112, 126, 131, 146, 150, 168) — Itaú,
 * "Cobrança Itaú — Especificações Técnicas do Boleto / Código de Barras". Checked against the
 * devportal's published registration answer (examples.ts, `PUBLISHED_RESPONSE`: carteira 157,
 * nosso número 00001056, dac_titulo 8, codigo_barras 34192863800000100011570000105681500052061000).
 * Carteiras especiais (106, 107, 122, 142, 143, 195, 196, 198) carry seu número and código do
 * cliente instead, which the API does not receive: the simulator answers no codes for them.
 */
import { assembleBarcode, barcodeToDigitableLine } from "../../../boleto/barcode";
import { mod10 } from "../../../math/check-digits";
import { dueFactor } from "../../../math/due-factor";
import { amountField } from "../../../math/money";

const SHORT_DAC = new Set(["112", "126", "131", "146", "150", "168"]);
const SPECIAL = new Set(["106", "107", "122", "142", "143", "195", "196", "198"]);

/** The codes of one title, or undefined for a carteira especial. */
export function simulatedCodes(t: {
  id_beneficiario: string;
  carteira: string;
  nosso: string;
  due: string;
  valor_cents: number;
}): { dac: string; barcode?: string; line?: string } {
  const agency = t.id_beneficiario.slice(0, 4);
  const account5 = t.id_beneficiario.slice(6, 11);
  const dacBase = SHORT_DAC.has(t.carteira) ? t.carteira + t.nosso : agency + account5 + t.carteira + t.nosso;
  const dac = String(mod10(dacBase));
  if (SPECIAL.has(t.carteira)) return { dac };
  const free = `${t.carteira}${t.nosso}${dac}${agency}${account5}${mod10(agency + account5)}000`;
  const barcode = assembleBarcode("341", dueFactor(t.due), amountField(t.valor_cents), free);
  return { dac, barcode, line: barcodeToDigitableLine(barcode) };
}
