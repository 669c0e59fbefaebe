/**
 * 748 — Sicredi, API de Cobrança: the connector and the simulator that holds it to the published
 * schema (sources in connector.ts and docs/connectors/748-sicredi.md).
 */
import type { BankConnector } from "../../../connect/types";
import type { BankApiModule } from "../../types";
import { connector } from "./connector";
import { simulator } from "./simulator";

export { type SicrediAuthSpec, type SicrediCredentials, TOKEN_PATHS } from "./auth";
export { connector, type SicrediConnector, WEBHOOK_EVENTS } from "./connector";
export { simulator } from "./simulator";

/**
 * lote's shared `AuthSpec` has no password grant: the connector's `auth` is `SicrediAuthSpec`
 * (kind "oauth2_password"), so it is handed over as a `BankConnector` until the shared type takes
 * that kind (proposed in the report). Everything else conforms.
 */
export const api: BankApiModule = { connector: connector as unknown as BankConnector, simulator };
