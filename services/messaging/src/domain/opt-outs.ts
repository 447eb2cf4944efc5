import type { Database } from '@ritual/runtime';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema.js';

/** The answer to SAIR or PARAR, sent once per number. */
export const OPT_OUT_REPLY =
  'Pronto! Você não vai mais receber por aqui avisos de pedido nem lembretes de pagamento da loja. ' +
  'Se você pagar um pedido ou pedir o vídeo do seu ritual, a confirmação ainda chega por este número.';

/**
 * The number an opt-out is kept under. Brazilian mobiles have 9 digits after the DDD, but WhatsApp ids of older
 * accounts leave the leading 9 out (55 11 8765-4321 for (11) 98765-4321): both become 55 + DDD + the last 8 digits.
 */
export function optOutKey(digits: string): string {
  const mobile = /^55(\d{2})9(\d{8})$/.exec(digits);
  return mobile ? `55${mobile[1]}${mobile[2]}` : digits;
}

/** "SAIR" or "PARAR", trimmed, in any case, with or without accents and end punctuation. */
export function isOptOutText(text: string): boolean {
  const word = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/[\s.!?,;:]+$/u, '')
    .toUpperCase();
  return word === 'SAIR' || word === 'PARAR';
}

export async function isOptedOut(db: Database<typeof schema>, recipient: string): Promise<boolean> {
  const [found] = await db
    .select({ recipient: schema.optOuts.recipient })
    .from(schema.optOuts)
    .where(eq(schema.optOuts.recipient, optOutKey(recipient)));
  return found !== undefined;
}
