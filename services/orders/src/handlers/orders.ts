import { type Order, type OrderCorrectionEntry, type OrdersService, StatusActor } from '@ritual/proto/ritual/v1/orders';
import { type AsyncService, paymentDeadline, permissionDenied } from '@ritual/runtime';
import type { DataSubjects } from '../domain/data-subjects.js';
import {
  type StatusActor as Actor,
  type OrderBook,
  type OrderRecord,
  REGISTRATION_SUCCESS,
  STATUS_CHANGE_DENIED,
} from '../domain/order-book.js';
import type { CorrectionRecord, OrderCorrections } from '../domain/order-corrections.js';
import { filterConditions, type OrderQueries } from '../domain/order-query.js';
import type { PhotoStore } from '../domain/photo-store.js';

function orderMessage(order: OrderRecord, paymentTtlMs: number): Order {
  return {
    id: order.id,
    ritual_id: order.ritualId,
    ritual_name: order.ritualName,
    form_data: order.formData,
    whatsapp: order.whatsapp,
    payment_status: order.paymentStatus,
    created_at: order.createdAt.toISOString(),
    ritual_price: order.ritualPrice,
    commission_type: order.commissionType,
    commission_value: order.commissionValue,
    photos: order.photos,
    requires_payment: order.requiresPayment,
    payment_expires_at: order.requiresPayment ? paymentDeadline(order.createdAt, paymentTtlMs).toISOString() : '',
    expired: order.expiredAt !== null,
    late_payment: order.latePayment,
    consent:
      order.consentNoticeVersion === null
        ? undefined
        : {
            accepted: true,
            notice_version: order.consentNoticeVersion,
            client_address: order.consentAddress ?? '',
            accepted_at: order.consentAt?.toISOString() ?? '',
            revoked_at: order.consentRevokedAt?.toISOString() ?? '',
          },
  };
}

function correctionMessage(correction: CorrectionRecord): OrderCorrectionEntry {
  return {
    order_id: correction.orderId,
    field: correction.field,
    actor: correction.actor,
    corrected_at: correction.correctedAt.toISOString(),
  };
}

function actorOf(actor: StatusActor): Actor {
  if (actor === StatusActor.STATUS_ACTOR_ADMIN) return 'admin';
  if (actor === StatusActor.STATUS_ACTOR_CLIENT) return 'client';
  throw permissionDenied(STATUS_CHANGE_DENIED);
}

export function ordersHandlers(
  book: OrderBook,
  photos: PhotoStore,
  paymentTtlMs: number,
  queries: OrderQueries,
  timeZone: string,
  dataSubjects: DataSubjects,
  corrections: OrderCorrections,
): AsyncService<typeof OrdersService> {
  const toOrder = (order: OrderRecord) => orderMessage(order, paymentTtlMs);
  return {
    createOrder: async (request) => {
      const { order, token } = await book.create(request, request.idempotency_key);
      return { order: toOrder(order), order_token: token };
    },
    registerWithoutPayment: async (request) => ({
      message: REGISTRATION_SUCCESS,
      order: toOrder(await book.register(request)),
    }),
    listOrders: async ({ ritual_id }) => ({ orders: (await book.list(ritual_id)).map(toOrder) }),
    getOrder: async ({ id }) => toOrder(await book.get(id)),
    authorizeOrder: async ({ id, order_token }) => toOrder(await book.authorize(id, order_token)),
    getOrderContact: async ({ id }) => {
      const { order, token } = await book.contact(id);
      return { order: toOrder(order), order_token: token, name: order.formData.nome_completo_fixo ?? '' };
    },
    setPaymentStatus: async ({ id, payment_status, actor }) =>
      toOrder(await book.setPaymentStatus(id, payment_status, actorOf(actor))),
    storePhoto: async ({ original_name, content }) => ({
      filename: await photos.store(original_name, Buffer.from(content)),
    }),
    queryOrders: async (query) => {
      const page = await queries.page(query);
      return { orders: page.orders.map(toOrder), next_cursor: page.nextCursor, counts: page.counts };
    },
    cancelPendingOrders: async (filter) => ({
      cancelled: await book.cancelPending(filterConditions(filter, timeZone)),
    }),
    findDataSubjectOrders: async ({ whatsapp }) => ({ orders: (await dataSubjects.find(whatsapp)).map(toOrder) }),
    eraseDataSubject: async ({ whatsapp }) => {
      const erased = await dataSubjects.erase(whatsapp);
      return { order_ids: erased.orderIds, deleted_photos: erased.deletedPhotos };
    },
    correctOrder: async ({ order_id, field, value, actor }) =>
      toOrder(await corrections.correct({ orderId: order_id, field, value, actor })),
    listOrderCorrections: async ({ id }) => ({
      corrections: (await corrections.list(id)).map(correctionMessage),
    }),
    revokeConsent: async ({ whatsapp }) => ({ order_ids: await dataSubjects.revokeConsent(whatsapp) }),
  };
}
