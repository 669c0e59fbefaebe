/**
 * The simulator answers instructions in each bank's dialect, and the reader reads its answers
 * back: parseRetorno(simulateRetorno(remessa of every movement a cell offers)) gives each title
 * the kind and the movement it answers; a requested rejection carries its motivo; protest and
 * PIX outcomes come back where the bank's layout has them.
 */
import { describe, expect, test } from "vitest";
import { sampleRemessa, sampleTitles } from "../../../../test/engine/cnab/fixtures";
import { parsePixPayload } from "../../pix/parse";
import { answersMovement, type RemessaMovement } from "../movements";
import { cnabSpec, cnabSupport, movementSupport } from "../registry";
import { buildRemessa } from "../remessa/remessa";
import { parseRetorno } from "../retorno/retorno";
import type { CnabLayout, OccurrenceKind, RemessaTitle } from "../types";
import { confirmationCode, simulateRetorno } from "./simulate";

const AT = "2025-03-20T07:00:00";

/** One title per movement the cell offers, our_number 11, 12, … in movement order. */
function titlesFor(bank: string, layout: CnabLayout): { movement: RemessaMovement; title: RemessaTitle }[] {
  const base = sampleTitles(bank, layout)[0]!;
  return [...movementSupport(bank, layout)].map(([movement, s], k) => {
    const t: RemessaTitle = {
      ...base,
      our_number: String(11 + k),
      document_number: `NF${11 + k}`,
      instructions: undefined,
      movement,
    };
    if (!s.needs.includes("rebate_cents")) return { movement, title: t };
    // Safra's abatimento field is its multa's too (nota 6.1.8).
    const { fine: _fine, ...noFine } = t;
    return { movement, title: { ...(bank === "422" ? noFine : t), rebate_cents: 1_000 } };
  });
}

const ACCEPTED: ReadonlySet<OccurrenceKind> = new Set([
  "instruction_accepted",
  "due_date_changed",
  "written_off",
]);

describe.each(cnabSupport())("$bank_code $layout", ({ bank_code, layout }) => {
  const spec = cnabSpec(bank_code, layout)!;
  const cases = titlesFor(bank_code, layout);
  const remessa = buildRemessa(
    sampleRemessa(
      bank_code,
      layout,
      cases.map((c) => c.title),
    ),
  );

  test("every movement is confirmed by default, with the movement it answers", () => {
    const parsed = parseRetorno(simulateRetorno(remessa.content, { generated_at: AT }).content);
    expect(parsed.warnings).toEqual([]);
    const byNumber = new Map(parsed.entries.map((e) => [e.our_number, e]));
    for (const [k, c] of cases.entries()) {
      const e = byNumber.get(String(11 + k));
      if (c.movement === "entry") {
        expect(e?.occurrence.kind, "entry").toBe("registered");
        continue;
      }
      if (confirmationCode(spec, c.movement) === undefined) {
        // The bank's retorno list has no confirmation for it: the simulator leaves the title out.
        expect(e, `${c.movement} has no confirmation code`).toBeUndefined();
        continue;
      }
      expect(ACCEPTED.has(e!.occurrence.kind), `${c.movement}: ${e!.occurrence.kind}`).toBe(true);
      expect(
        answersMovement(e!.occurrence.answers, c.movement),
        `${c.movement} answered by ${e!.occurrence.answers}`,
      ).toBe(true);
    }
  });

  test("a rejected instruction comes back rejected, with its motivo", () => {
    const reason = spec.simulate.rejection_reason;
    const outcomes = cases
      .map((c, k) => ({ c, k }))
      .filter(({ c }) => c.movement !== "entry")
      .map(({ k }) => ({ our_number: String(11 + k), kind: "instruction_rejected" as const }));
    const parsed = parseRetorno(simulateRetorno(remessa.content, { generated_at: AT, outcomes }).content);
    for (const o of outcomes) {
      const e = parsed.entries.find((x) => x.our_number === o.our_number)!;
      const m = cases[Number(o.our_number) - 11]!.movement;
      // Banks that answer every command with one code (BB 400, Citibank 400) reject as the entry's.
      expect(["instruction_rejected", "rejected"], `${m}: ${e.occurrence.kind}`).toContain(e.occurrence.kind);
      if (e.occurrence.answers !== undefined) expect(answersMovement(e.occurrence.answers, m), m).toBe(true);
      if (reason.trim() !== "")
        expect(
          e.occurrence.reasons.map((r) => r.code.trim()),
          m,
        ).toContain(reason.trim());
    }
  });

  const kinds = new Set(Object.values(spec.occurrences.codes).map((d) => d.kind));
  const protestKinds = (["protest", "protested", "protest_cancelled"] as const).filter((k) => kinds.has(k));
  test.each(protestKinds)("a %s outcome is read as such", (kind) => {
    const parsed = parseRetorno(
      simulateRetorno(remessa.content, { generated_at: AT, outcomes: [{ our_number: "11", kind }] }).content,
    );
    expect(parsed.entries.find((e) => e.our_number === "11")!.occurrence.kind).toBe(kind);
  });
});

