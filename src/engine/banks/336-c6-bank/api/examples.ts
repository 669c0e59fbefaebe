/**
 * Published C6 BolePix examples, each with its source. C6's own examples live in its developer
 * portal behind an account; these are what clients that worked from them wrote down.
 */

/**
 * A Python provider's test of its BolePix mapping (`test_bolepix_criar_mapeia_schema_v2`, lote's
 * index file 61327428457): the input (valor 99.90, vencimento 2026-08-31, descrição "Pedido 42",
 * payer José, CPF 12345678909, Av. X 100, Centro, SP/SP, CEP 01000000; carteira 21) and the fields
 * it asserts on the body sent: `external_reference_id` 26 of A–Z/0–9, `payer.address.address`
 * "Av. X, 100" (street and number in one), `neighborhood` "Centro", `payment_method.pix`
 * `{ key, type: "EVP" }`, `description`. Its key is the placeholder "evp-key"; lote takes only an
 * EVP-shaped key, so the comparison uses a UUID in its place.
 */
export const PY_BOLEPIX_EXAMPLE = {
  source: "Python C6 provider test test_bolepix_criar_mapeia_schema_v2 (lote's index file 61327428457)",
  input: {
    amount_cents: 9990,
    due_date: "2026-08-31",
    description: "Pedido 42",
    payer: {
      name: "Jose",
      document: "12345678909",
      address: {
        street: "Av. X",
        number: "100",
        district: "Centro",
        city: "SP",
        state: "SP",
        zip_code: "01000000",
      },
    },
    wallet: "21",
    pix_key: "123e4567-e89b-42d3-a456-426614174000",
  },
  sent: {
    amount: 99.9,
    due_date: "2026-08-31",
    description: "Pedido 42",
    payer: {
      name: "Jose",
      tax_id: "12345678909",
      address: {
        address: "Av. X, 100",
        neighborhood: "Centro",
        city: "SP",
        state: "SP",
        zip_code: "01000000",
      },
    },
    payment_method: {
      bank_slip: { billing_scheme: "21" },
      pix: { key: "123e4567-e89b-42d3-a456-426614174000", type: "EVP" },
    },
  },
  /** The answer that test feeds its parser (codes shortened there to "336x"/"336y"). */
  answer: {
    external_reference_id: "AAAAAAAAAAAAAAAAAAAAAAAAAA",
    status: "CREATED",
    payment_method: {
      bank_slip: { digitable_line: "336x", bar_code: "336y" },
      pix: { qr_code: "00020126..." },
    },
  },
} as const;

/** The homologation script's BolePix templates (C6 Roteiro de Testes v3.0, BP_01_01). */
export const ROTEIRO_TEMPLATES = {
  source: "homologation script of C6's Roteiro de Testes v3.0 (lote's index file 71332354794)",
  payer: [
    "name",
    "tax_id",
    "email",
    "address.address",
    "address.neighborhood",
    "address.city",
    "address.state",
    "address.zip_code",
  ],
  payment_method: { bank_slip: ["billing_scheme"], pix: ["key", "type"] },
  billing_scheme: { sandbox: "21", production: "15" },
} as const;

/**
 * Error bodies. The shape is ACBr's reading of C6's (`status`, `correlation_id`, `title`, `type`,
 * `detail`: frones/ACBr ACBrBoletoRet_C6.pas @5f46a696); the CIP texts are the Python provider's
 * tests (index file 61327428457): a 422 `{ detail }` and a 400 plain text.
 */
export const ERROR_BODIES = {
  source: "frones/ACBr ACBrBoletoRet_C6.pas @5f46a696 (shape); Python C6 provider tests (CIP texts)",
  validation: {
    status: 400,
    title: "Bad Request",
    detail: "due_date must be today or later",
    type: "VALIDATION",
    correlation_id: "0b2a",
  },
  cipApproval: { detail: "já existe uma requisição à CIP sujeita a aprovação" },
  cipProcessing: "já existe uma requisição em processamento",
} as const;
