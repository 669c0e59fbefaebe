/**
 * The PIX data a bank's CNAB PIX record carries (Itaú 400 tipo 3, Santander 400 tipo 8), taken
 * from the title's `pix` with the PIX module's own key typing and BR Code parser.
 */
import type { Issue } from "../../errors";
import { type PixKeyType, pixKeyType } from "../../pix/fields";
import { parsePixPayload } from "../../pix/parse";
import type { RemessaTitle } from "../types";

/** What a PIX record carries: the key, its DICT type and the TXID. */
export interface TitlePix {
  key: string;
  key_type: string;
  txid: string;
}

const DICT_TYPES: Readonly<Record<PixKeyType, string>> = {
  cpf: "1",
  cnpj: "2",
  phone: "3",
  email: "4",
  evp: "5",
};

/**
 * The PIX key, its DICT type (1 CPF, 2 CNPJ, 3 phone, 4 e-mail, 5 EVP) and TXID the bank's PIX
 * record carries: from `pix.key`, or from a static BR Code in `pix.emv`. A dynamic BR Code (a
 * location URL, no key) gives `undefined`: the writer then warns that no PIX record was sent.
 *
 * @example pixData(title, ["titles", 0], issues)?.key_type // "2" for a CNPJ key
 */
export function pixData(t: RemessaTitle, path: (string | number)[], issues: Issue[]): TitlePix | undefined {
  const pix = t.pix;
  if (pix === undefined) return undefined;
  let key: string | null;
  let txid = "";
  if ("key" in pix) {
    key = pix.key;
    txid = pix.txid ?? "";
  } else {
    try {
      const parsed = parsePixPayload(pix.emv);
      key = parsed.key;
      txid = parsed.txid ?? "";
    } catch (e) {
      issues.push({
        code: "CNAB_INVALID_PIX",
        path: [...path, "pix", "emv"],
        message: e instanceof Error ? e.message : "invalid BR Code",
      });
      return undefined;
    }
  }
  if (key === null) return undefined;
  const type = pixKeyType(key);
  if (type === undefined) {
    issues.push({
      code: "CNAB_INVALID_PIX",
      path: [...path, "pix", "key"],
      message: "pix.key is not a CPF, CNPJ, phone, e-mail or random (EVP) key",
    });
    return undefined;
  }
  return { key, key_type: DICT_TYPES[type], txid };
}
