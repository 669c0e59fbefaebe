import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Issue, isEngineError } from "../errors";
import { buildPixPayload, type PixPayloadInput } from "./build";
import { crc16 } from "./crc16";
import { pixKeyType } from "./fields";
import { parsePixPayload } from "./parse";

/** Published payloads: the BCB manual's example, thalesog/pix-utils `tests/emvCodes.ts`, eduardokum/laravel-boleto `tests/Boleto/BoletoTest.php`. */
const VECTORS = {
  bcbExample:
    "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D",
  emailInfoAmount:
    "00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***63040DC6",
  dynamic:
    "00020126740014br.gov.bcb.pix2552payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e875204000053039865802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***630442C5",
  dynamicOnce:
    "00020101021226740014br.gov.bcb.pix2552payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e875204000053039865802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***63042895",
  txid30:
    "00020101021226580014br.gov.bcb.pix013639a1178e-db6b-4407-bc7b-b674390acf5f5204000053039865406100.005802BR5904ACME6006CIDADE623405301234567890123456789012345678906304F0C4",
};
const URL = "payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e87";
const THALES = { merchant_name: "THALES OGLIARI", merchant_city: "SAO MIGUEL DO O" };

function issuesOf(fn: () => unknown): Issue[] {
  try {
    fn();
  } catch (e) {
    if (isEngineError(e)) return e.issues;
    throw e;
  }
  return [];
}
const codes = (fn: () => unknown) => issuesOf(fn).map((i) => `${i.code} ${i.path.join(".")}`);
const warningsOf = (p: { warnings: Issue[] }) => p.warnings.map((i) => `${i.code} ${i.path.join(".")}`);

describe("CRC-16/CCITT-FALSE", () => {
  it("has the standard check value and matches every published payload", () => {
    expect(crc16("123456789")).toBe("29B1");
    for (const payload of Object.values(VECTORS)) expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it("hashes text as UTF-8, like a bit-by-bit reference over TextEncoder bytes", () => {
    const reference = (text: string) => {
      let crc = 0xffff;
      for (const byte of new TextEncoder().encode(text)) {
        crc ^= byte << 8;
        for (let bit = 0; bit < 8; bit++)
          crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
      }
      return crc.toString(16).toUpperCase().padStart(4, "0");
    };
    expect(crc16("é")).toBe(reference("é"));
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (s) => {
        expect(crc16(s)).toBe(reference(s));
      }),
    );
  });
});

describe("buildPixPayload", () => {
  it("reproduces the published payloads", () => {
    expect(
      buildPixPayload({
        key: "123e4567-e12b-12d1-a456-426655440000",
        merchant_name: "Fulano de Tal",
        merchant_city: "BRASILIA",
      }),
    ).toBe(VECTORS.bcbExample);
    expect(
      buildPixPayload({ key: "thalesog@me.com", info: "Pedido 123", amount_cents: 1000, ...THALES }),
    ).toBe(VECTORS.emailInfoAmount);
    expect(buildPixPayload({ url: URL, ...THALES })).toBe(VECTORS.dynamic);
    expect(buildPixPayload({ url: URL, single_use: true, ...THALES })).toBe(VECTORS.dynamicOnce);
  });

  it("transliterates accents and omits a zero amount", () => {
    const payload = buildPixPayload({
      key: "+5511999998888",
      merchant_name: "José Conceição",
      merchant_city: "São Paulo",
      amount_cents: 0,
    });
    const parsed = parsePixPayload(payload);
    expect(parsed.merchant_name).toBe("Jose Conceicao");
    expect(parsed.merchant_city).toBe("Sao Paulo");
    expect(parsed.amount_cents).toBeNull();
  });

  it("reports every problem", () => {
    expect(
      codes(() =>
        buildPixPayload({
          key: "12345678900",
          merchant_name: "A name that is much too long for PIX",
          merchant_city: "",
          amount_cents: 1.5,
          txid: "has spaces",
          postal_code: "123",
        }),
      ),
    ).toEqual([
      "PIX_INVALID_KEY key",
      "PIX_FIELD_TOO_LONG merchant_name",
      "REQUIRED merchant_city",
      "INVALID_AMOUNT amount_cents",
      "PIX_INVALID_TXID txid",
      "INVALID_CEP postal_code",
    ]);
    expect(codes(() => buildPixPayload({ merchant_name: "A", merchant_city: "B" }))).toEqual([
      "REQUIRED key",
    ]);
    expect(
      codes(() => buildPixPayload({ url: `https://${URL}`, merchant_name: "A", merchant_city: "B" })),
    ).toEqual(["PIX_INVALID_URL url"]);
    expect(codes(() => buildPixPayload({ url: URL, amount_cents: 100, txid: "X1", ...THALES }))).toEqual([
      "PIX_AMOUNT_NOT_ALLOWED amount_cents",
      "PIX_TXID_NOT_ALLOWED txid",
    ]);
    expect(
      codes(() => buildPixPayload({ key: "a@b.co", merchant_name: "Emoji 😀", merchant_city: "X" })),
    ).toEqual(["PIX_INVALID_TEXT merchant_name"]);
    expect(
      codes(() => buildPixPayload({ key: `${"a".repeat(60)}@b.co`, info: "x".repeat(30), ...THALES })),
    ).toEqual(["PIX_FIELD_TOO_LONG info"]);
  });
});

