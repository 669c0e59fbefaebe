import { describe, expect, it } from "vitest";
import { fixtureBoleto, VECTORS } from "../../../test/engine/render/fixtures";
import { boletoValues } from "./fields";

describe("boletoValues", () => {
  it("collapses whitespace runs and trims, and leaves already clean text as it is", () => {
    const cases: [string, string][] = [
      ["João da Silva", "João da Silva"],
      ["  Ana   Maria \t", "Ana Maria"],
      ["Ana\u00a0Maria", "Ana Maria"],
      ["Ana\u2003Maria\u3000", "Ana Maria"],
      ["Ana\nMaria\r\n", "Ana Maria"],
      [" x", "x"],
      ["x ", "x"],
      ["a  b", "a b"],
      ["Çé ü ß ÿ", "Çé ü ß ÿ"],
      ["", ""],
    ];
    for (const [name, printed] of cases) {
      const b = fixtureBoleto(VECTORS[0]!);
      b.input.payer.name = name;
      expect(boletoValues(b).payer_name, JSON.stringify(name)).toBe(printed);
    }
  });
});
