import type { BankApiModule } from "../../types";
import { checkInterCodes } from "./codes";
import { connector } from "./connector";
import { simulator } from "./simulator";

/** Banco Inter's API Cobrança v3 connector and its simulator (see `connector.ts`). */
export const api: BankApiModule = { connector, simulator, checkCodes: checkInterCodes };

export { checkInterCodes } from "./codes";
export { interConnector } from "./connector";
export type { InterOptions, InterTitleKey } from "./request";
export { webhookRegister } from "./request";
