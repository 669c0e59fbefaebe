import type { BankApiModule } from "../../types";
import { checkCoraCodes } from "./codes";
import { connector } from "./connector";
import { simulator } from "./simulator";

/** Cora's API v2 connector, its simulator and the check of the codes Cora assigns. */
export const api: BankApiModule = {
  connector,
  simulator,
  checkCodes: (codes, input) =>
    checkCoraCodes(codes, input).map((i) => ({ code: i.code, path: i.path.split("."), message: i.message })),
};

export { checkCoraCodes } from "./codes";
export { idempotencyKey, webhookRegister } from "./request";
