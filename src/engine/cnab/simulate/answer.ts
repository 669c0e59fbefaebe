/**
 * How the simulated bank answers one remessa title: which of its occurrence codes confirms or
 * rejects the movement the title asks for, with motivos, money, dates and PIX data. Split from
 * `simulate.ts`, which lays the answers out in the bank's records.
 */
import { EngineError } from "../../errors";
import { buildPixPayload } from "../../pix/build";
import { pixText } from "../../pix/fields";
import type { IsoDate } from "../../types";
import type { Values } from "../layout/fields";
import { answerChain, type RemessaMovement } from "../movements";
import type { CnabSpec } from "../registry";
import type { RemessaRecord } from "../remessa/read";
import type { OccurrenceKind } from "../types";

/** What the bank answers for one title, where the caller wants more than the default confirmation. */
export interface SimulatedOutcome {
  /**
   * The title: its `our_number` (leading zeros do not matter) or the nosso número as the boleto
   * prints it (`109/40223338-4`, `14/000000000000001-5`, with or without its check digit).
   */
  our_number: string;
  kind: Extract<
    OccurrenceKind,
    | "registered"
    | "rejected"
    | "paid"
    | "written_off"
    | "due_date_changed"
    | "instruction_accepted"
    | "instruction_rejected"
    | "protest"
    | "protested"
    | "protest_cancelled"
  >;
  paid_cents?: number;
  fee_cents?: number;
  interest_cents?: number;
  /** Multa paid: the layouts carry juros and multa in one field, so it is added to `interest_cents`'s. */
  fine_cents?: number;
  discount_cents?: number;
  /** Default: `paid_cents − fee_cents`. */
  credited_cents?: number;
  /** Default: the retorno's date. */
  paid_on?: IsoDate;
  credited_on?: IsoDate;
  /** Reason codes for a rejection (of the entry or of an instruction); default the bank's "nosso número inválido". */
  reasons?: string[];
  /**
   * PIX data the bank returns, where its layout has a cited PIX record (Santander's 240 Segment
   * Y-03, a bank's 400 retorno PIX record; elsewhere it is left out): on a registration (by
   * default the key and TXID the remessa sent) or with a payment by PIX (`paid`).
   */
  pix?: { txid?: string; key_or_url?: string; emv?: string };
}

/** One title's answer: its code, motivos, money, dates and PIX. */
export interface Answer {
  code: string;
  reasons: string;
  money: Values;
  date: IsoDate;
  credit: IsoDate | null;
  pix: SimulatedOutcome["pix"];
}

/** The movement a remessa record asks for, by the bank's code (an unknown code is an entry: Itaú's 71). */
function movementOf(spec: CnabSpec, t: RemessaRecord): RemessaMovement {
  const names = Object.keys(spec.movements) as RemessaMovement[];
  return names.find((m) => m !== "entry" && spec.movements[m] === t.movement) ?? "entry";
}

