/** Uniprime Central (099) test data: a random valid boleto part (see ../samples.fixtures.ts); no CNAB. */
import { type BankSamples, bradescoLayout } from "../samples.fixtures";

export const samples: BankSamples = {
  part: bradescoLayout(["02", "03", "04", "06", "09", "16", "19", "21", "22", "25", "26"]),
};
