/**
 * The zod schema of one boleto item (the API's input, `BoletoInput`). It checks structure and
 * each field on its own (types, lengths, CPF/CNPJ, CEP, UF, dates, amounts); rules that need
 * several fields or the bank are applied afterwards by `validateBoletoInput` (`validate.ts`).
 *
 * Kept a plain object schema with `.describe()` texts and no transforms, so the service can export
 * it to OpenAPI as is. Field-level problems carry a stable code in `params.code`; `issues.ts`
 * turns every zod issue into an engine `Issue` with its own deterministic message.
 */

import { z } from "zod";
import { getBank } from "../banks/registry";
import { isDigits } from "../math/check-digits";
import { isoToDays } from "../math/date";
import { documentKind, isValidCep, isValidUf, normalizeCep, normalizeDocument } from "../math/documents";
import { MAX_AMOUNT_CENTS } from "../math/money";

/** Limits shared with the fast path (`fast-path.ts`), so both accept exactly the same values. */
export const LIMITS = {
  name: 100,
  street: 100,
  addressNumber: 10,
  complement: 60,
  district: 60,
  city: 60,
  accountDigits: 12,
  // Up to 20: some banks assign 20-digit company codes for CNAB (Bradesco, Santander 400); each bank's rules narrow it.
  agreement: 20,
  ourNumber: 20,
  documentNumber: 25,
  paymentPlace: 100,
  instructionLines: 8,
  descriptionLines: 20,
  line: 100,
  bankFields: 10,
  bankFieldValue: 20,
  /** Basis points: interest per month and fine rate are capped at 100%. */
  rateBasisPoints: 10_000,
  pixEmv: 512,
} as const;

type Ctx = z.core.$RefinementCtx<string> | z.core.$RefinementCtx<number>;

function fail(ctx: Ctx, code: string, message: string): void {
  ctx.addIssue({ code: "custom", message, params: { code } });
}

/** A string that is only digits, 1..max long, else `code`. */
function digits(max: number, code: string) {
  return z.string().superRefine((v, ctx) => {
    if (!isDigits(v) || v.length > max) fail(ctx, code, `must be 1 to ${max} digits`);
  });
}

/** An optional single check digit (a digit or a letter such as X or P). */
function checkDigit(code: string) {
  return z.string().superRefine((v, ctx) => {
    const c = v.length === 1 ? v.charCodeAt(0) : 0;
    const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (!ok) fail(ctx, code, "must be one digit or letter");
  });
}

/** A non-blank text of at most `max` characters without line breaks. */
export function isPlainText(v: string, max: number): boolean {
  if (v.length === 0 || v.length > max || v.trim() === "") return false;
  for (let i = 0; i < v.length; i++) if (v.charCodeAt(i) < 32) return false;
  return true;
}

function text(max: number) {
  return z.string().superRefine((v, ctx) => {
    if (!isPlainText(v, max)) fail(ctx, "INVALID_TEXT", `must be 1 to ${max} characters on one line`);
  });
}

function isoDate(what: string) {
  return z
    .string()
    .describe(`${what}, ISO YYYY-MM-DD`)
    .superRefine((v, ctx) => {
      if (isoToDays(v) === undefined) fail(ctx, "INVALID_DATE", "must be a real date YYYY-MM-DD");
    });
}

function cents() {
  return z.number().superRefine((v, ctx) => {
    if (!Number.isSafeInteger(v) || v < 0)
      fail(ctx, "INVALID_AMOUNT", "must be a whole, non-negative number of centavos");
    else if (v > MAX_AMOUNT_CENTS)
      fail(ctx, "AMOUNT_TOO_LARGE", `must be at most ${MAX_AMOUNT_CENTS} centavos`);
  });
}

