import { describe, expect, it } from "vitest";
import { sampleBoletoInput } from "../../../test/engine/boleto/samples";
import { isEngineError } from "../errors";
import { parsePixPayload } from "../pix/parse";
import { buildBoleto } from "./build";

const TODAY = "2025-06-01";
const PIX_EMV_10 =
  "00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***63040DC6";

describe("buildBoleto", () => {
  it("returns the codes, the normalised input with its defaults, and the processing date", () => {
    const input = {
      ...sampleBoletoInput("237", TODAY),
      payer: { name: "Fulano", document: "529.982.247-25" },
    };
    const boleto = buildBoleto(input, { today: TODAY });
    expect(boleto.processed_on).toBe(TODAY);
    expect(boleto.input.issue_date).toBe(TODAY);
    expect(boleto.input.payer.document).toBe("52998224725");
    expect(boleto.bank_code_formatted).toBe("237-2");
    expect(boleto.pix_payload).toBeUndefined();
    expect(input.payer.document).toBe("529.982.247-25"); // the caller's object is left alone
    const again = buildBoleto(input, { today: TODAY });
    expect(again).toEqual(boleto);
    expect(again.input).not.toBe(input);
  });

  it("keeps a given issue_date and resolves Sicredi's year from it", () => {
    const sicredi = {
      ...sampleBoletoInput("748", TODAY),
      issue_date: "2024-12-30",
      bank_fields: { post: "65" },
    };
    const boleto = buildBoleto(sicredi, { today: TODAY });
    expect(boleto.input.issue_date).toBe("2024-12-30");
    expect(boleto.our_number.startsWith("24/2")).toBe(true);
  });

  it("attaches a Bolepix: the bank's EMV as given, or one built from the key with the boleto's amount", () => {
    const base = sampleBoletoInput("341", TODAY);
    expect(
      buildBoleto({ ...base, amount_cents: 1000, pix: { emv: PIX_EMV_10 } }, { today: TODAY }).pix_payload,
    ).toBe(PIX_EMV_10);
    const built = buildBoleto({ ...base, pix: { key: "+5511999998888", txid: "NF123" } }, { today: TODAY });
    const pix = parsePixPayload(built.pix_payload as string);
    expect(pix).toMatchObject({
      key: "+5511999998888",
      txid: "NF123",
      merchant_name: "Empresa Exemplo Ltda",
      merchant_city: "Sao Paulo",
    });
    expect(pix.amount_cents).toBe(base.amount_cents === 0 ? null : base.amount_cents);
  });

  it("rejects a bad clock", () => {
    try {
      buildBoleto(sampleBoletoInput("001", TODAY), { today: "01/06/2025" });
      expect.unreachable();
    } catch (e) {
      expect(isEngineError(e) && e.issues).toEqual([
        { code: "INVALID_DATE", path: ["today"], message: "today must be a real date YYYY-MM-DD" },
      ]);
    }
  });
});
