import { describe, expect, it } from "vitest";
import type { Issue } from "../../errors";
import { companyCodeOf } from "./company-code";
import type { FileContext } from "./spec";

const ctx = (company_code?: string) =>
  ({
    account: { bank_fields: company_code === undefined ? {} : { company_code } },
  }) as unknown as FileContext;

describe("companyCodeOf", () => {
  it("gives the file's code of up to 20 characters as written", () => {
    const issues: Issue[] = [];
    expect(companyCodeOf(ctx("00011234567"), issues, "bank 246 CNAB 240", "the código do convênio")).toBe(
      "00011234567",
    );
    expect(companyCodeOf(ctx("1".repeat(20)), issues, "x", "y")).toBe("1".repeat(20));
    expect(issues).toEqual([]);
  });

  it("refuses a missing, blank or too long code with one issue naming who needs it", () => {
    for (const code of [undefined, "  ", "1".repeat(21)]) {
      const issues: Issue[] = [];
      expect(companyCodeOf(ctx(code), issues, "bank 246 CNAB 240", "the código do convênio")).toBeNull();
      expect(issues).toEqual([
        {
          code: "CNAB_INVALID_COMPANY_CODE",
          path: ["account", "bank_fields", "company_code"],
          message: "bank 246 CNAB 240 needs account.bank_fields.company_code: the código do convênio",
        },
      ]);
    }
  });
});
