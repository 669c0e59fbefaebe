// The ledger's pure rules: the state table, the instruction queue, the payment range.
import { describe, expect, it } from "vitest";
import { type BankAnswer, decideAnswers } from "./decide";
import { allowedFrom, decideInstruction, type LiveInstruction, slotOf } from "./instruction-rules";
import { type BankStatus, isOpen, LEDGER_EVENTS, mayReissue, TRANSITIONS, transition } from "./machine";
import { amountDivergence, expectedPayment } from "./payment-rules";

const STATES = Object.keys(TRANSITIONS) as BankStatus[];

describe("the state table", () => {
  it("has a cell for every state × event", () => {
    for (const s of STATES) for (const e of LEDGER_EVENTS) expect(TRANSITIONS[s][e]).toBeDefined();
  });

  it("never leaves paid or written_off but for a payment", () => {
    for (const s of ["paid", "written_off"] as const)
      for (const e of LEDGER_EVENTS) {
        const v = transition(s, e);
        if (v.verdict === "applied") expect(v.to).toBe("paid");
      }
  });

  it("refuses an entry sent again unless resend is asked (never for closed boletos)", () => {
    expect(transition(null, "entry_sent")).toEqual({ verdict: "applied", to: "sent" });
    expect(transition("rejected", "entry_sent")).toEqual({ verdict: "applied", to: "sent" });
    expect(transition("registered", "entry_sent")).toMatchObject({
      verdict: "refused",
      code: "TITLE_ALREADY_REGISTERED",
    });
    expect(transition("registered", "entry_sent", { resend: true })).toEqual({ verdict: "stay" });
    expect(transition("sent", "entry_sent", { resend: true })).toEqual({ verdict: "stay" });
    for (const s of ["paid", "written_off", "protested"] as const)
      expect(transition(s, "entry_sent", { resend: true }).verdict).toBe("refused");
  });

  it("flags payments a boleto's state makes suspicious, and never drops one", () => {
    expect(transition("written_off", "paid")).toEqual({
      verdict: "applied",
      to: "paid",
      divergence: "paid_after_write_off",
    });
    expect(transition("paid", "paid")).toEqual({ verdict: "stay", divergence: "duplicate_payment" });
    expect(transition("rejected", "paid")).toMatchObject({ divergence: "paid_rejected_entry" });
    for (const s of STATES) expect(["applied", "stay"]).toContain(transition(s, "paid").verdict);
  });

  it("records late answers without applying them", () => {
    expect(transition("paid", "registered").verdict).toBe("late");
    expect(transition("written_off", "protested").verdict).toBe("late");
    expect(transition("registered", "entry_rejected").verdict).toBe("late");
    expect(transition("protested", "protest_cancelled")).toEqual({ verdict: "applied", to: "registered" });
  });

  it("re-issues only open, unprotested boletos", () => {
    expect(STATES.filter(mayReissue).sort()).toEqual(["issued", "registered", "sent"]);
    expect(STATES.filter(isOpen).sort()).toEqual(["issued", "protested", "registered", "sent"]);
  });
});

const live = (over: Partial<LiveInstruction>): LiveInstruction => ({
  id: "ins_1",
  type: "due_date_change",
  state: "queued",
  claimed: false,
  payload: { due_date: "2027-02-01" },
  ...over,
});

describe("the instruction queue", () => {
  it("allows nothing before the entry is sent and after the boleto closed", () => {
    expect(allowedFrom("write_off", null)).toMatchObject({ ok: false, code: "INSTRUCTION_ENTRY_NOT_SENT" });
    for (const s of ["paid", "written_off", "rejected"] as const)
      expect(allowedFrom("due_date_change", s)).toMatchObject({ ok: false, code: "INSTRUCTION_NOT_ALLOWED" });
    expect(allowedFrom("due_date_change", "registered")).toEqual({ ok: true });
    expect(allowedFrom("due_date_change", "protested").ok).toBe(false);
    expect(allowedFrom("protest_cancel", "protested")).toEqual({ ok: true });
  });

  it("replaces a queued one of the same slot, refuses while claimed or sent, refuses a repeat", () => {
    expect(decideInstruction("due_date_change", { due_date: "2027-03-01" }, [live({})])).toEqual({
      verdict: "queue",
      replaces: "ins_1",
      supersedes: [],
    });
    expect(decideInstruction("due_date_change", { due_date: "2027-02-01" }, [live({})])).toMatchObject({
      verdict: "refuse",
      code: "INSTRUCTION_DUPLICATE",
    });
    expect(
      decideInstruction("due_date_change", { due_date: "2027-03-01" }, [live({ claimed: true })]),
    ).toMatchObject({
      code: "INSTRUCTION_PENDING",
    });
    expect(
      decideInstruction("rebate_cancel", {}, [live({ type: "rebate", state: "sent", payload: {} })]),
    ).toMatchObject({
      code: "INSTRUCTION_PENDING",
    });
    expect(
      decideInstruction("rebate_cancel", {}, [live({ type: "rebate", payload: { rebate_cents: 5 } })]),
    ).toMatchObject({
      code: "INSTRUCTION_CONFLICT",
    });
    expect(slotOf("discount_cancel")).toBe(slotOf("discount"));
  });

  it("refuses anything after a write-off, and a write-off supersedes queued ones", () => {
    expect(
      decideInstruction("due_date_change", { due_date: "2027-03-01" }, [
        live({ id: "w", type: "write_off", payload: {} }),
      ]),
    ).toMatchObject({
      code: "INSTRUCTION_AFTER_WRITE_OFF",
      conflict: "w",
    });
    expect(
      decideInstruction("write_off", {}, [
        live({}),
        live({ id: "ins_2", type: "rebate", state: "sent", payload: {} }),
      ]),
    ).toEqual({ verdict: "queue", supersedes: ["ins_1"] });
  });
});

