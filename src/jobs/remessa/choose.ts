/**
 * What a remessa request may carry, decided before the job exists: the titles it sends (given, or
 * the tenant's boletos awaiting their entry with `select: "pending"`), refused when there is
 * nothing to send, and a company the job's files could not write.
 */

import {
  type CnabLayout,
  companyDocumentIssueAnywhere,
  isAlphanumericDocument,
  type Party,
} from "../../engine/index";
import { DomainError } from "../../platform/errors";
import type { Services } from "../../services";
import { instructionGroups } from "./instructions";
import { pendingEntries } from "./select";

type Title = Record<string, unknown>;

/**
 * The titles a remessa sends: `select: "pending"` chooses the boletos awaiting their entry (at
 * most `max`, optionally of one bank); a remessa without titles must have queued instructions to
 * carry. Throws `BATCH_TOO_LARGE`, `VALIDATION_FAILED`, `NOTHING_TO_SEND`, `NO_QUEUED_INSTRUCTIONS`.
 */
export async function chooseTitles(
  svc: Services,
  tenantId: string,
  req: { titles: Title[]; select: "given" | "pending"; bank_code?: string; instructions: string },
  max: number,
): Promise<Title[]> {
  if (req.titles.length > max)
    throw new DomainError("BATCH_TOO_LARGE", `a job takes at most ${max} titles; got ${req.titles.length}`);
  let titles = req.titles;
  const queued = async () =>
    (await instructionGroups(await svc.tenantData(tenantId), tenantId, "")).length > 0;
  if (req.select === "pending") {
    if (titles.length > 0)
      throw new DomainError("VALIDATION_FAILED", 'select "pending" chooses the titles itself', {
        issues: [
          { code: "NOT_ALLOWED", path: "body.titles", message: 'give no titles with select: "pending"' },
        ],
      });
    const pending = await pendingEntries(await svc.tenantData(tenantId), tenantId, {
      bankCode: req.bank_code,
      limit: max,
    });
    titles = pending.map((p) => ({ item_id: p.id }));
    if (titles.length === 0 && (req.instructions === "none" || !(await queued())))
      throw new DomainError("NOTHING_TO_SEND", "no boleto awaits its entry and no instruction is queued");
  }
  if (titles.length === 0) {
    if (req.instructions === "none")
      throw new DomainError("VALIDATION_FAILED", "a remessa without titles carries instructions only", {
        issues: [
          { code: "TOO_SMALL", path: "body.titles", message: 'give titles, or instructions: "include"' },
        ],
      });
    // Instructions are claimed from every shard the tenant has data on.
    if (!(await queued()))
      throw new DomainError("NO_QUEUED_INSTRUCTIONS", "no instruction is queued: there is nothing to send");
  }
  return titles;
}

/**
 * An explicit `company` whose CNPJ a file the job may write cannot carry (an alphanumeric CNPJ in
 * a layout whose company inscription is numeric) is refused at the door, with its path, instead of
 * failing files later. A full title names its bank (and maybe its layout); a reference may be of
 * any bank, so every layout counts for it.
 */
export function refuseUnwritableCompany(
  company: Party,
  titles: Record<string, unknown>[],
  layout: CnabLayout | undefined,
): void {
  if (!isAlphanumericDocument(company.document)) return;
  const targets = new Map<string, { bank?: string; layout?: CnabLayout }>();
  for (const t of titles) {
    const bank = typeof t.bank_code === "string" ? t.bank_code : undefined;
    const own =
      t.layout === "cnab240" || t.layout === "cnab400" || t.layout === "cnab444" ? t.layout : layout;
    targets.set(`${bank}|${own}`, { bank, layout: own });
  }
  for (const target of targets.values()) {
    const issue = companyDocumentIssueAnywhere(company, [], target.bank, target.layout);
    if (issue)
      throw new DomainError("VALIDATION_FAILED", `company.document ${issue.message}`, {
        issues: [{ code: issue.code, path: "body.company.document", message: issue.message }],
      });
  }
}
