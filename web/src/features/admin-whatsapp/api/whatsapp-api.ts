import type {
  MessageEntry,
  MessageKindSetting,
  OrderMessages,
  StoredVideo,
  TestMessageInput,
  VideoDelivery,
  VideoDeliveryInput,
  WhatsAppSettings,
  WhatsAppSettingsInput,
} from '@ritual/contracts/http';
import { adminApi } from '../../admin-common/api/admin-api';

export type { MessageKind, MessageState } from '@ritual/contracts/http';
export type { MessageEntry, MessageKindSetting, OrderMessages, StoredVideo, VideoDelivery, WhatsAppSettings };

/** Connection state, phone number id, each kind's switch and template, reminder delays, queued count. */
export const fetchWhatsAppSettings = (signal?: AbortSignal) =>
  adminApi.get<WhatsAppSettings>('/whatsapp/settings', { signal });

export const saveWhatsAppSettings = (kinds: MessageKindSetting[]) =>
  adminApi.putJson<WhatsAppSettings>('/whatsapp/settings', { kinds } satisfies WhatsAppSettingsInput);

/** "Enviar teste": the pedido_recebido template with sample values to one number ((xx) xxxxx-xxxx). */
export const sendWhatsAppTest = (whatsapp: string) =>
  adminApi.postJson<MessageEntry>('/whatsapp/test', { whatsapp } satisfies TestMessageInput);

/** The messages of each order given (at most 200 ids), and whether its number opted out. */
export const fetchOrderMessages = (orderIds: readonly number[], signal?: AbortSignal) =>
  adminApi.get<OrderMessages[]>(`/whatsapp/messages?order_ids=${orderIds.join(',')}`, { signal });

/** A ritual's video, once (MP4, at most 16 MB); its video_id goes with the delivery. */
export function uploadVideo(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return adminApi.postMultipart<StoredVideo>('/whatsapp/videos', body, { timeoutMs: 300_000 });
}

export const startVideoDelivery = (input: VideoDeliveryInput) =>
  adminApi.postJson<VideoDelivery>('/whatsapp/video-deliveries', input);

export const fetchVideoDelivery = (id: number, signal?: AbortSignal) =>
  adminApi.get<VideoDelivery>(`/whatsapp/video-deliveries/${encodeURIComponent(String(id))}`, { signal });
