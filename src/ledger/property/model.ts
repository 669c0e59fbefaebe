/**
 * The model's state for the ledger's property test: the boletos (their bank status, input, Pix,
 * re-issues), their instructions (with the states the service gives them), the remessa files lote
 * wrote, the retornos the bank produced and the payment rows. The steps that change it are in
 * ./remessa.ts (instructions and files) and ./retorno.ts (the bank's answers); what must hold after
 * each step is in ./invariants.ts. Nothing here talks to a database: the service's statements are
 * mirrored as plain updates (a guarded update, an INSERT OR IGNORE by key).
 */
import { type CnabLayout, type RemessaTitle, validateBoletoInput } from "../../engine/index";
import type { BankStatus } from "../machine";
import { type BoletoSpec, boletoInput, CELLS, type Cell, START } from "./world";

export interface MBoleto {
  id: string;
  cell: Cell;
  input: Record<string, unknown>;
  status: BankStatus | null;
  pixPayload: string | null;
  /** The pending file carrying its entry (`items.entry_job_id`), or null. */
  entryFile: string | null;
  remessaFileId: string | null;
  fileLayout: CnabLayout | null;
  attempt: number;
  /** History rows written (INSERT OR IGNORE by key). */
  history: Set<string>;
}

export type InstructionState = "queued" | "sent" | "accepted" | "rejected" | "cancelled";

export interface MInstruction {
  id: string;
  itemId: string;
  type: string;
  payload: Record<string, unknown>;
  title: RemessaTitle;
  groupKey: string;
  state: InstructionState;
  /** The file that claimed (queued) or wrote (sent) it. */
  fileId: string | null;
  sentAt: number | null;
  createdAt: number;
}

/** One record of a file: the boleto, its movement and, for a carrier, its instruction. */
export interface Carried {
  boletoId: string;
  movement: string;
  instructionId?: string;
  title: RemessaTitle;
}

export interface MFile {
  id: string;
  groupKey: string;
  cell: Cell;
  status: "pending" | "written" | "failed";
  carried: Carried[];
  /** Each entry's bank status when the plan let it go, and whether it was a re-send. */
  planned: Map<string, BankStatus | null>;
  resend: boolean;
  content: string | null;
}

export interface MRetorno {
  job: string;
  content: string;
  /** The payments the bank was asked to report: nosso número and amount. */
  asked: { ourNumber: string; cents: number }[];
  /** The file it answers, or "bank" for what the bank reports on its own. */
  source: string;
  /** When the bank wrote it (the world's clock): it can answer only what was sent before. */
  producedAt: number;
}

export interface MPayment {
  itemId: string;
  key: string;
  amount: number | null;
  paidOn: string | null;
  statusBefore: BankStatus | null;
  divergences: Record<string, unknown>[];
  /** What the model says the boleto's payments add up to with this one (independent of decide.ts). */
  total: number;
  /** The boleto's input when the payment was decided (the range the flag is checked against). */
  input: Record<string, unknown>;
}

/** A status move as applied, with the answer (or file) that caused it. */
export interface Move {
  itemId: string;
  from: BankStatus | null;
  to: BankStatus;
  key: string;
}

/** What one step did, for the invariants. */
export interface Step {
  moves: Move[];
  /** Re-issues: what lote prints, and what the answer that caused it says the bank holds. */
  reissues: {
    itemId: string;
    kind: string;
    printed: { due_date?: unknown; amount_cents?: unknown };
    bank: { due_date: string | null; amount_cents: number | null };
  }[];
  queued: MInstruction[];
  /** Instructions a new one asked to withdraw (replaced, superseded), as they were then. */
  withdrawn: {
    id: string;
    state: InstructionState | undefined;
    claimed: boolean;
    why: "replaced" | "superseded";
    type: string | undefined;
    itemId: string | undefined;
    by: { id: string; type: string; itemId: string };
  }[];
}

/** A step that did nothing yet. */
export function newStep(): Step {
  return { moves: [], reissues: [], queued: [], withdrawn: [] };
}

export interface World {
  today: string;
  clock: number;
  boletos: MBoleto[];
  instructions: MInstruction[];
  files: MFile[];
  retornos: MRetorno[];
  /** Retorno job by content: the same file uploaded again is the same job (sha256). */
  jobs: Map<string, string>;
  /** Retorno jobs delivered at least once. */
  delivered: Set<string>;
  /** Payment rows by `item|key`, and what the files paid (the oracle) by the same key. */
  payments: Map<string, MPayment>;
  expected: Map<string, { itemId: string; cents: number }>;
  /** NSA counters per sequence (bank × agreement or account). */
  nsa: Map<string, number>;
  /** What the last step did, for the invariants. */
  step: Step;
  stats: Record<string, number>;
}

/** A new world of `specs` boletos, every one issued (bank status unset). */
export function newWorld(specs: readonly BoletoSpec[]): World {
  const boletos = specs.map((s, i): MBoleto => {
    const cell = CELLS[s.cell % CELLS.length] as Cell;
    const input = boletoInput(s, cell, i);
    // Every boleto of the world is one lote issued: valid under its bank's rules.
    const v = validateBoletoInput(input, { today: START });
    if (!v.ok) throw new Error(`boleto ${i} of the world is invalid: ${JSON.stringify(v.issues)}`);
    return {
      id: `itm_${i}`,
      cell,
      input: input as unknown as Record<string, unknown>,
      status: null,
      pixPayload: null,
      entryFile: null,
      remessaFileId: null,
      fileLayout: null,
      attempt: 1,
      history: new Set(),
    };
  });
  return {
    today: START,
    clock: 0,
    boletos,
    instructions: [],
    files: [],
    retornos: [],
    jobs: new Map(),
    delivered: new Set(),
    payments: new Map(),
    expected: new Map(),
    nsa: new Map(),
    step: newStep(),
    stats: {},
  };
}

/** Counts `what` in the world's statistics. */
export function count(w: World, what: string, n = 1): void {
  w.stats[what] = (w.stats[what] ?? 0) + n;
}

/** The next tick of the world's clock (creation and send order). */
export function tick(w: World): number {
  w.clock += 1;
  return w.clock;
}

/** A generation timestamp on the world's day, distinct for every file (minutes of the clock). */
export function timestamp(w: World): string {
  const t = tick(w);
  const hh = String(Math.floor(t / 60) % 24).padStart(2, "0");
  const mm = String(t % 60).padStart(2, "0");
  return `${w.today}T${hh}:${mm}:00`;
}

/** The boleto's payment rows and their sum (what `items.payment_count` / `paid_cents` hold). */
export function paymentsOf(w: World, itemId: string): { count: number; cents: number } {
  let count = 0;
  let cents = 0;
  for (const p of w.payments.values())
    if (p.itemId === itemId) {
      count++;
      cents += p.amount ?? 0;
    }
  return { count, cents };
}
