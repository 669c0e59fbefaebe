/**
 * The C6 simulator's BolePix titles: how they are kept in `ctx.store`, the codes the simulated C6
 * assigns and the BolePix as C6 shows it.
 *
 * Codes follow lote's C6 campo livre, the one ACBr reads out of C6's answers — código do cliente
 * (the simulated account's `originator_id`, 12) + nosso número(10) + carteira (the
 * `billing_scheme` sent) + layout `3` (`billing_type`, "emitido pelo banco"); the Pix is a dynamic
 * copia e cola (a location, no amount tag).
 */
import { assembleBarcode, barcodeToDigitableLine } from "../../../boleto/barcode";
import type { SimContext } from "../../../connect/sim";
import { dueFactor } from "../../../math/due-factor";
import { amountField, centsToDecimal } from "../../../math/money";
import { crc16 } from "../../../pix/crc16";
import { tlv } from "../../../pix/tlv";

/** The simulated account's código do cliente (C6's `originator_id`). */
export const SIM_ORIGINATOR = "000123456789";

export interface SimSlip {
  id: string;
  ext: string;
  status: "CREATED" | "PAID" | "CANCELLED";
  cents: number;
  dueDate: string;
  description: string;
  payer: Record<string, unknown>;
  fees?: Record<string, unknown>;
  billingScheme: string;
  ourNumber: string;
  pixKey?: string;
  paidCents?: number;
  paidOn?: string;
}

export const slipKey = (ext: string) => `c6:slip:${ext}`;

/** A ULID-shaped id (C6's ids are 26 Crockford base-32 characters) from a sequence number. */
export function slipIdOf(n: number): string {
  return `01SIMC6${String(n).padStart(19, "0")}`;
}

function pixOf(s: SimSlip): string {
  const body =
    tlv("00", "01") +
    tlv("01", "12") +
    tlv("26", tlv("00", "br.gov.bcb.pix") + tlv("25", `pix.sim.c6bank.info/cobv/${s.id}`)) +
    tlv("52", "0000") +
    tlv("53", "986") +
    tlv("58", "BR") +
    tlv("59", "SIMULATED C6 ACCOUNT") +
    tlv("60", "SAO PAULO") +
    tlv("62", tlv("05", "***")) +
    "6304";
  return body + crc16(body);
}

/** The BolePix as C6's creation and read answers show it. */
export function view(s: SimSlip): Record<string, unknown> {
  const ff = `${SIM_ORIGINATOR}${s.ourNumber}${s.billingScheme}3`;
  const barcode = assembleBarcode("336", dueFactor(s.dueDate), amountField(s.cents), ff);
  return {
    id: s.id,
    external_reference_id: s.ext,
    amount: Number(centsToDecimal(s.cents)),
    due_date: s.dueDate,
    description: s.description,
    status: s.status,
    payer: s.payer,
    ...(s.fees ? { fees: s.fees } : {}),
    ...(s.paidCents !== undefined
      ? { payment_amount: Number(centsToDecimal(s.paidCents)), payment_date: s.paidOn ?? null }
      : {}),
    payment_method: {
      bank_slip: {
        originator_id: SIM_ORIGINATOR,
        billing_scheme: s.billingScheme,
        billing_type: "3",
        digitable_line: barcodeToDigitableLine(barcode),
        bar_code: barcode,
        our_number: s.ourNumber,
        number: s.ourNumber,
      },
      ...(s.pixKey ? { pix: { qr_code: pixOf(s), reference: s.id } } : {}),
    },
  };
}

export async function load(ctx: SimContext, ext: string | undefined): Promise<SimSlip | undefined> {
  return ext ? ctx.store.get<SimSlip>(slipKey(ext)) : undefined;
}

export async function save(ctx: SimContext, s: SimSlip): Promise<void> {
  await ctx.store.put(slipKey(s.ext), s);
}
