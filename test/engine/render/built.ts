/**
 * Boletos issued by the engine itself (`buildBoleto`) for every registered bank, from the seeded
 * sample inputs of `src/engine/boleto/samples.ts`, dressed with the fields a real slip prints
 * (addresses, instructions, description, guarantor) and, optionally, a Bolepix key.
 */
import { buildBoleto } from "../../../src/engine/boleto/build";
import type { Boleto, BoletoInput } from "../../../src/engine/types";
import { randomBoletoInput, seededRandom } from "../boleto/samples";

/** "Today" for every built boleto: the data de processamento printed on the slip. */
export const TODAY = "2025-06-01";

/** A valid input for `bank` from `seed`, with every printable field filled. */
export function richInput(bank: string, seed: number, pix: boolean): BoletoInput {
  const base = randomBoletoInput(bank, seededRandom(seed), TODAY);
  return {
    ...base,
    issue_date: TODAY,
    document_number: `NF${String(seed).padStart(8, "0")}`,
    beneficiary: {
      ...base.beneficiary,
      name: "Empresa Fictícia de Cobrança Ltda",
      address: {
        street: "Avenida Paulista",
        number: "1578",
        complement: "Conj. 42",
        district: "Bela Vista",
        city: "São Paulo",
        state: "SP",
        zip_code: "01310200",
      },
    },
    payer: {
      ...base.payer,
      name: "José Bonifácio de Andrada e Silva",
      address: {
        street: "Rua Pedro Lessa",
        number: "15",
        district: "Centro",
        city: "Rio de Janeiro",
        state: "RJ",
        zip_code: "20030030",
      },
    },
    instructions: ["Não receber após 30 dias do vencimento.", "Em caso de dúvidas, ligue (11) 4000-0000."],
    description: ["Mensalidade de junho - plano Empresarial", `Contrato nº ${seed}`],
    ...(base.due_date
      ? {
          fine: { kind: "rate" as const, value: 200 },
          interest: { kind: "monthly_rate" as const, value: 100 },
        }
      : {}),
    ...(pix
      ? { pix: { key: "cobranca@lote.dev", txid: `LOTE${bank}${String(seed).padStart(10, "0")}` } }
      : {}),
  };
}

/**
 * `buildBoleto` for `bank`; the seed defaults to the bank's own sample. A seed whose random input
 * cannot carry a Bolepix (a zero amount) moves on to the next seed, deterministically.
 *
 * @example builtBoleto("341", { pix: true }).pix_payload?.startsWith("000201") // true
 */
export function builtBoleto(bank: string, opts: { seed?: number; pix?: boolean } = {}): Boleto {
  let seed = opts.seed ?? Number(bank) + 1;
  for (let tries = 0; tries < 20; tries++, seed += 1000) {
    try {
      return buildBoleto(richInput(bank, seed, opts.pix ?? false), { today: TODAY });
    } catch (e) {
      if (tries === 19) throw e;
    }
  }
  throw new Error("unreachable");
}
