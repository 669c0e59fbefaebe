/**
 * `buildRemessa`: a whole remessa file for one bank, layout and account. Every input problem is
 * collected and thrown together as one `EngineError`; the finished file is parsed back with the
 * same tables and its counts and sums re-verified before it is returned.
 */
import { getBank } from "../../banks/registry";
import { EngineError, type Issue } from "../../errors";
import { onlyDigits } from "../../text";
import { check240, headers240, Title240Writer, trailers240 } from "../cnab240/write";
import { type Cnab400Spec, remessaShape } from "../cnab400/spec";
import { check400, header400, titleRecords400, trailer400 } from "../cnab400/write";
import type { Values } from "../layout/fields";
import type { CnabIssue } from "../layout/findings";
import { documentType, newSink, parseTimestamp } from "../layout/format";
import { CnabBuffer, FilePlan } from "../layout/write";
import { type CnabSpec, requireSpec } from "../registry";
import { type FileContext, writeOffValues } from "../spec/spec";
import { titleData } from "../spec/title";
import type { BuildRemessaInput, Remessa } from "../types";
import { accountKey, sameAccount } from "./group";
import { readRemessa } from "./read";
import { companyDocumentIssue, isAlphanumericDocument } from "./registrable";

/** Sequence fields: 5 digits for a 240 batch's detail records, 6 for a 400 file's lines. */
const MAX_240_DETAILS = 99_999;
const MAX_400_LINES = 999_999;

/** One buffer is kept between calls (the writer is synchronous), as long as it stays small. */
const KEEP_BYTES = 16 * 1024 * 1024;
let spare: CnabBuffer | undefined;

function takeBuffer(estimate: number): CnabBuffer {
  const b = spare ?? new CnabBuffer(Math.min(estimate, KEEP_BYTES));
  spare = undefined;
  b.reset();
  return b;
}

function giveBack(b: CnabBuffer): void {
  if (b.capacity <= KEEP_BYTES) spare = b;
}

function tooMany(i: number, limit: string): EngineError {
  return new EngineError({
    code: "CNAB_TOO_MANY_RECORDS",
    path: ["titles", i],
    message: `title ${i} does not fit: ${limit}; split the titles (groupForRemessa max_titles_per_file)`,
  });
}

/** Values every record of the file reads: bank, batch, company, and the account as the bank lays it out. */
function sharedValues(spec: CnabSpec, ctx: FileContext, issues: Issue[]): Values {
  const a = ctx.account;
  const document = onlyDigits(ctx.company.document ?? "");
  const type = documentType(document);
  if (isAlphanumericDocument(ctx.company.document)) {
    // Refused only where the layout writes the company's inscription as a number.
    const issue = companyDocumentIssue(spec, ctx.company, ["company", "document"]);
    if (issue) issues.push(issue);
  } else if (type === undefined) {
    issues.push({
      code: "CNAB_INVALID_DOCUMENT",
      path: ["company", "document"],
      message: "document must be a CPF (11 digits) or CNPJ (14 digits)",
    });
  }
  return {
    bank_code: spec.bank_code,
    batch: 1,
    bank_name: spec.bank_name,
    "company.document_type": type,
    "company.document": document,
    "company.name": ctx.company.name,
    "account.agency": a.agency,
    "account.agency_digit": a.agency_digit,
    "account.account": a.account,
    "account.account_digit": a.account_digit,
    "account.agreement": a.agreement,
    wallet: a.wallet,
    ...(spec.layout === "cnab240" && spec.write_off ? writeOffValues(spec.write_off, ctx, issues) : {}),
    ...spec.account(ctx, issues),
  };
}

/** Checks the envelope and returns the file context, or throws every problem found. */
function fileContext(input: BuildRemessaInput, spec: CnabSpec): FileContext {
  const issues: Issue[] = [];
  const nsa = input.file_sequence;
  if (!Number.isSafeInteger(nsa) || nsa < 1 || nsa > 999_999) {
    issues.push({
      code: "CNAB_INVALID_FILE_SEQUENCE",
      path: ["file_sequence"],
      message: "file_sequence (NSA) must be an integer from 1 to 999999",
    });
  }
  const at = parseTimestamp(input.generated_at);
  if (at === undefined) {
    issues.push({
      code: "CNAB_INVALID_GENERATED_AT",
      path: ["generated_at"],
      message: "generated_at must be an ISO timestamp YYYY-MM-DDTHH:MM[:SS]",
    });
  }
  if (input.account?.bank_code !== spec.bank_code) {
    issues.push({
      code: "CNAB_ACCOUNT_MISMATCH",
      path: ["account", "bank_code"],
      message: `account.bank_code must be ${spec.bank_code}`,
    });
  }
  if (!Array.isArray(input.titles) || input.titles.length === 0) {
    issues.push({ code: "CNAB_NO_TITLES", path: ["titles"], message: "a remessa needs at least one title" });
  }
  if (issues.length > 0) throw new EngineError(issues);
  return {
    layout: spec.layout,
    bank_code: spec.bank_code,
    account: input.account,
    company: input.company,
    file_sequence: nsa,
    generated_on: at!.date,
    generated_time: at!.time,
  };
}

/**
 * Writes the remessa of `input.titles` (all of `input.account`) in the bank's layout.
 *
 * @example
 * const r = buildRemessa({ layout: "cnab240", bank_code: "237", company, account, file_sequence: 7,
 *   generated_at: "2025-01-15T09:30:00", titles });
 * r.content.split("\r\n")[0].length // 240
 */
