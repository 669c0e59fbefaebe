/**
 * QI SCD's nosso número in CNAB: Bradesco's codec (carteira, número, DV) with the DV of QI's own
 * boleto rules (`boleto.ts`), for both layouts laid out as Bradesco's tables.
 */
import { printedCheckDigits } from "../../cnab/spec/febraban-codes";
import type { OurNumberCodec } from "../../cnab/spec/spec";
import { boleto } from "./boleto";

/**
 * `codec` (Bradesco's 240 or 400) writing QI's DV.
 *
 * @example withQiDv(bradesco400.ourNumber).encode(title, ctx).our_number_dv // "P" or a digit
 */
export function withQiDv(codec: OurNumberCodec): OurNumberCodec {
  return {
    ...codec,
    encode: (t, ctx) => ({
      wallet: t.wallet,
      our_number: t.our_number,
      our_number_dv: printedCheckDigits(boleto.ourNumber(t, { today: ctx.generated_on })),
    }),
  };
}
