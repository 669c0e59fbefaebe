/**
 * Published vectors of 637 Banco Sofisa. Each code is written literally in the cited source.
 *
 * Provenance (facts only, no code or document carried over):
 * - AUTK Projetos e Consultoria, "Emissão do Bloquete de Cobrança Expressa pelo Cliente" (AUTK
 *   0071/2002, revised 17/07/2008), stored by eduardokum/laravel-boleto (commit
 *   0081d0958f6257c39d4594ce2ca466d725cd5b5c, MIT licence) as
 *   `manuais/RENDIMENTO/BLOQUETE_PELO_CLIENTE.pdf`: the worked example "MAIS UM EXEMPLO" (page 4),
 *   a slip of code 637 — agência 0001, carteira 112, operação 0000120, nosso número 0008026642,
 *   fator 1630 (25/03/2002), R$ 1.000,00.
 * - The rule: frones/ACBr `Fontes/ACBrBoleto/ACBrBancoSofisa.pas` (commit
 *   76c3d4d8d2039a006bf3e76a5978705517c0bd06, LGPL-2.1), which has no test vector.
 * Run by `../vectors.test.ts`.
 */
import type { SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "637 Sofisa carteira 112 (AUTK Bloquete de Cobrança Expressa, MAIS UM EXEMPLO)",
    source: {
      project: "eduardokum/laravel-boleto",
      commit: "0081d0958f6257c39d4594ce2ca466d725cd5b5c",
      licence: "MIT",
      path: "manuais/RENDIMENTO/BLOQUETE_PELO_CLIENTE.pdf",
    },
    input: {
      bank_code: "637",
      agency: "0001",
      agreement: "0000120",
      wallet: "112",
      our_number: "0008026642",
      amount_cents: 100000,
      due_date: "2002-03-25",
    },
    barcode: "63799163000001000000001112000012000080266424",
    line: "63790.00117 12000.012000 00802.664243 9 16300000100000",
    ourNumber: "112/0008026642-4",
    today: "2002-03-01",
  },
];
