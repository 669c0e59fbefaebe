/**
 * The Cora simulator's invoices: how they are kept in `ctx.store`, the codes the simulated Cora
 * assigns, and the invoice as Cora shows it.
 *
 * Codes follow what every published Cora code shows (`../vectors.ts`): campo livre `00000` +
 * 18-digit nosso número + `01`, the nosso número the account's CNPJ root + `01` + a sequence;
 * `our_number` is reported whole. The Pix is shaped like the stage answer's copia e cola (dynamic
 * location at `qrcode-h.cora.com.br/v1/cobv/…`, no amount tag, merchant and city).
 */
import { assembleBarcode, barcodeToDigitableLine } from "../../../boleto/barcode";
import type { SimContext } from "../../../connect/sim";
import { dueFactor } from "../../../math/due-factor";
import { amountField } from "../../../math/money";
import { crc16 } from "../../../pix/crc16";
import { tlv } from "../../../pix/tlv";

export interface SimInvoice {
  id: string;
  code?: string;
  status: "OPEN" | "PAID" | "CANCELLED";
  cents: number;
  dueDate: string;
  createdOn: string;
  customer: Record<string, unknown>;
  services: unknown[];
  forms: string[];
  ourNumber: string;
  paidCents: number;
  paidOn?: string;
}

export const invoiceKey = (id: string) => `cora:invoice:${id}`;
export const idempotencyKeyOf = (key: string) => `cora:idempotency:${key}`;

/** "Today" in São Paulo (UTC−3). */
export function spToday(ctx: SimContext): string {
  return new Date(ctx.now - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** An `inv_…` id from a sequence number (Cora's ids are 22 letters and digits after `inv_`). */
export function invoiceIdOf(n: number): string {
  return `inv_sim${String(n).padStart(19, "0")}`;
}

/** The simulated Cora account's CNPJ: its first 8 digits open every nosso número (ACBr's rule). */
export const SIM_ACCOUNT_DOCUMENT = "62474761000132";

/** The 18-digit nosso número of sequence `n`: the account's CNPJ root, then `01` and 8 digits. */
export function ourNumberOf(n: number): string {
  return `${SIM_ACCOUNT_DOCUMENT.slice(0, 8)}01${String(n).padStart(8, "0")}`;
}

function pixOf(inv: SimInvoice): string {
  const url = `qrcode-h.cora.com.br/v1/cobv/${inv.id.slice(4, 12)}`;
  const body =
    tlv("00", "01") +
    tlv("01", "12") +
    tlv("26", tlv("00", "br.gov.bcb.pix") + tlv("25", url)) +
    tlv("52", "0000") +
    tlv("53", "986") +
    tlv("58", "BR") +
    tlv("59", "SIMULATED CORA ACCOUNT") +
    tlv("60", "SAO PAULO") +
    tlv("62", tlv("05", "***")) +
    "6304";
  return body + crc16(body);
}

/** The invoice as Cora's detail, list and creation answers show it. */
export function view(inv: SimInvoice, today: string): Record<string, unknown> {
  const slip = inv.forms.includes("BANK_SLIP");
  const barcode = slip
    ? assembleBarcode("403", dueFactor(inv.dueDate), amountField(inv.cents), `00000${inv.ourNumber}01`)
    : null;
  const status = inv.status === "OPEN" && inv.dueDate < today ? "LATE" : inv.status;
  return {
    id: inv.id,
    status,
    created_at: `${inv.createdOn}T12:00:00.000Z`,
    total_amount: inv.cents,
    total_paid: inv.paidCents,
    code: inv.code ?? null,
    occurrence_date: inv.paidOn ?? null,
    customer: inv.customer,
    services: inv.services,
    payment_terms: { due_date: inv.dueDate },
    payment_options: {
      bank_slip: {
        barcode,
        digitable: barcode ? barcodeToDigitableLine(barcode) : null,
        our_number: slip ? inv.ourNumber : null,
        registered: slip,
        url: `https://storage.googleapis.com/sim-${inv.id}.pdf`,
      },
    },
    payments: [],
    ...(inv.forms.includes("PIX") ? { pix: { emv: pixOf(inv) } } : {}),
  };
}

export async function load(ctx: SimContext, id: string | undefined): Promise<SimInvoice | undefined> {
  return id ? ctx.store.get<SimInvoice>(invoiceKey(id)) : undefined;
}

export async function save(ctx: SimContext, inv: SimInvoice): Promise<void> {
  await ctx.store.put(invoiceKey(inv.id), inv);
}
