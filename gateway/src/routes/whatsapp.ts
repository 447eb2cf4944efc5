import { status } from '@grpc/grpc-js';
import {
  type MessageEntry,
  type OrderMessages,
  type VideoDelivery,
  WEBHOOK_SIGNATURE_INVALID,
  WEBHOOK_VERIFICATION_REFUSED,
  type WhatsAppSettings,
  whatsappApi,
} from '@ritual/contracts/http';
import { wallClock } from '@ritual/contracts/store-time';
import type {
  MessageEntry as EntryMessage,
  OrderMessages as OrderMessagesMessage,
  WhatsAppSettings as SettingsMessage,
  VideoDelivery as VideoDeliveryMessage,
} from '@ritual/proto/ritual/v1/messaging';
import { isServiceError } from '@ritual/runtime';
import type { Router } from 'express';
import { requireMessaging } from '../clients/messaging.js';
import { rawBodyOf, signedJsonBody } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { implement } from '../http/route.js';
import { money } from '../http/values.js';
import type { RouteDeps } from './index.js';

/** The service's "none" (0, empty) as the wire's null. */
const orNull = <T>(value: T): T | null => (value ? value : null);

/** One message of the log as the panel sees it; the parameters sent and the wamid stay in the service. */
export function messageEntryJson(entry: EntryMessage): MessageEntry {
  return {
    id: entry.id,
    order_id: orNull(entry.order_id),
    kind: entry.kind as MessageEntry['kind'],
    step: entry.step,
    recipient: entry.recipient,
    template_name: entry.template_name,
    state: entry.state as MessageEntry['state'],
    error_code: orNull(entry.error_code),
    error_title: orNull(entry.error_title),
    due_at: entry.due_at,
    sent_at: orNull(entry.sent_at),
    status_at: orNull(entry.status_at),
  };
}

function settingsJson(settings: SettingsMessage): WhatsAppSettings {
  return {
    configured: settings.configured,
    phone_number_id: settings.phone_number_id,
    connection: settings.connection as WhatsAppSettings['connection'],
    connection_detail: settings.connection_detail,
    checked_at: orNull(settings.checked_at),
    kinds: settings.kinds.map((kind) => ({ ...kind, kind: kind.kind as MessageEntry['kind'] })),
    reminder_delays_seconds: settings.reminder_delays_seconds,
    queued: settings.queued,
  };
}

const orderMessagesJson = (order: OrderMessagesMessage): OrderMessages => ({
  order_id: order.order_id,
  opted_out: order.opted_out,
  messages: order.messages.map(messageEntryJson),
});

function videoDeliveryJson(delivery: VideoDeliveryMessage): VideoDelivery {
  return {
    id: delivery.id,
    total: delivery.total,
    sent: delivery.sent,
    failed: delivery.failed,
    pending: delivery.pending,
    created_at: delivery.created_at,
    recipients: delivery.recipients.map((recipient) => ({
      order_id: recipient.order_id,
      state: recipient.state as MessageEntry['state'],
      error_title: orNull(recipient.error_title),
    })),
  };
}

/** The gRPC refusal `code` as the HTTP answer the contract declares for it. */
function refusedAs(code: status, httpStatus: number, detail: string) {
  return (err: unknown): never => {
    if (isServiceError(err) && err.code === code) throw new HttpError(httpStatus, detail);
    throw err;
  };
}

/**
 * The WhatsApp area (issue 35): the panel's settings, test message, each order's messages, the video and its
 * delivery, the dashboard's recovered-by-reminder figure, and Meta's webhook. The messaging service does all of
 * it; without MESSAGING_ADDR each route answers 503 and the rest of the store works as before.
 */
export function whatsappRoutes(deps: RouteDeps): Router {
  const messaging = () => requireMessaging(deps.clients.messaging);
  return implement(whatsappApi, deps, {
    getWhatsAppSettings: async () => settingsJson(await messaging().getSettings({})),
    updateWhatsAppSettings: async ({ body }) => settingsJson(await messaging().updateSettings(body)),
    sendWhatsAppTest: async ({ body }) => messageEntryJson(await messaging().sendTest(body)),
    listOrderMessages: async ({ query }) =>
      (await messaging().listOrderMessages({ order_ids: query.order_ids })).orders.map(orderMessagesJson),
    uploadVideo: async ({ file }) => {
      const stored = await messaging().storeVideo({ original_name: file!.originalname, content: file!.buffer });
      return { video_id: stored.video_id, size: stored.size };
    },
    startVideoDelivery: async ({ body }) => videoDeliveryJson(await messaging().startVideoDelivery(body)),
    getVideoDelivery: async ({ params }) => videoDeliveryJson(await messaging().getVideoDelivery(params)),
    getRecoveredByReminder: async () => {
      // This month so far, in the store's time zone (as the dashboard's monthly sales).
      const today = wallClock(deps.clock(), deps.timeZone).slice(0, 10);
      const recovered = await messaging().recoveredByReminder({ from: `${today.slice(0, 7)}-01`, to: today });
      return { orders: recovered.orders, amount: money(recovered.amount) };
    },
    verifyWhatsAppWebhook: async ({ query, res }) => {
      const { challenge } = await messaging()
        .verifyWebhook({
          mode: query['hub.mode'] ?? '',
          verify_token: query['hub.verify_token'] ?? '',
          challenge: query['hub.challenge'] ?? '',
        })
        .catch(refusedAs(status.PERMISSION_DENIED, 403, WEBHOOK_VERIFICATION_REFUSED));
      res.status(200).type('text/plain').send(challenge);
      return undefined;
    },
    receiveWhatsAppWebhook: {
      // The signature is over the bytes as sent: they go to the service untouched, never re-serialised.
      bodyReader: signedJsonBody,
      handle: async ({ req, res }) => {
        const receipt = await messaging()
          .receiveWebhook({ body: rawBodyOf(res), signature: req.get('x-hub-signature-256') ?? '' })
          .catch(refusedAs(status.UNAUTHENTICATED, 401, WEBHOOK_SIGNATURE_INVALID));
        return { statuses_applied: receipt.statuses_applied, messages_received: receipt.messages_received };
      },
    },
  });
}
