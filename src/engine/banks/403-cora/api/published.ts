/**
 * Cora's published API v2 ("Integração Direta") request schemas and the answer fields lote reads,
 * transcribed as JSON Schema. The builders never import this module; the simulator validates
 * every request against it.
 *
 * Cora publishes its reference as prose tables (developers.cora.com.br), not as an OpenAPI
 * document; where a table gives only a name and a type, the limits come from open-source clients
 * and are cited as such (`x-source`).
 */
import type { JsonSchema } from "../../../connect/schema";

const EMISSAO =
  "Cora, Emissão de boleto registrado v2 (developers.cora.com.br/reference/emissão-de-boleto-registrado-v2): code opcional String; customer, services, payment_terms obrigatórios; notification opcional";
const CONTACORA =
  "helbertfurbino/contacora-api src/Cora/Operacoes/GerarBoleto.php @bedfba173ddb6404e7ffecbe7284e20bd70a0611";
const DEVNF = "DevNF/cora-api src/Validators/BoletoValidator.php @dee846e05aef08864687d36792cace00e66c7c20";
const ACBR_W = "frones/ACBr Fontes/ACBrBoleto/WS/ACBrBoletoW_Cora.pas @0c833e80";
const LISTA =
  "Cora, Consulta de boletos v2 (developers.cora.com.br/reference/consultar-boletos): start/end YYYY-MM-DD (data de vencimento), state, search (CPF/CNPJ), page (padrão 1), perPage (padrão 20)";

const text = (maxLength: number, source: string): JsonSchema => ({
  type: "string",
  minLength: 1,
  maxLength,
  "x-source": source,
});

const ADDRESS: JsonSchema = {
  type: "object",
  required: ["street", "number", "district", "city", "state", "zip_code"],
  properties: {
    street: text(60, DEVNF),
    number: text(8, DEVNF),
    district: text(60, DEVNF),
    city: text(60, DEVNF),
    state: { type: "string", pattern: "^[A-Z]{2}$", "x-source": `${DEVNF} (\\w{2}); UF` },
    complement: text(60, DEVNF),
    zip_code: { type: "string", pattern: "^\\d{5}-?\\d{3}$", "x-source": DEVNF },
  },
  "x-source": `${CONTACORA} (street, number, district, city, state, complement, zip_code); required as ${DEVNF}`,
};

const CUSTOMER: JsonSchema = {
  type: "object",
  required: ["name", "document"],
  properties: {
    name: text(260, DEVNF),
    email: { type: "string", maxLength: 60, "x-source": DEVNF },
    document: {
      type: "object",
      required: ["identity", "type"],
      properties: {
        identity: { type: "string", pattern: "^(\\d{11}|\\d{14})$", "x-source": `${DEVNF} (digits)` },
        type: { enum: ["CPF", "CNPJ"], "x-source": DEVNF },
      },
      additionalProperties: false,
    },
    address: ADDRESS,
  },
  "x-source": `${EMISSAO}; fields as ${CONTACORA}`,
};

const SERVICE: JsonSchema = {
  type: "object",
  required: ["name", "amount"],
  properties: {
    name: { type: "string", minLength: 1, "x-source": CONTACORA },
    description: { type: "string", "x-source": CONTACORA },
    amount: {
      type: "integer",
      minimum: 1,
      "x-source":
        "integer centavos: api-evangelist/cora conventions/cora-conventions.yml @20821c9b (25000 = R$ 250,00); a stage answer's total_amount 35000 is its barcode's 350,00",
    },
  },
  additionalProperties: false,
};

