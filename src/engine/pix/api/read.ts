/**
 * Reading the BACEN Pix API's entities lote acts on: a cobv (`CobVGerada`/`CobVCompleta`), a
 * received Pix (`Pix`, in `GET /pix`, `GET /pix/{e2eid}`, `GET /cobv/{txid}` and the webhook body)
 * and its devoluções (`Devolucao`). Fields per bacen/pix-api openapi.yaml 2.9.0; amounts are
 * decimal text (`\d{1,10}\.\d{2}`) read into centavos without floating point.
 */
import type { ApiPayment } from "../../connect/types";
import { decimalToCents } from "../../math/money";
import type { IsoDate } from "../../types";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Obj) : undefined;
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const cents = (v: unknown): number | undefined =>
  typeof v === "string" && /^\d{1,10}\.\d{2}$/.test(v) ? decimalToCents(v) : undefined;

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const SAO_PAULO_MS = -3 * 3600 * 1000;

/**
 * The São Paulo date of an RFC 3339 instant (UTC−3; Brazil has kept no summer time since 2019).
 *
 * @example saoPauloDate("2020-09-10T02:30:00Z") // "2020-09-09"
 */
export function saoPauloDate(instant: string): IsoDate | undefined {
  if (!RFC3339.test(instant)) return undefined;
  const ms = Date.parse(instant);
  return Number.isNaN(ms) ? undefined : new Date(ms + SAO_PAULO_MS).toISOString().slice(0, 10);
}

/** A devolução (`Devolucao`). */
export interface PixRefund {
  id: string;
  rtr_id: string;
  amount_cents: number;
  status: "EM_PROCESSAMENTO" | "DEVOLVIDO" | "NAO_REALIZADO" | string;
  reason?: string;
}

/** A received Pix: the payment lote settles by, and its devoluções. */
export interface PixReceived {
  payment: ApiPayment;
  refunds: PixRefund[];
}

/** A devolução, or null when it lacks what the schema requires. */
export function readRefund(v: unknown): PixRefund | null {
  const d = obj(v);
  const id = str(d?.id);
  const rtr = str(d?.rtrId);
  const amount = cents(d?.valor);
  const status = str(d?.status);
  if (!d || !id || !rtr || amount === undefined || !status) return null;
  const reason = str(d.motivo);
  return { id, rtr_id: rtr, amount_cents: amount, status, ...(reason ? { reason } : {}) };
}

/**
 * A received Pix, or the path and reason it is not one. `devolucoes` is read as an array, or as
 * one object (the spec's own callback example, pixWebhook1, writes it so).
 *
 * @example readPix({ endToEndId: "E12345678202009091221abcdef12345", valor: "100.00", horario: "2020-09-10T13:03:33.902Z" })
 */
export function readPix(v: unknown, path = "pix"): PixReceived | { path: string; message: string } {
  const p = obj(v);
  if (!p) return { path, message: "a Pix must be an object" };
  const e2e = str(p.endToEndId);
  // EndToEndId is 32 letters and digits; the spec's own pixResponse2 has 34, so lote reads any
  // id of letters and digits (it is only the dedupe key); the simulator's schema check is strict.
  if (!e2e || !/^[a-zA-Z0-9]{1,64}$/.test(e2e))
    return { path: `${path}.endToEndId`, message: "must be letters and digits" };
  const amount = cents(p.valor);
  if (amount === undefined) return { path: `${path}.valor`, message: "must be a decimal with two places" };
  const horario = str(p.horario);
  const paid = horario ? saoPauloDate(horario) : undefined;
  if (!paid) return { path: `${path}.horario`, message: "must be an RFC 3339 date-time" };
  const txid = str(p.txid);
  const parts = obj(p.componentesValor);
  const part = (k: string) => cents(obj(parts?.[k])?.valor);
  const payment: ApiPayment = {
    payment_id: e2e,
    provider_ids: { endToEndId: e2e, ...(txid ? { txid } : {}) },
    ...(txid ? { txid } : {}),
    amount_cents: amount,
    paid_on: paid,
    credit_on: paid,
    channel: "pix",
  };
  const extras = {
    interest_cents: part("juros"),
    fine_cents: part("multa"),
    discount_cents: part("desconto"),
    rebate_cents: part("abatimento"),
  };
  for (const [k, c] of Object.entries(extras)) if (c !== undefined) (payment as unknown as Obj)[k] = c;
  const raw = Array.isArray(p.devolucoes) ? p.devolucoes : p.devolucoes === undefined ? [] : [p.devolucoes];
  const refunds: PixRefund[] = [];
  for (const [i, r] of raw.entries()) {
    const refund = readRefund(r);
    if (!refund)
      return { path: `${path}.devolucoes.${i}`, message: "a devolução needs id, rtrId, valor and status" };
    refunds.push(refund);
  }
  return { payment, refunds };
}

/** A cobv as lote reads it. */
export interface CobvState {
  txid: string;
  revisao: number;
  status: string;
  /** `loc.location`, else the top-level `location` (CobVGerada requires one; its example has only `loc`). */
  location?: string;
  loc_id?: number;
  pix_copia_e_cola?: string;
  due_date?: IsoDate;
  amount_cents?: number;
  /** The receiver the PSP names (`recebedor.nome`, `cidade`), for the BR Code's fields 59 and 60. */
  receiver?: { name?: string; city?: string };
  pix: PixReceived[];
}

/**
 * A cobv body, or null when it lacks txid, revisao or status.
 *
 * @example readCobv(COBV_RESPONSE.value)?.location // "pix.example.com/qr/c2/cobv/9d36b84fc70b478fb95c12729b90ca25"
 */
export function readCobv(v: unknown): CobvState | null {
  const c = obj(v);
  const txid = str(c?.txid);
  const status = str(c?.status);
  if (!c || !txid || !status || typeof c.revisao !== "number" || !Number.isSafeInteger(c.revisao))
    return null;
  const loc = obj(c.loc);
  const location = str(loc?.location) ?? str(c.location);
  const cal = obj(c.calendario);
  const rec = obj(c.recebedor);
  const pix: PixReceived[] = [];
  for (const [i, p] of (Array.isArray(c.pix) ? c.pix : []).entries()) {
    const read = readPix(p, `pix.${i}`);
    if ("payment" in read) pix.push(read);
  }
  const out: CobvState = { txid, revisao: c.revisao, status, pix };
  if (location) out.location = location;
  if (typeof loc?.id === "number") out.loc_id = loc.id;
  const copia = str(c.pixCopiaECola);
  if (copia) out.pix_copia_e_cola = copia;
  const due = str(cal?.dataDeVencimento);
  if (due) out.due_date = due;
  const amount = cents(obj(c.valor)?.original);
  if (amount !== undefined) out.amount_cents = amount;
  if (rec) out.receiver = { name: str(rec.nome), city: str(rec.cidade) };
  return out;
}
