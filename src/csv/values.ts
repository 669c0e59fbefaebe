/**
 * Cell values as spreadsheets write them → the API's values. Each converter returns the
 * converted value, or the cell text unchanged when it cannot read it: the item then fails
 * validation at that field with the engine's own code (an unreadable amount is `INVALID_TYPE` at
 * `amount_cents`), alone, like a bad field in a JSON item — the rest of the file goes on.
 */
import { decimalToCents } from "../engine/index";

/**
 * A money amount in reais → centavos. Accepts `1.234,56`, `1234,56`, `159,9`, `1234.56`, `R$ 10`,
 * and `1,234.56`; a single dot followed by exactly three digits (`1.234`) is a thousands separator,
 * as in Brazilian spreadsheets.
 * @example moneyToCents("R$ 1.234,56") // 123456
 */
export function moneyToCents(cell: string): number | string {
  const t = cell.replace(/^R\$\s*/i, "").replace(/\s+/g, "");
  const lastComma = t.lastIndexOf(",");
  const lastDot = t.lastIndexOf(".");
  let normal: string;
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: whichever comes last is the decimal separator, the other groups thousands.
    normal = lastComma > lastDot ? t.replace(/\./g, "").replace(",", ".") : t.replace(/,/g, "");
  } else if (lastComma >= 0) {
    normal = t.indexOf(",") === lastComma ? t.replace(",", ".") : t.replace(/,/g, "");
  } else if (lastDot >= 0 && (t.indexOf(".") !== lastDot || /^\d{1,3}\.\d{3}$/.test(t))) {
    normal = t.replace(/\./g, "");
  } else normal = t;
  return decimalToCents(normal) ?? cell;
}

/**
 * A percentage (`2`, `2,5`, `0.33`, `1%`) → basis points, at most two decimals.
 * @example percentToBasisPoints("2,5%") // 250
 */
export function percentToBasisPoints(cell: string): number | string {
  const t = cell.replace(/%$/, "").trim().replace(",", ".");
  return decimalToCents(t) ?? cell;
}

/**
 * An integer number of centavos (`15990`).
 * @example integerCents("15990") // 15990
 */
export function integerCents(cell: string): number | string {
  return /^\d{1,15}$/.test(cell) ? Number(cell) : cell;
}

/**
 * `dd/mm/yyyy` (also `d/m/yyyy`, with `-` or `.`) or ISO `yyyy-mm-dd` → ISO. A date that does not
 * exist (31/02) keeps its ISO form and fails validation as `INVALID_DATE`.
 * @example dateToIso("15/01/2027") // "2027-01-15"
 */
export function dateToIso(cell: string): string {
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell);
  if (br) return `${br[3]}-${(br[2] as string).padStart(2, "0")}-${(br[1] as string).padStart(2, "0")}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(cell);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  return cell;
}

/** A due date: a date, or `à vista` / `a vista` / `na apresentação` (no due date: `null`). */
export function dueDate(cell: string): string | null {
  const plain = cell
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  if (plain === "a vista" || plain === "na apresentacao" || plain === "on presentation") return null;
  return dateToIso(cell);
}

/** Lines of text in one cell, separated by `|` or line breaks; blank lines dropped. */
export function lines(cell: string): string[] {
  return cell
    .split(/\s*\|\s*|\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");
}
