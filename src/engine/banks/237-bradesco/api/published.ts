/**
 * Bradesco API Cobrança — the published request layout, transcribed as `JsonSchema`. The simulator
 * validates every request against these; the builders never import this module.
 *
 * Bradesco's manual ("Manual Registro de Boleto Bancário On-line", v1.7 / Janeiro 2019) is not
 * readable in the public sources available; its example and rules are, as public clients copied
 * them: `MANUAL` (the example body reproduced in vitorccs/bradesco-api-php README and its
 * Fixer.php defaults, "página 19 do manual"), `FIXER` (vitorccs's maxima and formats), `BNC`
 * (ottomillrath/BoletoNetCore's classes). Every field is a string and every field is sent.
 */
import type { JsonSchema } from "../../../connect/schema";

export * from "./published-more";

export const MANUAL =
  "Bradesco 'Manual Registro de Boleto Bancário On-line' example, as in vitorccs/bradesco-api-php README @026361674660808ebe733b60654fc670ae7fe333";
export const FIXER =
  "vitorccs/bradesco-api-php src/Helpers/Fixer.php @026361674660808ebe733b60654fc670ae7fe333";
export const BNC =
  "ottomillrath/BoletoNetCore BancoBradesco.Online.cs @0d310407018b22adda1d97c0df33251f23d9760c";

const digits = (max: number, source: string): JsonSchema => ({
  type: "string",
  pattern: `^\\d{1,${max}}$`,
  "x-source": source,
});
const text = (max: number, source: string): JsonSchema => ({
  type: "string",
  maxLength: max,
  "x-source": source,
});
/** `dd.mm.aaaa`, or "" where the field is optional. */
const date = (optional: boolean, source: string): JsonSchema => ({
  type: "string",
  pattern: optional ? "^(\\d{2}\\.\\d{2}\\.\\d{4})?$" : "^\\d{2}\\.\\d{2}\\.\\d{4}$",
  "x-source": `${source}; dd.mm.aaaa (${FIXER} formatDate)`,
});

const zeroOr = (max: number) => digits(max, `${MANUAL} ("0" when unused)`);

