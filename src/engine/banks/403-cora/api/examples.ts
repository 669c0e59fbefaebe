/**
 * Published Cora examples, each with its source: the one registration example an open-source
 * client publishes (its README's input and the body its builder makes of it), the notification
 * Cora's reference shows, and the invoices a Cora stage environment answered (kept verbatim in a
 * C# test). Cora's own reference shows its request example only inside its interactive console,
 * which the stored copy of the page does not hold.
 */

/**
 * helbertfurbino/contacora-api README "Exemplo Criação de Boleto" (@bedfba17): the DTO values,
 * and the body `src/Cora/Operacoes/GerarBoleto.php` builds from them. Two of that builder's
 * choices are not Cora's and are left out of the comparison: it sends `code` = the client id and
 * the city as `district` (a copy slip); and it sends amounts as digit strings (PHP `preg_replace`
 * of `150.50` → `"15050"`), where lote sends the same centavos as JSON integers, and the CEP as
 * given (`12345-678`), where lote sends its 8 digits. The fine is 2 % of 150,50 = 3,01, which the
 * DTO turns into centavos (`301`).
 */
export const CONTACORA_EXAMPLE = {
  source:
    "github.com/helbertfurbino/contacora-api README.md and src/Cora/Operacoes/GerarBoleto.php @bedfba173ddb6404e7ffecbe7284e20bd70a0611",
  input: {
    payer: {
      name: "John Doe",
      document: "12345678901",
      address: {
        street: "Rua Exemplo",
        number: "12345",
        district: "Cidade Exemplo",
        city: "Cidade Exemplo",
        state: "EX",
        complement: "Apt 101",
        zip_code: "12345-678",
      },
    },
    service: { name: "Serviço de Exemplo", description: "Descrição do serviço exemplo" },
    amount_cents: 15050,
    due_date: "2024-12-31",
    fine_cents: 301,
    interest_percent_per_month: 0.5,
  },
  body: {
    customer: {
      name: "John Doe",
      document: { identity: "12345678901", type: "CPF" },
      address: {
        street: "Rua Exemplo",
        number: "12345",
        district: "Cidade Exemplo",
        city: "Cidade Exemplo",
        state: "EX",
        complement: "Apt 101",
        zip_code: "12345678",
      },
    },
    services: [{ name: "Serviço de Exemplo", description: "Descrição do serviço exemplo", amount: 15050 }],
    payment_terms: { due_date: "2024-12-31", fine: { amount: 301 }, interest: { rate: 0.5 } },
    payment_forms: ["BANK_SLIP", "PIX"],
  },
} as const;

/** Cora, "Exemplo de POST da Notificação": the headers of a payment notification (body empty). */
export const NOTIFICATION_EXAMPLE = {
  source: "https://developers.cora.com.br/reference/exemplo-de-post-da-notificação",
  headers: {
    "user-agent": "Cora-Webhook",
    "webhook-event-id": "evt_lEhFeN5OQ90y4mIN1aj399CA",
    "webhook-event-type": "invoice.paid",
    "webhook-resource-id": "inv_zXmtr2n0RpmIwdjfnNokhA",
    "content-length": "0",
    connection: "keep-alive",
  },
  body: "",
} as const;

const STAGE =
  "Cora stage answers (matls-clients.api.stage.cora.com.br) kept verbatim in a C# test, CoraPaymentGatewayTests (lote's index file 69325205529)";

/** A boleto invoice as Cora's stage answered it (reduced by that test to the fields it reads). */
export const STAGE_BOLETO_INVOICE = {
  source: STAGE,
  body: {
    id: "inv_C0ntANAVQUKtFnhzLt791Wg",
    status: "OPEN",
    total_amount: 35000,
    payment_options: {
      bank_slip: {
        barcode: "40399157900000350000000090485367000022132101",
        digitable: "40390000079048536700800221321011915790000035000",
        our_number: "04853670000221321",
        registered: false,
        url: "https://storage.googleapis.com/boleto-1fc3373a.pdf",
      },
    },
    payments: [],
  },
} as const;

/**
 * A Pix-only invoice: the slip's codes are null, the copia e cola is at the root. That test
 * shortened the Pix location (tag 26 declares 83 characters; the URL was cut), so the copia e cola
 * itself is not a valid one: only its place in the answer is evidence.
 */
export const STAGE_PIX_INVOICE = {
  source: STAGE,
  body: {
    id: "inv_RvwjjYAaSjyvPCTPq0ozGA",
    status: "OPEN",
    total_amount: 25000,
    payment_options: {
      bank_slip: {
        barcode: null,
        digitable: null,
        our_number: null,
        registered: false,
        url: "https://storage.googleapis.com/cobranca-qrcode-1d756d3c.png",
      },
    },
    payments: [],
    pix: {
      emv: "00020101021226830014br.gov.bcb.pix2561qrcode-h.cora.com.br/v1/cobv/5d19cd7f5204000053039865802BR5925TEST ACCOUNT COMPANY NAME6009SAO PAULO62070503***630455F8",
    },
  },
} as const;

/** A paid invoice as that test reads it (`status` PAID, `total_paid` in centavos). */
export const STAGE_PAID = {
  source: STAGE,
  body: { id: "inv_x", status: "PAID", total_paid: 15000 },
} as const;

/**
 * Error bodies in the shapes frones/ACBr `ACBrBoletoRet_Cora.pas` @15e645dd reads (400 and 415:
 * `errors[]` of code and message; 404 and 422: code and message). Cora lists no codes and no
 * messages: the values here are lote's; the OAuth2 body is RFC 6749's.
 */
export const ERROR_BODIES = {
  source: "shapes: frones/ACBr Fontes/ACBrBoleto/WS/ACBrBoletoRet_Cora.pas @15e645dd; values lote's",
  invalid: { errors: [{ code: "INVALID_DUE_DATE", message: "due_date must be today or later" }] },
  cancelPaid: { code: "INVOICE_PAID", message: "a paid invoice cannot be cancelled" },
  oauth: { error: "invalid_token", error_description: "The access token expired" },
} as const;
