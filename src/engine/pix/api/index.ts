/**
 * The BACEN Pix API for any PSP: the connector (cobv per title, lote per job, webhook, received Pix,
 * devoluções) and the PSP simulator that holds it to the published schema. The Pix API is no bank:
 * the service picks it by `connector.provider === "pix"` (docs/connectors/pix.md).
 */
import type { BankApiModule } from "../../banks/types";
import { connector } from "./connector";
import { simulator } from "./simulator";

export { bolepixBrCode, cobvBrCode } from "./brcode";
export { type CobvOptions, cobvBody, DEFAULT_VALIDADE_APOS_VENCIMENTO } from "./cobv";
export { parsePixWebhook, pixProviderIds } from "./connector";
export { devolucaoId, loteCobvId, pixTxid } from "./ids";
export {
  type LoteChange,
  type LoteItem,
  loteCobvGet,
  loteCobvPatch,
  loteCobvPut,
  parseLoteCobv,
  parseLoteCobvWrite,
} from "./lote";
export { failure as pixFailure, PIX_ERROR_TYPE, type PixProblem, problemOf } from "./outcome";
export { parseDevolucao, parsePixRead, parseWebhookDelete, parseWebhookGet, parseWebhookPut } from "./parse";
export type { CobvState, PixReceived, PixRefund } from "./read";
export {
  cobvRead,
  devolucaoPut,
  devolucaoRead,
  PIX_API_PREFIX,
  pixList,
  pixRead,
  webhookDelete,
  webhookGet,
  webhookPut,
} from "./requests";

/** The Pix API's connector and simulator (the shape of a bank's `api`). */
export const pixApi: BankApiModule = { connector, simulator };
