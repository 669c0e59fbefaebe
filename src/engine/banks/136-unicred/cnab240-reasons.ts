/**
 * Unicred CNAB 240 retorno: the "complemento do movimento" (Segment T 214-221) of a rejected
 * instruction, from "Cobrança Beneficiário Web — Layout de Retorno de Boletos, CNAB 240 posições"
 * (Informações Adicionais, Segmento T campos 214-221). Its list is the 400 retorno's
 * (`cnab400-reasons.ts`) without 49 and PX, which the 240 manual does not have. One code of 2 or 3
 * characters, left-aligned: lote reads 214-216.
 */
import { UNICRED_REASONS } from "./cnab400-reasons";

const { "49 ": _decurso, "PX ": _qrCode, ...shared } = UNICRED_REASONS;

/** T 214-216, the rejection reason. */
export const UNICRED_240_REASONS: Readonly<Record<string, string>> = shared;
