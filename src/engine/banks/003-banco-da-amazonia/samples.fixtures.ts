/** Banco da Amazônia (003) test data: a random valid boleto part (see ../samples.fixtures.ts); no CNAB. */
import { daysToIso, isoToDays } from "../../math/date";
import { type BankSamples, digits, int } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    agency: digits(r, 3),
    agency_digit: String(int(r, 0, 9)),
    account: digits(r, 7),
    our_number: digits(r, 7),
    wallet: "001",
    // Its campo livre carries the due date: never null, around the suites' "today".
    due_date: daysToIso((isoToDays("2025-06-01") as number) + int(r, -3000, 5500)),
  }),
};
