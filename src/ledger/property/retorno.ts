/**
 * The property test's bank side: the bank answers a file lote wrote, or reports what happened to
 * boletos on its own (a liquidation, a baixa, a protest), each as a retorno the engine's simulator
 * writes; a retorno is delivered — once, again (the same file is the same job), late, out of
 * order — read with the engine's reader, each matched entry made a `BankAnswer` the way
 * src/jobs/retorno/lifecycle.ts makes it (`interpret`), and `decideAnswers` applied as the
 * service's statements do (status guarded, history and payments written once by key).
 */
import {
  buildRemessa,
  isEngineError,
  parseRetorno,
  type RemessaTitle,
  type RetornoEntry,
  rejectsInstructionsApart,
  type SimulatedOutcome,
  simulateRetorno,
} from "../../engine/index";
import { mergeItem } from "../../jobs/core/merge";
import { interpret } from "../../jobs/retorno/occurrences";
import { type BankAnswer, decideAnswers, type LedgerBoleto, type SentInstruction } from "../decide";
import {
  count,
  type MBoleto,
  type MFile,
  type MPayment,
  type MRetorno,
  paymentsOf,
  tick,
  timestamp,
  type World,
} from "./model";
import { ACCOUNTS, COMPANY, OUTCOME_KINDS, type OutcomeSpec, outcomeOf } from "./world";

/** What the bank reports on its own, not as an answer to a command. */
const SPONTANEOUS = [
  "paid",
  "paid",
  "written_off",
  "protest",
  "protested",
  "registered",
  "rejected",
  // A due date changed at the bank by other means (its internet banking, a branch).
  "due_date_changed",
] as const;

/**
 * The retorno of `content` with `outcomes` (one per boleto, the last wins), stored for delivery.
 * An outcome the bank's layout has no code for is left out (the title gets the default answer).
 */
function produce(w: World, content: string, outcomes: SimulatedOutcome[], source: string): void {
  const byNumber = new Map(outcomes.map((o) => [o.our_number, o]));
  let list = [...byNumber.values()];
  const generated_at = timestamp(w);
  for (;;) {
    try {
      const ret = simulateRetorno(content, { generated_at, outcomes: list });
      const job = w.jobs.get(ret.content) ?? `ret_${w.jobs.size + 1}`;
      w.jobs.set(ret.content, job);
      const asked = list.flatMap((o) =>
        o.kind === "paid" ? [{ ourNumber: o.our_number, cents: o.paid_cents as number }] : [],
      );
      w.retornos.push({ job, content: ret.content, asked, source, producedAt: tick(w) });
      count(w, "retornos produced");
      return;
    } catch (e) {
      if (!isEngineError(e) || e.issues[0]?.code !== "CNAB_UNSUPPORTED_OUTCOME") throw e;
      const i = e.issues[0]?.path[1] as number;
      list = list.filter((_, k) => k !== i);
    }
  }
}

/** The bank answers written file `file` (an index among them) with `specs` for its boletos. */
export function answerFile(
  w: World,
  file: number,
  specs: readonly (OutcomeSpec & { boleto: number })[],
): void {
  const written = w.files.filter((f) => f.status === "written");
  // Index 0 is the latest file: a shrunk sequence answers the file it just wrote.
  const f = written[written.length - 1 - (file % Math.max(1, written.length))] as MFile | undefined;
  if (!f?.content) return;
  const ids = [...new Set(f.carried.map((c) => c.boletoId))];
  const outcomes = specs.map((s) => {
    const b = w.boletos.find((x) => x.id === ids[s.boleto % ids.length]) as MBoleto;
    return outcomeOf(s, b.input, w.today, OUTCOME_KINDS);
  });
  produce(w, f.content, outcomes, f.id);
}

