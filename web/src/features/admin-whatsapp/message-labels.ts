import type { MessageEntry, MessageKind, MessageState } from './api/whatsapp-api';

/** The four messages the store sends by itself, in the order a client meets them. */
export const MESSAGE_KINDS: readonly MessageKind[] = [
  'pedido_recebido',
  'pix_lembrete',
  'pagamento_aprovado',
  'video_pronto',
];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  pedido_recebido: 'Pedido recebido',
  pix_lembrete: 'Lembrete de PIX',
  pagamento_aprovado: 'Pagamento aprovado',
  video_pronto: 'Vídeo pronto',
};

/** The kind, with the reminder's step when there are several ("Lembrete de PIX 2"). */
export const messageLabel = (message: Pick<MessageEntry, 'kind' | 'step'>) =>
  message.kind === 'pix_lembrete' && message.step > 0
    ? `${MESSAGE_KIND_LABELS.pix_lembrete} ${message.step}`
    : MESSAGE_KIND_LABELS[message.kind];

interface StateMark {
  /** What the list shows: ✓ sent, ✓✓ delivered, "lida", "falhou". */
  mark: string;
  /** Spoken instead of the ticks. */
  label: string;
  tone: 'success' | 'warning' | 'danger' | 'neutral';
}

export const MESSAGE_STATE_MARKS: Record<MessageState, StateMark> = {
  scheduled: { mark: 'agendada', label: 'agendada', tone: 'neutral' },
  sending: { mark: 'enviando', label: 'enviando', tone: 'neutral' },
  sent: { mark: '✓', label: 'enviada', tone: 'neutral' },
  delivered: { mark: '✓✓', label: 'entregue', tone: 'success' },
  read: { mark: 'lida', label: 'lida', tone: 'success' },
  failed: { mark: 'falhou', label: 'falhou', tone: 'danger' },
  cancelled: { mark: 'não enviada', label: 'não enviada', tone: 'neutral' },
};

/** WhatsApp accepted it (sent, delivered or read). */
export const wasAccepted = (state: MessageState) => state === 'sent' || state === 'delivered' || state === 'read';

/** A delay of WHATSAPP_PIX_REMINDERS in words: "45 s", "30 min", "20 h", "1 h 30 min", "2 dias". */
export function formatDelay(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds > 0 && seconds % 86_400 === 0) {
    const days = seconds / 86_400;
    return `${days} ${days === 1 ? 'dia' : 'dias'}`;
  }
  const parts: string[] = [];
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours) parts.push(`${hours} h`);
  if (minutes) parts.push(`${minutes} min`);
  if (rest || parts.length === 0) parts.push(`${rest} s`);
  return parts.join(' ');
}

/** "30 min e 20 h". */
export function formatDelays(seconds: readonly number[]): string {
  const words = seconds.map(formatDelay);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} e ${words.at(-1)}`;
}

/** Meta's template names: lowercase letters, digits and underscores. */
export const TEMPLATE_NAME_PATTERN = /^[a-z0-9_]{1,512}$/;
export const TEMPLATE_NAME_INVALID = 'Nome de modelo inválido: use letras minúsculas, números e _';
