/**
 * Compares lote's field tables with cnab_yaml's (see `layout-table.ts`), field by field, and
 * names every disagreement. Kinds:
 * - `boundary`: cnab_yaml's field does not start or end where a lote field does (lote may split a
 *   field in pieces, and may merge adjacent fillers, but not merge data with anything);
 * - `picture`: the same positions, but `9` (zero-filled digits) on one side and `X` (blank-filled
 *   text) on the other;
 * - `constant`: both sides fix the value and the values differ;
 * - `unfilled`: cnab_yaml names data (no filler, no default) that lote never writes (a filler or a
 *   constant covers it).
 *
 * A retorno record is compared as a reader: lote's fillers there mean "not read", which agrees
 * with anything, and a field lote reads as text may be digits on the other side (the reverse, a
 * number read where cnab_yaml has text, is a difference: it could refuse a bank's file).
 *
 * Test support only.
 */
import type { FieldSpec, RecordTable } from "../../../src/engine/cnab/layout/fields";
import type { YamlField } from "./layout-table";

export type DifferenceKind = "boundary" | "picture" | "constant" | "unfilled";

export interface Difference {
  /** `<bank> <layout> <record>[ (retorno)] <start>-<end> <kind>`: the reviewed list's key. */
  key: string;
  kind: DifferenceKind;
  yaml: string;
  lote: string;
}

const isFiller = (f: FieldSpec) => f.value === "";
const isConstant = (f: FieldSpec, known: Readonly<Record<string, string>>) =>
  f.value !== undefined || known[f.name] !== undefined;

function pad(value: string, width: number, pic: "9" | "X"): string {
  return pic === "9" ? value.padStart(width, "0") : value.padEnd(width, " ");
}

function describeLote(fs: readonly FieldSpec[]): string {
  return fs
    .map((f) => {
      const what = f.name.startsWith("literal@")
        ? f.value === ""
          ? f.pic === "9"
            ? "zeros"
            : "blank"
          : `"${f.value}"`
        : f.name;
      return `${what} ${f.start}-${f.end} ${f.pic}${f.value && !f.name.startsWith("literal@") ? ` = "${f.value}"` : ""}`;
    })
    .join(", ");
}

const describeYaml = (y: YamlField) =>
  `${y.name} ${y.start}-${y.end} ${y.pic}${y.value !== undefined ? ` = "${y.value}"` : ""}`;

/**
 * Every difference between cnab_yaml's `fields` and lote's `table` for one record. `known` gives
 * values lote writes from its spec rather than the table (layout versions), so they compare as
 * constants. Returns the differences and the number of cnab_yaml fields compared.
 *
 * @example diffRecord("033 cnab240 P", yamlFields, spec.records.P.table, {}).differences
 */
export function diffRecord(
  label: string,
  fields: readonly YamlField[],
  table: RecordTable,
  known: Readonly<Record<string, string>> = {},
  reading = false,
): { differences: Difference[]; compared: number } {
  const differences: Difference[] = [];
  const add = (y: YamlField, kind: DifferenceKind, lote: readonly FieldSpec[]) =>
    differences.push({
      key: `${label} ${y.start}-${y.end} ${kind}`,
      kind,
      yaml: describeYaml(y),
      lote: describeLote(lote),
    });
  for (const y of fields) {
    const over = table.filter((f) => f.start <= y.end && y.start <= f.end);
    const crossing = over.filter((f) => f.start < y.start || f.end > y.end);
    // lote may merge adjacent fillers, and a field cnab_yaml fixes to the filler's own value
    // (zeros in a zero filler, blanks in a blank one) is a filler too.
    const width = y.end - y.start + 1;
    const fillerLike =
      y.filler || (y.value !== undefined && pad(y.value, width, y.pic) === pad("", width, y.pic));
    const mergedFillers = crossing.every((f) => isFiller(f) && ((fillerLike && f.pic === y.pic) || reading));
    if (crossing.length > 0 && !mergedFillers) {
      add(y, "boundary", over);
      continue;
    }
    const read = reading ? over.filter((f) => !isFiller(f)) : over;
    if (read.some((f) => (reading ? f.pic === "9" && y.pic === "X" : f.pic !== y.pic))) {
      add(y, "picture", over);
      continue;
    }
    // A reader's fillers are positions it does not read: nothing there to agree or disagree with.
    if (reading && over.every(isFiller)) continue;
    const only = over.length === 1 ? over[0]! : undefined;
    if (only && y.value !== undefined && isConstant(only, known)) {
      const width = y.end - y.start + 1;
      const lote = only.value ?? known[only.name] ?? "";
      if (pad(y.value, width, y.pic) !== pad(lote, width, only.pic)) add(y, "constant", over);
      continue;
    }
    if (!reading && !y.filler && y.value === undefined && over.every((f) => f.value !== undefined))
      add(y, "unfilled", over);
  }
  return { differences, compared: fields.length };
}
