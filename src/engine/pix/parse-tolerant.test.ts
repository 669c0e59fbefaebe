/**
 * The reader is tolerant: what is well formed, valid by CRC and payable is read; BCB policy
 * violations come back as warnings. Published payloads (facts only, no code carried over):
 * - the BCB manual's example with a hyphenated txid `RP12345678-2019`, reserved field 04 and an
 *   unreserved template 80, as asserted verbatim in naomijub/brcode `src/emit.rs`
 *   (commit 018524b93f3a217ab4312b2e49eb09b7c5bd1a8a);
 * - the manual's longer variant (templates 26, 27, 50, 80, 81, a hex-encoded key) as
 *   eduardokum/laravel-boleto `tests/Boleto/BoletoTest.php` passes it as `pix_qrcode`
 *   (develop, commit d1738a04105d5d93c137a24a9ae9ffc67fc689a7, MIT licence).
 */
import { describe, expect, it } from "vitest";
import { checkBolepix } from "../boleto/pix";
import type { BoletoInput } from "../types";
import { crc16 } from "./crc16";
import { parsePixPayload } from "./parse";

const MANUAL_EXAMPLE =
  "00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-42665544000027300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR6008BRASILIA61087007490062190515RP12345678-201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304AD38";
const MANUAL_EXAMPLE_LONG =
  "00020104141234567890123426660014BR.GOV.BCB.PIX014466756C616E6F32303139406578616D706C652E636F6D27300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5915NOMEDORECEBEDOR6008BRASILIA61087007490062530515RP12345678-201950300017BR.GOV.BCB.BRCODE01051.0.080450014BR.GOV.BCB.PIX0123PADRAO.URL.PIX/0123ABCD81390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304EB76";

describe("reading what issuers produce", () => {
  it("reads the BCB manual's example, whose txid has a hyphen, with a warning", () => {
    expect(crc16(MANUAL_EXAMPLE.slice(0, -4))).toBe("AD38");
    const p = parsePixPayload(MANUAL_EXAMPLE);
    expect(p).toMatchObject({
      kind: "static",
      key: "123e4567-e12b-12d1-a456-426655440000",
      key_type: "evp",
      amount_cents: 12345,
      merchant_name: "NOME DO RECEBEDOR",
      merchant_city: "BRASILIA",
      postal_code: "70074900",
      txid: "RP12345678-2019",
    });
    expect(p.warnings.map((w) => [w.code, w.path])).toEqual([["PIX_INVALID_TXID", ["62", "05"]]]);
    expect(p.fields.map((f) => f.tag)).toEqual([
      "00",
      "04",
      "26",
      "27",
      "52",
      "53",
      "54",
      "58",
      "59",
      "60",
      "61",
      "62",
      "80",
      "63",
    ]);
  });

  it("reads the longer variant with templates 27, 50, 80 and 81", () => {
    expect(crc16(MANUAL_EXAMPLE_LONG.slice(0, -4))).toBe("EB76");
    const p = parsePixPayload(MANUAL_EXAMPLE_LONG);
    expect(p).toMatchObject({
      key: "66756C616E6F32303139406578616D706C652E636F6D",
      key_type: null,
      txid: "RP12345678-2019",
      amount_cents: 12345,
    });
    expect(p.warnings.map((w) => w.code)).toEqual(["PIX_INVALID_TXID"]);
  });

  it("still refuses what cannot be paid safely: a broken CRC, a foreign currency, no PIX template", () => {
    const codes = (payload: string) => {
      try {
        parsePixPayload(payload);
        return [];
      } catch (e) {
        return (e as { issues: { code: string }[] }).issues.map((i) => i.code);
      }
    };
    expect(codes(`${MANUAL_EXAMPLE.slice(0, -4)}AD39`)).toEqual(["PIX_INVALID_CRC"]);
    const resign = (body: string) => `${body}6304${crc16(`${body}6304`)}`;
    expect(codes(resign(MANUAL_EXAMPLE.slice(0, -8).replace("5303986", "5303840")))).toEqual([
      "PIX_INVALID_VALUE",
    ]);
    expect(codes(resign(MANUAL_EXAMPLE.slice(0, -8).replace("BR.GOV.BCB.PIX", "BR.GOV.BCB.XYZ")))).toEqual([
      "PIX_MISSING_FIELD",
    ]);
  });

  it("a bank's Bolepix EMV with such a txid is accepted; the amount must still match", () => {
    const input = { amount_cents: 12345, pix: { emv: MANUAL_EXAMPLE } } as unknown as BoletoInput;
    expect(checkBolepix(input)).toEqual([]);
    expect(checkBolepix({ ...input, amount_cents: 100 }).map((i) => i.code)).toEqual(["PIX_AMOUNT_MISMATCH"]);
  });
});
