import { describe, expect, test } from "vitest";
import { sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { isEngineError } from "../../errors";
import { cnabSupport } from "../registry";
import { buildRemessa } from "../remessa/remessa";
import { parseRetorno } from "../retorno/retorno";
import { simulateRetorno } from "./simulate";

const AT = "2025-03-17T06:30:00";

describe("the simulated retorno's NSA", () => {
  test.each(cnabSupport())(
    "$bank_code $layout: never 0, in the name and the header",
    ({ bank_code, layout }) => {
      const remessa = buildRemessa(sampleRemessa(bank_code, layout)); // NSA 7
      const given = simulateRetorno(remessa.content, { generated_at: AT, file_sequence: 7 });
      expect(given.file_sequence).toBe(7);
      // A CNAB 444 remessa is answered in CNAB 400.
      const named = layout === "cnab444" ? "CNAB400" : layout.toUpperCase();
      expect(given.file_name).toBe(`${bank_code}_${named}_20250317_000007.RET`);
      // Where the retorno's header has an NSA, it carries it (null: the bank's header has none).
      expect([7, null]).toContain(parseRetorno(given.content).file_sequence);
      // Without one, the remessa header's NSA; a header without the field gives the first, 1.
      const own = simulateRetorno(remessa.content, { generated_at: AT });
      expect([1, 7]).toContain(own.file_sequence);
      expect(own.file_name).toMatch(/_00000[17]\.RET$/);
    },
  );

  test("a 400 remessa whose header has no NSA (Itaú) answered with the file's NSA", () => {
    const remessa = buildRemessa({ ...sampleRemessa("341", "cnab400"), file_sequence: 42 });
    expect(remessa.content.slice(0, 400)).not.toContain("42");
    const sim = simulateRetorno(remessa.content, { generated_at: AT, file_sequence: 42 });
    expect(sim.file_name).toBe("341_CNAB400_20250317_000042.RET");
    // Itaú's retorno header has the NSA at 109-113.
    expect(sim.content.slice(108, 113)).toBe("00042");
    expect(parseRetorno(sim.content).file_sequence).toBe(42);
    expect(simulateRetorno(remessa.content, { generated_at: AT }).file_name).toBe(
      "341_CNAB400_20250317_000001.RET",
    );
  });

  test("an NSA below 1 is refused", () => {
    const remessa = buildRemessa(sampleRemessa("341", "cnab400"));
    let error: unknown;
    try {
      simulateRetorno(remessa.content, { generated_at: AT, file_sequence: 0 });
    } catch (e) {
      error = e;
    }
    expect(isEngineError(error) && error.code).toBe("CNAB_INVALID_NUMBER");
  });
});
