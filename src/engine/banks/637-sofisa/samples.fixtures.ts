/** Banco Sofisa (637) test data: a random valid boleto part (see ../samples.fixtures.ts); no CNAB. */
import { type BankSamples, operationLayout } from "../samples.fixtures";

export const samples: BankSamples = {
  part: operationLayout(["101", "102", "112", "121", "201"]),
};
