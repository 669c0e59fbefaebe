// A Bolepix's txid at issue against what the bank's file needs (issue 24): Santander's CNAB 240
// Segment Y-03 registers the charge with a TXID of 26 to 35 letters and digits (H7815 v8.3
// "Boleto SX"; BACEN API Pix `TxId` [a-zA-Z0-9]{26,35}), while a static BR Code's txid is at most
// 25 (BCB Manual de Padrões para Iniciação do Pix). Both must be issuable where the bank takes them.
import { describe, expect, it } from "vitest";
import { sampleBoletoInput } from "../../../test/engine/boleto/samples";
import { sampleRemessa } from "../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../cnab/remessa/remessa";
import type { RemessaTitle } from "../cnab/types";
import { parsePixPayload } from "../pix/parse";
import { buildBoleto } from "./build";
import { validateBoletoInput } from "./validate";
import { boletoWarnings } from "./warnings";

const TODAY = "2025-06-01";
const CHARGE26 = "SANTANDERBOLETOSX000000001"; // 26
const CHARGE35 = "SANTANDERBOLETOSX000000000000000035"; // 35
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

function withPix(bank: string, pix: Record<string, string>) {
  return {
    ...sampleBoletoInput(bank, TODAY),
    pix: { key: "pix@empresa.com.br", merchant_city: "Sao Paulo", ...pix },
  };
}

const codes = (v: ReturnType<typeof validateBoletoInput>) =>
  v.ok ? [] : v.issues.map((i) => `${i.code} ${i.path.join(".")}`);

describe("a Santander Bolepix with the charge's TXID (26–35)", () => {
  it("is issued: the static QR goes without it, a warning says where it goes", () => {
    for (const txid of [CHARGE26, CHARGE35]) {
      const input = withPix("033", { txid });
      const v = validateBoletoInput(input, { today: TODAY });
      expect(codes(v)).toEqual([]);
      const boleto = buildBoleto(input, { today: TODAY });
      expect(parsePixPayload(boleto.pix_payload as string).txid).toBeNull(); // *** in 62-05
      expect(boletoWarnings(boleto.input).map((w) => `${w.code} ${w.path.join(".")}`)).toEqual([
        "PIX_TXID_NOT_IN_QR pix.txid",
      ]);
    }
  });

  it("registers it: the CNAB 240 remessa's Segment Y-03 carries it at 159-193, no warning", () => {
    const sample = sampleRemessa("033", "cnab240");
    const first = sample.titles[0] as RemessaTitle;
    const titles: RemessaTitle[] = [{ ...first, pix: { key: "pix@empresa.com.br", txid: CHARGE26 } }];
    const r = buildRemessa({ ...sample, titles });
    const y = r.content.split("\r\n").find((l) => at(l, 14, 14) === "Y" && at(l, 18, 19) === "03") as string;
    expect(at(y, 159, 193).trimEnd()).toBe(CHARGE26);
    expect(r.warnings.map((w) => w.code)).not.toContain("CNAB_PIX_TXID_NOT_SENT");
  });

  it("a short TXID is still issued (it stays in the QR) and warned: the Y-03 leaves it to the bank", () => {
    const input = withPix("033", { txid: "Fatura42" });
    expect(codes(validateBoletoInput(input, { today: TODAY }))).toEqual([]);
    expect(parsePixPayload(buildBoleto(input, { today: TODAY }).pix_payload as string).txid).toBe("Fatura42");
    expect(boletoWarnings(input).map((w) => w.code)).toEqual(["CNAB_PIX_TXID_NOT_SENT"]);
  });

  it("refuses what is neither: over 35, or not only letters and digits", () => {
    expect(codes(validateBoletoInput(withPix("033", { txid: `${CHARGE35}X` }), { today: TODAY }))).toEqual([
      "TOO_LONG pix.txid",
    ]);
    expect(
      codes(validateBoletoInput(withPix("033", { txid: "SANTANDER-BOLETO-SX-0000001" }), { today: TODAY })),
    ).toEqual(["PIX_INVALID_TXID pix.txid"]);
  });
});

describe("other banks keep the static QR's rule (1–25)", () => {
  it("Itaú: 25 is printed in the QR; 26 is refused with PIX_INVALID_TXID", () => {
    const ok = withPix("341", { txid: "A".repeat(25) });
    expect(codes(validateBoletoInput(ok, { today: TODAY }))).toEqual([]);
    expect(parsePixPayload(buildBoleto(ok, { today: TODAY }).pix_payload as string).txid).toBe(
      "A".repeat(25),
    );
    expect(boletoWarnings(ok)).toEqual([]);
    const v = validateBoletoInput(withPix("341", { txid: CHARGE26 }), { today: TODAY });
    expect(codes(v)).toEqual(["PIX_INVALID_TXID pix.txid"]);
    expect(v.ok ? "" : v.issues[0]?.message).toMatch(
      /charge txid \(26 to 35\), which bank 341's remessa does not register/,
    );
  });
});
