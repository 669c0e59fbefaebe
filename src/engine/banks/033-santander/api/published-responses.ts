/**
 * Santander API de Cobrança — the answers lote reads, transcribed as `JsonSchema` (the fields lote
 * reads are required; Santander may add others, so extra properties are allowed). The simulator's
 * answers are held to these in the lifecycle test.
 */
import type { JsonSchema } from "../../../connect/schema";
import { decimal, HS, REF } from "./published-shared";

const RET = "ACBr ACBrBoletoRet_Santander_API.pas @19121f1be5edf6f4562510dba9463b212753e753";

/** 201 of the registration: the body echoed plus the codes (ACBr reads barCode; REF shows barcode). */
export const REGISTER_RESPONSE: JsonSchema = {
  type: "object",
  "x-source": `${RET} tpInclui; ${HS} SantanderBoletoPaymentsResponse; ${REF} §4.4`,
  required: ["nsuCode", "nsuDate", "covenantCode", "bankNumber", "dueDate", "nominalValue", "digitableLine"],
  properties: {
    environment: { type: "string", enum: ["TESTE", "PRODUCAO"] },
    bankNumber: { type: "string", pattern: "^\\d{1,13}$" },
    nominalValue: decimal(RET),
    barCode: { type: "string", pattern: "^\\d{44}$" },
    barcode: { type: "string", pattern: "^\\d{44}$" },
    digitableLine: { type: "string", pattern: "^\\d{47}$" },
    entryDate: { type: "string", format: "date" },
    qrCodePix: { type: "string" },
    qrCodeUrl: { type: "string" },
  },
  anyOf: [{ required: ["barCode"] }, { required: ["barcode"] }],
};

const BILL: JsonSchema = {
  type: "object",
  required: ["bankNumber", "status", "dueDate", "nominalValue"],
  properties: {
    bankNumber: { type: "string" },
    status: {
      type: "string",
      "x-source": `${HS} SantanderBoletoStatus (ATIVO, BAIXADO, LIQUIDADO, LIQUIDADO_PARCIALMENTE); ${REF}`,
    },
    dueDate: { type: "string", format: "date" },
    nominalValue: decimal(RET),
    paidValue: decimal(`${RET} paidValue`),
    payment: {
      type: "object",
      properties: {
        paidValue: decimal(HS),
        date: { type: "string", format: "date" },
        creditDate: { type: "string", format: "date" },
      },
      "x-source": `${HS} SantanderPaymentDetails`,
    },
  },
};

/** `GET /bills?beneficiaryCode&bankNumber`: `_content` (arrighiMonoRepoOfficial's client reads `_content.First()`; ACBr's comment names `_content`). */
export const QUERY_RESPONSE: JsonSchema = {
  type: "object",
  "x-source": `${RET} tpConsultaDetalhe; ${HS} SantanderBoletoContent`,
  required: ["_content"],
  properties: { _content: { type: "array", items: BILL } },
};

/** The settled list with its `_pageable`. */
export const SETTLED_RESPONSE: JsonSchema = {
  type: "object",
  "x-source": `${HS} SantanderBoletoPSyncResponse, SantanderPaginationMetadata`,
  required: ["_content", "_pageable"],
  properties: {
    _content: { type: "array", items: { ...BILL, required: [...(BILL.required ?? []), "payment"] } },
    _pageable: {
      type: "object",
      properties: {
        _limit: { type: "integer" },
        _offset: { type: "integer" },
        _pageNumber: { type: "integer" },
        _pageElements: { type: "integer" },
        _totalPages: { type: "integer" },
        _totalElements: { type: "integer" },
      },
    },
  },
};

/** Every error: `{ _errorCode, _message, _details, _timestamp, _traceId, _errors }`. */
export const ERROR_BODY: JsonSchema = {
  type: "object",
  "x-source": `${RET} (_errorCode, _message, _errors[]._code/_field/_message); ${HS} SantanderBoletoErrorResponse; arinellipar/arrighiMonoRepoOfficial backend/BOLETO_PDF_BANKSLIP_ID_FIX.md`,
  required: ["_errorCode", "_message"],
  properties: {
    _errorCode: { type: ["integer", "string"] },
    _message: { type: "string" },
    _details: { type: "string" },
    _timestamp: { type: "string" },
    _traceId: { type: "string" },
    _errors: {
      type: "array",
      items: {
        type: "object",
        required: ["_message"],
        properties: {
          _code: { type: ["string", "integer"] },
          _field: { type: "string" },
          _message: { type: "string" },
        },
      },
    },
  },
};

/** The payment notification (hyperswitch SantanderWebhookBody: ONE source, unconfirmed). */
export const WEBHOOK_PAYMENT: JsonSchema = {
  type: "object",
  "x-source":
    "juspay/hyperswitch santander responses.rs SantanderWebhookBody (versions before @026db4d5), camelCase",
  required: [
    "message",
    "function",
    "paymentType",
    "paymentDate",
    "covenant",
    "bankNumber",
    "nominalValue",
    "payedValue",
  ],
  properties: {
    message: { type: "string", enum: ["WBHKPAGEST"] },
    function: { type: "string", enum: ["PAGAMENTO", "ESTORNO"] },
    paymentType: { type: "string", enum: ["SANTANDER", "OUTROS_BANCOS", "PIX"] },
    issueDate: { type: "string" },
    paymentDate: { type: "string", format: "date" },
    bankCode: { type: "string" },
    paymentChannel: { type: "string" },
    paymentKind: { type: "string", enum: ["ESPECIE", "DEBITO_EM_CONTA", "CARTAO_DE_CREDITO", "CHEQUE"] },
    covenant: { type: "string" },
    bankNumber: { type: "string", pattern: "^\\d{1,13}$" },
    clientNumber: { type: "string" },
    participantCode: { type: "string" },
    txId: { type: "string" },
    dueDate: { type: "string" },
    nominalValue: decimal("hyperswitch StringMajorUnit"),
    payedValue: decimal("hyperswitch String"),
    interestValue: { type: "string" },
    fine: { type: "string" },
    deductionValue: { type: "string" },
    rebateValue: { type: "string" },
    iofValue: { type: "string" },
  },
};