export function buildRemessa(input: BuildRemessaInput): Remessa {
  const spec = requireSpec(input.bank_code, input.layout, ["bank_code"]);
  const ctx = fileContext(input, spec);
  const issues: Issue[] = [];
  const sink = newSink();
  const plan = new FilePlan(sharedValues(spec, ctx, issues), sink);
  const fileKey = accountKey(ctx.account);
  const rules = getBank(spec.bank_code)?.boleto;
  const titles = input.titles;
  const out = takeBuffer(titles.length * (spec.layout === "cnab240" ? 4 * 242 : 2 * 446) + 4 * 242);
  const writer = spec.layout === "cnab240" ? new Title240Writer(spec, plan, sink, out) : undefined;
  if (spec.layout === "cnab240") headers240(spec, ctx, plan, "remessa", sink, out);
  else header400(spec, ctx, plan, "remessa", sink, out);
  let seq = 1;
  let amount = 0;
  // One pass: each title is checked and, while the file is still good, written at once, so
  // nothing per title outlives it (a 100,000-title file keeps no per-title objects).
  for (let i = 0; i < titles.length; i++) {
    const t = titles[i]!;
    const before = issues.length;
    if (!sameAccount(t, ctx.account, fileKey)) {
      issues.push({
        code: "CNAB_TITLE_ACCOUNT_MISMATCH",
        path: ["titles", i],
        message: "title belongs to another bank, agreement, wallet or account than the file",
      });
      continue;
    }
    for (const issue of rules?.validate(t) ?? [])
      issues.push({ ...issue, path: ["titles", i, ...issue.path] });
    const d = titleData(spec, t, i, ctx.generated_on, issues);
    if (d === undefined || issues.length > before) continue;
    if (spec.layout === "cnab240") check240(spec, d, issues, i);
    else check400(spec, d, issues, i);
    const ourNumber = spec.ourNumber.encode(t, ctx, issues, ["titles", i]);
    if (issues.length > 0) continue; // the file is refused; keep collecting every title's issues
    if (writer !== undefined) {
      seq += writer.write(d, ourNumber, seq, i);
      if (seq - 1 > MAX_240_DETAILS)
        throw tooMany(i, `a CNAB 240 batch holds ${MAX_240_DETAILS} detail records`);
    } else if (spec.layout !== "cnab240") {
      titleRecords400(spec, d, ourNumber, out.lines + 1, plan, sink, issues, i, out, ctx);
      if (out.lines >= MAX_400_LINES)
        throw tooMany(i, `a CNAB ${spec.layout.slice(4)} file holds ${MAX_400_LINES} lines`);
    }
    amount += t.amount_cents;
  }
  if (issues.length > 0) throw new EngineError(issues);
  if (spec.layout === "cnab240") trailers240(spec, plan, seq - 1, titles.length, amount, sink, out);
  else trailer400(spec, plan, "remessa", out.lines + 1, titles.length, amount, sink, out);
  if (sink.errors.length > 0) throw new EngineError(sink.errors);
  const content = out.text();
  giveBack(out);
  verify(content, spec, out.lines, titles.length, amount);
  return {
    layout: spec.layout,
    bank_code: spec.bank_code,
    file_sequence: ctx.file_sequence,
    file_name: spec.fileName(ctx),
    content,
    line_count: out.lines,
    totals: { titles: titles.length, amount_cents: amount },
    warnings: spec.unconfirmed ? [unconfirmedWarning(spec), ...sink.warnings] : sink.warnings,
  };
}

/** The file warning of a layout only one independent source lays out (`CommonSpec.unconfirmed`). */
function unconfirmedWarning(spec: CnabSpec): CnabIssue {
  return {
    code: "CNAB_LAYOUT_UNCONFIRMED",
    line: 0,
    path: [],
    message: `bank ${spec.bank_code} CNAB ${spec.layout.slice(4)}: ${spec.unconfirmed}`,
  };
}

/**
 * The length a CNAB 444 remessa must have: each line the width of its record type plus CRLF
 * (Itaú's keeps 400-wide headers and trailer beside 444-wide details).
 */
function length444(content: string, spec: Cnab400Spec): number {
  let total = 0;
  for (let pos = 0; pos < content.length; ) {
    total += remessaShape(spec, content[pos]!).width + 2;
    const end = content.indexOf("\r\n", pos);
    if (end < 0) break;
    pos = end + 2;
  }
  return total;
}

/** Parses the file back and compares; a difference is a bug in a table, reported as such. */
function verify(content: string, spec: CnabSpec, lineCount: number, titles: number, amount: number): void {
  const back = readRemessa(content, false, spec.layout);
  const sum = back.amount_cents;
  const problems: string[] = [];
  const width = spec.layout === "cnab240" ? 240 : 400;
  if (spec.layout === "cnab444") {
    const expected = length444(content, spec);
    if (content.length !== expected)
      problems.push(`length ${content.length} is not ${expected}: a line is not the width of its record`);
  } else if (content.length !== lineCount * (width + 2))
    problems.push(`length ${content.length} is not ${lineCount} lines of ${width}+CRLF`);
  if (back.lines !== lineCount) problems.push(`read ${back.lines} lines, wrote ${lineCount}`);
  if (back.count !== titles) problems.push(`read ${back.count} titles, wrote ${titles}`);
  if (sum !== amount) problems.push(`read ${sum} centavos, wrote ${amount}`);
  if (back.warnings.length > 0) problems.push(back.warnings[0]!.message);
  if (problems.length > 0) {
    throw new EngineError({
      code: "CNAB_SELF_CHECK_FAILED",
      path: [],
      message: `remessa failed its own check: ${problems.join("; ")}`,
    });
  }
}
