/**
 * What a registration reads of its boleto, and what the provider's codes do to it: a boleto that
 * waits for them (`result.awaiting_provider`: a bank that assigns its codes, a PSP's Pix charge)
 * gets them on its item — nosso número, barcode, linha digitável, the Pix QR — and renders with
 * them; codes that fail lote's checks (or a refusal) fail the item with typed errors, and nothing
 * is rendered.
 */
import { formatDigitableLine, type Issue, type ProviderCodes } from "../engine/index";
import type { DataDb } from "../storage/db";
import { decodeRow, sqlColumns } from "../storage/rows";
import { items } from "../storage/schema";

const COLS = ["id", "jobId", "status", "attempt", "input", "result", "bankStatus", "externalId"] as const;

/** The boleto a registration is about, or undefined. */
export async function itemForRegistration(data: DataDb, tenantId: string, itemId: string) {
  const row = await data.d1
    .prepare(`SELECT ${sqlColumns(items, COLS)} FROM items WHERE id = ?1 AND +tenant_id = ?2`)
    .bind(itemId, tenantId)
    .first();
  return row ? decodeRow(items, row, COLS) : undefined;
}

/** The sequential nosso número the bank printed (for retorno and webhook matching): digits, no leading zeros. */
function ourNumberKey(printed: string): string {
  return printed.replace(/\D/g, "").replace(/^0+/, "") || "0";
}

/**
 * The statements that put the provider's `codes` on a waiting boleto, or (with `issues`, or no
 * codes) fail it with them. Only a boleto still waiting for `provider` is touched.
 */
export function providerCodesStatements(
  data: DataDb,
  itemId: string,
  provider: string,
  codes: ProviderCodes | null,
  issues: readonly Pick<Issue, "code" | "message">[] | { path: string; code: string; message: string }[],
  now: number,
): D1PreparedStatement[] {
  const waiting = `json_extract(result, '$.awaiting_provider') = ?2`;
  if (!codes || issues.length > 0) {
    const errors = issues.map((i) => ({
      code: i.code,
      path: "path" in i ? (Array.isArray(i.path) ? i.path.join(".") : String(i.path)) : "",
      message: i.message,
    }));
    return [
      data.d1
        .prepare(
          `UPDATE item_attempts SET status = 'failed', errors = ?3, finished_at = ?4
            WHERE item_id = ?1 AND attempt = (SELECT attempt FROM items WHERE id = ?1 AND ${waiting})`,
        )
        .bind(itemId, provider, JSON.stringify(errors), now),
      data.d1
        .prepare(
          `UPDATE items SET status = 'failed', errors = ?3, finished_at = ?4, updated_at = ?4,
             result = json_remove(result, '$.awaiting_provider')
            WHERE id = ?1 AND status = 'rendering' AND ${waiting}`,
        )
        .bind(itemId, provider, JSON.stringify(errors), now),
    ];
  }
  const patch: Record<string, unknown> = { provider_codes: { provider, ...codes } };
  if (codes.digitable_line) {
    patch.digitable_line = codes.digitable_line;
    patch.digitable_line_formatted = formatDigitableLine(codes.digitable_line);
  }
  if (codes.barcode) patch.barcode = codes.barcode;
  if (codes.our_number) patch.our_number = codes.our_number;
  if (codes.pix_emv) patch.pix_payload = codes.pix_emv;
  return [
    data.d1
      .prepare(
        `UPDATE items SET result = json_remove(json_patch(result, ?3), '$.awaiting_provider'),
           our_number_key = COALESCE(?4, our_number_key), updated_at = ?5
          WHERE id = ?1 AND ${waiting}`,
      )
      .bind(
        itemId,
        provider,
        JSON.stringify(patch),
        codes.our_number ? ourNumberKey(codes.our_number) : null,
        now,
      ),
  ];
}
