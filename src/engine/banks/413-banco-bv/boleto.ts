/**
 * 413 — Banco BV S.A., boleto rules: the same as 655 Banco Votorantim (the same bank under its
 * newer code). No published vector carries code 413; the rule and its vectors are 655's.
 */

export { boleto } from "../655-votorantim/boleto";
