// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import type { Rng } from './random.js';

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += Number(digits[i]) * weight;
  });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** A CPF (11 digits) with valid check digits from its first 9 digits. */
export function cpfFrom(base9: string): string {
  const d1 = checkDigit(base9, CPF_1);
  const d2 = checkDigit(base9 + d1, CPF_2);
  return `${base9}${d1}${d2}`;
}

/** A CNPJ (14 digits) with valid check digits from its root (8 digits) and branch (4 digits). */
export function cnpjFrom(base12: string): string {
  const d1 = checkDigit(base12, CNPJ_1);
  const d2 = checkDigit(base12 + d1, CNPJ_2);
  return `${base12}${d1}${d2}`;
}

export function isValidCpf(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !/^(\d)\1{10}$/.test(digits) && cpfFrom(digits.slice(0, 9)) === digits;
}

export function isValidCnpj(digits: string): boolean {
  return /^\d{14}$/.test(digits) && !/^(\d)\1{13}$/.test(digits) && cnpjFrom(digits.slice(0, 12)) === digits;
}

export function randomCpf(rng: Rng): string {
  return cpfFrom(`${rng.int(1, 9)}${rng.digits(8)}`);
}

export function randomCnpj(rng: Rng): string {
  return cnpjFrom(`${rng.int(1, 9)}${rng.digits(7)}0001`);
}

/** Another valid document of the same kind whose digits that banks leave visible all differ in at least one place. */
export function otherDocumentLike(document: string, rng: Rng): string {
  for (;;) {
    const other = document.length === 11 ? randomCpf(rng) : randomCnpj(rng);
    if (visibleDigits(other) !== visibleDigits(document)) return other;
  }
}

/** The digits a masked CPF shows (4th to 9th), or the CNPJ's root and branch. */
export function visibleDigits(document: string): string {
  return document.length === 11 ? document.slice(3, 9) : document.slice(2, 12);
}

export function formatCpf(d: string): string {
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

export function formatCnpj(d: string): string {
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

/** CPF as banks print it: "***.456.789-**". */
export function maskCpf(d: string, mask: string): string {
  return `${mask.repeat(3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${mask.repeat(2)}`;
}

/** CNPJ in full, or with its first and check digits hidden as some apps do: "**.345.678/0001-**". */
export function showCnpj(d: string, style: 'full' | 'masked', mask: string): string {
  if (style === 'full') return formatCnpj(d);
  return `${mask.repeat(2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${mask.repeat(2)}`;
}
