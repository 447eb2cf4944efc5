import { buildWhatsAppLink } from '../../lib/whatsapp';
import type { AdminOrder } from '../admin-common/admin-types';
import { clientName, paymentStatusLabel } from '../admin-common/orders';
import { formatStoreDateTime } from '../admin-common/store-dates';
import { type DetectedPhone, detectPhone } from './phone-detection';

export interface DeliveryRow {
  order: AdminOrder;
  name: string;
  phone: DetectedPhone | null;
  link: string;
}

/** The video message (spec §7): greets the client by name and says the ritual video is ready. */
export function videoMessage(name: string, ritualName: string): string {
  return (
    `Olá, ${name}! 🙏✨\n\n` +
    `O vídeo do seu ritual "${ritualName}" está pronto! 🎬\n\n` +
    'Assista com atenção e mentalize o seu pedido. Qualquer dúvida, estamos à disposição.'
  );
}

export function deliveryRow(order: AdminOrder, ritualName: string): DeliveryRow {
  const name = clientName(order);
  const phone = detectPhone(order);
  return {
    order,
    name,
    phone,
    link: phone ? buildWhatsAppLink(phone.digits, videoMessage(name, ritualName || order.ritual_name)) : '',
  };
}

export const VIDEO_CSV_HEADER = ['Nome', 'WhatsApp', 'Status', 'Data', 'Ritual', 'Link WhatsApp'] as const;

/** One line of the Envio de Vídeo CSV (spec §9 columns); the server's export writes the same. */
export function videoCsvRow(row: DeliveryRow, ritualName: string): string[] {
  return [
    row.name,
    row.phone?.display ?? '',
    paymentStatusLabel(row.order.payment_status),
    formatStoreDateTime(row.order.created_at),
    ritualName || row.order.ritual_name,
    row.link,
  ];
}

/** Copy-all text: one "Name: link" line per client that has a number. */
export function allLinksText(rows: readonly DeliveryRow[]): { text: string; count: number } {
  const withLink = rows.filter((row) => row.link);
  return { text: withLink.map((row) => `${row.name}: ${row.link}`).join('\n'), count: withLink.length };
}
