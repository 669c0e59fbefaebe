import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { fixtureBoleto, VECTORS } from "../../../test/engine/render/fixtures";
import { type EngineError, isEngineError } from "../errors";
import { renderBoletoPdf } from "./pdf";

const latin1 = (b: Uint8Array) => new TextDecoder("latin1").decode(b);
const count = (hay: string, needle: string) => hay.split(needle).length - 1;

describe("renderBoletoPdf", () => {
  const plain = fixtureBoleto(VECTORS[7]!);
  const pix = fixtureBoleto(VECTORS[7]!, true);

  it("is deterministic: same input, same bytes, no dates or IDs", () => {
    const a = renderBoletoPdf(pix);
    const b = renderBoletoPdf(structuredClone(pix));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const text = latin1(a);
    expect(text).not.toMatch(/CreationDate|ModDate|\/ID\s*\[/);
    expect(text.startsWith("%PDF-1.7")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("writes a file pdf-lib parses: one A4 page per boleto, standard fonts only", async () => {
    const doc = await PDFDocument.load(renderBoletoPdf(plain));
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([width, height]).toEqual([595.28, 841.89]);
    const text = latin1(renderBoletoPdf(plain));
    expect(text).not.toMatch(/FontFile/);
    expect(text).toMatch(/\/BaseFont\/Helvetica\//);
  });

  it("keeps single PDFs small: ≤ 12 KB with and without PIX", () => {
    expect(renderBoletoPdf(plain).length).toBeLessThanOrEqual(12 * 1024);
    expect(renderBoletoPdf(pix).length).toBeLessThanOrEqual(12 * 1024);
  });

  it("merges many boletos into one document sharing one frame XObject per layout", async () => {
    const list = VECTORS.map((v, i) => fixtureBoleto(v, i % 3 === 0));
    const bytes = renderBoletoPdf(list);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(list.length);
    expect(count(latin1(bytes), "/Subtype/Form")).toBe(2); // plain + Bolepix variants
    const onlyPlain = renderBoletoPdf(list.filter((b) => !b.pix_payload));
    expect(count(latin1(onlyPlain), "/Subtype/Form")).toBe(1);
    // Every page draws the frame and nothing else static.
    for (const page of doc.getPages()) {
      const contents = page.node.get(PDFName.of("Contents"));
      const stream = doc.context.lookup(contents);
      expect(stream).toBeInstanceOf(PDFRawStream);
    }
  });

  it("stores the title as UTF-16 and accepts level 0 (uncompressed) content", () => {
    const bytes = renderBoletoPdf(plain, { title: "Boleto Itaú", level: 0 });
    const text = latin1(bytes);
    expect(text).toContain("/Title<FEFF0042006F006C00650074006F002000490074006100FA>");
    expect(text).toContain("/Fr Do");
    expect(text).toContain("(34191.09008 01015.271248 80212.460002 4 25480000675787) Tj");
  });

  it("never crashes on text the standard fonts cannot draw", () => {
    const b = fixtureBoleto(VECTORS[0]!, true);
    b.input.payer.name = "李小龍 🚀 Łukasz \u0000\u0007 Ñandú <script>";
    b.input.instructions = ["\uD800 lone surrogate", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢"];
    const text = latin1(renderBoletoPdf(b, { level: 0 }));
    expect(text).toContain("(??? ? Lukasz    \xd1and\xfa <script>) Tj");
  });
});

describe("renderBoletoPdf input errors", () => {
  it("reports every unprintable boleto with its index, as EngineError issues", () => {
    const ok = fixtureBoleto(VECTORS[0]!);
    const bad = { ...fixtureBoleto(VECTORS[1]!), barcode: "123" };
    const long = { ...fixtureBoleto(VECTORS[2]!), pix_payload: "0".repeat(513) };
    try {
      renderBoletoPdf([ok, bad, long]);
      expect.unreachable();
    } catch (e) {
      expect(isEngineError(e)).toBe(true);
      expect((e as EngineError).issues.map((i) => [i.code, i.path])).toEqual([
        ["INVALID_BARCODE", [1, "barcode"]],
        ["PIX_PAYLOAD_TOO_LONG", [2, "pix_payload"]],
      ]);
    }
    expect(() => renderBoletoPdf([])).toThrow(/at least one boleto/);
  });
});
