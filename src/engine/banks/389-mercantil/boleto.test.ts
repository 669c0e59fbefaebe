/**
 * 389 Banco Mercantil do Brasil against the two slips of kivanio/brcobranca's Mercantil spec
 * (pull request 115, commit 9531fb8642095c6fba951f9a2b283a379e4c517f, `spec/brcobranca/
 * banco_mercantil_spec.rb`, MIT): agência 0165, contas 938026 and 25179, números 75258 and 74335,
 * R$ 250,00, fator 5497. Their linhas carry the campo livre in fields 1–3 (positions 5–9, 11–20,
 * 22–31), which lote must rebuild digit for digit. Their check digits are brcobranca's own and not
 * FEBRABAN's (field 2 by módulo 11, the general DV with a 14-weight cycle): the first slip's
 * field 2 DV and general DV, and the second's field 2 DV, differ from the FEBRABAN ones, so the
 * slips are not run as full vectors. The nosso número `0000075258-3` is the spec's.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { buildBoleto } from "../../boleto/build";
import { boletoWarnings } from "../../boleto/warnings";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

const base = {
  ...PARTIES,
  bank_code: "389",
  agency: "0165",
  account: "938026",
  wallet: "06",
  amount_cents: 25000,
  due_date: "2012-10-25",
} as BoletoInput;

/** The campo livre a linha digitável carries in its first three fields. */
function freeFieldOfLine(line: string): string {
  const digits = line.replace(/\D/g, "");
  return digits.slice(4, 9) + digits.slice(10, 20) + digits.slice(21, 31);
}

it.each([
  ["75258", "938026", "38990.16509 00007.525834 00093.802627 1 54970000025000"],
  ["74335", "25179", "38990.16509 00007.433557 00002.517928 1 54970000025000"],
])("rebuilds the campo livre of brcobranca's slip (número %s, contrato %s)", (number, contract, line) => {
  const input = { ...base, our_number: number, agreement: contract };
  expect(bank.boleto.freeField(input)).toBe(freeFieldOfLine(line));
  const b = buildBoleto(input, { today: "2012-10-25" });
  expect(b.due_factor).toBe("5497");
  expect(b.free_field).toBe(freeFieldOfLine(line));
});

it("prints the nosso número with its DV as brcobranca's spec does", () => {
  expect(bank.boleto.ourNumber({ ...base, our_number: "75258", agreement: "938026" })).toBe("0000075258-3");
});

it("writes the indicador 2 without a discount and 0 with one (ACBr, bopepo)", () => {
  const input = { ...base, our_number: "75258", agreement: "938026" };
  expect(bank.boleto.freeField(input).at(-1)).toBe("2");
  const discounted = { ...input, discount: { amount_cents: 1000, until: "2012-10-20" } };
  expect(bank.boleto.freeField(discounted).at(-1)).toBe("0");
});

/**
 * jrimum/bopepo `src/test/java/org/jrimum/bopepo/campolivre/TestCLMercantilDoBrasil.java`
 * (commit 07779fa1a18079c304d9b2c4d6163a621e8f179e, Apache-2.0): agência 1234, nosso número
 * 1234567890 with the DV 5 the test gives (lote computes 5), contrato 123456789, without and with
 * a discount.
 */
it("writes bopepo's campo livre, without and with a discount", () => {
  const input = { ...base, agency: "1234", our_number: "1234567890", agreement: "123456789" };
  expect(bank.boleto.freeField(input)).toBe("1234123456789051234567892");
  const discounted = { ...input, discount: { amount_cents: 1000, until: "2012-10-20" } };
  expect(bank.boleto.freeField(discounted)).toBe("1234123456789051234567890");
});

it("issues without a warning: four independent sources agree", () => {
  expect(boletoWarnings(base)).toEqual([]);
});
