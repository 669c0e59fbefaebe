/**
 * Versions recorded in every job's audit record, so a boleto can be traced to the rules and the
 * template that produced it. Bump BANK_RULES_VERSION when any bank's boleto or CNAB rule changes,
 * TEMPLATE_VERSION when the printed layout changes (artifacts' bytes change with it).
 */
export const BANK_RULES_VERSION = "2026.12.3";
export const TEMPLATE_VERSION = "boleto-a4-v2";
