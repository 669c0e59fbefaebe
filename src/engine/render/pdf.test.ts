import { unzlibSync } from "fflate";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { fixtureBoleto, VECTORS } from "../../../test/engine/render/fixtures";
import { type EngineError, isEngineError } from "../errors";
import { renderBoletoPdf } from "./pdf";

const latin1 = (b: Uint8Array) => new TextDecoder("latin1").decode(b);
const count = (hay: string, needle: string) => hay.split(needle).length - 1;

/** The page contents of `bytes`, inflated, as latin1 text. */
async function contents(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((p) => {
    const s = doc.context.lookup(p.node.get(PDFName.of("Contents"))) as PDFRawStream;
    const filtered = s.dict.get(PDFName.of("Filter")) !== undefined;
    return latin1(filtered ? unzlibSync(s.contents) : s.contents);
  });
}

describe("renderBoletoPdf", () => {
  const plain = fixtureBoleto(VECTORS[7]!);
  const pix = fixtureBoleto(VECTORS[7]!, true);

  it("is deterministic: same input, same bytes; dates and ID come from the input", async () => {
    const a = await renderBoletoPdf(pix);
    const b = await renderBoletoPdf(structuredClone(pix));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const text = latin1(a);
    expect(text.startsWith("%PDF-1.7")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    // processed_on 2025-01-02 at 00:00 in São Paulo.
    expect(text).toContain("/CreationDate (D:20250102030000Z)");
    expect(text).toContain("/ModDate (D:20250102030000Z)");
    expect(text).toMatch(/\/ID \[ <[0-9A-F]{32}> <[0-9A-F]{32}> \]/);
    expect(text).not.toMatch(/pdf-lib/);
    // Another boleto, another ID.
    const other = latin1(await renderBoletoPdf(plain));
    expect(other.match(/\/ID \[ <([0-9A-F]{32})>/)?.[1]).not.toBe(
      text.match(/\/ID \[ <([0-9A-F]{32})>/)?.[1],
    );
  });

  it("is a pdf-lib document: one A4 page per boleto, standard fonts only, lote as producer", async () => {
    const bytes = await renderBoletoPdf(plain);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([width, height]).toEqual([595.28, 841.89]);
    expect(doc.getProducer()).toBe("lote");
    const text = latin1(bytes);
    expect(text).not.toMatch(/FontFile/);
    expect(text).toMatch(/\/BaseFont \/Helvetica\n/);
    expect(text).toMatch(/\/BaseFont \/Helvetica-Bold\n/);
  });

  it("keeps single PDFs small: ≤ 8 KB with and without PIX", async () => {
    expect((await renderBoletoPdf(plain)).length).toBeLessThanOrEqual(8 * 1024);
    expect((await renderBoletoPdf(pix)).length).toBeLessThanOrEqual(8 * 1024);
  });

  it("merges many boletos into one document sharing one frame XObject per layout", async () => {
    const list = VECTORS.map((v, i) => fixtureBoleto(v, i % 3 === 0));
    const bytes = await renderBoletoPdf(list);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(list.length);
    expect(count(latin1(bytes), "/Subtype /Form")).toBe(2); // plain + Bolepix variants
    const onlyPlain = await renderBoletoPdf(list.filter((b) => !b.pix_payload));
    expect(count(latin1(onlyPlain), "/Subtype /Form")).toBe(1);
    for (const page of doc.getPages()) {
      const stream = doc.context.lookup(page.node.get(PDFName.of("Contents")));
      expect(stream).toBeInstanceOf(PDFRawStream);
    }
    const ops = await contents(bytes);
    expect(ops.every((o) => o.startsWith("/Fr"))).toBe(true);
  });

  it("stores the title as UTF-16 and accepts level 0 (uncompressed) content", async () => {
    const bytes = await renderBoletoPdf(plain, { title: "Boleto Itaú", level: 0 });
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe("Boleto Itaú");
    const [page] = await contents(bytes);
    expect(page).toContain("/Fr0 Do");
    expect(page).toContain("(34191.09008 01015.271248 80212.460002 4 25480000675787) Tj");
  });

  it("never prints ? for text the standard fonts cannot draw: transliterated or dropped", async () => {
    const b = fixtureBoleto(VECTORS[0]!, true);
    b.input.payer.name = "李小龍 🚀 Łukasz \u0000\u0007 Ñandú ✓ <script>";
    b.input.instructions = ["\uD800 lone surrogate", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ‒ ﬁnal №1"];
    const [page] = await contents(await renderBoletoPdf(b, { level: 0 }));
    expect(page).toContain("(Lukasz \xd1and\xfa <script>) Tj");
    expect(page).toContain("(lone surrogate) Tj");
    expect(page).toContain("(Unicode - final No1) Tj");
    expect(page).not.toContain("?");
  });
});

describe("renderBoletoPdf input errors", () => {
  const codes = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      expect(isEngineError(e)).toBe(true);
      return (e as EngineError).issues.map((i) => [i.code, i.path]);
    }
    throw new Error("expected a rejection");
  };

  it("reports every unprintable boleto with its index, as EngineError issues", async () => {
    const ok = fixtureBoleto(VECTORS[0]!);
    const bad = { ...fixtureBoleto(VECTORS[1]!), barcode: "123" };
    const long = { ...fixtureBoleto(VECTORS[2]!), pix_payload: "0".repeat(513) };
    expect(await codes(renderBoletoPdf([ok, bad, long]))).toEqual([
      ["INVALID_BARCODE", [1, "barcode"]],
      ["PIX_PAYLOAD_TOO_LONG", [2, "pix_payload"]],
    ]);
    expect(await codes(renderBoletoPdf([]))).toEqual([["NOTHING_TO_RENDER", []]]);
  });

  it("rejects null, numbers, half-built boletos and bad options with typed errors, never a TypeError", async () => {
    for (const bad of [null, undefined, 42, "boleto", [null], [{}]]) {
      const issues = await codes(renderBoletoPdf(bad as never));
      expect(issues.length).toBeGreaterThan(0);
    }
    expect((await codes(renderBoletoPdf(null as never)))[0]).toEqual(["INVALID_TYPE", []]);
    const broken = fixtureBoleto(VECTORS[0]!) as unknown as { input: Record<string, unknown> };
    broken.input.payer = { name: 7 };
    broken.input.instructions = "not a list";
    expect(await codes(renderBoletoPdf(broken as never))).toEqual([
      ["INVALID_TYPE", ["input", "payer", "name"]],
      ["REQUIRED", ["input", "payer", "document"]],
      ["INVALID_TYPE", ["input", "instructions"]],
    ]);
    const ok = fixtureBoleto(VECTORS[0]!);
    expect(
      await codes(renderBoletoPdf(ok, { level: 12 as never, title: 5 as never, logo: {} as never })),
    ).toEqual([
      ["INVALID_ARGUMENT", ["options", "title"]],
      ["INVALID_ARGUMENT", ["options", "level"]],
      ["INVALID_ARGUMENT", ["options", "logo"]],
    ]);
    expect(await codes(renderBoletoPdf(ok, "fast" as never))).toEqual([["INVALID_ARGUMENT", ["options"]]]);
  });
});