describe("the payment range", () => {
  const input = {
    amount_cents: 12_000,
    due_date: "2027-01-10",
    fine: { kind: "rate" as const, value: 200 },
    interest: { kind: "monthly_rate" as const, value: 100 },
    discount: { amount_cents: 500, until: "2027-01-05" },
  };

  it("on time: the amount, less the discount while it holds", () => {
    expect(expectedPayment(input, "2027-01-04")).toMatchObject({ min_cents: 11_500, max_cents: 12_000 });
    expect(expectedPayment(input, "2027-01-10")).toMatchObject({ min_cents: 12_000, max_cents: 12_000 });
  });

  it("late: multa and juros pro rata up to the payment date", () => {
    // 2 % of 120,00 = 2,40; 1 % a month for 10 days = 0,40.
    expect(expectedPayment(input, "2027-01-20")).toMatchObject({
      fine_cents: 240,
      interest_cents: 40,
      max_cents: 12_280,
      days_late: 10,
    });
  });

  it("flags under- and over-payments with their amounts", () => {
    expect(amountDivergence(input, 5_000, "2027-01-10")).toEqual({
      kind: "underpaid",
      paid_cents: 5_000,
      expected_min_cents: 12_000,
      expected_max_cents: 12_000,
      difference_cents: 7_000,
    });
    expect(amountDivergence(input, 1, "2027-01-10")?.kind).toBe("underpaid");
    expect(amountDivergence(input, 13_000, "2027-01-20")).toMatchObject({
      kind: "overpaid",
      difference_cents: 720,
    });
    expect(amountDivergence(input, 12_280, "2027-01-20")).toBeNull();
    expect(amountDivergence(input, 12_000, "2027-01-20")).toBeNull();
    expect(amountDivergence(input, null, "2027-01-20")).toBeNull();
  });
});

describe("the bank's answers (decideAnswers)", () => {
  const boleto = {
    id: "b1",
    jobId: "j1",
    externalId: null,
    bankStatus: "registered" as const,
    input: { amount_cents: 10_000, due_date: "2027-01-10" },
    pixPayload: null,
    paymentCount: 0,
    paidCents: 0,
  };
  const boletos = new Map([["b1", boleto]]);
  const due = {
    id: "i1",
    jobId: "ji",
    type: "due_date_change",
    payload: { due_date: "2027-02-01" },
    sentOn: "2027-01-05",
  };
  const answer = (over: Partial<BankAnswer>): BankAnswer => ({
    itemId: "b1",
    key: "retorno:r1:0",
    index: 0,
    instruction: { state: "accepted", answers: ["due_date_change"] },
    occurrence: { code: "14", kind: "due_date_changed" },
    eventData: {},
    ...over,
  });

  it("a retorno older than the instruction's sending answers nothing", () => {
    const d = decideAnswers(boletos, new Map([["b1", [due]]]), [answer({ occurredOn: "2027-01-04" })], "r1");
    expect(d.resolutions).toEqual([]);
    expect(d.instructions.unanswered).toBe(1);
    expect(d.reissues).toEqual([]);
  });

  it("a due-date change is confirmed only by the date it asked", () => {
    const other = decideAnswers(boletos, new Map([["b1", [due]]]), [answer({ dueDate: "2027-03-01" })], "r1");
    expect(other.resolutions).toEqual([]);
    const same = decideAnswers(
      boletos,
      new Map([["b1", [due]]]),
      [answer({ dueDate: "2027-02-01", occurredOn: "2027-01-06" })],
      "r1",
    );
    expect(same.resolutions.map((r) => r.state)).toEqual(["accepted"]);
    expect(same.reissues.map((r) => r.patch)).toEqual([{ due_date: "2027-02-01" }]);
  });

  it("an accepted abatimento reaches the boleto's input, so its payment is not flagged short", () => {
    const rebate = { id: "i2", jobId: "ji", type: "rebate", payload: { rebate_cents: 2_000 } };
    const d = decideAnswers(
      boletos,
      new Map([["b1", [rebate]]]),
      [
        answer({
          instruction: { state: "accepted", answers: ["rebate"] },
          occurrence: { code: "12", kind: "instruction_accepted" },
        }),
      ],
      "r1",
    );
    expect(d.inputPatches).toEqual([{ itemId: "b1", patch: { rebate_cents: 2_000 } }]);
  });
});