/** The bank reports, on its own, what happened to some boletos of one cell (`specs[0]`'s). */
export function bankEvent(w: World, specs: readonly (OutcomeSpec & { boleto: number })[]): void {
  const first = specs[0];
  if (!first) return;
  const cell = (w.boletos[first.boleto % w.boletos.length] as MBoleto).cell;
  const chosen = new Map<string, { b: MBoleto; o: SimulatedOutcome }>();
  for (const s of specs) {
    const b = w.boletos[s.boleto % w.boletos.length] as MBoleto;
    if (b.cell === cell) chosen.set(b.id, { b, o: outcomeOf(s, b.input, w.today, SPONTANEOUS) });
  }
  // The simulator answers a remessa: the bank's own report is the answer to one naming these titles.
  const titles = [...chosen.values()].map(({ b }) => ({ ...b.input, movement: "entry" }) as RemessaTitle);
  const rem = buildRemessa({
    layout: cell.layout,
    bank_code: cell.bank,
    company: COMPANY,
    account: ACCOUNTS[cell.bank],
    file_sequence: 900,
    generated_at: timestamp(w),
    titles,
  });
  produce(
    w,
    rem.content,
    [...chosen.values()].map((c) => c.o),
    "bank",
  );
}

/** The boleto an entry names: by bank and nosso número (leading zeros do not count). */
function matchOf(w: World, bank: string, e: RetornoEntry): MBoleto | undefined {
  const key = e.our_number.replace(/^0+/, "");
  return w.boletos.find((b) => b.cell.bank === bank && String(b.input.our_number) === key);
}

/**
 * Uploads retorno `n` (0 the latest produced, 1 the one before…): read, decided, applied — and with
 * `retry`, applied again at once, as a redelivered message does after a crash past its first
 * statements. The same file uploaded again later is the same, completed job: nothing happens.
 */
export function deliver(w: World, n: number, retry = false): void {
  const r = w.retornos[w.retornos.length - 1 - (n % Math.max(1, w.retornos.length))];
  if (!r) return;
  if (w.delivered.has(r.job)) {
    count(w, "retornos uploaded again (same job)");
    return;
  }
  w.delivered.add(r.job);
  count(w, "retornos delivered");
  applyRetorno(w, r);
  if (retry) {
    count(w, "retornos applied again (retry)");
    applyRetorno(w, r);
  }
}

/** One run of the retorno job's reconciliation over `r`. */
function applyRetorno(w: World, r: MRetorno): void {
  const parsed = parseRetorno(r.content);
  const bank = parsed.bank_code;
  const apart = rejectsInstructionsApart(bank, parsed.layout);
  // The reader gives back every payment the simulator was asked for, to the centavo.
  const paid = parsed.entries.filter((e) => e.occurrence.kind === "paid");
  const got = paid.map((e) => `${e.our_number.replace(/^0+/, "")}:${e.amounts.paid_cents}`).sort();
  const asked = r.asked.map((a) => `${a.ourNumber}:${a.cents}`).sort();
  if (got.join() !== asked.join()) throw new Error(`retorno ${r.job} pays ${got} where ${asked} was asked`);
  const boletos = new Map<string, LedgerBoleto>();
  const answers: BankAnswer[] = [];
  parsed.entries.forEach((e, idx) => {
    const m = matchOf(w, bank, e);
    if (!m) return;
    const sums = paymentsOf(w, m.id);
    boletos.set(m.id, {
      id: m.id,
      jobId: "job_boletos",
      externalId: null,
      bankStatus: m.status,
      input: m.input as unknown as LedgerBoleto["input"],
      pixPayload: m.pixPayload,
      paymentCount: sums.count,
      paidCents: sums.cents,
    });
    const key = `retorno:${r.job}:${idx}`;
    if (e.occurrence.kind === "paid" && !w.expected.has(`${m.id}|${key}`))
      w.expected.set(`${m.id}|${key}`, { itemId: m.id, cents: e.amounts.paid_cents ?? 0 });
    answers.push({
      itemId: m.id,
      key,
      index: idx,
      read(current, waiting) {
        const a = interpret(e, current, waiting, { rejectsInstructionsApart: apart });
        return {
          ...(a.event ? { event: a.event } : {}),
          ...(a.instruction ? { instruction: a.instruction } : {}),
        };
      },
      occurrence: { ...e.occurrence, entry_index: idx },
      ...(e.occurrence.kind === "paid"
        ? {
            payment: {
              amount_cents: e.amounts.paid_cents,
              interest_cents: e.amounts.interest_cents,
              paid_on: e.occurrence_date,
              credit_on: e.credit_date,
              channel: e.pix?.txid || e.pix?.emv ? ("pix" as const) : ("boleto" as const),
              source: "retorno" as const,
              source_line: e.line,
            },
          }
        : {}),
      ...(e.pix?.emv ? { pixEmv: e.pix.emv } : {}),
      eventData: { bank_code: bank, our_number: e.our_number },
    });
  });
  const sent = new Map<string, SentInstruction[]>();
  for (const i of w.instructions
    .filter((x) => x.state === "sent")
    .sort((a, b) => (a.sentAt ?? 0) - (b.sentAt ?? 0) || a.createdAt - b.createdAt))
    sent.set(i.itemId, [
      ...(sent.get(i.itemId) ?? []),
      { id: i.id, jobId: "job_ins", type: i.type, payload: i.payload },
    ]);
  apply(w, decideAnswers(boletos, sent, answers, r.job), boletos, r, parsed.entries);
}

