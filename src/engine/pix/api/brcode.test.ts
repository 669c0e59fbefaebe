// The dynamic BR Code a Bolepix carries after its cobv exists, against the one the BACEN OpenAPI
// document publishes for a cobv (recResponse7's dadosQR, a cobv composed with a recorrência) and
// against an independent implementation (pix-utils, devDependency).
import { hasError, parsePix } from "pix-utils";
import { describe, expect, it } from "vitest";
import { crc16 } from "../crc16";
import { parsePixPayload } from "../parse";
import { bolepixBrCode, cobvBrCode, locationUrl } from "./brcode";
import { COBV_BR_CODE_COMPOSED } from "./examples";

const LOCATION = "pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e7";

describe("the cobv's BR Code", () => {
  it("equals the published cobv QR up to its recorrência (field 80), with 01 = 12 and 26-25 = location", () => {
    const published = COBV_BR_CODE_COMPOSED.value;
    // The published code is consistent: its CRC is the CRC of everything before it.
    expect(crc16(published.slice(0, -4))).toBe(published.slice(-4));
    const ours = cobvBrCode(LOCATION, { name: "Fulano de Tal", city: "BRASILIA" }) as string;
    const cobvPart = published.slice(0, published.indexOf("80800014br.gov.bcb.pix"));
    expect(ours.slice(0, -8)).toBe(cobvPart);
    expect(ours.slice(-8, -4)).toBe("6304");
    expect(parsePixPayload(ours)).toMatchObject({
      kind: "dynamic",
      single_use: true,
      url: LOCATION,
      amount_cents: null,
      txid: null,
    });
  });

  it("pix-utils reads it as the same dynamic, one-time code", () => {
    const ours = cobvBrCode(LOCATION, { name: "Empresa de Logística SA", city: "São Paulo" }) as string;
    const theirs = parsePix(ours);
    if (hasError(theirs)) throw new Error(JSON.stringify(theirs));
    expect(theirs).toMatchObject({
      type: "DYNAMIC",
      url: LOCATION,
      merchantName: "Empresa de Logistica SA",
      merchantCity: "Sao Paulo",
    });
  });

  it("takes the first merchant with a name and a city, cuts them to the field sizes, drops a scheme", () => {
    expect(locationUrl(`https://${LOCATION}`)).toBe(LOCATION);
    const long = cobvBrCode(
      `https://${LOCATION}`,
      { name: undefined },
      { name: "Associação Comercial e Industrial de Pernambuco", city: "Jaboatão dos Guararapes" },
    );
    expect(parsePixPayload(long as string)).toMatchObject({
      url: LOCATION,
      merchant_name: "Associacao Comercial e In",
      merchant_city: "Jaboatao dos Gu",
    });
    expect(cobvBrCode(LOCATION, { name: "Sem cidade" })).toBeUndefined();
    expect(cobvBrCode(`${LOCATION}/${"x".repeat(40)}`, { name: "A", city: "B" })).toBeUndefined();
  });

  it("uses the PSP's pixCopiaECola only when it is a dynamic code of the same location", () => {
    const psp = cobvBrCode(LOCATION, { name: "PSP", city: "RECIFE" }) as string;
    expect(bolepixBrCode({ location: LOCATION, pix_copia_e_cola: psp }, { name: "Lote", city: "SP" })).toBe(
      psp,
    );
    const other = cobvBrCode("pix.example.com/qr/v2/cobv/other", { name: "PSP", city: "RECIFE" }) as string;
    const built = bolepixBrCode(
      { location: LOCATION, pix_copia_e_cola: other },
      { name: "Lote", city: "SP" },
    );
    expect(parsePixPayload(built as string)).toMatchObject({ url: LOCATION, merchant_name: "Lote" });
    expect(
      bolepixBrCode({ location: LOCATION, pix_copia_e_cola: "garbage" }, { name: "Lote", city: "SP" }),
    ).toMatch(/^000201/);
    expect(bolepixBrCode({}, { name: "Lote", city: "SP" })).toBeUndefined();
  });
});
