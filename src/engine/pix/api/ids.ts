/**
 * The identifiers lote chooses at the PSP: the txid of a cobv, the id of a lote and of a
 * devolução. The Pix API lets the client choose them (`PUT /cobv/{txid}`, `PUT /lotecobv/{id}`,
 * `PUT /pix/{e2eid}/devolucao/{id}`), and that choice is the API's idempotency mechanism: derived
 * from lote's own stable reference (the item id), a retried PUT names the same resource, so a
 * timeout after the PSP committed never makes a second charge.
 *
 * Rules (bacen/pix-api openapi.yaml 2.9.0): txid `[a-zA-Z0-9]{26,35}`, unique per receiver's
 * CPF/CNPJ (`#/components/schemas/TxId`); devolução id `[a-zA-Z0-9]{1,35}` (`DevolucaoId`); the lote
 * id is text in the path and an int64 in the answers (`LoteCobVConsultado.id`).
 */
import { digest128 } from "../../render/digest";

const TXID = /^[a-zA-Z0-9]{26,35}$/;
const DEVOLUCAO_ID = /^[a-zA-Z0-9]{1,35}$/;

/** 32 lower-case hex digits of lote's 128-bit digest (64 bits of state: not cryptographic, stable). */
function hex32(reference: string): string {
  return digest128([new TextEncoder().encode(reference)]).toLowerCase();
}

/**
 * The txid of the cobv of lote's `reference`: the reference itself when it is already a txid
 * (26–35 letters and digits), else a 32-character digest of it. Same reference, same txid.
 *
 * @example pixTxid("fb2761260e554ad593c7226beb5cb650") // "fb2761260e554ad593c7226beb5cb650"
 * @example pixTxid("itm_01hf7yat00abcdefghjkmnpqrs").length // 32
 */
export function pixTxid(reference: string): string {
  return TXID.test(reference) ? reference : hex32(`txid:${reference}`);
}

/**
 * The id of a devolução lote asks for under `reference` (e.g. the payment's id and the reason):
 * the reference itself when it is 1–35 letters and digits, else a digest of it.
 *
 * @example devolucaoId("D1") // "D1"
 */
export function devolucaoId(reference: string): string {
  return DEVOLUCAO_ID.test(reference) ? reference : hex32(`devolucao:${reference}`);
}

/**
 * The id of the lote of cobranças for lote's job `reference`, as decimal text: the reference when
 * it is already a number of at most 15 digits, else a 52-bit number from its digest (it stays a
 * safe JavaScript integer when the PSP answers it as a JSON number).
 *
 * @example loteCobvId("42") // "42"
 */
export function loteCobvId(reference: string): string {
  if (/^[1-9]\d{0,14}$/.test(reference)) return reference;
  return String(Number.parseInt(hex32(`lotecobv:${reference}`).slice(0, 13), 16) + 1);
}
