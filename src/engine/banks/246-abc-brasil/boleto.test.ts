/**
 * ABC Brasil (246): the campo livre of the slip in vectors.fixtures.ts, as
 * Haroldo-Camargo/bopepo (branch IREC-Bopepo, commit b6c7b11a8f8df0b36cd7ac967ae4f0c6b7e2a466,
 * Apache-2.0) asserts it in `src/test/java/org/jrimum/bopepo/campolivre/TesteCLAbc.java`.
 */
import { expect, it } from "vitest";
import { inputOf } from "../../../../test/engine/boleto-vector-suite";
import { bank } from "./index";
import { vectors } from "./vectors.fixtures";

it("the ABC slip's campo livre is bopepo's TesteCLAbc value", () => {
  const slip = vectors.find((v) => v.source.path.endsWith("TestLinhaDigitavelABC.java"));
  expect(slip).toBeDefined();
  expect(bank.boleto.freeField(inputOf(slip!))).toBe("0001110502028600031711035");
});
