import type { DataRequest } from '@ritual/contracts/http';
import { buildWhatsAppLink } from '../../../lib/whatsapp';

/** The request's WhatsApp, opening a chat that asks the person to confirm the request is theirs before anyone acts. */
export function ConfirmPersonLink({ request }: { request: Pick<DataRequest, 'name' | 'protocol' | 'whatsapp'> }) {
  return (
    <a
      href={buildWhatsAppLink(
        request.whatsapp,
        `Olá, ${request.name}! Recebemos o seu pedido ${request.protocol} sobre os seus dados. Pode confirmar que foi você quem enviou?`,
      )}
      target="_blank"
      rel="noopener noreferrer"
    >
      {request.whatsapp}
    </a>
  );
}
