/**
 * The world of the ledger's property test (../property.test.ts): a handful of boletos in bank ×
 * layout cells whose CNAB writer, simulator and reader carry every instruction the test asks for
 * (Itaú 341 CNAB 400 and 240, Caixa 104 CNAB 240: `movementSupport`), the instructions' payloads
 * and the bank's outcomes. Accounts and parties are test data that pass each bank's boleto rules
 * (the same shapes as the engine's CNAB sample remessas); nothing here is a bank fact.
 */
import {
  addDays,
  type BankAccount,
  type BoletoInput,
  type CnabLayout,
  movementSupport,
  type Party,
  type SimulatedOutcome,
} from "../../engine/index";

export interface Cell {
  bank: "341" | "104";
  layout: CnabLayout;
}

export const CELLS: readonly Cell[] = [
  { bank: "341", layout: "cnab400" },
  { bank: "341", layout: "cnab240" },
  { bank: "104", layout: "cnab240" },
];

export const ACCOUNTS: Readonly<Record<Cell["bank"], BankAccount>> = {
  "341": { bank_code: "341", agency: "1234", account: "12345", wallet: "109" },
  "104": {
    bank_code: "104",
    agency: "1234",
    agency_digit: "5",
    account: "0",
    wallet: "1",
    agreement: "123456",
  },
};

export const COMPANY: Party = {
  name: "Lote Cobranca Ltda",
  document: "11.222.333/0001-81",
  address: { street: "Av. Paulista", number: "1000", city: "Sao Paulo", state: "SP", zip_code: "01310-100" },
};

const PAYER: Party = {
  name: "Jose da Silva",
  document: "123.456.789-09",
  address: {
    street: "Rua das Flores",
    number: "42",
    district: "Centro",
    city: "Curitiba",
    state: "PR",
    zip_code: "80010-000",
  },
};

/** The first day of every sequence, and every boleto's first due date. */
export const START = "2025-03-14";
export const DUE = "2025-04-10";

/** What the generator says of one boleto. */
export interface BoletoSpec {
  cell: number;
  amount: number;
  discount: boolean;
  pix: boolean;
}

/** The issued boleto `i` of the world, as its item's input holds it. */
export function boletoInput(spec: BoletoSpec, cell: Cell, i: number): BoletoInput {
  const ourNumber = String(11 + i);
  return {
    ...ACCOUNTS[cell.bank],
    amount_cents: spec.amount,
    due_date: DUE,
    issue_date: START,
    our_number: ourNumber,
    document_number: `NF${ourNumber}`,
    beneficiary: COMPANY,
    payer: PAYER,
    interest: { kind: "daily_amount", value: 5 },
    fine: { kind: "rate", value: 200 },
    ...(spec.discount ? { discount: { amount_cents: 300, until: "2025-04-05" } } : {}),
    ...(spec.pix && cell.bank === "341"
      ? { pix: { key: "11222333000181", txid: `LOTE${ourNumber.padStart(21, "0")}` } }
      : {}),
  } as BoletoInput;
}

/** Instruction types the test asks, in the order an index picks them (those the cell writes). */
const TYPES = [
  "write_off",
  "due_date_change",
  "rebate",
  "rebate_cancel",
  "protest",
  "protest_cancel",
  "fine_change",
  "interest_waive",
  "amount_change",
  "discount_cancel",
  "protest_cancel_and_write_off",
  "do_not_protest",
] as const;

/** The instruction types the test asks of boletos in `cell`. */
export function typesOf(cell: Cell): string[] {
  const support = movementSupport(cell.bank, cell.layout);
  return TYPES.filter((t) => support.has(t));
}

/**
 * An instruction as a client sends it: `variant` picks the payload, so two equal variants are a
 * duplicate and two different ones a replacement; a new due date 2 days before `today` (in the
 * past: refused) or 25, 32, 39 days after it (past the discount's date: the boleto stays valid).
 */
export function instructionInput(
  type: string,
  variant: number,
  b: { id: string; cell: Cell; input: Record<string, unknown> },
  today: string,
): Record<string, unknown> {
  const needs = movementSupport(b.cell.bank, b.cell.layout).get(type as never)?.needs ?? [];
  const base = { boleto: { item_id: b.id }, type, layout: b.cell.layout };
  const rebate = { rebate_cents: 100 * (1 + (variant % 4)) };
  switch (type) {
    case "due_date_change":
      return { ...base, due_date: addDays(today, variant === 0 ? -2 : 18 + 7 * variant) };
    case "rebate":
      return { ...base, ...rebate };
    case "rebate_cancel":
      return needs.includes("rebate_cents") ? { ...base, ...rebate } : base;
    case "protest":
      // Some without days: Caixa 240 has no protest-days code (the layout refuses a title with them).
      return variant % 4 === 3 ? base : { ...base, protest: { days: 5 + (variant % 20) } };
    case "fine_change":
      return { ...base, fine: { kind: "rate", value: 100 * (1 + (variant % 3)) } };
    case "amount_change":
      return { ...base, amount_cents: (b.input.amount_cents as number) + 100 * (1 + (variant % 5)) };
    default:
      return base;
  }
}

export const OUTCOME_KINDS = [
  "registered",
  "rejected",
  "paid",
  "written_off",
  "due_date_changed",
  "instruction_accepted",
  "instruction_rejected",
  "protest",
  "protested",
  "protest_cancelled",
] as const satisfies readonly SimulatedOutcome["kind"][];

/** What the generator says of one answer: its kind, and for a payment how much and when. */
export interface OutcomeSpec {
  kind: number;
  /**
   * 0 the amount, 1 a part of it, 2 one centavo, 3 late with every charge, 4 one centavo more, 5 late
   * without charges, 6 one centavo short, 7 less the discount, 8 overpaid.
   */
  mode: number;
  days: number;
}

/**
 * The simulator's outcome for the boleto `input` (nosso número `ourNumber`), on `today`: for a
 * payment, its amount and date by `spec.mode` (the late charges as the boleto's input says them).
 */
export function outcomeOf(
  spec: OutcomeSpec,
  input: Record<string, unknown>,
  today: string,
  kinds: readonly SimulatedOutcome["kind"][] = OUTCOME_KINDS,
): SimulatedOutcome {
  const kind = kinds[spec.kind % kinds.length] as SimulatedOutcome["kind"];
  const our_number = String(input.our_number);
  if (kind !== "paid") return { our_number, kind };
  const amount = input.amount_cents as number;
  const due = input.due_date as string;
  const late = addDays(due, 1 + (spec.days % 30));
  const onTime = today <= due ? today : due;
  // 2 % multa and 5 centavos a day of juros from the day after the due date: the most, paid late.
  const charges = Math.ceil((amount * 200) / 10_000) + 5 * (1 + (spec.days % 30));
  const paid: [number, string][] = [
    [amount, onTime],
    [Math.max(1, Math.floor((amount * (1 + (spec.days % 9))) / 10)), onTime],
    [1, onTime],
    [amount + charges, late],
    [amount + charges + 1, late],
    [amount, late],
    [amount - 1, onTime],
    [amount - 300, onTime],
    [amount + 1_000, onTime],
  ];
  const [cents, on] = paid[spec.mode % paid.length] as [number, string];
  return {
    our_number,
    kind,
    paid_cents: cents,
    paid_on: on,
    ...(on === late ? { interest_cents: cents - amount } : {}),
  };
}
