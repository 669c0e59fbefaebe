/**
 * The property test's lote side: queuing an instruction (the instructions kind's check, which asks
 * the ledger's rules), planning a remessa (entries refused per the state machine, one file per
 * group, each claiming its group's oldest queued instructions but none about a boleto whose entry
 * it carries — src/jobs/remessa/plan.ts and claims.ts) and building each file with the engine's
 * writer (a title the layout refuses fails alone; a file that fails puts its claims back).
 */
import { buildRemessa, groupForRemessa, isEngineError, type RemessaTitle } from "../../engine/index";
import { checkInstruction, type KnownInstruction } from "../../jobs/instructions/check";
import { transition } from "../machine";
import {
  type Carried,
  count,
  type MBoleto,
  type MFile,
  type MInstruction,
  tick,
  timestamp,
  type World,
} from "./model";
import { ACCOUNTS, COMPANY, instructionInput, typesOf } from "./world";

const LIVE = new Set(["queued", "sent"]);

/** Queues the instruction the generator describes, if the check lets it; counts why not. */
export function queue(w: World, boleto: number, type: number, variant: number): void {
  const b = w.boletos[boleto % w.boletos.length] as MBoleto;
  const types = typesOf(b.cell);
  const t = types[type % types.length] as string;
  const known: KnownInstruction[] = w.instructions
    .filter((i) => i.itemId === b.id && (LIVE.has(i.state) || i.state === "accepted"))
    .map((i) => ({ id: i.id, type: i.type, state: i.state, remessaFileId: i.fileId, payload: i.payload }));
  const target = {
    id: b.id,
    jobId: "job_boletos",
    status: "completed",
    attempt: b.attempt,
    bankStatus: b.status,
    bankCode: b.cell.bank,
    input: b.input,
    remessaFileId: b.remessaFileId,
    externalId: null,
    fileLayout: b.fileLayout,
  } as Parameters<typeof checkInstruction>[1];
  const r = checkInstruction(instructionInput(t, variant, b, w.today), target, known, w.today);
  if (!r.ok) {
    count(w, `refused ${r.errors[0]?.code}`);
    return;
  }
  const ins: MInstruction = {
    id: `ins_${String(tick(w)).padStart(4, "0")}`,
    itemId: b.id,
    type: r.type,
    payload: r.changes,
    title: r.title,
    groupKey: r.groupKey,
    state: "queued",
    fileId: null,
    sentAt: null,
    createdAt: w.clock,
  };
  // The withdrawals only land on queued, unclaimed instructions (withdrawStatement's guard).
  for (const id of [...(r.replaces ? [r.replaces] : []), ...r.supersedes]) {
    const old = w.instructions.find((i) => i.id === id);
    w.step.withdrawn.push({
      id,
      state: old?.state,
      claimed: old?.fileId != null,
      why: id === r.replaces ? "replaced" : "superseded",
      type: old?.type,
      by: { id: ins.id, type: ins.type, itemId: ins.itemId },
      itemId: old?.itemId,
    });
    if (old && old.state === "queued" && old.fileId === null) old.state = "cancelled";
  }
  count(w, r.replaces ? "queued (replacing)" : "queued");
  if (r.supersedes.length > 0) count(w, "superseded by a write-off", r.supersedes.length);
  w.instructions.push(ins);
  w.step.queued.push(ins);
}

/**
 * Plans a remessa of the entries of `entries` (boleto indexes; none: a remessa of instructions
 * only), with `resend` for every title; its files stay pending until built.
 */
export function plan(w: World, entries: readonly number[], resend: boolean): MFile[] {
  const job = `rem_${tick(w)}`;
  const files: MFile[] = [];
  const newFile = (key: string, b: MBoleto): MFile => {
    const f: MFile = {
      id: `${job}_${files.length + 1}`,
      groupKey: key,
      cell: b.cell,
      status: "pending",
      carried: [],
      planned: new Map(),
      resend,
      content: null,
    };
    files.push(f);
    return f;
  };
  if (entries.length === 0) {
    const queued = w.instructions.filter((i) => i.state === "queued" && i.fileId === null);
    for (const key of [...new Set(queued.map((i) => i.groupKey))].sort()) {
      const first = queued.find((i) => i.groupKey === key) as MInstruction;
      claim(w, newFile(key, w.boletos.find((b) => b.id === first.itemId) as MBoleto), []);
    }
  } else {
    const titles: { b: MBoleto; title: RemessaTitle }[] = [];
    for (const n of entries) {
      const b = w.boletos[n % w.boletos.length] as MBoleto;
      const v = transition(b.status, "entry_sent", { resend });
      if (v.verdict === "refused") count(w, `entry refused ${v.code}`);
      else if (b.entryFile !== null) count(w, "entry refused TITLE_ENTRY_IN_FLIGHT");
      else titles.push({ b, title: { ...(b.input as unknown as RemessaTitle), movement: "entry" } });
    }
    // claimEntries takes each boleto for this remessa (a boleto named twice would keep both titles).
    const kept = titles;
    const groups = groupForRemessa(kept.map((t) => ({ ...t.title, layout: t.b.cell.layout })));
    for (const g of groups) {
      const first = kept[g.indexes[0] as number] as (typeof kept)[number];
      const f = newFile(g.key, first.b);
      for (const i of g.indexes) {
        const { b, title } = kept[i] as (typeof kept)[number];
        f.carried.push({ boletoId: b.id, movement: "entry", title });
        f.planned.set(b.id, b.status);
        b.entryFile = f.id;
      }
      claim(
        w,
        f,
        f.carried.map((c) => c.boletoId),
      );
    }
  }
  const kept = files.filter((f) => f.carried.length > 0);
  w.files.push(...kept);
  count(w, "files planned", kept.length);
  return kept;
}

