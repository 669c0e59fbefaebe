import type { BankApiModule } from "../../types";
import { checkC6Codes } from "./codes";
import { connector } from "./connector";
import { simulator } from "./simulator";

/** C6 Bank's BolePix connector, its simulator and the check of the codes C6 assigns. */
export const api: BankApiModule = {
  connector,
  simulator,
  checkCodes: (codes, input) =>
    checkC6Codes(codes, input).map((i) => ({ code: i.code, path: i.path.split("."), message: i.message })),
};

export { checkC6Codes } from "./codes";
export { externalReferenceId, webhookRegister } from "./request";