const PAYMENT_TERMS: JsonSchema = {
  type: "object",
  required: ["due_date"],
  properties: {
    due_date: { type: "string", format: "date", "x-source": `${CONTACORA}; ${DEVNF} (Y-m-d)` },
    fine: {
      type: "object",
      properties: {
        amount: { type: "integer", minimum: 1, "x-source": `${CONTACORA} (centavos)` },
        rate: { type: "number", exclusiveMinimum: 0, "x-source": `${DEVNF} (percent)` },
        date: { type: "string", format: "date", "x-source": ACBR_W },
      },
      additionalProperties: false,
    },
    interest: {
      type: "object",
      required: ["rate"],
      properties: { rate: { type: "number", exclusiveMinimum: 0, "x-source": `${CONTACORA}; ${DEVNF}` } },
      additionalProperties: false,
    },
    discount: {
      type: "object",
      required: ["type", "value"],
      properties: {
        type: { enum: ["FIXED", "PERCENT"], "x-source": DEVNF },
        value: { type: "number", exclusiveMinimum: 0, "x-source": DEVNF },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
};

/** `POST /v2/invoices/`: the body. */
export const INVOICE_REQUEST: JsonSchema = {
  type: "object",
  required: ["customer", "services", "payment_terms"],
  properties: {
    code: { type: "string", minLength: 1, "x-source": EMISSAO },
    customer: CUSTOMER,
    services: { type: "array", minItems: 1, items: SERVICE, "x-source": EMISSAO },
    payment_terms: PAYMENT_TERMS,
    notification: { type: "object", "x-source": EMISSAO },
    payment_forms: {
      type: "array",
      minItems: 1,
      items: { enum: ["BANK_SLIP", "PIX"] },
      "x-source": `${CONTACORA} (["BANK_SLIP", "PIX"]); betocampoy/cora-sdk src/Service/InvoiceService.php @6a765aac`,
    },
  },
  additionalProperties: false,
};

/** The headers of a creating call: the caller's UUID idempotency key. */
export const IDEMPOTENT_HEADERS: JsonSchema = {
  type: "object",
  required: ["idempotency-key"],
  properties: {
    "idempotency-key": {
      type: "string",
      pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
      "x-source":
        "Cora, Instruções iniciais (UUID in Idempotency-Key, RFC 9110; as api-evangelist/cora conventions/cora-conventions.yml @20821c9b); 400 for a key that is not a UUID (C# CoraPaymentGatewayTests, stage)",
    },
  },
};

/** `GET /v2/invoices`: the query. */
export const LIST_QUERY: JsonSchema = {
  type: "object",
  properties: {
    start: { type: "string", format: "date", "x-source": LISTA },
    end: { type: "string", format: "date", "x-source": LISTA },
    state: {
      enum: ["CANCELLED", "DRAFT", "IN_PAYMENT", "INITIATED", "LATE", "OPEN", "PAID", "RECURRENCE_DRAFT"],
      "x-source": `${LISTA}, "Estados dos boletos"`,
    },
    search: { type: "string", pattern: "^\\d{1,14}$", "x-source": `${LISTA}; ${DEVNF}` },
    page: { type: "string", pattern: "^[1-9]\\d*$", "x-source": LISTA },
    perPage: {
      type: "string",
      pattern: "^([1-9]\\d?|1\\d\\d|200)$",
      "x-source": `${LISTA}; 1–200 as ${DEVNF}; ACBr asks 100 (Cora documents no maximum)`,
    },
  },
  additionalProperties: false,
};

/** `POST /endpoints/`: a notification endpoint. */
export const ENDPOINT_REQUEST: JsonSchema = {
  type: "object",
  required: ["url", "resource", "trigger"],
  properties: {
    url: {
      type: "string",
      pattern: "^https://",
      maxLength: 200,
      "x-source": `${CONTACORA}; ${DEVNF} (≤ 200)`,
    },
    resource: { type: "string", minLength: 1, "x-source": CONTACORA },
    trigger: { type: "string", minLength: 1, "x-source": CONTACORA },
  },
  additionalProperties: false,
  "x-source":
    "Cora, Criação de endpoints (developers.cora.com.br/reference/criação-de-endpoints); event type = resource.trigger (Exemplo de POST da Notificação: invoice.paid)",
};

const NULLABLE_TEXT: JsonSchema = { type: ["string", "null"] };

/** An invoice as Cora answers it (creation, detail, list items): the fields lote reads. */
export const INVOICE: JsonSchema = {
  type: "object",
  required: ["id", "status"],
  properties: {
    id: { type: "string", pattern: "^inv_", "x-source": "C# CoraPaymentGatewayTests (stage: inv_…)" },
    status: { type: "string", "x-source": LISTA },
    code: NULLABLE_TEXT,
    occurrence_date: {
      type: ["string", "null"],
      "x-source": "frones/ACBr ACBrBoletoRet_Cora.pas @15e645dd (data de movimento, crédito and baixa)",
    },
    total_amount: { type: "integer", "x-source": "C# CoraPaymentGatewayTests (stage)" },
    total_paid: { type: "integer", "x-source": "C# CoraPaymentGatewayTests (PAID, total_paid 15000)" },
    payment_terms: { type: "object", properties: { due_date: { type: "string", format: "date" } } },
    payment_options: {
      type: "object",
      properties: {
        bank_slip: {
          type: "object",
          properties: {
            barcode: NULLABLE_TEXT,
            digitable: NULLABLE_TEXT,
            our_number: NULLABLE_TEXT,
            registered: { type: "boolean" },
            url: NULLABLE_TEXT,
          },
          "x-source": "C# CoraPaymentGatewayTests (stage answer, verbatim)",
        },
      },
    },
    pix: {
      type: "object",
      properties: { emv: { type: "string" } },
      "x-source": "C# CoraPaymentGatewayTests: the copia e cola is at the root, not in payment_options",
    },
    payments: { type: "array", "x-source": "C# CoraPaymentGatewayTests (payments: [])" },
  },
};

/** `GET /v2/invoices`: the answer. */
export const INVOICE_LIST: JsonSchema = {
  type: "object",
  required: ["totalItems", "items"],
  properties: { totalItems: { type: "integer" }, items: { type: "array", items: INVOICE } },
  "x-source": LISTA,
};

/** A notification: all in headers, the body empty. */
export const WEBHOOK_HEADERS: JsonSchema = {
  type: "object",
  required: ["webhook-event-id", "webhook-event-type", "webhook-resource-id"],
  properties: {
    "user-agent": { const: "Cora-Webhook" },
    "webhook-event-id": { type: "string", pattern: "^evt_" },
    "webhook-event-type": { type: "string", pattern: "^[a-z_]+\\.[a-z_]+$" },
    "webhook-resource-id": { type: "string", minLength: 1 },
  },
  "x-source":
    "Cora, Exemplo de POST da Notificação (developers.cora.com.br/reference/exemplo-de-post-da-notificação)",
};

/** Cora's error bodies as frones/ACBr `ACBrBoletoRet_Cora.pas` @15e645dd reads them. */
export const ERROR_BODY: JsonSchema = {
  anyOf: [
    {
      type: "object",
      required: ["errors"],
      properties: {
        errors: {
          type: "array",
          items: {
            type: "object",
            required: ["code", "message"],
            properties: { code: { type: "string" }, message: { type: "string" } },
          },
        },
      },
    },
    {
      type: "object",
      required: ["code", "message"],
      properties: { code: { type: "string" }, message: { type: "string" } },
    },
  ],
  "x-source":
    "frones/ACBr ACBrBoletoRet_Cora.pas @15e645dd: 400/415 errors[].code/message; 404, 422 code/message",
};
