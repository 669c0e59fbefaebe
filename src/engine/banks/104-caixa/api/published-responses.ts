/**
 * CAIXA SIGCB web service — the answers (the content of SERVICO_SAIDA in the JSON form of
 * published.ts) and the fields lote reads from them: the SIBAR layer (COD_RETORNO, ORIGEM_RETORNO,
 * MSG_RETORNO), CONTROLE_NEGOCIAL (the SIGCB layer), and each operation's data.
 *
 * Sources: [M] CAIXA 38.239 v002 §5.1–5.6, §6.2, §6.3, §8, Notas 34–39; [X] the SIGCB XSD as
 * JAXB classes (SERVICO_SAIDA_TYPE, DADOS_SAIDA_TYPE, CONTROLE_NEGOCIAL_TYPE,
 * inclui_boleto_saida_Type, consulta_boleto_titulo_Type); [A] ACBr ACBrBoletoRet_Caixa.pas
 * (QRCODE of the hybrid boleto; COMPROVANTE).
 */
import type { JsonSchema } from "../../../connect/schema";
import { DATE, DEC13_2, digits, MANUAL as M, str, XSD as X } from "./published";

/** An element lote does not read: any text or object. */
const ANY: JsonSchema = {};

const HEADER_SAIDA: JsonSchema = {
  type: "object",
  "x-source": `${M} §5.1/§5.5 (header of the answer)`,
  additionalProperties: false,
  properties: {
    VERSAO: str(10),
    AUTENTICACAO: str(64),
    USUARIO_SERVICO: str(8),
    USUARIO: str(8),
    OPERACAO: str(50),
    INDICE: ANY,
    SISTEMA_ORIGEM: str(5),
    UNIDADE: str(5),
    IDENTIFICADOR_ORIGEM: str(255),
    DATA_HORA: str(30),
    ID_PROCESSO: str(50),
  },
};

/** CONTROLE_NEGOCIAL: COD_RETORNO 0/1/2 and the message "(nn) …" [M Notas 34, 39; X CONTROLE_NEGOCIAL_TYPE]. */
const CONTROL: JsonSchema = {
  type: "object",
  "x-source": `${X} CONTROLE_NEGOCIAL_TYPE; ${M} Notas 34, 39`,
  required: ["COD_RETORNO"],
  additionalProperties: false,
  properties: {
    ORIGEM_RETORNO: str(50),
    COD_RETORNO: str(5),
    MSG_RETORNO: str(200),
    NSU: ANY,
    MENSAGENS: {
      type: "object",
      additionalProperties: false,
      properties: { RETORNO: str(200), INSTITUCIONAL: ANY, INFORMATIVA: ANY, TELA: ANY, MENSAGEM: ANY },
    },
  },
};

/** The codes of an operation's answer (inclui/altera/baixa_boleto_saida_Type [X]; [M §5.2–5.4, Notas 35–38]). */
const CODES = (withOurNumber: boolean): JsonSchema => ({
  type: "object",
  additionalProperties: false,
  properties: {
    CODIGO_BARRAS: { type: "string", pattern: "^\\d{44}$", "x-source": `${M} Nota 35` },
    LINHA_DIGITAVEL: { type: "string", pattern: "^\\d{47}$", "x-source": `${M} Nota 36` },
    ...(withOurNumber ? { NOSSO_NUMERO: digits(17, `${M} Nota 37`) } : {}),
    URL: str(255, `${M} Nota 38`),
    QRCODE: { type: "string", "x-source": "ACBr ACBrBoletoRet_Caixa.pas (hybrid boleto)" },
  },
});

/** TITULO of CONSULTA_BOLETO (consulta_boleto_titulo_Type [X]; [M §5.6]): the fields lote reads are held, the rest passed. */
const CONSULTA_TITULO: JsonSchema = {
  type: "object",
  "x-source": `${X} consulta_boleto_titulo_Type; ${M} §5.6`,
  required: ["NUMERO_DOCUMENTO", "VALOR", "CODIGO_BARRAS", "LINHA_DIGITAVEL"],
  additionalProperties: ANY,
  properties: {
    NUMERO_DOCUMENTO: str(11),
    DATA_VENCIMENTO: DATE,
    VALOR: DEC13_2,
    VALOR_ABATIMENTO: DEC13_2,
    CODIGO_BARRAS: { type: "string", pattern: "^\\d{44}$" },
    LINHA_DIGITAVEL: { type: "string", pattern: "^\\d{47}$" },
    URL: str(255),
    QRCODE: { type: "string" },
  },
};

/** SERVICO_SAIDA of either service ([X] SERVICO_SAIDA_TYPE + dados_saida_Type; [M §5, §8]). */
export const RESPONSE: JsonSchema = {
  type: "object",
  "x-source": `${X} SERVICO_SAIDA_TYPE; ${M} §5.1, §5.5, §8`,
  required: ["HEADER", "COD_RETORNO", "ORIGEM_RETORNO"],
  additionalProperties: false,
  properties: {
    HEADER: HEADER_SAIDA,
    COD_RETORNO: str(5, `${M} Nota 34 (SIBAR: "00" or "X5")`),
    ORIGEM_RETORNO: str(50),
    MSG_RETORNO: str(200, `${M} Nota 39 (SIBAR codes)`),
    DADOS: {
      type: "object",
      additionalProperties: false,
      properties: {
        CONTROLE_NEGOCIAL: { type: "array", items: CONTROL },
        COMPROVANTE: {
          type: "object",
          "x-source": `${M} §5.1; ACBr`,
          additionalProperties: false,
          properties: { DATA: DATE, HORA: str(8) },
        },
        EXCECAO: str(5000),
        INCLUI_BOLETO: CODES(true),
        ALTERA_BOLETO: CODES(false),
        BAIXA_BOLETO: CODES(false),
        CONSULTA_BOLETO: {
          type: "object",
          required: ["TITULO"],
          additionalProperties: false,
          properties: { TITULO: CONSULTA_TITULO, FLAG_REGISTRO: { type: "string", enum: ["S", "N"] } },
        },
      },
    },
  },
};
