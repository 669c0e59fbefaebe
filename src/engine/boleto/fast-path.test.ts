/**
 * The fast path of buildBoleto (`fast-path.ts`) must recognise generated valid inputs and never
 * accept anything the zod schema rejects or would normalise.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { randomBoletoInput, seededRandom } from "../../../test/engine/boleto/samples";
import { BANK_CODES } from "../banks/registry";
import { isEngineError } from "../errors";
import type { BoletoInput } from "../types";
import { buildBoleto } from "./build";
import { isCanonicalBoletoInput } from "./fast-path";
import { boletoItemSchema } from "./schema";
import { normalizeBoletoInput, validateBoletoInput } from "./validate";

const TODAY = "2025-06-01";

describe("isCanonicalBoletoInput", () => {
  it("the fast path recognises every generated valid input", () => {
    for (const bank of BANK_CODES) {
      for (let seed = 0; seed < 50; seed++) {
        const input = randomBoletoInput(bank, seededRandom(seed), TODAY);
        expect(isCanonicalBoletoInput(input), `${bank} seed ${seed}`).toBe(true);
        expect(validateBoletoInput(input, { today: TODAY }).ok).toBe(true);
      }
    }
  });

  it("the fast path never accepts what the schema rejects or would normalise", () => {
    const paths: (string | number)[][] = [
      ["bank_code"],
      ["agency"],
      ["agency_digit"],
      ["account"],
      ["wallet"],
      ["agreement"],
      ["bank_fields"],
      ["amount_cents"],
      ["due_date"],
      ["issue_date"],
      ["our_number"],
      ["document_number"],
      ["document_kind"],
      ["acceptance"],
      ["payer"],
      ["payer", "name"],
      ["payer", "document"],
      ["payer", "address"],
      ["beneficiary", "address", "state"],
      ["beneficiary", "address", "zip_code"],
      ["beneficiary", "address", "city"],
      ["instructions"],
      ["interest"],
      ["fine"],
      ["discount"],
      ["rebate_cents"],
      ["pix"],
      ["pix", "key"],
      ["unknown"],
    ];
    const values = fc.constantFrom<unknown>(
      undefined,
      null,
      "",
      " ",
      "0",
      "341",
      "12345678901234567890123",
      "abc",
      "A",
      "N",
      "dm",
      "DM",
      0,
      1.5,
      -1,
      1e12,
      "2025-02-30",
      "2025-06-01",
      "sp",
      "SP",
      "01310-100",
      "01310100",
      "529.982.247-25",
      "52998224725",
      "1\n2",
      [],
      ["x"],
      [""],
      {},
      { kind: "rate", value: 1 },
      { emv: "x" },
      { key: "a@b.co", extra: 1 },
      { modality: "01" },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...BANK_CODES),
        fc.integer(),
        fc.array(fc.tuple(fc.constantFrom(...paths), values), { maxLength: 3 }),
        (bank, seed, edits) => {
          const input = structuredClone(
            randomBoletoInput(bank, seededRandom(seed), TODAY),
          ) as unknown as Record<string, unknown>;
          for (const [path, value] of edits) {
            let target = input;
            for (const key of path.slice(0, -1)) {
              const next = target[key as string];
              if (next === null || typeof next !== "object") return;
              target = next as Record<string, unknown>;
            }
            target[path[path.length - 1] as string] = structuredClone(value);
          }
          if (!isCanonicalBoletoInput(input)) return;
          const parsed = boletoItemSchema.safeParse(input);
          expect(parsed.success).toBe(true);
          expect(normalizeBoletoInput(input as unknown as BoletoInput)).toEqual(input);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("buildBoleto and validateBoletoInput fail only with issues, whatever they are given", () => {
    const input = randomBoletoInput("001", seededRandom(7), TODAY) as unknown as Record<string, unknown>;
    const keys = Object.keys(input);
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.record({ key: fc.constantFrom(...keys), value: fc.jsonValue() })),
        (x) => {
          const value =
            typeof x === "object" && x !== null && "key" in x && "value" in x && Object.keys(x).length === 2
              ? { ...input, [x.key as string]: x.value }
              : x;
          const result = validateBoletoInput(value, { today: TODAY });
          expect(result.ok || result.issues.length > 0).toBe(true);
          try {
            buildBoleto(value, { today: TODAY });
          } catch (e) {
            expect(isEngineError(e)).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
