import { describe, expect, it } from "vitest";
import { fixtureBoleto, VECTORS } from "../../../test/engine/render/fixtures";
import { renderBoletoHtml } from "./html";
import { boletoSvg } from "./svg";

describe("renderBoletoHtml", () => {
  const b = fixtureBoleto(VECTORS[6]!, true);
  const html = renderBoletoHtml(b);

  it("is a complete, self-contained page: inline CSS and SVG, no external request, no script", () => {
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain("<style>");
    expect(html).toContain("<svg");
    expect(html).not.toMatch(/<script|<link|<img|@import|url\(|src=/i);
    const urls = html.match(/https?:\/\/[^"' )]+/g) ?? [];
    expect(urls).toEqual(["http://www.w3.org/2000/svg"]); // the SVG namespace, never fetched
  });

  it("shows the linha digitável, the payer, the PIX payload and both symbols as single paths", () => {
    expect(html).toContain(b.digitable_line_formatted);
    expect(html).toContain("José Bonifácio de Andrada e Silva");
    expect(html).toContain("Pague com Pix");
    expect((html.match(/class="i25"/g) ?? []).length).toBe(1);
    expect((html.match(/class="qr"/g) ?? []).length).toBe(1);
  });

  it("escapes markup in user text", () => {
    const evil = fixtureBoleto(VECTORS[6]!);
    evil.input.payer.name = '<img src=x onerror="alert(1)"> & Cia';
    const out = renderBoletoHtml(evil, { title: "</title><script>" });
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<script>");
    expect(out).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; Cia");
  });

  it("is deterministic", () => {
    expect(renderBoletoHtml(structuredClone(b))).toBe(html);
  });

  it("refuses bad arguments with typed errors, never a TypeError", () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return [(e as { name: string }).name, (e as { code: string }).code];
      }
      return null;
    };
    expect(code(() => renderBoletoHtml(null as never))).toEqual(["EngineError", "INVALID_TYPE"]);
    expect(code(() => renderBoletoHtml([b] as never))).toEqual(["EngineError", "INVALID_TYPE"]);
    expect(code(() => renderBoletoHtml(b, { lang: "<x>" }))).toEqual(["EngineError", "INVALID_ARGUMENT"]);
    expect(code(() => boletoSvg({ ...b, barcode: 7 } as never))).toEqual(["EngineError", "INVALID_BARCODE"]);
  });
});
