import { bank as bb } from "./001-banco-do-brasil";
import { bank as amazonia } from "./003-banco-da-amazonia";
import { bank as bnb } from "./004-banco-do-nordeste";
import { bank as banestes } from "./021-banestes";
import { bank as alfa } from "./025-alfa";
import { bank as santander } from "./033-santander";
import { bank as banpara } from "./037-banpara";
import { bank as banrisul } from "./041-banrisul";
import { bank as banese } from "./047-banese";
import { bank as brb } from "./070-brb";
import { bank as inter } from "./077-inter";
import { bank as uniprime } from "./084-uniprime";
import { bank as ailos } from "./085-ailos";
import { bank as credisan } from "./089-credisan";
import { bank as unicredCentralRs } from "./091-unicred-central-rs";
import { bank as credisis } from "./097-credisis";
import { bank as uniprimeCentral } from "./099-uniprime-central";
import { bank as caixa } from "./104-caixa";
import { bank as cresol } from "./133-cresol";
import { bank as unicred } from "./136-unicred";
import { bank as pefisa } from "./174-pefisa";
import { bank as btg } from "./208-btg-pactual";
import { bank as original } from "./212-original";
import { bank as bs2 } from "./218-bs2";
import { bank as fibra } from "./224-fibra";
import { bank as bradesco } from "./237-bradesco";
import { bank as abc } from "./246-abc-brasil";
import { bank as bmp } from "./274-bmp-money-plus";
import { bank as sulcredi } from "./322-sulcredi";
import { bank as qi } from "./329-qi-scd";
import { bank as c6 } from "./336-c6-bank";
import { bank as itau } from "./341-itau";
import { bank as mercantil } from "./389-mercantil";
import { bank as cora } from "./403-cora";
import { bank as bv } from "./413-banco-bv";
import { bank as safra } from "./422-safra";
import { bank as delbank } from "./435-delbank";
import { bank as uy3 } from "./457-uy3";
import { bank as serFinance } from "./530-ser-finance";
import { bank as industrialDoBrasil } from "./604-industrial-do-brasil";
import { bank as rendimento } from "./633-rendimento";
import { bank as sofisa } from "./637-sofisa";
import { bank as pine } from "./643-pine";
import { bank as votorantim } from "./655-votorantim";
import { bank as daycoval } from "./707-daycoval";
import { bank as ourinvest } from "./712-ourinvest";
import { bank as citibank } from "./745-citibank";
import { bank as sicredi } from "./748-sicredi";
import { bank as bofa } from "./755-bofa";
import { bank as sicoob } from "./756-sicoob";
import type { BankModule } from "./types";

/**
 * Every bank lote supports, keyed by its three-digit code. Adding a bank = one folder under
 * `banks/` plus one line here.
 */
export const BANKS: Readonly<Record<string, BankModule>> = Object.freeze({
  "001": bb,
  "003": amazonia,
  "004": bnb,
  "021": banestes,
  "025": alfa,
  "033": santander,
  "037": banpara,
  "041": banrisul,
  "047": banese,
  "070": brb,
  "077": inter,
  "084": uniprime,
  "085": ailos,
  "089": credisan,
  "091": unicredCentralRs,
  "097": credisis,
  "099": uniprimeCentral,
  "104": caixa,
  "133": cresol,
  "136": unicred,
  "174": pefisa,
  "208": btg,
  "212": original,
  "218": bs2,
  "224": fibra,
  "237": bradesco,
  "246": abc,
  "274": bmp,
  "322": sulcredi,
  "329": qi,
  "336": c6,
  "341": itau,
  "389": mercantil,
  "403": cora,
  "413": bv,
  "422": safra,
  "435": delbank,
  "457": uy3,
  "530": serFinance,
  "604": industrialDoBrasil,
  "633": rendimento,
  "637": sofisa,
  "643": pine,
  "655": votorantim,
  "707": daycoval,
  "712": ourinvest,
  "745": citibank,
  "748": sicredi,
  "755": bofa,
  "756": sicoob,
});

/** The supported bank codes, sorted. */
export const BANK_CODES: readonly string[] = Object.freeze(Object.keys(BANKS).sort());

/** The bank module for `code`, or undefined. @example getBank("341")?.name // "Itaú" */
export function getBank(code: string): BankModule | undefined {
  return Object.hasOwn(BANKS, code) ? BANKS[code] : undefined;
}