const PROPERTIES: Record<string, JsonSchema> = {
  nuCPFCNPJ: digits(9, `${MANUAL} "123456789"; the root: ${BNC} RaizCNPJ`),
  filialCPFCNPJ: digits(4, `${MANUAL} "0001"; ${BNC} FilialCNPJ`),
  ctrlCPFCNPJ: digits(2, `${MANUAL} "39"; ${BNC} ControleCNPJ`),
  cdTipoAcesso: { type: "string", enum: ["2"], "x-source": `${MANUAL}; ${FIXER} const` },
  clubBanco: zeroOr(10),
  cdTipoContrato: zeroOr(3),
  nuSequenciaContrato: zeroOr(10),
  idProduto: digits(2, `${MANUAL} "09" (carteira)`),
  nuNegociacao: {
    type: "string",
    pattern: "^\\d{18}$",
    "x-source": `${MANUAL} "123400000001234567" (agência 4 + 0000000 + conta 7)`,
  },
  cdBanco: { type: "string", enum: ["237"], "x-source": MANUAL },
  eNuSequenciaContrato: zeroOr(10),
  tpRegistro: { type: "string", enum: ["1"], "x-source": `${MANUAL}; ${FIXER} const` },
  cdProduto: zeroOr(3),
  nuTitulo: digits(11, `${MANUAL} "0" (the bank numbers it) or the nosso número`),
  nuCliente: text(10, `${MANUAL}; ${FIXER} clip 10`),
  dtEmissaoTitulo: date(false, MANUAL),
  dtVencimentoTitulo: date(false, MANUAL),
  tpVencimento: { type: "string", enum: ["0"], "x-source": `${MANUAL}; ${FIXER} const` },
  vlNominalTitulo: digits(17, `${MANUAL} "100"; centavos (${FIXER} formatCurrency "14.90" → "1490")`),
  cdEspecieTitulo: digits(2, `${MANUAL} "04"; "02" in other copies`),
  tpProtestoAutomaticoNegativacao: zeroOr(1),
  prazoProtestoAutomaticoNegativacao: zeroOr(2),
  controleParticipante: text(25, `${MANUAL}; ${FIXER} clip 25`),
  cdPagamentoParcial: { type: "string", enum: ["", "S", "N"], "x-source": MANUAL },
  qtdePagamentoParcial: zeroOr(2),
  percentualJuros: digits(8, `${MANUAL}; "00040000" in a published payload (3 + 5 decimals: lote's reading)`),
  vlJuros: digits(17, `${MANUAL}; ${FIXER} currency`),
  qtdeDiasJuros: digits(3, MANUAL),
  percentualMulta: digits(8, `${MANUAL}; "00200000" in a published payload`),
  vlMulta: digits(17, `${MANUAL}; ${FIXER} currency`),
  qtdeDiasMulta: digits(3, `${MANUAL}; TOTVS TDN 736965886 "qtdeDiasMulta >= 1 e <= 999"`),
  ...Object.fromEntries(
    [1, 2, 3].flatMap((n) => [
      [`percentualDesconto${n}`, zeroOr(8)],
      [`vlDesconto${n}`, digits(17, MANUAL)],
      [`dataLimiteDesconto${n}`, date(true, MANUAL)],
    ]),
  ),
  prazoBonificacao: zeroOr(2),
  percentualBonificacao: zeroOr(8),
  vlBonificacao: zeroOr(17),
  dtLimiteBonificacao: date(true, MANUAL),
  vlAbatimento: digits(17, MANUAL),
  vlIOF: digits(17, MANUAL),
  nomePagador: { ...text(70, `${MANUAL}; ${FIXER} clip 70`), minLength: 1 },
  logradouroPagador: { ...text(40, `${FIXER} clip 40`), minLength: 1 },
  nuLogradouroPagador: digits(10, MANUAL),
  complementoLogradouroPagador: text(15, `${FIXER} clip 15`),
  cepPagador: { type: "string", pattern: "^\\d{5}$", "x-source": `${MANUAL} "12345"` },
  complementoCepPagador: { type: "string", pattern: "^\\d{3}$", "x-source": `${MANUAL} "500"` },
  bairroPagador: text(40, `${FIXER} clip 40`),
  municipioPagador: { ...text(30, `${FIXER} clip 30`), minLength: 1 },
  ufPagador: { type: "string", pattern: "^[A-Z]{2}$", "x-source": MANUAL },
  cdIndCpfcnpjPagador: {
    type: "string",
    enum: ["1", "2"],
    "x-source": `${MANUAL}; ${FIXER} setCustomerType (1 CPF, 2 CNPJ)`,
  },
  nuCpfcnpjPagador: {
    type: "string",
    pattern: "^\\d{14}$",
    "x-source": `${FIXER} formatCpfCnpj "00012345678901"`,
  },
  endEletronicoPagador: text(70, MANUAL),
  nomeSacadorAvalista: text(40, `${FIXER} clip 40`),
  logradouroSacadorAvalista: text(40, `${FIXER} clip 40`),
  nuLogradouroSacadorAvalista: digits(10, MANUAL),
  complementoLogradouroSacadorAvalista: text(15, FIXER),
  cepSacadorAvalista: digits(5, MANUAL),
  complementoCepSacadorAvalista: digits(3, MANUAL),
  bairroSacadorAvalista: text(40, FIXER),
  municipioSacadorAvalista: text(40, FIXER),
  ufSacadorAvalista: { type: "string", pattern: "^([A-Z]{2})?$", "x-source": MANUAL },
  cdIndCpfcnpjSacadorAvalista: { type: "string", enum: ["0", "1", "2"], "x-source": MANUAL },
  nuCpfcnpjSacadorAvalista: { type: "string", pattern: "^(0|\\d{14})$", "x-source": `${MANUAL}; ${FIXER}` },
  endEletronicoSacadorAvalista: text(70, MANUAL),
};

/** `POST /v1/boleto/registrarBoleto`: every field, as the manual's rule "all fields must be sent". */
export const REGISTER_BODY: JsonSchema = {
  type: "object",
  "x-source": `${MANUAL} (the example's keys, all required: ${FIXER} "Per Bradesco API specs, all non-used fields must be sent anyways")`,
  required: Object.keys(PROPERTIES),
  properties: PROPERTIES,
  additionalProperties: false,
};
