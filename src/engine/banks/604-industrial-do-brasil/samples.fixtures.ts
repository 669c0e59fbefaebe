/** Banco Industrial do Brasil (604) test data: a random valid boleto part (see ../samples.fixtures.ts); no CNAB. */
import { type BankSamples, operationLayout } from "../samples.fixtures";

export const samples: BankSamples = {
  part: operationLayout(["110", "121"]),
};
