// Unicred Central RS issues with its BANK_RULE_UNCONFIRMED warning: its one published slip is the
// test of the project whose rule lote follows, so it is no second source.
import { expect, it } from "vitest";
import { inputOf } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import { vectors } from "./vectors.fixtures";

it("issues with BANK_RULE_UNCONFIRMED", () => {
  const v = vectors[0];
  if (!v) throw new Error("no vector");
  expect(boletoWarnings(inputOf(v)).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
