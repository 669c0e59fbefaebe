// checkInterCodes against the codes of real Inter boletos (examples-codes.ts, each with its source)
// and against each way Inter's answer could be wrong.
import { describe, expect, it } from "vitest";
import { assembleBarcode, barcodeToDigitableLine } from "../../../boleto/barcode";
import { crc16 } from "../../../pix/crc16";
import type { BoletoInput } from "../../../types";
import { checkInterCodes } from "./codes";
import { REAL_CODES, RECUPERAR_RESPONSE, type RealCodes } from "./examples";

function inputOf(v: RealCodes, extra: Partial<BoletoInput> = {}): BoletoInput {
  return {
    bank_code: "077",
    agency: "0001",
    account: "12345678",
    wallet: "112",
    agreement: v.agreement,
    our_number: "1",
    amount_cents: v.amount_cents,
    due_date: v.due_date,
    beneficiary: { name: "Empresa Exemplo Ltda", document: "62474761000132" },
    payer: { name: "Maria da Silva", document: "49467837846" },
    ...(v.pix_emv ? { pix: { key: "inter-chooses-the-key" } } : {}),
    ...extra,
  };
}

const codesOf = (v: RealCodes) => ({
  barcode: v.barcode,
  digitable_line: v.digitable_line,
  ...(v.our_number ? { our_number: v.our_number } : {}),
  ...(v.pix_emv ? { pix_emv: v.pix_emv, pix_txid: v.pix_txid } : {}),
});

const codes = (issues: { code: string }[]) => issues.map((i) => i.code);
const [withPix, parser, clip] = REAL_CODES as [RealCodes, RealCodes, RealCodes];

describe("checkInterCodes: real Inter boletos", () => {
  it.each(REAL_CODES.map((v) => [v.barcode, v] as const))("%s passes", (_b, v) => {
    expect(checkInterCodes(codesOf(v), inputOf(v))).toEqual([]);
  });

  it("a formatted linha digitável is read the same", () => {
    const line = "07790.00116 12064.449908 08159.365561 7 90020000015130";
    expect(checkInterCodes({ ...codesOf(parser), digitable_line: line }, inputOf(parser))).toEqual([]);
  });

  it("without the input's código do beneficiário the free field's is not compared", () => {
    expect(checkInterCodes(codesOf(clip), inputOf(clip, { agreement: undefined }))).toEqual([]);
  });
});

describe("checkInterCodes: what it refuses", () => {
  it("missing codes", () => {
    expect(codes(checkInterCodes({}, inputOf(parser)))).toEqual(["INTER_CODE_MISSING", "INTER_CODE_MISSING"]);
  });

  it("a wrong check digit of the linha digitável, with its field", () => {
    const bad = `${parser.digitable_line.slice(0, 20)}0${parser.digitable_line.slice(21)}`; // field 2's DV
    const issues = checkInterCodes({ ...codesOf(parser), digitable_line: bad }, inputOf(parser));
    expect(issues[0]).toMatchObject({
      code: "INVALID_CHECK_DIGIT",
      path: ["codes", "digitable_line", "field_2"],
    });
  });

  it("a barcode and a linha digitável of two different boletos", () => {
    const issues = checkInterCodes(
      { barcode: parser.barcode, digitable_line: clip.digitable_line },
      inputOf(parser),
    );
    expect(codes(issues)).toContain("INTER_CODES_DIFFER");
  });

  it("an amount or a due date other than the input's", () => {
    expect(codes(checkInterCodes(codesOf(parser), inputOf(parser, { amount_cents: 15131 })))).toEqual([
      "INTER_AMOUNT_MISMATCH",
    ]);
    expect(codes(checkInterCodes(codesOf(parser), inputOf(parser, { due_date: "2022-06-01" })))).toEqual([
      "INTER_DUE_FACTOR_MISMATCH",
    ]);
  });

  it("another bank's code with a valid check digit", () => {
    const barcode = assembleBarcode("341", "9002", "0000015130", parser.barcode.slice(19));
    const issues = checkInterCodes(
      { barcode, digitable_line: barcodeToDigitableLine(barcode) },
      inputOf(parser),
    );
    expect(codes(issues)).toEqual(["INTER_BANK_MISMATCH"]);
  });

  it("a campo livre that is not Inter's, or another beneficiary's, or a wrong nosso número DV", () => {
    const bad = (free: string) => {
      const barcode = assembleBarcode("077", "9002", "0000015130", free);
      return checkInterCodes({ barcode, digitable_line: barcodeToDigitableLine(barcode) }, inputOf(parser));
    };
    expect(codes(bad(`0002${parser.barcode.slice(23)}`))).toContain("INTER_FREE_FIELD");
    expect(codes(bad(`0001112999999900815936556`))).toEqual(["INTER_FREE_FIELD"]);
    expect(codes(bad(`0001112064449900815936550`))).toEqual(["INTER_FREE_FIELD"]);
  });

  it("a nosso número other than the barcode's", () => {
    const issues = checkInterCodes({ ...codesOf(parser), our_number: "00815936557" }, inputOf(parser));
    expect(codes(issues)).toEqual(["INTER_OUR_NUMBER_MISMATCH"]);
  });

  it("a Pix copia e cola with a broken CRC or another amount; none when Pix was asked", () => {
    const emv = withPix.pix_emv as string;
    const broken = `${emv.slice(0, -4)}0000`;
    expect(checkInterCodes({ ...codesOf(withPix), pix_emv: broken }, inputOf(withPix))[0]).toMatchObject({
      code: "PIX_INVALID_CRC",
      path: ["codes", "pix_emv", "63"],
    });
    const other = emv.slice(0, -4).replace("54049.50", "54049.60");
    const reamount = `${other}${crc16(other)}`;
    expect(codes(checkInterCodes({ ...codesOf(withPix), pix_emv: reamount }, inputOf(withPix)))).toEqual([
      "INTER_PIX_AMOUNT_MISMATCH",
    ]);
    const { pix_emv: _drop, ...noPix } = codesOf(withPix);
    expect(codes(checkInterCodes(noPix, inputOf(withPix)))).toEqual(["INTER_PIX_MISSING"]);
  });

  it("the portal's placeholder codes are not a boleto", () => {
    const boleto = (RECUPERAR_RESPONSE.body as { boleto: { codigoBarras: string; linhaDigitavel: string } })
      .boleto;
    const issues = checkInterCodes(
      { barcode: boleto.codigoBarras, digitable_line: boleto.linhaDigitavel },
      inputOf(parser),
    );
    expect(codes(issues)).toContain("INVALID_CHECK_DIGIT");
  });
});