/** The bank's codes, in order, with their definitions. */
function codesOf(spec: CnabSpec) {
  return Object.entries(spec.occurrences.codes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The bank's code confirming `m`: the simulate table's where it answers `m` (a write-off, a
 * due-date change), otherwise the first code answering `m` or the nearest movement the bank
 * confirms it with.
 */
export function confirmationCode(spec: CnabSpec, m: RemessaMovement): string | undefined {
  const accepts = new Set<OccurrenceKind>(["instruction_accepted", "due_date_changed", "written_off"]);
  const own =
    m === "write_off"
      ? spec.simulate.written_off
      : m === "due_date_change"
        ? spec.simulate.due_date_changed
        : undefined;
  if (own !== undefined && spec.occurrences.codes[own]?.answers === m) return own;
  for (const name of answerChain(m)) {
    const hit = codesOf(spec).find(([, d]) => accepts.has(d.kind) && d.answers === name);
    if (hit) return hit[0];
  }
  return undefined;
}

/**
 * The bank's code rejecting instruction `m`: one naming it (or its nearest), else the bank's
 * generic instruction rejection, else — where the bank answers every command with one code
 * (Banco do Brasil 400, Citibank 400) — its rejection.
 */
export function rejectionCode(spec: CnabSpec, m: RemessaMovement): string {
  for (const name of answerChain(m)) {
    const hit = codesOf(spec).find(([, d]) => d.kind === "instruction_rejected" && d.answers === name);
    if (hit) return hit[0];
  }
  const generic = codesOf(spec).find(([, d]) => d.kind === "instruction_rejected" && d.answers === undefined);
  return generic?.[0] ?? spec.simulate.rejected;
}

/** The bank's first code of `kind` (protest outcomes), or undefined. */
function codeOfKind(spec: CnabSpec, kind: OccurrenceKind): string | undefined {
  return codesOf(spec).find(([, d]) => d.kind === kind)?.[0];
}

/**
 * The PIX a bank returns when it registers a title sent with one: the key and TXID the remessa
 * sent and, for the layouts with room for it (Itaú 400 record 3), the BR Code of the bank's
 * dynamic charge — here at a sandbox location named after the TXID (or the nosso número).
 */
function registeredPix(
  t: RemessaRecord,
  sent: NonNullable<RemessaRecord["pix"]>,
  merchant: string,
): NonNullable<SimulatedOutcome["pix"]> {
  const id = (sent.txid || `LOTE${t.our_number}`).replace(/[^0-9A-Za-z]/g, "").slice(0, 35);
  const emv = buildPixPayload({
    url: `pix.sandbox.lote.invalid/cobv/${id}`,
    merchant_name: pixText(merchant.trim())?.slice(0, 25) || "BENEFICIARIO",
    merchant_city: "SANDBOX",
  });
  return { txid: sent.txid || undefined, key_or_url: sent.key || undefined, emv };
}

/**
 * The answer to one title: its code, reasons, money and dates — or `undefined` when the bank has
 * no confirmation for the instruction (the retorno then leaves the title out, as such a bank does).
 */
export function answer(
  spec: CnabSpec,
  t: RemessaRecord,
  o: SimulatedOutcome | undefined,
  today: IsoDate,
  i: number,
  merchant: string,
): Answer | undefined {
  const codes = spec.simulate;
  const m = movementOf(spec, t);
  const kind = o?.kind ?? (m === "entry" ? "registered" : "instruction_accepted");
  let code: string | undefined;
  switch (kind) {
    case "registered":
    case "rejected":
    case "paid":
    case "written_off":
    case "due_date_changed":
      code = codes[kind];
      break;
    case "instruction_accepted":
      code = m === "entry" ? codes.registered : confirmationCode(spec, m);
      if (code === undefined && o === undefined) return undefined;
      break;
    case "instruction_rejected":
      code = m === "entry" ? codes.rejected : rejectionCode(spec, m);
      break;
    default:
      code = codeOfKind(spec, kind);
  }
  if (code === undefined) {
    throw new EngineError({
      code: "CNAB_UNSUPPORTED_OUTCOME",
      path: ["outcomes", i, "kind"],
      message: `bank ${spec.bank_code} ${spec.layout.toUpperCase()} has no occurrence code for "${kind}"${kind === "instruction_accepted" ? ` answering ${m}` : ""}`,
    });
  }
  const pix = o?.pix ?? (kind === "registered" && t.pix ? registeredPix(t, t.pix, merchant) : undefined);
  const base: Answer = { code, reasons: "", money: {}, date: today, credit: null, pix };
  if (kind === "rejected" || kind === "instruction_rejected")
    base.reasons = (o?.reasons ?? [codes.rejection_reason]).join("");
  if (kind === "paid") {
    const paid = o?.paid_cents ?? t.amount_cents;
    const fee = o?.fee_cents ?? 0;
    base.date = o?.paid_on ?? today;
    base.credit = o?.credited_on ?? base.date;
    base.money = {
      paid_cents: paid,
      fee_cents: fee,
      interest_cents: (o?.interest_cents ?? 0) + (o?.fine_cents ?? 0),
      discount_cents: o?.discount_cents ?? 0,
      credited_cents: o?.credited_cents ?? paid - fee,
    };
  }
  return base;
}
