/**
 * Request-body pieces shared by the job routes: what the service itself reads from an item or a
 * title (its `external_id`, a remessa reference, movement and layout) is typed here, at the door,
 * so a wrong type is a 422 with its path instead of being silently ignored. The boleto fields of an
 * item are still validated one by one in the background, where a bad item fails alone.
 */
import { z } from "@hono/zod-openapi";
import { REMESSA_MOVEMENTS } from "../ledger/movements";

/** `external_id`: the tenant's own unique reference of a boleto. */
export const EXTERNAL_ID_MAX = 100;

/** The engine's movements (src/ledger/movements.ts): one list, never written twice. */
export const Movement = z.enum(REMESSA_MOVEMENTS);
export const Layout = z.enum(["cnab240", "cnab400", "cnab444"]);

type Ctx = z.core.$RefinementCtx<Record<string, unknown>>;

function issue(ctx: Ctx, code: string, path: (string | number)[], message: string): void {
  ctx.addIssue({ code: "custom", path, message, params: { code } });
}

/** A string of 1..max characters without control characters. */
function isReference(v: unknown, max: number): v is string {
  if (typeof v !== "string" || v.length === 0 || v.length > max) return false;
  for (let i = 0; i < v.length; i++) if (v.charCodeAt(i) < 32 || v.charCodeAt(i) === 127) return false;
  return true;
}

function checkReference(ctx: Ctx, o: Record<string, unknown>, key: string, max: number): void {
  if (!(key in o)) return;
  const v = o[key];
  if (typeof v !== "string") issue(ctx, "INVALID_TYPE", [key], `${key} must be a string`);
  else if (!isReference(v, max))
    issue(
      ctx,
      "INVALID_REFERENCE",
      [key],
      `${key} must be 1 to ${max} characters, without control characters`,
    );
}

/**
 * The `external_id` problems of items that did not come through the JSON schema (a CSV upload's
 * rows). `place` says where item `index`'s external_id is: its path, and the words that open its
 * message (a CSV row names its sheet row and column).
 * @example externalIdIssues([{ external_id: "" }], (i) => ({ path: `body.items[${i}].external_id`, lead: "" }))
 * // [{ code: "INVALID_REFERENCE", path: "body.items[0].external_id", … }]
 */
export function externalIdIssues(
  items: Record<string, unknown>[],
  place: (index: number) => { path: string; lead: string },
): { code: string; path: string; message: string }[] {
  const out: { code: string; path: string; message: string }[] = [];
  items.forEach((it, i) => {
    if (!("external_id" in it)) return;
    const { path, lead } = place(i);
    if (typeof it.external_id !== "string")
      out.push({ code: "INVALID_TYPE", path, message: `${lead}external_id must be a string` });
    else if (!isReference(it.external_id, EXTERNAL_ID_MAX))
      out.push({
        code: "INVALID_REFERENCE",
        path,
        message: `${lead}external_id must be 1 to ${EXTERNAL_ID_MAX} characters, without control characters`,
      });
  });
  return out;
}

/** One boleto item of a job: any object (checked in the background), with a typed `external_id`. */
export const BoletoItemEnvelope = z
  .record(z.string(), z.unknown())
  .superRefine((o, ctx) => checkReference(ctx, o, "external_id", EXTERNAL_ID_MAX))
  .openapi({
    type: "object",
    description: "A BoletoItem (components/schemas/BoletoItem), plus `external_id`",
  });

/** `defaults`: merged under every item; an `external_id` there would give every item the same one. */
export const ItemDefaults = z
  .record(z.string(), z.unknown())
  .superRefine((o, ctx) => {
    if ("external_id" in o)
      issue(ctx, "NOT_ALLOWED", ["external_id"], "external_id is per item; it cannot be a default");
  })
  .openapi({
    description: "Deep-merged under every item (e.g. the beneficiary and bank account); the item wins.",
  });

/** A retry patch: merged over the stored input; the item keeps its `external_id`. */
export const ItemPatch = z
  .record(z.string(), z.unknown())
  .superRefine((o, ctx) => {
    if ("external_id" in o)
      issue(ctx, "NOT_ALLOWED", ["external_id"], "external_id cannot be changed by a retry");
  })
  .openapi({
    description:
      "JSON merge patch applied to the item's input before reprocessing (objects merge, `null` removes a field, except `due_date: null`, which means à vista)",
  });

/** One remessa title: a reference (`item_id` / `external_id`) or a full item, with movement and layout. */
export const TitleEnvelope = z
  .record(z.string(), z.unknown())
  .superRefine((o, ctx) => {
    // The references decide what the title is; the rest (movement, layout and the boleto's
    // fields) is checked in the background, where a bad title fails alone like a bad item.
    checkReference(ctx, o, "item_id", 64);
    checkReference(ctx, o, "external_id", EXTERNAL_ID_MAX);
  })
  .openapi({
    type: "object",
    description:
      "Either a reference to an issued boleto — `{ item_id }` or `{ external_id }`, optionally with `movement`, `layout` and fields to override (e.g. a new `due_date`) — or a full BoletoItem with `movement` and `layout`. `invoice_key`: the NF-e's chave de acesso (44 digits) a `cnab444` detail carries at 401-444; refused in other layouts (`CNAB_UNSUPPORTED_INVOICE_KEY`).",
  });

/** A record with at most `max` keys (settings maps that must stay small). */
export function smallRecord<V extends z.ZodType>(key: z.ZodType<string>, value: V, max: number) {
  return z.record(key, value).superRefine((o, ctx) => {
    const n = Object.keys(o).length;
    if (n > max)
      ctx.addIssue({
        code: "custom",
        message: `at most ${max} entries; got ${n}`,
        params: { code: "TOO_MANY_ITEMS" },
      });
  });
}