const document = z
  .string()
  .describe("CPF (11 digits) or CNPJ (14 characters, alphanumeric since 2026); punctuation is accepted")
  .superRefine((v, ctx) => {
    const d = normalizeDocument(v);
    if (d.length === 11) {
      if (documentKind(d) !== "cpf") fail(ctx, "INVALID_CPF", "is not a valid CPF (check digits)");
    } else if (d.length === 14) {
      if (documentKind(d) !== "cnpj") fail(ctx, "INVALID_CNPJ", "is not a valid CNPJ (check digits)");
    } else {
      fail(ctx, "INVALID_DOCUMENT", "must be a CPF (11 digits) or a CNPJ (14 characters)");
    }
  });

const address = z
  .strictObject({
    street: text(LIMITS.street).describe("Logradouro"),
    number: text(LIMITS.addressNumber).optional().describe("Número"),
    complement: text(LIMITS.complement).optional().describe("Complemento"),
    district: text(LIMITS.district).optional().describe("Bairro"),
    city: text(LIMITS.city).describe("Município"),
    state: z
      .string()
      .describe("UF, two letters (case-insensitive)")
      .superRefine((v, ctx) => {
        if (!isValidUf(v.toUpperCase())) fail(ctx, "INVALID_UF", "must be one of the 27 UFs, e.g. SP");
      }),
    zip_code: z
      .string()
      .describe("CEP, 8 digits; 01310-100 is accepted")
      .superRefine((v, ctx) => {
        if (!isValidCep(normalizeCep(v))) fail(ctx, "INVALID_CEP", "must be a CEP of 8 digits");
      }),
  })
  .describe("Address");

const party = (what: string) =>
  z
    .strictObject({
      name: text(LIMITS.name).describe("Name or company name"),
      document,
      address: address.optional(),
    })
    .describe(what);

/** A party on its own (name, CPF/CNPJ, optional address), e.g. the company of a CNAB file. */
export const partySchema = party("Party: name, CPF/CNPJ, optional address");

const rate = (code: string) =>
  z.number().superRefine((v, ctx) => {
    if (!Number.isSafeInteger(v) || v < 0 || v > MAX_AMOUNT_CENTS) {
      fail(ctx, code, `must be a whole number from 0 to ${MAX_AMOUNT_CENTS}`);
    }
  });

/**
 * One boleto item, field names as in `BoletoInput` (glossary: docs/glossary.md). Unknown fields
 * are rejected (`UNKNOWN_FIELD`) so that a misspelt optional field is not silently ignored.
 */