/** The group's oldest queued, unclaimed instructions, but none about a boleto in `exclude`. */
function claim(w: World, f: MFile, exclude: readonly string[]): void {
  const found = w.instructions
    .filter((i) => i.state === "queued" && i.fileId === null && i.groupKey === f.groupKey)
    .filter((i) => !exclude.includes(i.itemId))
    .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))
    .slice(0, 1000);
  for (const i of found) {
    i.fileId = f.id;
    f.carried.push({ boletoId: i.itemId, movement: i.type, instructionId: i.id, title: i.title });
  }
}

/** Builds pending file `f` (or fails it): the engine writes it, its boletos and instructions are sent. */
export function build(w: World, f: MFile, fail: boolean): void {
  const release = (c: Carried) => {
    const b = w.boletos.find((x) => x.id === c.boletoId) as MBoleto;
    if (!c.instructionId && b.entryFile === f.id) b.entryFile = null;
    const ins = w.instructions.find((i) => i.id === c.instructionId);
    if (ins && ins.state === "queued") ins.fileId = null;
  };
  if (fail) {
    f.status = "failed";
    f.carried.forEach(release);
    count(w, "files failed");
    return;
  }
  const seq = ACCOUNTS[f.cell.bank].agreement ?? `account:${ACCOUNTS[f.cell.bank].account}`;
  const nsa = (w.nsa.get(seq) ?? 0) + 1;
  let content: string | null = null;
  const generated_at = timestamp(w);
  while (content === null && f.carried.length > 0) {
    const input = {
      layout: f.cell.layout,
      bank_code: f.cell.bank,
      company: COMPANY,
      account: ACCOUNTS[f.cell.bank],
      file_sequence: nsa,
      generated_at,
      titles: f.carried.map((c) => c.title),
    };
    try {
      const rem = buildRemessa(input);
      if (rem.totals.titles !== f.carried.length) throw new Error(`file ${f.id} lost a title`);
      content = rem.content;
    } catch (e) {
      if (!isEngineError(e)) throw e;
      // A title the layout refuses fails alone (a carrier is rejected by lote); the file is built again.
      const bad = new Set(e.issues.map((i) => i.path[1]).filter((n): n is number => typeof n === "number"));
      if (bad.size === 0) throw e;
      for (const k of bad) {
        const c = f.carried[k] as Carried;
        release(c);
        const ins = w.instructions.find((i) => i.id === c.instructionId);
        if (ins) ins.state = "rejected";
        count(w, `title refused by the layout ${e.issues[0]?.code}`);
      }
      f.carried = f.carried.filter((_, k) => !bad.has(k));
    }
  }
  if (content === null) {
    f.status = "failed";
    return;
  }
  w.nsa.set(seq, nsa);
  f.status = "written";
  f.content = content;
  count(w, "files written");
  for (const c of f.carried) {
    const b = w.boletos.find((x) => x.id === c.boletoId) as MBoleto;
    const ins = w.instructions.find((i) => i.id === c.instructionId);
    if (ins) {
      ins.state = "sent";
      ins.sentAt = tick(w);
      continue;
    }
    b.entryFile = null;
    b.remessaFileId = f.id;
    b.fileLayout = f.cell.layout;
    // fileOutcome: the plan let the entry go; the guard is the status now.
    const v = transition(b.status, "entry_sent", { resend: true });
    if (v.verdict === "applied") {
      w.step.moves.push({ itemId: b.id, from: b.status, to: v.to, key: `sent:${f.id}` });
      b.status = v.to;
    } else count(w, v.verdict === "stay" ? "entry resent" : "entry sent late");
  }
}
