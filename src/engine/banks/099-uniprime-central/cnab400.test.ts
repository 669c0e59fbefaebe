/**
 * 099 Uniprime Central CNAB 400: positions as frones/ACBr `ACBrUniprime.pas` (26040ab2) writes
 * them — its GerarRegistroHeader400 and GerarRegistroTransacao400, ACBr's Bradesco 400 under 099 —
 * and the file warning of a one-source layout.
 */
import { expect, test } from "vitest";
import { details, sampleRemessa } from "../../../../test/engine/cnab/fixtures";
import { buildRemessa } from "../../cnab/remessa/remessa";

/** Positions 1-based and inclusive, as ACBr's comments number them. */
const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

test("the header: 099 / UNIPRIME, MX and the NSA", () => {
  const [header] = buildRemessa(sampleRemessa("099", "cnab400")).content.split("\r\n");
  // FormatFloat('000', Numero) + PadRight('UNIPRIME', 15); data; Space(08) + 'MX' + NSA 7.
  expect(at(header!, 1, 26)).toBe("01REMESSA01COBRANCA       ");
  expect(at(header!, 77, 94)).toBe("099UNIPRIME       ");
  expect(at(header!, 101, 117)).toBe("        MX0000007");
  expect(at(header!, 395, 400)).toBe("000001");
});

test("the detail: carteira, agência, conta at 21-37, multa 66-70, nosso número 71-82", () => {
  const [first] = details(buildRemessa(sampleRemessa("099", "cnab400")).content);
  expect(at(first!, 21, 37)).toBe("0" + "009" + "01234" + "1234567" + "8");
  expect(at(first!, 63, 70)).toBe("000" + "2" + "0200");
  expect(at(first!, 71, 82)).toBe("00000000001" + "1");
  // 105 ' ', 106 '2' (não emite aviso), 107-108 blanks, 109-110 ocorrência 01.
  expect(at(first!, 105, 110)).toBe(" 2  01");
  expect(at(first!, 140, 150)).toBe("00000000" + "01" + "N");
});

test("every Uniprime Central remessa carries CNAB_LAYOUT_UNCONFIRMED", () => {
  const { warnings } = buildRemessa(sampleRemessa("099", "cnab400"));
  expect(warnings[0]).toMatchObject({ code: "CNAB_LAYOUT_UNCONFIRMED", line: 0, path: [] });
});
