/**
 * The bank × layout × feature matrix of docs/cnab.md, measured on the engine rather than read
 * from its tables: for each bank × layout lote supports, a remessa is written with the fixtures'
 * sample title and the retorno the simulator answers is read back. A feature is "yes" only when
 * that round trip shows it:
 * - entry and each instruction movement: the movement code the bank's table gives, and the
 *   occurrence kind the simulated confirmation reads back as (`no answer` where the bank's
 *   occurrence list has no confirmation for it, so its simulated retorno leaves the title out);
 * - registration: an entry reads back `registered`, a refused one `rejected`;
 * - payment: a paid title reads back `paid` with its amount;
 * - PIX registration: a title with a PIX key makes the remessa longer (a PIX record or segment);
 * - PIX read: which PIX fields of the bank's retorno reach the entry (`emv`, `txid`, `key`).
 */

import type { CnabLayout, RemessaMovement, RemessaTitle } from "../../../src/engine/index";
import {
  buildPixPayload,
  buildRemessa,
  cnabSupport,
  movementSupport,
  parseRetorno,
  REMESSA_MOVEMENTS,
  simulateRetorno,
} from "../../../src/engine/index";
import { sampleRemessa, sampleTitles } from "./fixtures";

const EMV = buildPixPayload({
  key: "11222333000181",
  merchant_name: "ACME COBRANCAS",
  merchant_city: "SAO PAULO",
  txid: "LOTEPIX1",
});

/** The instruction movements the matrix shows, in the engine's order (the entry is its own column). */
export function instructionMovements(): RemessaMovement[] {
  const all = new Set<RemessaMovement>();
  for (const s of cnabSupport()) for (const m of movementSupport(s.bank_code, s.layout).keys()) all.add(m);
  return REMESSA_MOVEMENTS.filter((m) => m !== "entry" && all.has(m));
}

const sim = (content: string, outcomes: Parameters<typeof simulateRetorno>[1]["outcomes"] = []) =>
  parseRetorno(simulateRetorno(content, { generated_at: "2025-03-15T08:00:00", outcomes }).content);

function attempt<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

/** The fixtures' plain title of a bank (no PIX) and a writer of remessas for its layout. */
function writer(bank: string, layout: CnabLayout) {
  const plain = { ...(sampleTitles(bank)[2] as RemessaTitle), pix: undefined } as RemessaTitle;
  const { pix: _p, ...title } = plain;
  const file = (titles: RemessaTitle[]) => attempt(() => buildRemessa(sampleRemessa(bank, layout, titles)));
  return { title, file };
}

/**
 * The two PIX cells of a bank × layout: "yes" when a title with a PIX key makes the remessa longer
 * (a PIX record or segment), and the PIX fields of the simulated retorno that reach the entry.
 */
export function pixCells(bank: string, layout: CnabLayout): { registration: string; read: string } {
  const { title, file } = writer(bank, layout);
  const entry = file([title]);
  const withPix = file([{ ...title, pix: { key: "11222333000181", txid: "LOTEPIX1" } }]);
  const registration = entry && withPix && withPix.line_count > entry.line_count ? "yes" : "—";
  const got =
    entry &&
    attempt(
      () =>
        sim(entry.content, [
          {
            our_number: title.our_number,
            kind: "registered",
            pix: { txid: "LOTEPIX1", key_or_url: "pix.example.com/qr/v2/1", emv: EMV },
          },
        ]).entries[0]?.pix,
    );
  const fields = got ? (["emv", "txid", "key_or_url"] as const).filter((k) => got[k]) : [];
  const read = fields.length ? fields.map((f) => (f === "key_or_url" ? "key" : f)).join(", ") : "—";
  return { registration, read };
}

/** One row of the matrix: bank, layout, then one cell per column. */
export function matrixRow(bank: string, layout: CnabLayout, movements: RemessaMovement[]): string[] {
  const support = movementSupport(bank, layout);
  const table = Object.fromEntries([...support].map(([m, x]) => [m, x.code])) as Partial<
    Record<RemessaMovement, string>
  >;
  const rich = sampleTitles(bank, layout)[0] as RemessaTitle;
  const { title, file } = writer(bank, layout);
  const entry = file([title]);
  const cells: string[] = [table.entry ?? "—"];
  for (const m of movements) {
    const code = table[m];
    if (code === undefined) {
      cells.push("—");
      continue;
    }
    // The fields the movement needs (a discount, the interest or fine terms) from the fixtures' richest title.
    const given = Object.fromEntries(
      support
        .get(m)!
        .needs.map((n) => [n, (rich as unknown as Record<string, unknown>)[n]])
        .filter(([, v]) => v !== undefined),
    );
    const rem = file([{ ...title, rebate_cents: 100, ...given, movement: m }]);
    const read = rem ? attempt(() => sim(rem.content)) : undefined;
    const kind = read?.entries[0]?.occurrence.kind ?? (read ? "no answer" : undefined);
    cells.push(kind ? `${code} · ${kind}` : `${code} · (not written)`);
  }
  const registered = entry && attempt(() => sim(entry.content).entries[0]?.occurrence.kind);
  const rejected =
    entry &&
    attempt(
      () =>
        sim(entry.content, [{ our_number: title.our_number, kind: "rejected" }]).entries[0]?.occurrence.kind,
    );
  cells.push(registered === "registered" && rejected === "rejected" ? "yes" : "—");
  const paid =
    entry && attempt(() => sim(entry.content, [{ our_number: title.our_number, kind: "paid" }]).entries[0]);
  cells.push(
    paid?.occurrence.kind === "paid" && paid.amounts.paid_cents === title.amount_cents ? "yes" : "—",
  );
  const pix = pixCells(bank, layout);
  cells.push(pix.registration, pix.read);
  return [bank, layout, ...cells];
}

/** The whole matrix as the Markdown table docs/cnab.md prints. */
export function featureMatrix(): string {
  const movements = instructionMovements();
  const head = [
    "bank",
    "layout",
    "entry",
    ...movements,
    "registration",
    "payment",
    "PIX registration",
    "PIX read",
  ];
  const rows = cnabSupport().map((s) => matrixRow(s.bank_code, s.layout, movements));
  return [head, head.map(() => "---"), ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n");
}
