/**
 * What must hold after every step of the ledger's property test, each checked against the model's
 * own bookkeeping (the state table as data, the files as written, the payments the retornos
 * carried), never by asking the function under test again. A broken one throws with the boleto,
 * the step's facts and the rule it broke, so the shrunk counterexample reads as a bug report.
 */

import { slotOf } from "../instruction-rules";
import { TRANSITIONS } from "../machine";
import type { MFile, MPayment, World } from "./model";

const WRITE_OFFS = new Set(["write_off", "protest_cancel_and_write_off"]);
const LIVE = new Set(["queued", "sent"]);
const REISSUABLE = new Set(["issued", "sent", "registered"]);
const DAY_MS = 86_400_000;

function fail(rule: string, detail: unknown): never {
  throw new Error(`${rule}: ${JSON.stringify(detail)}`);
}

/** Every invariant, on the world after a step. */
export function checkWorld(w: World): void {
  checkMoves(w);
  checkPayments(w);
  for (const f of w.files) if (f.status === "written") checkFile(f);
  checkInstructions(w);
  for (const r of w.step.reissues) {
    const status = w.boletos.find((b) => b.id === r.itemId)?.status ?? "issued";
    if (!REISSUABLE.has(status)) fail("re-issued a boleto that is not open", { ...r, status });
  }
}

/** Every status move is a cell of the table; nothing leaves paid; written_off only to paid, flagged. */
function checkMoves(w: World): void {
  for (const m of w.step.moves) {
    const from = m.from ?? "issued";
    if (m.to === from || !Object.values(TRANSITIONS[from]).includes(m.to))
      fail("a status move the table does not have", m);
    if (from === "paid") fail("a boleto left paid", m);
    if (from === "written_off") {
      const p = w.payments.get(`${m.itemId}|${m.key}`);
      if (m.to !== "paid" || !p?.divergences.some((d) => d.kind === "paid_after_write_off"))
        fail("a written-off boleto moved without a flagged payment", { move: m, payment: p });
    }
  }
}

