/**
 * Connectors: banks' cobrança APIs and the BACEN Pix API as data and pure functions (types.ts),
 * the harness their simulators run in (sim.ts) and the validator of the published schemas
 * (schema.ts). Each bank's connector lives in its folder (`banks/<code>-<slug>/api/`), the Pix
 * API's in `pix/api/`; `connectorOf` finds them.
 */

export * from "./schema";
export * from "./sim";
export * from "./types";
