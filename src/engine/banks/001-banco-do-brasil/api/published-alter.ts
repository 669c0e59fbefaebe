/**
 * Banco do Brasil's `PATCH /cobrancas/v2/boletos/{id}` body (RequisicaoAlterarBoletos),
 * transcribed from published material: BB's API Cobrança v2 documentation §7.2 (as transcribed in
 * higorocha/SistemaWebAlencarFrutas DOCUMENTACAO_BB_COBRANCA.md @780930e), BB's v1 manual "CBR -
 * Alteração de Boletos Portal" (imobanco/bb-wrapper docs/bb @88f3074), BB's v2 schema as
 * transcribed in Accordous/bb-client README-endpoint-RequisicaoAlterarBoleto.md @5c7916e
 * (alteracaoValor). Every indicator is "S" or "N"; BB takes one alteration per call (the
 * simulator enforces it, the schema cannot).
 */
import type { JsonSchema } from "../../../connect/schema";
import { ALT, date, int, money, positive, sn } from "./published";

const block = (props: Record<string, JsonSchema>, source: string): JsonSchema => ({
  type: "object",
  additionalProperties: false,
  properties: props,
  "x-source": source,
});

/** `PATCH /cobrancas/v2/boletos/{id}` body (RequisicaoAlterarBoletos): one indicator "S" per call. */
export const ALTER_BODY: JsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["numeroConvenio"],
  "x-source": ALT,
  properties: {
    numeroConvenio: { type: "integer", minimum: 1000000, maximum: 9999999 },
    indicadorNovaDataVencimento: sn,
    alteracaoData: block({ novaDataVencimento: date }, `${ALT} item 27`),
    indicadorNovoValorNominal: sn,
    alteracaoValor: block(
      { novoValorNominal: positive },
      `${ALT} item 30; [OAS] alteracaoValor{novoValorNominal}`,
    ),
    indicadorAtribuirDesconto: sn,
    desconto: block(
      Object.fromEntries(
        ["Primeiro", "Segundo", "Terceiro"].flatMap((n) => [
          [`tipo${n}Desconto`, { type: "integer", enum: [0, 1, 2, 3] }],
          [`valor${n}Desconto`, money],
          [`percentual${n}Desconto`, money],
          [`data${n}Desconto`, date],
        ]),
      ),
      `${ALT} item 15 (desconto {tipo/valor/percentual/data Primeiro..Terceiro Desconto})`,
    ),
    indicadorAlterarDesconto: sn,
    alteracaoDesconto: block(
      Object.fromEntries(
        ["Primeiro", "Segundo", "Terceiro"].flatMap((n) => [
          [`tipo${n}Desconto`, { type: "integer", enum: [0, 1, 2, 3] }],
          [`novoValor${n}Desconto`, money],
          [`novoPercentual${n}Desconto`, money],
          [`novaDataLimite${n}Desconto`, date],
        ]),
      ),
      `${ALT} item 7 (alteracaoDesconto, prefixo novo)`,
    ),
    indicadorAlterarDataDesconto: sn,
    alteracaoDataDesconto: block(
      {
        novaDataLimitePrimeiroDesconto: date,
        novaDataLimiteSegundoDesconto: date,
        novaDataLimiteTerceiroDesconto: date,
      },
      `${ALT} item 5`,
    ),
    indicadorProtestar: sn,
    protesto: block({ quantidadeDiasProtesto: int }, `${ALT} item 29`),
    indicadorSustacaoProtesto: sn,
    indicadorCancelarProtesto: sn,
    indicadorIncluirAbatimento: sn,
    abatimento: block({ valorAbatimento: positive }, `${ALT} item 24`),
    indicadorAlterarAbatimento: sn,
    alteracaoAbatimento: block(
      { novoValorAbatimento: money },
      `${ALT} item 3; [V1] alteracaoAbatimento{novoValorAbatimento}`,
    ),
    indicadorCobrarJuros: sn,
    juros: block(
      { tipoJuros: { type: "integer", enum: [0, 1, 2, 3] }, valorJuros: money, taxaJuros: money },
      `${ALT} item 18; [V1] juros{tipoJuros, valorJuros, taxaJuros}`,
    ),
    indicadorDispensarJuros: sn,
    indicadorCobrarMulta: sn,
    multa: block(
      {
        tipoMulta: { type: "integer", enum: [0, 1, 2] },
        valorMulta: money,
        dataInicioMulta: date,
        taxaMulta: money,
      },
      `${ALT} item 20; [V1] multa{tipoMulta, valorMulta, dataInicioMulta, taxaMulta}`,
    ),
    indicadorDispensarMulta: sn,
    indicadorNegativar: sn,
    negativacao: block(
      {
        quantidadeDiasNegativacao: int,
        tipoNegativacao: { type: "integer", enum: [1, 2, 3, 4] },
        orgaoNegativador: { type: "integer", enum: [10, 11] },
      },
      `${ALT} item 26`,
    ),
    indicadorAlterarEnderecoPagador: sn,
    alteracaoEndereco: block(
      {
        enderecoPagador: { type: "string" },
        bairroPagador: { type: "string" },
        cidadePagador: { type: "string" },
        UFPagador: { type: "string" },
        CEPPagador: { type: ["string", "integer"] },
      },
      `${ALT} item 9; [V1] alteracaoEndereco`,
    ),
    indicadorAlterarPrazoBoletoVencido: sn,
    alteracaoPrazo: block({ quantidadeDiasAceite: int }, `${ALT} item 11`),
    indicadorAlterarSeuNumero: sn,
    alteracaoSeuNumero: block({ codigoSeuNumero: { type: "string", maxLength: 15 } }, `${ALT} item 13`),
  },
};
