/**
 * Splitting titles into remessa files. A file belongs to one bank, layout, agreement (convênio),
 * wallet (carteira) and account, so titles are grouped by exactly those; nothing else decides.
 */
import { EngineError, type Issue } from "../../errors";
import { onlyDigits } from "../../text";
import type { BankAccount } from "../../types";
import { stripZeros } from "../layout/format";
import type { CnabLayout, RemessaTitle } from "../types";

export interface RemessaGroup {
  /** Stable identity of the group: `bank|layout|agreement|wallet|agency-dv|account-dv[#n]`. */
  key: string;
  bank_code: string;
  layout: CnabLayout;
  /** The account of the group's first title: pass it to `buildRemessa` as `account`. */
  account: BankAccount;
  /** Positions of the titles in the input, ascending. */
  indexes: number[];
  titles: RemessaTitle[];
}

export interface GroupOptions {
  /** Layout for titles that carry none. */
  layout?: CnabLayout;
  /** Split a group into files of at most this many titles (`key#2`, `key#3`, …). */
  max_titles_per_file?: number;
}

function norm(s: string | undefined): string {
  const t = (s ?? "").trim();
  const digits = onlyDigits(t);
  return digits.length === t.length && t.length > 0 ? stripZeros(digits) : t.toUpperCase();
}

/**
 * The account part of a group key: what must be equal for two titles to share a file. Leading
 * zeros and blanks do not count (`0123` and `123` are the same agency).
 *
 * @example accountKey({ bank_code: "341", agency: "0123", account: "45678", account_digit: "9", wallet: "109" })
 * // "341|||109|123-|45678-9"  (empty layout and agreement)
 */
export function accountKey(a: BankAccount, layout = ""): string {
  return [
    a.bank_code,
    layout,
    norm(a.agreement),
    norm(a.wallet),
    `${norm(a.agency)}-${norm(a.agency_digit)}`,
    `${norm(a.account)}-${norm(a.account_digit)}`,
  ].join("|");
}

/**
 * True when `t` belongs to the account `fileKey` (from {@link accountKey}); the field-by-field
 * comparison against `file` spares building a key per title in the common case.
 */
export function sameAccount(t: BankAccount, file: BankAccount, fileKey: string): boolean {
  if (
    t.bank_code === file.bank_code &&
    t.agency === file.agency &&
    t.account === file.account &&
    t.wallet === file.wallet &&
    (t.agreement ?? "") === (file.agreement ?? "") &&
    (t.agency_digit ?? "") === (file.agency_digit ?? "") &&
    (t.account_digit ?? "") === (file.account_digit ?? "")
  ) {
    return true;
  }
  return accountKey(t) === fileKey;
}

/**
 * Groups `titles` for remessa files. Groups come in order of their first title and keep the
 * input order inside, so the same input always gives the same groups and keys.
 *
 * @example groupForRemessa(titles, { layout: "cnab240" }).map((g) => g.key)
 */
export function groupForRemessa(titles: readonly RemessaTitle[], options: GroupOptions = {}): RemessaGroup[] {
  const issues: Issue[] = [];
  const max = options.max_titles_per_file;
  if (max !== undefined && (!Number.isSafeInteger(max) || max < 1)) {
    throw new EngineError({
      code: "CNAB_INVALID_OPTION",
      path: ["max_titles_per_file"],
      message: "max_titles_per_file must be a positive integer",
    });
  }
  const groups = new Map<string, RemessaGroup>();
  titles.forEach((t, i) => {
    const layout = t.layout ?? options.layout;
    if (layout !== "cnab240" && layout !== "cnab400" && layout !== "cnab444") {
      issues.push({
        code: "CNAB_UNKNOWN_LAYOUT",
        path: ["titles", i, "layout"],
        message: 'layout must be "cnab240", "cnab400" or "cnab444"',
      });
      return;
    }
    const key = accountKey(t, layout);
    let g = groups.get(key);
    if (g === undefined) {
      const account: BankAccount = {
        bank_code: t.bank_code,
        agency: t.agency,
        account: t.account,
        wallet: t.wallet,
        ...(t.agency_digit !== undefined ? { agency_digit: t.agency_digit } : {}),
        ...(t.account_digit !== undefined ? { account_digit: t.account_digit } : {}),
        ...(t.agreement !== undefined ? { agreement: t.agreement } : {}),
        ...(t.bank_fields !== undefined ? { bank_fields: t.bank_fields } : {}),
      };
      g = { key, bank_code: t.bank_code, layout, account, indexes: [], titles: [] };
      groups.set(key, g);
    }
    g.indexes.push(i);
    g.titles.push(t);
  });
  if (issues.length > 0) throw new EngineError(issues);
  const out: RemessaGroup[] = [];
  for (const g of groups.values()) {
    if (max === undefined || g.titles.length <= max) {
      out.push(g);
      continue;
    }
    for (let start = 0, part = 1; start < g.titles.length; start += max, part++) {
      out.push({
        ...g,
        key: part === 1 ? g.key : `${g.key}#${part}`,
        indexes: g.indexes.slice(start, start + max),
        titles: g.titles.slice(start, start + max),
      });
    }
  }
  return out;
}
