import { expect, test } from "vitest";
import { ACCOUNTS, sampleTitles } from "../../../../test/engine/cnab/fixtures";
import type { RemessaTitle } from "../types";
import { accountKey, groupForRemessa } from "./group";
import { buildRemessa } from "./remessa";

const itau = sampleTitles("341");
const bradesco = sampleTitles("237").map((t) => ({ ...t, layout: "cnab400" as const }));

test("titles split by bank, layout, agreement, wallet and account, in order of first appearance", () => {
  const otherWallet: RemessaTitle = { ...itau[0]!, wallet: "112", our_number: "9" };
  const otherAccount: RemessaTitle = { ...itau[1]!, account: "54321", our_number: "8" };
  const input = [
    itau[0]!,
    bradesco[0]!,
    otherWallet,
    itau[1]!,
    otherAccount,
    { ...itau[2]!, layout: "cnab400" as const },
  ];
  const groups = groupForRemessa(input, { layout: "cnab240" });
  expect(groups.map((g) => [g.key, g.indexes])).toEqual([
    ["341|cnab240||109|1234-|12345-", [0, 3]],
    ["237|cnab400|4567890|9|1234-1|1234567-8", [1]],
    ["341|cnab240||112|1234-|12345-", [2]],
    ["341|cnab240||109|1234-|54321-", [4]],
    ["341|cnab400||109|1234-|12345-", [5]],
  ]);
  expect(groups[0]!.account).toEqual(ACCOUNTS["341"]);
  expect(groupForRemessa(input, { layout: "cnab240" })).toEqual(groups);
});

test("leading zeros and blanks do not split a group", () => {
  expect(accountKey({ ...ACCOUNTS["237"]!, agency: "01234", wallet: " 09" })).toBe(
    accountKey(ACCOUNTS["237"]!),
  );
});

test("a group can be cut into files of at most N titles, keys stay stable", () => {
  const groups = groupForRemessa(itau, { layout: "cnab240", max_titles_per_file: 2 });
  expect(groups.map((g) => [g.key.split("|").pop(), g.indexes])).toEqual([
    ["12345-", [0, 1]],
    ["12345-#2", [2, 3]],
    ["12345-#3", [4]],
  ]);
  for (const g of groups) {
    const r = buildRemessa({
      layout: g.layout,
      bank_code: g.bank_code,
      account: g.account,
      company: g.titles[0]!.beneficiary,
      file_sequence: 1,
      generated_at: "2025-03-14T10:00:00",
      titles: g.titles,
    });
    expect(r.totals.titles).toBe(g.titles.length);
  }
});

test("titles without a layout, and bad options, are typed errors", () => {
  expect(() => groupForRemessa(itau)).toThrowError(
    expect.objectContaining({
      code: "CNAB_UNKNOWN_LAYOUT",
      issues: expect.arrayContaining([expect.objectContaining({ path: ["titles", 4, "layout"] })]),
    }),
  );
  expect(() => groupForRemessa(itau, { layout: "cnab240", max_titles_per_file: 0 })).toThrowError(
    expect.objectContaining({ code: "CNAB_INVALID_OPTION" }),
  );
});
