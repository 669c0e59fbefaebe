/**
 * The consolidated documents rebuilt from a job's completed boletos: the merged PDF (every
 * boleto, index order) and the carnê (one per payer, parcelas in index order; with the HTML carnê
 * when the job asked for HTML). Boletos are rebuilt from the stored inputs with their stored
 * processing date, and logos come from the job's audit record, so a rebuild gives the same bytes.
 */

import {
  type Boleto,
  buildBoleto,
  type Logo,
  normalizeDocument,
  renderBoletoPdf,
  renderCarneHtml,
  renderCarnePdf,
  validateBoletoInput,
} from "../../engine/index";
import { engineInput } from "../../ledger/input";
import type { Services } from "../../services";
import { jobLogoChooser } from "../../tenants/logos";
import { completedItems } from "./store";

interface JobDocs {
  boletos: Boleto[];
  options: { html?: boolean; carne?: { per_page?: 1 | 2 | 3; cover?: boolean } };
  logoFor: (beneficiaryDocument: string) => Logo | undefined;
}

/** The job's completed boletos (index order), its options and its logo chooser. */
async function completedBoletos(svc: Services, tenantId: string, jobId: string): Promise<JobDocs> {
  const { job, rows } = await completedItems(await svc.data(tenantId, jobId), tenantId, jobId);
  const boletos: Boleto[] = [];
  for (const r of rows) {
    const v = validateBoletoInput(engineInput(r.input));
    if (!v.ok) continue;
    const today = String(r.result?.processed_on ?? "");
    boletos.push(buildBoleto(v.value, { today }));
  }
  if (boletos.length === 0) throw new Error(`job ${jobId} has no completed boleto`);
  return {
    boletos,
    options: (job?.options ?? {}) as JobDocs["options"],
    logoFor: await jobLogoChooser(svc, tenantId, job?.audit ?? null),
  };
}

/** One PDF with every completed boleto of the job, in index order. */
export async function buildMergedPdf(svc: Services, tenantId: string, jobId: string): Promise<Uint8Array> {
  const { boletos, logoFor } = await completedBoletos(svc, tenantId, jobId);
  return renderBoletoPdf(boletos, { logo: (b) => logoFor(b.input.beneficiary.document) });
}

/** One payer's carnê: its PDF, and its HTML when the job asked for HTML. */
export interface CarneDoc {
  payerDocument: string;
  parcelas: number;
  pdf: Uint8Array;
  html?: Uint8Array;
}

/**
 * The job's carnês: its completed boletos grouped by payer (CPF/CNPJ), groups in the order of
 * their first boleto, parcelas in index order; options from the job's `options.carne`.
 */
export async function buildCarnes(svc: Services, tenantId: string, jobId: string): Promise<CarneDoc[]> {
  const { boletos, options, logoFor } = await completedBoletos(svc, tenantId, jobId);
  const groups = new Map<string, Boleto[]>();
  for (const b of boletos) {
    const key = normalizeDocument(b.input.payer.document);
    const list = groups.get(key) ?? [];
    list.push(b);
    groups.set(key, list);
  }
  const carne = {
    per_page: options.carne?.per_page ?? 3,
    cover: options.carne?.cover ?? false,
    logo: (b: Boleto) => logoFor(b.input.beneficiary.document),
  };
  const out: CarneDoc[] = [];
  for (const [payerDocument, list] of groups) {
    const doc: CarneDoc = { payerDocument, parcelas: list.length, pdf: await renderCarnePdf(list, carne) };
    if (options.html) doc.html = new TextEncoder().encode(renderCarneHtml(list, carne));
    out.push(doc);
  }
  return out;
}
