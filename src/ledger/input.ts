/** The boleto part of a stored item: what the engine validates. */

/** Item fields that belong to the service, not to the boleto (the engine rejects unknown fields). */
const SERVICE_FIELDS = new Set(["external_id"]);

/** The part of a stored item the engine validates. */
export function engineInput(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([k]) => !SERVICE_FIELDS.has(k)));
}
