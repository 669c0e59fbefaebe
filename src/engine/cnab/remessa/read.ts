/**
 * Reads a remessa back with the same tables that wrote it. `buildRemessa` uses it to re-verify
 * every file before returning it; `simulateRetorno` uses it to answer a remessa the way the bank
 * would.
 */
import { EngineError } from "../../errors";
import type { IsoDate } from "../../types";
import { walk240 } from "../cnab240/read";
import { walk400 } from "../cnab400/read";
import { type CompiledRecord, field, hasField, type Values } from "../layout/fields";
import { type CnabIssue, Findings } from "../layout/findings";
import { parseCnabDate } from "../layout/format";
import { detectLayout, LineCursor } from "../layout/lines";
import { type CnabSpec, cnabSpec, requireSpec } from "../registry";
import { readAmount } from "../retorno/common";
import type { CnabLayout } from "../types";

export interface RemessaRecord {
  line: number;
  /** The detail line itself (Segment P in 240). */
  raw: string;
  movement: string;
  /** Raw text of the bank's nosso-número fields, to copy into a retorno. */
  ourNumberFields: Values;
  our_number: string;
  document_number: string;
  amount_cents: number;
  due_date: IsoDate | null;
  pix?: { key: string; key_type: string; txid: string };
}

export interface RemessaRead {
  spec: CnabSpec;
  layout: CnabLayout;
  /** Header lines as read (240: header de arquivo and header de lote). */
  header: string;
  batchHeader: string | null;
  lines: number;
  /** Titles and their amounts, counted even when the records are not collected. */
  count: number;
  amount_cents: number;
  /** Empty when read with `collect` false. */
  titles: RemessaRecord[];
  warnings: CnabIssue[];
}

function record(spec: CnabSpec, rec: CompiledRecord, line: string, n: number, f: Findings): RemessaRecord {
  const read = (name: string): string => field(rec, line, name);
  const ourNumberFields: Values = {};
  for (const name of spec.ourNumber.fields) ourNumberFields[name] = read(name);
  return {
    line: n,
    raw: line,
    movement: read("movement"),
    ourNumberFields,
    our_number: spec.ourNumber.decode(read).our_number,
    document_number: read("document_number").trimEnd(),
    amount_cents: readAmount(rec, line, "amount_cents", n, f, []) ?? 0,
    due_date: parseCnabDate(read("due_date")) ?? null,
  };
}

function checkStated(
  rec: CompiledRecord,
  line: string,
  name: string,
  n: number,
  actual: number,
  f: Findings,
): void {
  if (!hasField(rec, name)) return;
  const stated = readAmount(rec, line, name, n, f, []);
  if (stated !== actual) {
    f.problem(
      "CNAB_TOTALS_MISMATCH",
      n,
      [name],
      `line ${n}: the trailer states ${stated} for ${name} but the file has ${actual}`,
    );
  }
}

/**
 * The layout of a remessa from its first lines: {@link detectLayout}, except that a CNAB 444
 * whose header keeps 400 positions (Itaú's) shows itself by its second line, wider than 400.
 */
function remessaLayout(content: string, first: string): CnabLayout {
  const layout = detectLayout(first);
  if (layout !== "cnab400" || cnabSpec(first.slice(76, 79), "cnab444") === undefined) return layout;
  const c = new LineCursor(content);
  c.next();
  return (c.next()?.length ?? 0) > 400 ? "cnab444" : layout;
}

/**
 * Parses a remessa written by lote (or to the same tables). With `collect` false it only counts
 * titles and sums their amounts (the self-check needs no more). `layout`, when given, is the
 * file's (the self-check knows it); otherwise it is read off the file.
 *
 * @example readRemessa(remessa.content).titles.length
 */
export function readRemessa(content: string, collect = true, given?: CnabLayout): RemessaRead {
  const cursor = new LineCursor(content);
  const first = cursor.next();
  if (first === null)
    throw new EngineError({ code: "CNAB_EMPTY_FILE", path: [], message: "the file is empty" });
  const layout = given ?? remessaLayout(content, first);
  const bank = layout === "cnab240" ? first.slice(0, 3) : first.slice(76, 79);
  const spec = requireSpec(bank, layout, ["line", 1]);
  const titles: RemessaRecord[] = [];
  const f = new Findings(false);
  let amount = 0;
  let count = 0;
  let lines: number;
  let header: string;
  let batchHeader: string | null = null;
  if (spec.layout === "cnab240") {
    const { P, batch_trailer, Y03: Y } = spec.records;
    const walked = walk240(
      spec,
      cursor,
      first,
      {
        detail(key, line, n) {
          if (key === "Y03" && Y && collect) {
            // The title's PIX (a bank's PIX Segment Y-03), for the simulator to answer with.
            const last = titles[titles.length - 1];
            const text = (name: string) => (hasField(Y, name) ? field(Y, line, name).trim() : "");
            if (last)
              last.pix = { key: text("pix.key"), key_type: text("pix_key_type"), txid: text("pix.txid") };
            return;
          }
          if (key !== "P") return;
          count++;
          amount += readAmount(P, line, "amount_cents", n, f, []) ?? 0;
          if (collect) titles.push(record(spec, P, line, n, f));
        },
        batchEnd(line, n) {
          if (line === null || !spec.remessa_totals) return;
          checkStated(batch_trailer, line, "total_titles", n, count, f);
          checkStated(batch_trailer, line, "total_amount", n, amount, f);
        },
      },
      f,
    );
    lines = walked.lines;
    header = walked.fileHeader;
    batchHeader = walked.batchHeader;
  } else {
    const pix = spec.extraRecords.pix;
    lines = 1;
    header = walk400(
      spec,
      cursor,
      first,
      {
        detail(line, n) {
          count++;
          amount += readAmount(spec.records.detail, line, "amount_cents", n, f, []) ?? 0;
          if (collect) titles.push(record(spec, spec.records.detail, line, n, f));
          lines++;
        },
        extra(type, line) {
          lines++;
          const last = titles[titles.length - 1];
          if (pix === undefined || type !== spec.extras?.pix?.type || last === undefined) return;
          const text = (name: string) => (hasField(pix, name) ? field(pix, line, name).trim() : "");
          last.pix = { key: text("pix.key"), key_type: text("pix_key_type"), txid: text("pix.txid") };
        },
        trailer(line, n) {
          lines++;
          const T = spec.records.trailer;
          checkStated(T, line, "total_titles", n, count, f);
          checkStated(T, line, "total_amount", n, amount, f);
          checkStated(T, line, "record_count", n, lines, f);
        },
      },
      f,
      true,
    );
  }
  const warnings = f.finish();
  return { spec, layout, header, batchHeader, lines, count, amount_cents: amount, titles, warnings };
}
