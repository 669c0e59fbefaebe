import { describe, expect, it } from "vitest";
import { winAnsiByte } from "../text";
import { toAsciiText, toWinAnsiText } from "../transliterate";

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
  it("keeps Portuguese text and WinAnsi's typography (— “ ” … € •) as is", () => {
    const pt = "Ação, coração, pão, avô, à vista, Conceição, nº 42, 1º andar — R$ 10,00 “ok” … € •";
    expect(toWinAnsiText(pt)).toBe(pt);
  });

  it("gives characters outside WinAnsi their readable form: accents off, look-alikes, NFKC", () => {
    expect(toWinAnsiText("Łódź Dvořák Őrs Đorđe")).toBe("Lódz Dvorák Ors Dorde");
    expect(toWinAnsiText("a‒b―c−d ‐ e‑f")).toBe("a-b-c-d - e-f");
    expect(toWinAnsiText("‛x‟ 5′ 6″")).toBe("'x\" 5' 6\"");
    expect(toWinAnsiText("≤ ≥ ≠ → ← ⇒")).toBe("<= >= <> -> <- =>");
    expect(toWinAnsiText("ﬁ ① Ｌｏｔｅ №7 ½")).toBe("fi 1 Lote No7 ½");
  });

  it("drops what has no readable form (✓, CJK, emoji) instead of printing ?", () => {
    expect(toWinAnsiText("Pago ✓ ✔ ✗")).toBe("Pago   ");
    expect(toWinAnsiText("日本 🚀 Wei")).toBe("  Wei");
    expect(toWinAnsiText("x\u200by\ufeffz")).toBe("xyz");
  });

  it("turns control characters and line breaks into spaces and composes decomposed accents", () => {
    expect(toWinAnsiText("a\r\nb\tc\u0000d")).toBe("a  b c d");
    expect(toWinAnsiText("Sa\u0303o")).toBe("São");
  });

  it("never throws and never yields a character the fonts cannot draw", () => {
    const nasty = String.fromCharCode(...Array.from({ length: 2000 }, (_, i) => (i * 7919) % 65536));
    const out = toWinAnsiText(nasty);
    for (const ch of out) expect(winAnsiByte(ch.codePointAt(0)!)).toBeGreaterThanOrEqual(0);
  });
});

describe("toAsciiText (BR Code names)", () => {
  it("transliterates WinAnsi's typography too, drops the rest, collapses spaces", () => {
    expect(toAsciiText("Café ✓ Ltda — Matriz “SP” …")).toBe('Cafe Ltda - Matriz "SP" ...');
    expect(toAsciiText("株式会社 Tanaka € 10")).toBe("Tanaka EUR 10");
  });
});
