import { describe, expect, it } from "vitest";
import { toWinAnsiText, winAnsiByte } from "../text";

describe("winAnsiByte", () => {
  it("maps Latin-1 to itself and the 0x80–0x9F specials to their Windows-1252 bytes", () => {
    expect(winAnsiByte("ç".codePointAt(0)!)).toBe(0xe7);
    expect(winAnsiByte(0x20ac)).toBe(0x80);
    expect(winAnsiByte(0x2014)).toBe(0x97);
    expect(winAnsiByte(0x142)).toBe(-1);
    expect(winAnsiByte(0x0a)).toBe(-1);
  });
});

describe("toWinAnsiText", () => {
  it("keeps Portuguese text as is", () => {
    const pt = "Ação, coração, pão, avô, à vista, Conceição, nº 42, 1º andar — R$ 10,00 “ok”";
    expect(toWinAnsiText(pt)).toBe(pt);
  });

  it("transliterates what it can and replaces the rest, one ? per character", () => {
    expect(toWinAnsiText("Łódź Dvořák Őrs")).toBe("Lódz Dvorák Ors");
    expect(toWinAnsiText("日本 🚀")).toBe("?? ?");
  });

  it("turns control characters and line breaks into spaces and composes decomposed accents", () => {
    expect(toWinAnsiText("a\r\nb\tc\u0000d")).toBe("a  b c d");
    expect(toWinAnsiText("Sa\u0303o")).toBe("São");
  });

  it("never throws on arbitrary strings", () => {
    const nasty = String.fromCharCode(...Array.from({ length: 2000 }, (_, i) => (i * 7919) % 65536));
    const out = toWinAnsiText(nasty);
    for (const ch of out) expect(winAnsiByte(ch.codePointAt(0)!)).toBeGreaterThanOrEqual(0);
  });
});
