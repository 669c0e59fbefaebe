/** BMP Money Plus (274) test data: a random valid boleto part (see ../samples.fixtures.ts). */
import { type BankSamples, bradescoLayout } from "../samples.fixtures";

export const samples: BankSamples = {
  part: bradescoLayout(["1", "2", "3"]),
};
