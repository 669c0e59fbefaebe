/**
 * The `protest` a protest instruction carries (`{ days, business_days? }`), checked when the
 * instruction is accepted instead of first when its remessa is written.
 *
 * The days are a whole number from 1 to 99:
 * - at most 99: every layout lote writes carries them in a 2-digit numeric field (FEBRABAN CNAB 240
 *   Segmento P 222-223 "número de dias para protesto"; the CNAB 400 layouts at 392-393, e.g.
 *   Santander H7800 and Itaú's "protestar após XX dias");
 * - at least 1: a protest after 0 days asks for nothing a cartório can count from, and the
 *   independent writers refuse it (ACBr, `ACBrBancoUnicredES.GerarRegistroTransacao240`: protest
 *   codes 1/2 with `DiasDeProtesto <= 0` raise "Informar a propriedade DiasDeProtesto").
 * A bank's own, higher minimum (some manuals ask for more days) is not known to lote and is left to
 * the bank's answer (FEBRABAN C047 motivo 38 "prazo para protesto inválido").
 */
import type { Issue } from "../errors";

/** The range of `protest.days`. */
export const PROTEST_DAYS = { min: 1, max: 99 } as const;

/**
 * The problems of a protest instruction's `protest` value, with paths under `protest`; empty
 * when it is `{ days: 1..99, business_days?: boolean }`. Code `INVALID_PROTEST`.
 *
 * @example protestIssues({ days: "5" }) // [{ code: "INVALID_PROTEST", path: ["protest", "days"], … }]
 */
export function protestIssues(value: unknown): Issue[] {
  const bad = (path: (string | number)[], message: string): Issue[] => [
    { code: "INVALID_PROTEST", path: ["protest", ...path], message },
  ];
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return bad([], "protest must be an object { days, business_days? }");
  const o = value as Record<string, unknown>;
  const unknown = Object.keys(o).find((k) => k !== "days" && k !== "business_days");
  if (unknown !== undefined)
    return bad([unknown], `protest.${unknown} is not a field of protest (days, business_days)`);
  const days = o.days;
  if (
    typeof days !== "number" ||
    !Number.isSafeInteger(days) ||
    days < PROTEST_DAYS.min ||
    days > PROTEST_DAYS.max
  )
    return bad(
      ["days"],
      `protest.days must be a whole number of days from ${PROTEST_DAYS.min} to ${PROTEST_DAYS.max} (a number, not text)`,
    );
  if (o.business_days !== undefined && typeof o.business_days !== "boolean")
    return bad(["business_days"], "protest.business_days must be true or false");
  return [];
}
