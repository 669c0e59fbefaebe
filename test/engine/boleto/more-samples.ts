/**
 * Random valid bank parts for the banks added with issue 16 and after (the rest are in
 * `samples.ts`): every carteira, every field width and the bank fields each module reads.
 * Deterministic per seed.
 */

import { daysToIso, isoToDays } from "../../../src/engine/math/date";
import { type BankPart, digits, int, pick, randomCnpj } from "./sample-random";

/** Bradesco-layout banks: agência 4, conta 7, nosso número 11. */
const bradescoLayout =
  (wallets: readonly string[]): BankPart =>
  (r) => ({ account: digits(r, 7), our_number: digits(r, 11), wallet: pick(r, wallets) });

/** "agência + carteira + operação" banks: operação 7, nosso número 10. */
const operationLayout =
  (wallets: readonly string[]): BankPart =>
  (r) => ({ agreement: digits(r, 7), our_number: digits(r, 10), wallet: pick(r, wallets) });

export const MORE_BANK_PARTS: Record<string, BankPart> = {
  // Banco da Amazônia's campo livre carries the due date: never null, around the suites' "today".
  "003": (r) => ({
    agency: digits(r, 3),
    agency_digit: String(int(r, 0, 9)),
    account: digits(r, 7),
    our_number: digits(r, 7),
    wallet: "001",
    due_date: daysToIso((isoToDays("2025-06-01") as number) + int(r, -3000, 5500)),
  }),
  "004": (r) => ({
    account: digits(r, 7),
    account_digit: String(int(r, 0, 9)),
    our_number: digits(r, 7),
    wallet: pick(r, ["21", "31", "41"]),
  }),
  "021": (r) => ({
    account: digits(r, 10),
    account_digit: String(int(r, 0, 9)),
    our_number: digits(r, 8),
    wallet: "11",
    ...(r() < 0.5 ? { bank_fields: { variation: pick(r, ["3", "4"]) } } : {}),
  }),
  "025": (r) => ({
    account: digits(r, 7),
    account_digit: String(int(r, 0, 9)),
    our_number: digits(r, 10),
    wallet: pick(r, ["11", "21", "31", "41"]),
  }),
  "047": (r) => ({
    agency: String(int(r, 0, 99)),
    account: digits(r, 8),
    account_digit: String(int(r, 0, 9)),
    our_number: digits(r, 8),
    wallet: "CS",
  }),
  "070": (r) => ({
    agency: digits(r, 3),
    account: digits(r, 7),
    our_number: digits(r, 6),
    wallet: pick(r, ["1", "2"]),
  }),
  "084": bradescoLayout(["09"]),
  "091": (r) => ({
    account: digits(r, 9),
    account_digit: String(int(r, 0, 9)),
    our_number: digits(r, 10),
    wallet: "17",
  }),
  "097": (r) => ({
    account: digits(r, 7),
    agreement: digits(r, 6),
    our_number: digits(r, 6),
    wallet: "18",
    // The beneficiary's document enters the barcode: vary it with the bank part too.
    beneficiary: {
      name: "Cooperado Exemplo Ltda",
      document: randomCnpj(r),
      address: { street: "Rua das Flores, 10", city: "Cuiabá", state: "MT", zip_code: "78005000" },
    },
  }),
  "099": bradescoLayout(["02", "03", "04", "06", "09", "16", "19", "21", "22", "25", "26"]),
  "133": bradescoLayout(["09"]),
  "208": bradescoLayout(["1"]),
  "218": (r) => ({ agreement: digits(r, 10), our_number: digits(r, 10), wallet: pick(r, ["21", "41"]) }),
  "224": operationLayout(["112", "121"]),
  "246": operationLayout(["110", "121"]),
  "274": bradescoLayout(["1", "2", "3"]),
  "322": (r) => ({ agreement: digits(r, 7), our_number: digits(r, 11), wallet: "1" }),
  "329": bradescoLayout(["02", "04", "09", "21", "26"]),
  "336": (r) => ({
    agreement: digits(r, 12),
    our_number: digits(r, 10),
    wallet: pick(r, ["10", "15", "20", "21", "22", "23", "24", "30", "40", "60"]),
    ...(r() < 0.5 ? { bank_fields: { layout: pick(r, ["3", "4"]) } } : {}),
  }),
  // Cora assigns its 18-digit nosso número; the generator stands in for Cora's answers.
  "403": (r) => ({ our_number: digits(r, 18, 18), wallet: "01" }),
  "413": (r) => ({ agreement: digits(r, 10), our_number: digits(r, 10), wallet: "500" }),
  "435": (r) => ({ account: digits(r, 7), our_number: digits(r, 10), wallet: pick(r, ["112", "121"]) }),
  "457": bradescoLayout(["02", "03", "04", "06", "09", "16", "19", "21", "22", "25", "26"]),
  "604": operationLayout(["110", "121"]),
  "633": operationLayout(["112", "121"]),
  "643": operationLayout(["112"]),
  "655": (r) => ({ agreement: digits(r, 10), our_number: digits(r, 10), wallet: "500" }),
  "707": operationLayout(["121"]),
  "712": bradescoLayout(["19"]),
  "637": operationLayout(["101", "102", "112", "121", "201"]),
  "745": (r) => ({
    agreement: `0${digits(r, 9)}`,
    our_number: digits(r, 11),
    wallet: "3",
    bank_fields: { portfolio: digits(r, 3) },
  }),
};
