/**
 * Itaú's published registration schema, transcribed for the simulator (which the request builders
 * never import). Sources, by tag in `x-source`:
 * - [EI] "API Boletos - Emissão e Instrução", OpenAPI 2.75.147 (cash_management v2), components
 *   `boleto`, `dadoBoleto`, `dadosIndividualBoleto`, `juros`, `multa`, `desconto`, `pessoa`,
 *   `tipoPessoaCobranca`, `endereco`, `beneficiario` and the `200_boleto` example;
 * - [CD] "API Boletos - Consulta de detalhe do Boleto", OpenAPI 1.2.9 — the same objects with the
 *   lengths and enums EI leaves out (`codigo_especie`, `codigo_carteira` 3, nosso número 8, …);
 * - [DP] the devportal's field notes ("Máximo caracteres …"), as transcribed in a public ExpItau
 *   integration note and in the Bolecode OpenAPI 1.0.7 `Observação` lines;
 * - [AC] ACBr's request builder (ProjetoACBr/ACBr, ACBrBoletoW_Itau_API.pas).
 * Objects are closed (`additionalProperties: false`): lote's strictness, so a misspelt field is a
 * violation rather than silently ignored.
 */
import type { JsonSchema } from "../../../connect/schema";
import { DEFS } from "./published-defs";
import { closed, DATE, MONEY_REGISTER } from "./published-formats";

export { MONEY_REGISTER, PERCENT_REGISTER } from "./published-formats";

/** The body of `POST /boletos`: the `{ data: boleto }` envelope of the EI example and AC. */
export const REGISTER_REQUEST: JsonSchema = {
  ...closed(
    {
      data: closed(
        {
          etapa_processo_boleto: {
            type: "string",
            enum: ["validacao", "efetivacao"],
            "x-source": "CD boleto enum",
          },
          codigo_canal_operacao: { type: "string", const: "API", "x-source": "EI example; AC fixo 'API'" },
          beneficiario: closed(
            {
              id_beneficiario: {
                type: "string",
                pattern: "^\\d{12}$",
                "x-source": "EI: agência 4 + conta 7 + DAC 1",
              },
            },
            ["id_beneficiario"],
            "EI beneficiario",
          ),
          dado_boleto: closed(
            {
              descricao_instrumento_cobranca: {
                type: "string",
                enum: ["boleto", "cobranca_digital"],
                "x-source": "CD enum",
              },
              tipo_boleto: {
                type: "string",
                enum: ["a vista", "proposta", "parcelado"],
                "x-source": "CD enum",
              },
              codigo_carteira: {
                type: "string",
                pattern: "^\\d{3}$",
                "x-source": "CD minLength=maxLength 3",
              },
              codigo_tipo_vencimento: {
                type: "integer",
                enum: [1, 3],
                "x-source": "CD enum (1 à vista, 3 data informada)",
              },
              valor_total_titulo: { type: "string", pattern: MONEY_REGISTER, "x-source": "EI example; CD" },
              codigo_especie: {
                type: "string",
                enum: [
                  "01",
                  "02",
                  "03",
                  "04",
                  "05",
                  "06",
                  "07",
                  "08",
                  "09",
                  "13",
                  "15",
                  "16",
                  "17",
                  "18",
                ].concat(["88", "89", "90", "91", "92", "93", "94", "95", "96", "97", "98", "99"]),
                "x-source": "CD codigo_especie enum; EI dadoBoleto (required)",
              },
              codigo_aceite: { type: "string", enum: ["S", "N"], "x-source": "CD enum" },
              data_emissao: DATE,
              valor_abatimento: { type: "string", pattern: MONEY_REGISTER, "x-source": "EI dadoBoleto" },
              pagamento_parcial: { type: "boolean", "x-source": "EI dadoBoleto" },
              quantidade_maximo_parcial: {
                type: "integer",
                minimum: 0,
                maximum: 99,
                "x-source": "EI (1..99)",
              },
              pagador: { $ref: "#/$defs/parte" },
              sacador_avalista: { $ref: "#/$defs/parte" },
              dados_individuais_boleto: {
                type: "array",
                minItems: 1,
                maxItems: 12,
                items: { $ref: "#/$defs/individual" },
                "x-source": "EI (required); CD maxItems 12",
              },
              juros: { $ref: "#/$defs/juros" },
              multa: { $ref: "#/$defs/multa" },
              desconto: { $ref: "#/$defs/desconto" },
              mensagens_cobranca: {
                type: "array",
                maxItems: 9,
                items: closed({ mensagem: { type: "string", maxLength: 100 } }, ["mensagem"]),
                "x-source": "EI mensagens_cobranca; CD maxItems 9, mensagem maxLength 100",
              },
              desconto_expresso: { type: "boolean", "x-source": "EI dadoBoleto; AC sends false" },
              texto_uso_beneficiario: { type: "string", maxLength: 48, "x-source": "CD maxLength 48" },
            },
            [
              "pagador",
              "dados_individuais_boleto",
              "codigo_especie",
              "codigo_carteira",
              "valor_total_titulo",
            ],
            "EI dadoBoleto (required pagador, dados_individuais_boleto, codigo_especie)",
          ),
        },
        ["etapa_processo_boleto", "beneficiario", "dado_boleto"],
        "EI boleto (required beneficiario, dado_boleto)",
      ),
    },
    ["data"],
    "EI 200_boleto example and AC GerarData: the body is wrapped in `data`",
  ),
  $defs: DEFS,
};