export const boletoItemSchema = z
  .strictObject({
    bank_code: z
      .string()
      .describe("Código de compensação of the bank, 3 digits (e.g. 341)")
      .superRefine((v, ctx) => {
        if (getBank(v) === undefined)
          fail(ctx, "UNSUPPORTED_BANK", `is ${JSON.stringify(v)}, a bank lote does not support`);
      }),
    agency: digits(LIMITS.accountDigits, "INVALID_AGENCY").describe("Agência, without its check digit"),
    agency_digit: checkDigit("INVALID_AGENCY_DIGIT")
      .optional()
      .describe("Check digit of the agência, when the bank prints one"),
    account: digits(LIMITS.accountDigits, "INVALID_ACCOUNT").describe("Conta corrente, without check digit"),
    account_digit: checkDigit("INVALID_ACCOUNT_DIGIT").optional().describe("Check digit of the conta"),
    wallet: z.string().min(1).max(3).describe("Carteira, as the bank numbers it (see docs/banks.md)"),
    agreement: digits(LIMITS.agreement, "INVALID_AGREEMENT")
      .optional()
      .describe("Convênio / código do beneficiário / código do cedente"),
    bank_fields: z
      .record(z.string(), z.string().max(LIMITS.bankFieldValue))
      .optional()
      .describe(
        "Bank-specific extras (Sicredi post/byte/year, Sicoob modality/installment, …); see docs/banks.md",
      ),
    amount_cents: cents().describe("Valor do documento in centavos, at most 9999999999"),
    due_date: isoDate("due_date")
      .nullable()
      .describe("Vencimento YYYY-MM-DD, or null for à vista (factor 0000)"),
    issue_date: isoDate("issue_date").optional().describe("Data do documento; default today"),
    our_number: digits(LIMITS.ourNumber, "INVALID_OUR_NUMBER").describe(
      "Nosso número: the bank's sequential part, without check digit",
    ),
    document_number: text(LIMITS.documentNumber).optional().describe("Número do documento (seu número)"),
    document_kind: z
      .string()
      .regex(/^[A-Z]{1,5}$/)
      .optional()
      .describe("Espécie do documento (DM, DS, NP, RC, …); default DM"),
    acceptance: z.enum(["A", "N"]).optional().describe("Aceite; default N"),
    beneficiary: party("Beneficiário"),
    payer: party("Pagador"),
    guarantor: party("Sacador/avalista").optional(),
    payment_place: text(LIMITS.paymentPlace).optional().describe("Local de pagamento"),
    instructions: z
      .array(text(LIMITS.line))
      .max(LIMITS.instructionLines)
      .optional()
      .describe("Instruções, one line each"),
    description: z
      .array(text(LIMITS.line))
      .max(LIMITS.descriptionLines)
      .optional()
      .describe("Text for the payer's receipt"),
    interest: z
      .strictObject({
        kind: z.enum(["daily_amount", "monthly_rate"]),
        value: rate("INVALID_INTEREST").describe("Centavos per day, or basis points per month"),
        start_date: isoDate("interest.start_date").optional(),
      })
      .optional()
      .describe("Juros de mora"),
    fine: z
      .strictObject({
        kind: z.enum(["amount", "rate"]),
        value: rate("INVALID_FINE").describe("Centavos, or basis points of the amount"),
        start_date: isoDate("fine.start_date").optional(),
      })
      .optional()
      .describe("Multa"),
    discount: z
      .strictObject({ amount_cents: cents(), until: isoDate("discount.until") })
      .optional()
      .describe("Desconto until a date (inclusive)"),
    rebate_cents: cents().optional().describe("Abatimento in centavos"),
    pix: z
      .strictObject({
        emv: z
          .string()
          .min(1)
          .max(LIMITS.pixEmv)
          .optional()
          .describe("BR Code returned by the bank (registered Bolepix)"),
        key: z.string().min(1).max(77).optional().describe("PIX key to build a static BR Code from"),
        txid: z
          .string()
          .min(1)
          .max(35)
          .optional()
          .describe(
            "Letters and digits: 1 to 25, the txid of the static BR Code lote builds; 26 to 35, a charge txid, only for a bank whose remessa registers it (Santander CNAB 240 Segment Y-03), left out of the static BR Code",
          ),
        merchant_name: z
          .string()
          .min(1)
          .max(LIMITS.name)
          .optional()
          .describe("Default: beneficiary name, cut to 25"),
        merchant_city: z
          .string()
          .min(1)
          .max(LIMITS.city)
          .optional()
          .describe("Default: beneficiary city, cut to 15"),
      })
      .optional()
      .describe("Bolepix: either emv, or key (+ txid, merchant_name, merchant_city)"),
  })
  .describe("One boleto to issue");

/** The structurally valid input, before normalisation. */
export type BoletoItem = z.infer<typeof boletoItemSchema>;

/**
 * The keys of a boleto item and of its objects, read off the schema above: the one list the fast
 * path (`fast-path.ts`) and the CSV columns (`src/csv/columns.ts`) take them from.
 */
export const BOLETO_ITEM_KEYS = {
  item: Object.keys(boletoItemSchema.shape) as (keyof BoletoItem)[],
  party: Object.keys(partySchema.shape),
  address: Object.keys(address.shape),
  pix: Object.keys(boletoItemSchema.shape.pix.unwrap().shape),
  /** `interest` and `fine`: the same three keys. */
  charge: [
    ...new Set([
      ...Object.keys(boletoItemSchema.shape.interest.unwrap().shape),
      ...Object.keys(boletoItemSchema.shape.fine.unwrap().shape),
    ]),
  ],
  discount: Object.keys(boletoItemSchema.shape.discount.unwrap().shape),
} as const;
