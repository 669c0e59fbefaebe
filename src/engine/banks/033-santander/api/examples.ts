/**
 * Santander API de Cobrança — published examples, verbatim as data, each with its source. Santander's
 * own Swagger examples are behind its portal; these are the exchanges independent integrators
 * published (one of them a registration the sandbox answered 201). Tests map them to lote's inputs
 * and compare lote's requests and parsers with them.
 */

const REF =
  "public reference 'API de Cobrança Santander — Referência técnica' (GitHub Markdown of an integrator, code index id 65718256549)";

/** §10.3: a registration the sandbox answered `HTTP 201`, and §4.4 / §10.3 its answer's codes. */
export const REGISTER_EXAMPLE = {
  source: `${REF} §10.3 'Emitir boleto R$ 100 (sandbox)' (request) and §4.4 (response fields)`,
  body: {
    environment: "TESTE",
    nsuCode: "TST00000000000000001",
    nsuDate: "2026-08-25",
    covenantCode: "3567206",
    bankNumber: "1",
    clientNumber: "SOULTEST001",
    dueDate: "2026-09-25",
    issueDate: "2026-08-25",
    nominalValue: "100.00",
    payer: {
      name: "Cliente Teste Sandbox",
      documentType: "CPF",
      documentNumber: "94620639079",
      address: "Rua Teste, 100",
      neighborhood: "Centro",
      city: "Gaspar",
      state: "SC",
      zipCode: "89111-000",
    },
    documentKind: "DUPLICATA_MERCANTIL",
    paymentType: "REGISTRO",
    writeOffQuantityDays: "30",
    messages: ["Teste automacao Soul", "Emissao via API Santander"],
  },
  response: {
    environment: "TESTE",
    nsuCode: "TST00000000000000001",
    nsuDate: "2026-08-25",
    covenantCode: "3567206",
    bankNumber: "1",
    clientNumber: "SOULTEST001",
    dueDate: "2026-09-25",
    issueDate: "2026-08-25",
    nominalValue: "100.00",
    documentKind: "DUPLICATA_MERCANTIL",
    paymentType: "REGISTRO",
    barcode: "03396939700000001009356720600000000123450101",
    digitableLine: "03399356782060000000201234501011693970000000100",
    entryDate: "2023-09-09",
    qrCodePix:
      "00020101021226920014br.gov.bcb.pix2570pix.santander.com.br/qr/v2/cobv/9fa03dbd-0b9c-4910-8ab3-14f6bf48a246",
    qrCodeUrl: "pix.santander.com.br/qr/v2/cobv/9fa03dbd-0b9c-4910-8ab3-14f6bf48a246",
  },
};

/** §10.2: the workspace the sandbox created (`HTTP 201`). */
export const WORKSPACE_EXAMPLE = {
  source: `${REF} §10.2 'Criar workspace (sandbox)'`,
  body: {
    type: "BILLING",
    covenants: [{ code: 3567206 }],
    description: "Teste Soul Sandbox",
    bankSlipBillingWebhookActive: true,
    pixBillingWebhookActive: true,
    webhookURL: "https://teste",
  },
  response: {
    id: "92446ad6-d52a-4141-bee4-58a019358faa",
    type: "BILLING",
    status: "ACTIVE",
    covenants: [{ code: "3567206" }],
    webhookURL: "https://...",
    bankSlipBillingWebhookActive: true,
    pixBillingWebhookActive: true,
  },
};

/** §5.3: the instruction bodies (PATCH …/bank_slips). */
export const INSTRUCTION_EXAMPLES = {
  source: `${REF} §5.3 'Instruções (PATCH)'`,
  dueDate: { covenantCode: "0028697", bankNumber: "1", dueDate: "2026-10-15" },
  writeOff: { covenantCode: "0028697", bankNumber: "1", operation: "BAIXAR" },
  protest: { covenantCode: "0028697", bankNumber: "1", operation: "PROTESTAR" },
  protestCancel: { covenantCode: "0028697", bankNumber: "1", operation: "CANCELAR_PROTESTO" },
};

/** The write-off of the flycorp/santander-billet README (4.2.2 'Atualizar instruções'). */
export const FLYCORP_WRITE_OFF = {
  source: "flycorp/santander-billet README §4.2.2 (code index id 66253195992)",
  body: { covenantCode: "0000001", bankNumber: "123", operation: "BAIXAR" },
};

/** The sonda keys the reference shows (§1 and §5.1). */
export const BANK_SLIP_ID_EXAMPLES = {
  source: `${REF} §1 ('ex: 123.2022-12-12.P.1234567.123') and §5.1`,
  production: {
    nsu: "123",
    date: "2022-12-12",
    env: "PRODUCAO",
    covenant: "1234567",
    bankNumber: "123",
    id: "123.2022-12-12.P.1234567.123",
  },
  test: {
    nsu: "TST00000000000000001",
    date: "2026-08-25",
    env: "TESTE",
    covenant: "0028697",
    bankNumber: "1",
    id: "TST00000000000000001.2026-08-25.T.0028697.1",
  },
};

/** Error bodies: a production 400 and the reference's 422. */
export const ERROR_EXAMPLES = {
  validation: {
    source:
      "arinellipar/arrighiMonoRepoOfficial backend/BOLETO_PDF_BANKSLIP_ID_FIX.md (a production answer, 2025-11-17)",
    status: 400,
    body: {
      _errorCode: 400,
      _message: "Request validation exception",
      _timestamp: "2025-11-17T03:46:23.254388344-03:00",
      _traceId: "95d7a208-49f0-4a0d-9c6a-bc4e88d3ab79",
      _errors: [{ _code: "2084", _field: "bankslip_id", _message: "Formato da chave bankslip_id inválido" }],
    },
  },
  unprocessable: {
    source: `${REF} §7 'Códigos de erro'`,
    status: 422,
    body: {
      _errorCode: 422,
      _message: "Validação falhou",
      _details: "campo bankNumber inválido: excede 13 dígitos",
      _timestamp: "2026-08-25T18:04:32.867Z",
      _traceId: "f44288eb-beea-46e0-933a-121d9646bc8f",
      _errors: [{ _code: 40100, _field: "bankNumber", _message: "excede tamanho máximo" }],
    },
  },
};

/** TOTVS's example of the nosso número the API takes: sequence 999999999999 sent as 9999999999996. */
export const BANK_NUMBER_EXAMPLE = {
  source: "TOTVS TDN 'Santander - Bank Slip Configuration - FINA710' (tdn.totvs.com/display/LMPING)",
  sequence: "999999999999",
  bankNumber: "9999999999996",
};
