import type {
  MessageEntry,
  MessagingService,
  VideoDelivery,
  WhatsAppSettings,
} from '@ritual/proto/ritual/v1/messaging';
import type { AsyncService } from '@ritual/runtime';
import type { MessageDesk, SettingsView } from '../domain/message-desk.js';
import type { MessageRow } from '../domain/message-log.js';
import type { DeliveryProgress } from '../domain/videos.js';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : '');

export function messageEntry(row: MessageRow): MessageEntry {
  return {
    id: row.id,
    order_id: row.orderId ?? 0,
    kind: row.kind,
    step: row.step,
    recipient: row.recipient,
    template_name: row.templateName,
    state: row.state,
    error_code: row.errorCode ?? 0,
    error_title: row.errorTitle ?? '',
    due_at: iso(row.dueAt),
    sent_at: iso(row.sentAt),
    status_at: iso(row.statusAt),
    parameters: row.parameters,
    wamid: row.wamid ?? '',
  };
}

function settings(view: SettingsView): WhatsAppSettings {
  return {
    configured: view.configured,
    phone_number_id: view.phoneNumberId,
    connection: view.connection,
    connection_detail: view.detail,
    checked_at: iso(view.checkedAt),
    kinds: view.kinds.map((k) => ({ kind: k.kind, enabled: k.enabled, template_name: k.templateName })),
    reminder_delays_seconds: view.reminderDelaysMs.map((ms) => Math.round(ms / 1000)),
    queued: view.queued,
  };
}

function videoDelivery(progress: DeliveryProgress): VideoDelivery {
  return {
    id: progress.id,
    total: progress.total,
    sent: progress.sent,
    failed: progress.failed,
    pending: progress.pending,
    created_at: iso(progress.createdAt),
    recipients: progress.recipients.map((r) => ({ order_id: r.orderId, state: r.state, error_title: r.errorTitle })),
  };
}

/** gRPC ⇄ domain only: every rule lives in the desk. */
export function messagingHandlers(desk: MessageDesk): AsyncService<typeof MessagingService> {
  return {
    getSettings: async () => settings(await desk.settingsView()),
    updateSettings: async ({ kinds }) => {
      await desk.updateSettings(
        kinds.map((k) => ({ kind: k.kind, enabled: k.enabled, templateName: k.template_name })),
      );
      return settings(await desk.settingsView());
    },
    sendTest: async ({ whatsapp }) => messageEntry(await desk.sendTest(whatsapp)),
    listOrderMessages: async ({ order_ids }) => ({
      orders: (await desk.log.byOrders(order_ids)).map((order) => ({
        order_id: order.orderId,
        messages: order.messages.map(messageEntry),
        opted_out: order.optedOut,
      })),
    }),
    verifyWebhook: async ({ mode, verify_token, challenge }) => ({
      challenge: desk.webhook.verify(mode, verify_token, challenge),
    }),
    receiveWebhook: async ({ body, signature }) => {
      const receipt = await desk.webhook.receive(body, signature);
      return { statuses_applied: receipt.statusesApplied, messages_received: receipt.messagesReceived };
    },
    storeVideo: async ({ original_name, content }) => {
      const stored = await desk.videos.store(original_name, content);
      return { video_id: stored.id, size: stored.size };
    },
    startVideoDelivery: async ({ order_ids, video_id, video_link }) =>
      videoDelivery(await desk.startVideoDelivery({ orderIds: order_ids, videoId: video_id, videoLink: video_link })),
    getVideoDelivery: async ({ id }) => videoDelivery(await desk.videos.progress(id)),
    recoveredByReminder: ({ from, to }) => desk.log.recovered(from, to),
    findDataSubjectMessages: async ({ whatsapp }) => ({
      messages: (await desk.dataSubjectMessages(whatsapp)).map(messageEntry),
    }),
    eraseDataSubject: async ({ whatsapp }) => {
      const erased = await desk.eraseDataSubject(whatsapp);
      return { messages: erased.messages, opt_outs: erased.optOuts };
    },
    revokeConsent: async ({ whatsapp }) => ({ cancelled: await desk.revokeConsent(whatsapp) }),
  };
}
