import { describe, expect, it } from "vitest";
import { BANK_CODES } from "../banks/registry";
import { boletoWarnings } from "./warnings";

/** The banks whose rule one implementation only describes (docs/banks.md, "issued with BANK_RULE_UNCONFIRMED"). */
const UNCONFIRMED = [
  "003",
  "025",
  "037",
  "089",
  "091",
  "099",
  "212",
  "218",
  "322",
  "435",
  "457",
  "530",
  "604",
  "755",
];

describe("boletoWarnings", () => {
  it("435 Delbank is issued with BANK_RULE_UNCONFIRMED on bank_code", () => {
    const [warning, ...rest] = boletoWarnings({ bank_code: "435" });
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({ code: "BANK_RULE_UNCONFIRMED", path: ["bank_code"] });
    expect(warning?.message).toMatch(/^bank 435 \(Delbank\): .*confirm a first slip/);
  });

  it("only the banks docs/banks.md lists as unconfirmed carry the warning", () => {
    const flagged = BANK_CODES.filter((code) => boletoWarnings({ bank_code: code }).length > 0);
    expect(flagged).toEqual(UNCONFIRMED);
  });
});
