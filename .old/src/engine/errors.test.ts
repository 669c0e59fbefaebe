import { describe, expect, it } from "vitest";
import { EngineError, isEngineError } from "./errors";

describe("EngineError", () => {
  it("keeps every issue and exposes the first code", () => {
    const e = new EngineError([
      { code: "A", path: ["x"], message: "a" },
      { code: "B", path: [], message: "b" },
    ]);
    expect(e.code).toBe("A");
    expect(e.issues).toHaveLength(2);
    expect(isEngineError(e)).toBe(true);
  });
});