/** The decision's statements, as the service runs them (guarded status, write-once keys). */
function apply(
  w: World,
  d: ReturnType<typeof decideAnswers>,
  read: Map<string, LedgerBoleto>,
  r: MRetorno,
  entries: readonly RetornoEntry[],
): void {
  const byId = new Map(w.boletos.map((b) => [b.id, b]));
  // Payments first, each against the input and sums the decision read.
  const totals = new Map([...read.values()].map((b) => [b.id, b.paidCents]));
  for (const p of d.payments) {
    const k = `${p.itemId}|${p.key}`;
    if (w.payments.has(k)) {
      count(w, "payments ignored (same key)");
      continue;
    }
    const total = (totals.get(p.itemId) ?? 0) + (p.amount_cents ?? 0);
    totals.set(p.itemId, total);
    const row: MPayment = {
      itemId: p.itemId,
      key: p.key,
      amount: p.amount_cents,
      paidOn: p.paid_on,
      statusBefore: p.statusBefore,
      divergences: p.divergences,
      total,
      input: (read.get(p.itemId)?.input ?? {}) as Record<string, unknown>,
    };
    w.payments.set(k, row);
    count(w, "payments");
    for (const dv of p.divergences) count(w, `divergence ${dv.kind}`);
  }
  for (const c of d.changes) {
    const b = byId.get(c.itemId) as MBoleto;
    if (b.status !== c.guard) throw new Error(`guard ${c.guard} of ${b.id} no longer holds (${b.status})`);
    for (const h of c.history) {
      b.history.add(h.key);
      if (h.kind === "bank_status" && h.to)
        w.step.moves.push({ itemId: b.id, from: (h.from ?? null) as never, to: h.to, key: h.key });
      if (h.kind === "reissue_skipped") count(w, "re-issue skipped");
      if (h.kind === "occurrence_late") count(w, "late occurrences");
    }
    if (c.status) b.status = c.status.to;
  }
  for (const x of d.resolutions) {
    const ins = w.instructions.find((i) => i.id === x.instruction.id);
    if (ins?.state !== "sent") throw new Error(`resolution of ${x.instruction.id}, not sent`);
    if (ins.sentAt !== null && r.producedAt < ins.sentAt)
      count(w, `resolved by an answer the bank wrote before it was sent: ${ins.type} ${x.state}`);
    ins.state = x.state;
    count(w, `instructions ${x.state}`);
    const kind = (x.resolution.occurrence as { kind?: string }).kind;
    if (r.source !== "bank" && ins.fileId !== r.source)
      count(w, `resolved by the answer to another file: ${ins.type} ${x.state} by ${kind}`);
  }
  for (const r of d.reissues) {
    const b = byId.get(r.itemId) as MBoleto;
    b.input = mergeItem(b.input, r.patch) as Record<string, unknown>;
    const emv = (r.patch.pix as { emv?: string } | undefined)?.emv;
    if (emv) b.pixPayload = emv;
    b.attempt++;
    const e = entries[r.reason.entry_index];
    w.step.reissues.push({
      itemId: b.id,
      kind: r.reason.kind,
      printed: { due_date: r.patch.due_date, amount_cents: r.patch.amount_cents },
      bank: { due_date: e?.due_date ?? null, amount_cents: e?.amounts.title_cents ?? null },
    });
    count(w, `re-issued (${r.reason.kind})`);
  }
}
