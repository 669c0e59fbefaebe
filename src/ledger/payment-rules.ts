/**
 * What a payment should have been, and whether the one the bank reports diverges. A boleto paid
 * on time may be paid at its amount less the abatimento (and less the discount while the discount
 * holds); paid late, the bank may add the multa and the juros up to the payment date — or waive
 * them (a due date on a weekend or holiday moves to the next business day, which lote does not
 * know for every city). So lote accepts any amount in [on time, with every charge] and flags what
 * falls outside: `underpaid` below it, `overpaid` above it, each with the amounts.
 *
 * Juros as the input says: `daily_amount` centavos a day, or `monthly_rate` basis points a month
 * pro rata die (30-day month), counted from `start_date` (default the day after the due date) to
 * the payment date inclusive; multa once, from its `start_date`, an amount or a rate of the
 * amount. Rounded up: the top of the range is a bound, not a bill.
 */
import { addDays, type BoletoInput, type IsoDate } from "../engine/index";

export interface ExpectedPayment {
  /** The least the bank may take: amount − abatimento − the discount if it still held. */
  min_cents: number;
  /** The most: amount − abatimento + multa + juros to the payment date. */
  max_cents: number;
  nominal_cents: number;
  discount_cents: number;
  fine_cents: number;
  interest_cents: number;
  days_late: number;
}

const DAY_MS = 86_400_000;

function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Days from `start` to `paidOn` inclusive (0 when paid before `start`). */
function daysFrom(start: IsoDate, paidOn: IsoDate): number {
  return Math.max(0, daysBetween(start, paidOn) + 1);
}

/**
 * The range a payment on `paidOn` should fall in for the boleto `input`.
 * @example expectedPayment({ amount_cents: 12000, due_date: "2027-01-10", … }, "2027-01-10").min_cents // 12000
 */
export function expectedPayment(
  input: Pick<BoletoInput, "amount_cents" | "due_date" | "rebate_cents" | "discount" | "fine" | "interest">,
  paidOn: IsoDate | null,
): ExpectedPayment {
  const nominal = input.amount_cents - (input.rebate_cents ?? 0);
  const due = input.due_date;
  const discount =
    input.discount && (!paidOn || paidOn <= input.discount.until) ? input.discount.amount_cents : 0;
  let fine = 0;
  let interest = 0;
  let late = 0;
  if (due && paidOn && paidOn > due) {
    late = daysBetween(due, paidOn);
    const dayAfter = addDays(due, 1);
    if (input.fine && paidOn >= (input.fine.start_date ?? dayAfter))
      fine =
        input.fine.kind === "amount"
          ? input.fine.value
          : Math.ceil((input.amount_cents * input.fine.value) / 10_000);
    if (input.interest) {
      const days = daysFrom(input.interest.start_date ?? dayAfter, paidOn);
      interest =
        input.interest.kind === "daily_amount"
          ? input.interest.value * days
          : Math.ceil((input.amount_cents * input.interest.value * days) / (10_000 * 30));
    }
  }
  return {
    min_cents: Math.max(0, nominal - discount),
    max_cents: nominal + fine + interest,
    nominal_cents: nominal,
    discount_cents: discount,
    fine_cents: fine,
    interest_cents: interest,
    days_late: late,
  };
}

/** A payment's divergence from its title, with the amounts that show it. */
export interface AmountDivergence {
  kind: "underpaid" | "overpaid";
  paid_cents: number;
  expected_min_cents: number;
  expected_max_cents: number;
  /** How far outside the range: below the least, or above the most. */
  difference_cents: number;
}

/**
 * Whether `paidCents` — everything paid for the title, this payment included — on `paidOn`
 * diverges from the boleto's amount; null when it is within the range (or the bank reported no
 * amount).
 * @example amountDivergence(input120, 5000, "2027-01-10") // { kind: "underpaid", difference_cents: 7000, … }
 */
export function amountDivergence(
  input: Parameters<typeof expectedPayment>[0],
  paidCents: number | null,
  paidOn: IsoDate | null,
): AmountDivergence | null {
  if (paidCents === null) return null;
  const e = expectedPayment(input, paidOn);
  const base = { paid_cents: paidCents, expected_min_cents: e.min_cents, expected_max_cents: e.max_cents };
  if (paidCents < e.min_cents)
    return { kind: "underpaid", ...base, difference_cents: e.min_cents - paidCents };
  if (paidCents > e.max_cents)
    return { kind: "overpaid", ...base, difference_cents: paidCents - e.max_cents };
  return null;
}
