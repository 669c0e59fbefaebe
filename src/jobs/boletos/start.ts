import type { Services } from "../../context";
import type { JobRow } from "../kinds";

/** Placeholder replaced by the boleto job implementation. */
export async function startBoletoJob(_svc: Services, _job: JobRow): Promise<void> {}