/** Days from `a` to `b`. */
function days(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** The range a boleto of this world may be paid in on `paidOn` (its own arithmetic, not payment-rules.ts). */
function range(input: Record<string, unknown>, paidOn: string): { min: number; max: number } {
  const amount = input.amount_cents as number;
  const nominal = amount - ((input.rebate_cents as number | undefined) ?? 0);
  const due = input.due_date as string;
  const discount = input.discount as { amount_cents: number; until: string } | undefined;
  const off = discount && paidOn <= discount.until ? discount.amount_cents : 0;
  if (paidOn <= due) return { min: nominal - off, max: nominal };
  const fine = input.fine as { kind: string; value: number };
  const interest = input.interest as { kind: string; value: number };
  if (fine.kind !== "rate" || interest.kind !== "daily_amount") fail("a charge this world never sets", input);
  const charges = Math.ceil((amount * fine.value) / 10_000) + interest.value * days(due, paidOn);
  return { min: nominal - off, max: nominal + charges };
}

const STATE_FLAG: Record<string, string> = {
  paid: "duplicate_payment",
  written_off: "paid_after_write_off",
  rejected: "paid_rejected_entry",
};

/** One row per paid entry (none lost, none doubled), the sums the files paid, the flags each row needs. */
function checkPayments(w: World): void {
  for (const [k, e] of w.expected) {
    const p = w.payments.get(k);
    if (!p) fail("a payment the retorno carried is lost", { key: k, ...e });
    if (p.amount !== e.cents) fail("a payment's amount differs from the file's", { key: k, e, p });
  }
  for (const k of w.payments.keys()) if (!w.expected.has(k)) fail("a payment no retorno carried", k);
  for (const b of w.boletos) {
    const rows = [...w.payments.values()].filter((p) => p.itemId === b.id);
    const paid = rows.reduce((s, p) => s + (p.amount ?? 0), 0);
    const owed = [...w.expected.values()].filter((e) => e.itemId === b.id).reduce((s, e) => s + e.cents, 0);
    if (paid !== owed)
      fail("a boleto's payments do not add up to what the files paid", { id: b.id, paid, owed });
    if (rows.length > 0 && b.status !== "paid")
      fail("a paid boleto is not paid", { id: b.id, status: b.status });
  }
  for (const p of w.payments.values()) checkFlags(p);
}

function checkFlags(p: MPayment): void {
  const kinds = p.divergences.map((d) => d.kind as string);
  const state = STATE_FLAG[p.statusBefore ?? "issued"];
  const stateKinds = kinds.filter((k) => Object.values(STATE_FLAG).includes(k));
  if (stateKinds.join() !== (state ?? "")) fail("a payment's state divergence is wrong", { p, want: state });
  if (p.amount === null || p.paidOn === null) return;
  const r = range(p.input, p.paidOn);
  const want = p.total < r.min ? "underpaid" : p.total > r.max ? "overpaid" : null;
  const got = kinds.find((k) => k === "underpaid" || k === "overpaid") ?? null;
  if (want !== got) fail("a payment's amount divergence is wrong", { p, range: r, want, got });
}

/** No file carries two records of one movement or slot for a title, nor an entry it must not. */
function checkFile(f: MFile): void {
  const seen = new Set<string>();
  const entries = new Set(f.carried.filter((c) => c.movement === "entry").map((c) => c.boletoId));
  for (const c of f.carried) {
    const slot = `slot ${c.movement === "entry" ? "entry" : slotOf(c.movement)}`;
    for (const k of [`${c.boletoId} ${c.movement}`, `${c.boletoId} ${slot}`]) {
      if (seen.has(k)) fail("a file carries one title's movement twice", { file: f.id, record: k });
      seen.add(k);
    }
    if (c.instructionId && entries.has(c.boletoId))
      fail("a file carries an instruction beside its boleto's entry", { file: f.id, c: c.instructionId });
  }
  for (const [id, status] of f.planned) {
    const s = status ?? "issued";
    const ok = s === "issued" || s === "rejected" || (f.resend && (s === "sent" || s === "registered"));
    if (!ok) fail("a file carries an entry the state refuses", { file: f.id, boleto: id, status: s });
  }
}

/**
 * One live instruction per (boleto, slot); nothing queued after a live write-off; only queued,
 * unclaimed ones withdrawn; states match the files.
 */
function checkInstructions(w: World): void {
  const slots = new Set<string>();
  for (const i of w.instructions) {
    if (LIVE.has(i.state)) {
      const k = `${i.itemId} ${slotOf(i.type)}`;
      if (slots.has(k)) fail("two live instructions of one slot", { key: k, id: i.id });
      slots.add(k);
    }
    const file = w.files.find((f) => f.id === i.fileId);
    if (i.state === "sent" && file?.status !== "written") fail("a sent instruction no file wrote", i.id);
    if (i.state === "queued" && i.fileId !== null && file?.status !== "pending")
      fail("a queued instruction claimed by no pending file", i.id);
  }
  // The rules withdraw only what the store can withdraw (queued, unclaimed): never one a file holds.
  // A new instruction replaces only one of its own movement (a rebate_cancel never silently undoes
  // a queued rebate), and a write-off supersedes only what is queued for its own boleto.
  for (const x of w.step.withdrawn) {
    if (x.state !== "queued" || x.claimed) fail("an instruction withdrawn that a file holds or resolved", x);
    if (x.itemId !== x.by.itemId) fail("an instruction withdrawn by another boleto's", x);
    if (x.why === "replaced" && x.type !== x.by.type) fail("an instruction replaced by another movement", x);
    if (x.why === "superseded" && !WRITE_OFFS.has(x.by.type))
      fail("an instruction superseded by no write-off", x);
  }
  for (const q of w.step.queued) {
    const wo = w.instructions.find(
      (i) => i.itemId === q.itemId && i !== q && WRITE_OFFS.has(i.type) && LIVE.has(i.state),
    );
    if (wo && wo.createdAt < q.createdAt)
      fail("an instruction queued after a live write-off", { q: q.id, wo: wo.id });
  }
}
