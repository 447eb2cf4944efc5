import { formatStoreDateTime } from '../../admin-common/store-dates';
import type { MessageEntry, OrderMessages } from '../api/whatsapp-api';
import { messageLabel } from '../message-labels';
import { MessageStateMark } from './message-state';
import './order-messages.css';

/** A reminder cancelled because the order was paid or expired is no news; every other message is shown. */
const worthShowing = (message: MessageEntry) => !(message.kind === 'pix_lembrete' && message.state === 'cancelled');

const byDue = (a: MessageEntry, b: MessageEntry) => a.due_at.localeCompare(b.due_at) || a.id - b.id;

/** Clientes (issue 35): what the store sent this order by WhatsApp, where each message stands, and an opt-out. */
export function OrderMessagesLog({ entry, clientLabel }: { entry: OrderMessages | undefined; clientLabel: string }) {
  const messages = entry?.messages.filter(worthShowing).sort(byDue) ?? [];
  if (!entry || (messages.length === 0 && !entry.opted_out)) return null;
  return (
    <div className="adm-wa-log">
      {entry.opted_out && <span className="adm-badge adm-badge--warning adm-wa-log__optout">saiu das mensagens</span>}
      {messages.length > 0 && (
        <ul className="adm-wa-log__list" aria-label={`Mensagens do WhatsApp de ${clientLabel}`}>
          {messages.map((message) => {
            const at = message.sent_at ?? message.due_at;
            return (
              <li key={message.id} className="adm-wa-log__item">
                <span className="adm-wa-log__kind">{messageLabel(message)}</span>{' '}
                <time className="adm-wa-log__time" dateTime={at}>
                  {formatStoreDateTime(at)}
                </time>{' '}
                <MessageStateMark state={message.state} reason={message.error_title} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
