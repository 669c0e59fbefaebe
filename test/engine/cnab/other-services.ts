/**
 * CNAB 240 files of services other than cobrança, for the tests that refuse them (engine and
 * service). Built from a published layout of those services: s2way/cnab240-nodejs (commit
 * c76055de945d61deb68ac5cf39fea45dd6d1f163), Bradesco's Multipag and statement layouts —
 * `layout/Bradesco/ArquivoHeader.js` (header de arquivo, layout 089), `Pagamento/LoteHeader.js`
 * (operation C at 9, service at 10-11, forma de lançamento 12-13, layout 045),
 * `Pagamento/Pagamento.js` (Segment A: favorecido 44-73, data 94-101, moeda 102-104, valor
 * 120-134), `Pagamento/LoteTrailing.js` (records 18-23, amount 24-41), `Conciliacao/LoteHeader.js`
 * (E, 04, 40, 055; data inicial 143-150), `Conciliacao/Conciliacao.js` (Segment E: data 143-150,
 * valor 151-168, tipo 169), `ArquivoTrailing.js` (lotes 18-23, records 24-29). Service 20
 * (pagamento a fornecedor) as FEBRABAN's G025 lists it (OCA/l10n-brazil
 * `l10n_br_account_payment_order/models/l10n_br_cnab.py`, commit fc02919d). Company, account and
 * amounts are made up.
 */

/** A `width`-position record: blanks with each `[position (1-based), value]` written over them. */
export function record(fields: [number, string][], width = 240): string {
  let line = " ".repeat(width);
  for (const [at, v] of fields) line = line.slice(0, at - 1) + v + line.slice(at - 1 + v.length);
  return line;
}

const FILE_HEADER = record([
  [1, "2370000"],
  [8, "0"],
  [18, "2"],
  [19, "11222333000181"],
  [53, "01234"],
  [58, "5"],
  [59, "000000123456"],
  [71, "7"],
  [73, "EMPRESA EXEMPLO LTDA"],
  [103, "BANCO BRADESCO S.A."],
  [143, "2"],
  [144, "17032025"],
  [152, "063000"],
  [158, "000042"],
  [164, "089"],
  [167, "01600"],
]);

/** A Bradesco-layout file of one lote: header de lote, `details`, trailer de lote, trailer. */
function file240(loteHeader: string, details: string[], amount: number): string {
  const trailer = record([
    [1, "23700015"],
    [18, String(details.length + 2).padStart(6, "0")],
    [24, String(amount).padStart(18, "0")],
  ]);
  const fileTrailer = record([
    [1, "23799999"],
    [18, "000001"],
    [24, String(details.length + 4).padStart(6, "0")],
  ]);
  return `${[FILE_HEADER, loteHeader, ...details, trailer, fileTrailer].join("\r\n")}\r\n`;
}

/** A Bradesco payments-to-suppliers retorno (lote C20) of two Segment A payments. */
export const PAYMENTS_240 = file240(
  record([
    [1, "23700011"],
    [9, "C"],
    [10, "20"],
    [12, "01"],
    [14, "045"],
    [18, "2"],
    [19, "11222333000181"],
    [73, "EMPRESA EXEMPLO LTDA"],
  ]),
  [1, 2].map((n) =>
    record([
      [1, "23700013"],
      [9, String(n).padStart(5, "0")],
      [14, "A"],
      [15, "000"],
      [21, "237"],
      [44, `FORNECEDOR ${n}`],
      [94, "17032025"],
      [102, "BRL"],
      [120, "000000000150000"],
    ]),
  ),
  300_000,
);

/** A Bradesco account statement (lote E04) of one Segment E entry. */
export const STATEMENT_240 = file240(
  record([
    [1, "23700011"],
    [9, "E"],
    [10, "04"],
    [12, "40"],
    [14, "055"],
    [18, "2"],
    [19, "11222333000181"],
    [143, "16032025"],
  ]),
  [
    record([
      [1, "23700013"],
      [9, "00001"],
      [14, "E"],
      [143, "17032025"],
      [151, "000000000000150000"],
      [169, "C"],
    ]),
  ],
  150_000,
);
