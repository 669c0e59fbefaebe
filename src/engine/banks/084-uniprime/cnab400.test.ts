import { expect, test } from "vitest";
import { details, remessaFor, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as laravel-boleto's and ACBr's Uniprime writers lay them out. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("CNAB 400 as both writers lay Uniprime out: Bradesco's 400 with 084 / UNIPRIME, MX and the NSA", () => {
  const content = buildRemessa(sampleRemessa("084", "cnab400")).content;
  const [header] = content.split("\r\n");
  // Código da empresa, as laravel-boleto composes it: carteira 4 + agência 5 + conta 7 + DV.
  expect(at(header!, 27, 46)).toBe("000" + "0009" + "01234" + "1234567" + "8");
  expect(at(header!, 77, 94)).toBe("084UNIPRIME       ");
  expect(at(header!, 101, 117)).toBe("        MX0000007");
  const [first] = details(content);
  expect(at(first!, 21, 37)).toBe("00090123412345678");
  expect(at(first!, 63, 70)).toBe("00020200");
  expect(at(first!, 93, 93)).toBe("2");
  expect(at(first!, 106, 110)).toBe("2  01");
  expect(at(first!, 140, 147)).toBe("00000000");
});

test("the nosso número and its DV at 71-82, BoletoNetCore's published slip 09/00000010027-P", () => {
  // BoletoNet/BoletoNetCore BancoUniprimeNortePRCarteira09Tests.cs (agência 0012, conta 47744).
  const content = buildRemessa(
    remessaFor("084", "cnab400", { agency: "0012", account: "47744", account_digit: "0" }, ["10027"]),
  ).content;
  expect(at(details(content)[0]!, 71, 82)).toBe("00000010027P");
});
