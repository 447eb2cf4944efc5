import { MessagingService } from '@ritual/proto/ritual/v1/messaging';
import { createClient } from '@ritual/runtime';
import { HttpError } from '../http/errors.js';

export const createMessagingClient = (address: string) => createClient(MessagingService, address);
export type MessagingClient = ReturnType<typeof createMessagingClient>;

/** What a WhatsApp route, the LGPD export and the erasure answer while this gateway has no MESSAGING_ADDR. */
export const MESSAGING_NOT_CONFIGURED =
  'O serviço de mensagens do WhatsApp não está configurado neste servidor (MESSAGING_ADDR). ' +
  'Tente novamente mais tarde.';

/** The messaging client, or a 503 naming what is missing: nothing that needs it goes on without it. */
export function requireMessaging(messaging: MessagingClient | undefined): MessagingClient {
  if (!messaging) throw new HttpError(503, MESSAGING_NOT_CONFIGURED);
  return messaging;
}