describe("parsePixPayload", () => {
  it("reads every published payload", () => {
    expect(parsePixPayload(VECTORS.bcbExample)).toMatchObject({
      kind: "static",
      key: "123e4567-e12b-12d1-a456-426655440000",
      key_type: "evp",
      amount_cents: null,
      merchant_name: "Fulano de Tal",
      merchant_city: "BRASILIA",
      txid: null,
      single_use: false,
      crc: "1D3D",
    });
    expect(parsePixPayload(VECTORS.emailInfoAmount)).toMatchObject({
      key_type: "email",
      info: "Pedido 123",
      amount_cents: 1000,
    });
    expect(parsePixPayload(VECTORS.dynamic)).toMatchObject({ kind: "dynamic", url: URL, key: null });
    expect(parsePixPayload(VECTORS.dynamicOnce)).toMatchObject({ kind: "dynamic", single_use: true });
    const txid = parsePixPayload(VECTORS.txid30);
    expect(txid).toMatchObject({
      amount_cents: 10000,
      txid: "123456789012345678901234567890",
      merchant_name: "ACME",
    });
    expect(txid.fields.find((f) => f.tag === "62")?.fields).toEqual([
      { tag: "05", value: "123456789012345678901234567890" },
    ]);
  });

  it("names what is wrong", () => {
    const v = VECTORS.emailInfoAmount;
    expect(codes(() => parsePixPayload(`${v.slice(0, -1)}7`))).toEqual(["PIX_INVALID_CRC 63"]);
    expect(codes(() => parsePixPayload("0002010"))).toEqual(["PIX_INVALID_TLV "]);
    expect(codes(() => parsePixPayload(`${v}X`))).toEqual(["PIX_INVALID_TLV "]);
    const resign = (body: string) => `${body}6304${crc16(`${body}6304`)}`;
    const noName = resign(v.slice(0, v.indexOf("5914")) + v.slice(v.indexOf("6015"), -8));
    expect(codes(() => parsePixPayload(noName))).toEqual(["PIX_MISSING_FIELD 59"]);
    const longName = resign(
      v.slice(0, v.indexOf("5914")) + `5926${"A".repeat(26)}` + v.slice(v.indexOf("6015"), -8),
    );
    // Policy, not structure: read, with a warning (see parse-tolerant.test.ts).
    expect(warningsOf(parsePixPayload(longName))).toEqual(["PIX_FIELD_TOO_LONG 59"]);
    const usd = resign(v.replace("5303986", "5303840").slice(0, -8));
    expect(codes(() => parsePixPayload(usd))).toEqual(["PIX_INVALID_VALUE 53"]);
    const badTxid = resign(v.replace("62070503***", "62070503a-b").slice(0, -8));
    expect(warningsOf(parsePixPayload(badTxid))).toEqual(["PIX_INVALID_TXID 62.05"]);
    const badAmount = resign(v.replace("540510.00", "54041,00").slice(0, -8));
    expect(codes(() => parsePixPayload(badAmount))).toEqual(["PIX_INVALID_AMOUNT 54"]);
  });

  it("parses nested templates, including the unreserved template 80", () => {
    const body = VECTORS.bcbExample.slice(0, -8);
    const rec = "0014br.gov.bcb.pix2517rec.psp.com/r/123";
    const withRec = `${body}80${String(rec.length).padStart(2, "0")}${rec}6304`;
    const parsed = parsePixPayload(withRec + crc16(withRec));
    expect(parsed.fields.find((f) => f.tag === "80")?.fields).toEqual([
      { tag: "00", value: "br.gov.bcb.pix" },
      { tag: "25", value: "rec.psp.com/r/123" },
    ]);
    expect(parsed.fields.find((f) => f.tag === "26")?.fields?.map((f) => f.tag)).toEqual(["00", "01"]);
  });

  it("fails only with issues on any text, including damaged payloads", () => {
    const v = VECTORS.emailInfoAmount;
    const damaged = fc
      .tuple(fc.nat(v.length - 1), fc.nat(v.length), fc.string({ maxLength: 4 }))
      .map(([at, end, insert]) => v.slice(0, at) + insert + v.slice(Math.max(at, end)));
    fc.assert(
      fc.property(fc.oneof(fc.string(), damaged), (text) => {
        try {
          parsePixPayload(text);
        } catch (e) {
          expect(isEngineError(e)).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("classifies keys", () => {
    expect(pixKeyType("52998224725")).toBe("cpf");
    expect(pixKeyType("11222333000181")).toBe("cnpj");
    expect(pixKeyType("+5511999998888")).toBe("phone");
    expect(pixKeyType("fulano@example.com.br")).toBe("email");
    expect(pixKeyType("123e4567-e12b-12d1-a456-426655440000")).toBe("evp");
    expect(pixKeyType("12345678900")).toBeUndefined();
    expect(pixKeyType("")).toBeUndefined();
  });
});

describe("build → parse", () => {
  const text = (max: number) =>
    fc
      .string({ minLength: 1, maxLength: max })
      .filter((s) => /^[ -~]+$/.test(s) && s.trim() === s && s.length > 0);
  const staticInput = fc.record({
    key: fc.constantFrom(
      "52998224725",
      "11222333000181",
      "+5511999998888",
      "a.b@c.com.br",
      "39a1178e-db6b-4407-bc7b-b674390acf5f",
    ),
    merchant_name: text(25),
    merchant_city: text(15),
    amount_cents: fc.integer({ min: 0, max: 9_999_999_999 }),
    txid: fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: undefined }),
    single_use: fc.boolean(),
  });

  it("round-trips every static payload", () => {
    fc.assert(
      fc.property(staticInput, (input) => {
        const clean = Object.fromEntries(
          Object.entries(input).filter(([, v]) => v !== undefined),
        ) as unknown as PixPayloadInput;
        const parsed = parsePixPayload(buildPixPayload(clean));
        // What lote builds breaks no policy: the strict builder and the tolerant reader agree.
        expect(parsed.warnings).toEqual([]);
        expect(parsed).toMatchObject({
          kind: "static",
          key: input.key,
          merchant_name: input.merchant_name,
          merchant_city: input.merchant_city,
          amount_cents: input.amount_cents === 0 ? null : input.amount_cents,
          txid: input.txid ?? null,
          single_use: input.single_use,
        });
      }),
      { numRuns: 2000 },
    );
  });
});
