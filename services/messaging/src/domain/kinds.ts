import { MESSAGE_KINDS, type MessageKind } from '@ritual/contracts/http/whatsapp';
import { invalidArgument } from '@ritual/runtime';

export { MESSAGE_KINDS, type MessageKind };

export const isMessageKind = (value: string): value is MessageKind =>
  (MESSAGE_KINDS as readonly string[]).includes(value);

/** Kinds an opted-out number still gets: the ones it asked for by paying or ordering a video. */
export const KINDS_PAST_OPT_OUT: ReadonlySet<MessageKind> = new Set(['pagamento_aprovado', 'video_pronto']);

/** A registration without payment gets pedido_recebido under this template (name and ritual only). */
export const registrationTemplate = (pedidoRecebido: string) => `${pedidoRecebido}_cadastro`;

export const TEMPLATE_NAME_INVALID = 'Nome de modelo inválido: use letras minúsculas, números e _';
const TEMPLATE_NAME = /^[a-z0-9_]{1,500}$/;

export function validTemplateName(name: string): string {
  const trimmed = name.trim();
  if (!TEMPLATE_NAME.test(trimmed)) throw invalidArgument(TEMPLATE_NAME_INVALID);
  return trimmed;
}

export const WHATSAPP_FORMAT_INVALID = 'WhatsApp deve estar no formato (xx) xxxxx-xxxx';

/**
 * The number WhatsApp is called with: digits with Brazil's country code. Orders keep (xx) xxxxx-xxxx (DDD + 8 or 9
 * digits); 55 is added. Undefined when it is no Brazilian number.
 */
export function recipientDigits(whatsapp: string): string | undefined {
  const digits = whatsapp.replace(/\D/g, '');
  if (/^\d{10,11}$/.test(digits)) return `55${digits}`;
  if (/^55\d{10,11}$/.test(digits)) return digits;
  return undefined;
}

export function requireRecipient(whatsapp: string): string {
  const digits = recipientDigits(whatsapp);
  if (!digits) throw invalidArgument(WHATSAPP_FORMAT_INVALID);
  return digits;
}

/** "R$ 1.234,56" (a plain space: template parameters refuse some whitespace). */
export function brl(amount: string): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(Number(amount))
    .replace(/\s/g, ' ');
}

/**
 * A template parameter as WhatsApp takes it: no line breaks or tabs, no more than 4 spaces in a row, not empty.
 */
export function parameterText(value: string, fallback: string): string {
  const text = value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return text || fallback;
}

/** pt-BR reasons for the Cloud API error codes the panel shows (a message that failed or could not be sent). */
const GRAPH_REASONS: Record<number, string> = {
  131026: 'Número sem WhatsApp ou que não pode receber a mensagem',
  131047: 'Mais de 24 horas desde a última mensagem do cliente',
  131051: 'Tipo de mensagem não suportado',
  131042: 'Problema de pagamento na conta do WhatsApp Business',
  131045: 'Número de telefone da loja não registrado',
  131049: 'O WhatsApp não entregou para manter o engajamento saudável',
  131050: 'O cliente bloqueou mensagens de marketing',
  131052: 'Falha ao baixar a mídia enviada pelo cliente',
  131053: 'Falha ao enviar a mídia (vídeo)',
  131009: 'Parâmetro inválido na mensagem',
  131008: 'Parâmetro obrigatório ausente na mensagem',
  131021: 'O destinatário não pode ser o próprio número da loja',
  131031: 'Conta do WhatsApp Business bloqueada',
  132000: 'Número de parâmetros diferente do modelo cadastrado',
  132001: 'Modelo não existe no WhatsApp Manager (ou não em pt_BR)',
  132005: 'Texto do modelo longo demais com os parâmetros',
  132007: 'O conteúdo viola a política do modelo',
  132012: 'Formato do parâmetro diferente do modelo cadastrado',
  132015: 'Modelo pausado por baixa qualidade',
  132016: 'Modelo desativado por baixa qualidade',
  133010: 'Número de telefone da loja não registrado na Cloud API',
  100: 'Parâmetro inválido na chamada à Cloud API',
  190: 'Token de acesso do WhatsApp inválido ou expirado',
  368: 'Conta temporariamente bloqueada por violar políticas',
};

export function graphReason(code: number, fallback?: string): string {
  return GRAPH_REASONS[code] ?? (fallback ? `Erro do WhatsApp: ${fallback}` : `Erro do WhatsApp (código ${code})`);
}

/** Why a message was cancelled (state cancelled, error_title). */
export const CANCEL_REASONS = {
  paid: 'Pedido pago antes do lembrete',
  cancelled: 'Pedido cancelado',
  notPending: 'Pedido não está mais aguardando pagamento',
  expired: 'Prazo de pagamento do pedido expirou',
  noConsent: 'Pedido feito antes do consentimento para mensagens',
  noWhatsapp: 'Pedido sem WhatsApp válido',
  noLink: 'Pedido sem link guardado (feito antes dos links de pedido)',
  optedOut: 'O cliente pediu para não receber mensagens (SAIR)',
  consentRevoked: 'O cliente revogou o consentimento (LGPD): nenhuma mensagem é enviada',
  kindOff: 'Tipo de mensagem desligado no painel',
  orderGone: 'Pedido não encontrado',
  noVideo: 'Vídeo do envio não encontrado',
  notConfigured: 'WhatsApp não configurado',
  stale: 'Não saiu em até 24 horas do momento previsto',
} as const;

/**
 * A confirmation or reminder that could not go out within this long of its moment (WhatsApp not configured yet, a
 * long outage, or the events of orders placed before messaging existed, which JetStream replays to a new consumer)
 * is no longer sent: a day-old "pedido recebido" helps nobody. A video is sent whenever it can be.
 */
export const STALE_AFTER_MS = 24 * 3_600_000;
