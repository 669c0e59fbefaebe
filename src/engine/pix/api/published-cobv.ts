/**
 * The parts of a cobrança com vencimento's body as the BACEN Pix API publishes them (bacen/pix-api
 * openapi.yaml 2.9.0): the debtor (`DadosDevedor`), the calendar (`CobDataDeVencimento`), the
 * amounts with their modalidades (`CobVValor`) and the common fields (`CobBase`). `published.ts`
 * composes them into the request bodies; the transcription rules are the ones it lists.
 */
import type { JsonSchema } from "../../connect/schema";
import { at, decimal } from "./published-source";

const devedorSource = at(
  "#/components/schemas/DadosDevedor",
  "oneOf PessoaFisica (cpf, nome) | PessoaJuridica (cnpj, nome), allOf email + DadosComplementaresPessoa",
);

/** `DadosDevedor.devedor`: a CPF or a CNPJ with a name, and the optional address fields. */
export const Devedor: JsonSchema = {
  type: "object",
  properties: {
    cpf: {
      type: "string",
      pattern: "^\\d{11}$",
      "x-source": at("#/components/schemas/PessoaFisica/properties/cpf", "yaml writes `/^\\d{11}$/`"),
    },
    cnpj: {
      type: "string",
      pattern: "^[0-9A-Z]{14}$",
      "x-source": at("#/components/schemas/PessoaJuridica/properties/cnpj", "alphanumeric since 2.9.0"),
    },
    nome: { type: "string", maxLength: 200, "x-source": at("#/components/schemas/PessoaFisica") },
    email: { type: "string", "x-source": devedorSource },
    logradouro: {
      type: "string",
      maxLength: 200,
      "x-source": at("#/components/schemas/DadosComplementaresPessoa"),
    },
    cidade: {
      type: "string",
      maxLength: 200,
      "x-source": at("#/components/schemas/DadosComplementaresPessoa"),
    },
    uf: { type: "string", maxLength: 2, "x-source": at("#/components/schemas/DadosComplementaresPessoa") },
    cep: { type: "string", maxLength: 8, "x-source": at("#/components/schemas/DadosComplementaresPessoa") },
  },
  additionalProperties: false,
  oneOf: [{ required: ["cpf", "nome"] }, { required: ["cnpj", "nome"] }],
  "x-source": devedorSource,
};

/** `CobDataDeVencimento`: the due date and the days after it the charge may still be paid. */
export const Calendario: JsonSchema = {
  type: "object",
  required: ["dataDeVencimento"],
  properties: {
    dataDeVencimento: {
      type: "string",
      format: "date",
      "x-source": at("#/components/schemas/CobDataDeVencimento"),
    },
    validadeAposVencimento: {
      type: "integer",
      "x-source": at(
        "#/components/schemas/CobDataDeVencimento",
        "int32, default 30; < 0 is a CobVOperacaoInvalida",
      ),
    },
  },
  additionalProperties: false,
  "x-source": at("#/components/schemas/CobDataDeVencimento"),
};

export const modalidade = (pointer: string, max: number): JsonSchema => ({
  type: "integer",
  minimum: 1,
  maximum: max,
  "x-source": at(pointer, `int32, domain 1–${max}`),
});

const valorSource = "#/components/schemas/CobVValor/properties";

/** `CobVValor`: original amount, multa, juros, abatimento and desconto with their modalidades. */
export function cobvValor(required: readonly string[]): JsonSchema {
  return {
    type: "object",
    required,
    properties: {
      original: decimal(`${valorSource}/original`),
      multa: {
        type: "object",
        required: ["modalidade", "valorPerc"],
        properties: {
          modalidade: modalidade(`${valorSource}/multa`, 2),
          valorPerc: decimal(`${valorSource}/multa`),
        },
        additionalProperties: false,
        "x-source": at(`${valorSource}/multa`, "1 valor fixo, 2 percentual"),
      },
      juros: {
        type: "object",
        required: ["modalidade", "valorPerc"],
        properties: {
          modalidade: modalidade(`${valorSource}/juros`, 8),
          valorPerc: decimal(`${valorSource}/juros`),
        },
        additionalProperties: false,
        "x-source": at(
          `${valorSource}/juros`,
          "1 valor/dia corrido, 2 %/dia, 3 %/mês, 4 %/ano (corridos); 5–8 the same in dias úteis",
        ),
      },
      abatimento: {
        type: "object",
        required: ["modalidade", "valorPerc"],
        properties: {
          modalidade: modalidade(`${valorSource}/abatimento`, 2),
          valorPerc: decimal(`${valorSource}/abatimento`),
        },
        additionalProperties: false,
        "x-source": at(`${valorSource}/abatimento`, "1 valor fixo, 2 percentual"),
      },
      desconto: {
        type: "object",
        required: ["modalidade"],
        properties: {
          modalidade: modalidade(`${valorSource}/desconto`, 6),
          descontoDataFixa: {
            type: "array",
            minItems: 1,
            maxItems: 3,
            items: {
              type: "object",
              required: ["data", "valorPerc"],
              properties: {
                data: { type: "string", format: "date", "x-source": at(`${valorSource}/desconto`) },
                valorPerc: decimal(`${valorSource}/desconto`),
              },
              additionalProperties: false,
            },
            "x-source": at(`${valorSource}/desconto`, "uniqueItems (not checked here: lote sends one)"),
          },
          valorPerc: decimal(`${valorSource}/desconto`),
        },
        additionalProperties: false,
        // The yaml's first branch requires nothing, so a modalidade 3–6 body (valorPerc) matches
        // both branches; lote sends only modalidade 1 with descontoDataFixa.
        oneOf: [{ properties: { descontoDataFixa: { type: "array" } } }, { required: ["valorPerc"] }],
        "x-source": at(
          `${valorSource}/desconto`,
          "1 valor fixo até a(s) data(s), 2 % até a data, 3–6 por antecipação; oneOf descontoDataFixa | valorPerc",
        ),
      },
    },
    additionalProperties: false,
    "x-source": at("#/components/schemas/CobVValor"),
  };
}

/** `CobBase`: the receiver's key, the text to the payer and the additional information. */
export const cobBase: Record<string, JsonSchema> = {
  chave: { type: "string", maxLength: 77, "x-source": at("#/components/schemas/CobBase/properties/chave") },
  solicitacaoPagador: {
    type: "string",
    maxLength: 140,
    "x-source": at("#/components/schemas/CobBase/properties/solicitacaoPagador"),
  },
  infoAdicionais: {
    type: "array",
    maxItems: 50,
    items: {
      type: "object",
      required: ["nome", "valor"],
      properties: {
        nome: { type: "string", maxLength: 50 },
        valor: { type: "string", maxLength: 200 },
      },
      additionalProperties: false,
    },
    "x-source": at(
      "#/components/schemas/CobBase/properties/infoAdicionais",
      "the yaml writes `maximum: 50` on the array, read here as maxItems",
    ),
  },
};

/** `PayloadLocationCob`: a location the client created before (`POST /loc`). lote never sends it. */
export const locCob: JsonSchema = {
  type: "object",
  required: ["id", "tipoCob"],
  properties: { id: { type: "integer" }, tipoCob: { type: "string", enum: ["cob", "cobv"] } },
  "x-source": at(
    "#/components/schemas/PayloadLocationCob",
    "required id, tipoCob (the examples send only id)",
  ),
};