describe("PIX data comes back where the layout has room", () => {
  const pix = { txid: "LOTE0000000000000000000000009", key_or_url: "11222333000181", emv: "00020101021226" };
  test.each([
    ["033", "cnab240", ["txid", "key_or_url", "key_type"]],
    ["033", "cnab400", ["txid", "key_or_url"]],
    ["341", "cnab400", ["emv"]],
    ["237", "cnab400", ["txid", "key_or_url"]],
  ] as const)(
    "%s %s: a registration returns the PIX the remessa sent, a payment by PIX its data",
    (bank, layout, fields) => {
      const input = sampleRemessa(bank, layout);
      const titles = input.titles.map((t, i) =>
        i === 1 ? { ...t, pix: { key: pix.key_or_url, txid: pix.txid } } : t,
      );
      const content = buildRemessa({ ...input, titles }).content;
      const paid = parseRetorno(
        simulateRetorno(content, { generated_at: AT, outcomes: [{ our_number: "2", kind: "paid", pix }] })
          .content,
      ).entries.find((e) => e.our_number === "2")!;
      expect(paid.occurrence.kind).toBe("paid");
      for (const f of fields) expect(paid.pix?.[f], f).toBeTruthy();
      if (bank === "033") {
        const registered = parseRetorno(simulateRetorno(content, { generated_at: AT }).content).entries.find(
          (e) => e.our_number === "2",
        )!;
        expect(registered.occurrence.kind).toBe("registered");
        expect(registered.pix?.txid).toBe(pix.txid);
        expect(registered.pix?.key_or_url).toBe(pix.key_or_url);
      }
    },
  );
});

test.each(["001", "041", "085", "104", "237", "341", "748", "756"])(
  "%s cnab240: no cited PIX Y-03, so the simulated retorno carries no Y-03 and no PIX",
  (bank) => {
    const pix = { txid: "LOTE0000000000000000000000009", key_or_url: "11222333000181" };
    const content = buildRemessa(sampleRemessa(bank, "cnab240")).content;
    const ret = simulateRetorno(content, {
      generated_at: AT,
      outcomes: [{ our_number: "2", kind: "paid", pix }],
    }).content;
    expect(ret.split("\r\n").filter((l) => l[13] === "Y")).toEqual([]);
    const parsed = parseRetorno(ret);
    expect(parsed.entries.find((e) => e.our_number === "2")!.occurrence.kind).toBe("paid");
    expect(parsed.entries.filter((e) => e.pix !== undefined)).toEqual([]);
  },
);

describe("the simulator's PIX on registration", () => {
  test("Itaú 400 (record 3 holds the EMV): the registration returns the bank's BR Code of a dynamic charge", () => {
    const content = buildRemessa(sampleRemessa("341", "cnab400")).content;
    const entry = parseRetorno(simulateRetorno(content, { generated_at: AT }).content).entries.find(
      (e) => e.our_number === "2",
    )!;
    expect(entry.occurrence.kind).toBe("registered");
    const parsed = parsePixPayload(entry.pix!.emv!);
    expect(parsed.warnings).toEqual([]);
    // Itaú's remessa record 3 carries no TXID: the sandbox names the charge after the nosso número.
    expect(parsed.url).toBe("pix.sandbox.lote.invalid/cobv/LOTE2");
  });

  test("a title sent without PIX comes back without PIX data", () => {
    const content = buildRemessa(sampleRemessa("033", "cnab240")).content;
    const parsed = parseRetorno(simulateRetorno(content, { generated_at: AT }).content);
    expect(parsed.entries.filter((e) => e.pix !== undefined).map((e) => e.our_number)).toEqual(["2"]);
  });

  test("an outcome the bank has no code for is refused with its path", () => {
    const content = buildRemessa(sampleRemessa("756", "cnab400")).content;
    expect(() =>
      simulateRetorno(content, { generated_at: AT, outcomes: [{ our_number: "1", kind: "protested" }] }),
    ).toThrow(
      expect.objectContaining({
        issues: [
          expect.objectContaining({ code: "CNAB_UNSUPPORTED_OUTCOME", path: ["outcomes", 0, "kind"] }),
        ],
      }),
    );
  });
});
