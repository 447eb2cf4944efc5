import {
  EventTypes,
  type OrderCreated,
  type OrderSnapshot,
  type OrderStatusChanged,
  type PaymentStatus,
} from '@ritual/contracts/events';
import type { Ritual } from '@ritual/proto/ritual/v1/catalog';
import {
  alreadyExists,
  enqueueEvent,
  invalidArgument,
  type Logger,
  notFound,
  permissionDenied,
  type SecretBox,
} from '@ritual/runtime';
import { and, asc, desc, eq, lt, lte, type SQL } from 'drizzle-orm';
import { type OrdersDatabase, type OrdersTransaction, violatesUnique } from '../db/database.js';
import { orderRequests, orders } from '../db/schema.js';
import { validateOrderForm } from './order-form.js';
import {
  checkIdempotencyKey,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_WINDOW_MS,
  keyDigest,
  openToken,
  requestDigest,
  sealToken,
} from './order-requests.js';
import { hashOrderToken, newOrderToken, orderTokenMatches } from './order-token.js';
import type { PhotoStore } from './photo-store.js';
import type { RitualSource } from './rituals.js';
import { storeDate } from './store-date.js';

export type OrderRecord = typeof orders.$inferSelect;
export type StatusActor = 'client' | 'admin';

export interface OrderRequest {
  ritual_id: string;
  form_data: Record<string, string>;
  whatsapp: string;
  photos: string[];
  /** The privacy-notice consent the gateway checked; kept with the order as its proof. */
  consent?: { accepted: boolean; notice_version: string; client_address: string };
}

const CONSENT_REQUIRED = 'É preciso aceitar o aviso de privacidade para enviar o pedido';

const ORDER_NOT_FOUND = 'Pedido não encontrado';
const INVALID_ORDER_TOKEN = 'Token do pedido inválido';
export const REGISTRATION_SUCCESS = 'Dados enviados com sucesso! O ritual será processado em breve.';
const ALREADY_REGISTERED_TODAY = 'Este WhatsApp já foi cadastrado hoje neste ritual.';
export const STATUS_CHANGE_DENIED = 'Você não tem permissão para alterar o status deste pedido';
const ONE_REGISTRATION_A_DAY = 'orders_one_registration_a_day';
const ONE_ORDER_PER_KEY = 'order_requests_pkey';

const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'paid', 'cancelled'];

function parsePaymentStatus(value: string): PaymentStatus {
  if (!(PAYMENT_STATUSES as readonly string[]).includes(value)) throw invalidArgument('Status de pagamento inválido');
  return value as PaymentStatus;
}

/**
 * Spec §4: an admin sets any status in any order; the client holding the order token only pays a pending order
 * (paying an order already paid, e.g. a second click, is allowed and changes nothing).
 */
function assertMayChange(actor: StatusActor, from: PaymentStatus, to: PaymentStatus): void {
  if (actor === 'admin') return;
  if (to === 'paid' && (from === 'pending' || from === 'paid')) return;
  throw permissionDenied(STATUS_CHANGE_DENIED);
}

function snapshot(order: OrderRecord): OrderSnapshot {
  return {
    order_id: order.id,
    ritual_id: order.ritualId,
    ritual_name: order.ritualName,
    price: order.ritualPrice,
    commission_type: order.commissionType as OrderSnapshot['commission_type'],
    commission_value: order.commissionValue,
    payment_status: order.paymentStatus as PaymentStatus,
    requires_payment: order.requiresPayment,
    created_at: order.createdAt.toISOString(),
  };
}

export interface OrderBookOptions {
  clock: () => Date;
  timeZone: string;
  /** Called after a commit that queued events (the outbox relay's kick). */
  onEventsQueued: () => void;
  logger: Logger;
  /** Seals each new order's token for its lasting link (ORDER_LINK_KEY); without it no token is kept. */
  linkTokens?: SecretBox;
}

interface PlacementKind {
  requiresPayment: boolean;
  tokenHash: string | null;
  sealedLinkToken: string | null;
}

/** Client orders and registrations: validation, payment status and the events that go with them. */
export class OrderBook {
  constructor(
    private readonly db: OrdersDatabase,
    private readonly rituals: RitualSource,
    private readonly photos: PhotoStore,
    private readonly options: OrderBookOptions,
  ) {}

  /**
   * An order to be paid; the token returned is the client's only key to it (stored as a hash). With an
   * idempotency key, a repeat within 24 h answers with the order the key created, so a client that lost the
   * answer and sends again does not end up with two orders to pay.
   */
  async create(request: OrderRequest, idempotencyKey = ''): Promise<{ order: OrderRecord; token: string }> {
    if (!idempotencyKey) {
      const token = newOrderToken();
      const order = await this.place(request, this.payable(token));
      return { order, token };
    }
    checkIdempotencyKey(idempotencyKey);
    const earlier = await this.replay(idempotencyKey, request);
    if (earlier) return earlier;
    const token = newOrderToken();
    try {
      const order = await this.place(request, this.payable(token), (tx, placed) =>
        tx.insert(orderRequests).values({
          keyDigest: keyDigest(idempotencyKey),
          orderId: placed.id,
          requestDigest: requestDigest(request),
          sealedToken: sealToken(token, idempotencyKey),
          createdAt: placed.createdAt,
        }),
      );
      return { order, token };
    } catch (err) {
      // The same submission arrived twice at once and the other one committed first: its order is the answer.
      if (!violatesUnique(err, ONE_ORDER_PER_KEY)) throw err;
      const twin = await this.replay(idempotencyKey, request);
      if (!twin) throw err;
      return twin;
    }
  }

  /** The order an idempotency key created within the window, with its token; keys past the window are forgotten. */
  private async replay(key: string, request: OrderRequest): Promise<{ order: OrderRecord; token: string } | undefined> {
    const cutoff = new Date(this.options.clock().getTime() - IDEMPOTENCY_WINDOW_MS);
    await this.db.delete(orderRequests).where(lt(orderRequests.createdAt, cutoff));
    const [row] = await this.db
      .select()
      .from(orderRequests)
      .innerJoin(orders, eq(orders.id, orderRequests.orderId))
      .where(eq(orderRequests.keyDigest, keyDigest(key)));
    if (!row) return undefined;
    if (row.order_requests.requestDigest !== requestDigest(request)) throw alreadyExists(IDEMPOTENCY_KEY_REUSED);
    return { order: row.orders, token: openToken(row.order_requests.sealedToken, key) };
  }

  /** A registration without payment: at most one per WhatsApp, ritual and store day. */
  async register(request: OrderRequest): Promise<OrderRecord> {
    try {
      return await this.place(request, { requiresPayment: false, tokenHash: null, sealedLinkToken: null });
    } catch (err) {
      if (violatesUnique(err, ONE_REGISTRATION_A_DAY)) throw invalidArgument(ALREADY_REGISTERED_TODAY);
      throw err;
    }
  }

  /** Newest first. */
  list(ritualId?: number): Promise<OrderRecord[]> {
    return this.db
      .select()
      .from(orders)
      .where(ritualId === undefined ? undefined : eq(orders.ritualId, ritualId))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  }

  async get(id: number): Promise<OrderRecord> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /**
   * The order with the token of its lasting link, for the messaging service only; the token is empty when it was
   * not kept (no ORDER_LINK_KEY then, a registration, an order placed before links, erased) or was sealed under
   * another key.
   */
  async contact(id: number): Promise<{ order: OrderRecord; token: string }> {
    const order = await this.get(id);
    const sealed = order.sealedLinkToken;
    return { order, token: (sealed && this.options.linkTokens?.open(sealed)) || '' };
  }

  private payable(token: string): PlacementKind {
    return {
      requiresPayment: true,
      tokenHash: hashOrderToken(token),
      sealedLinkToken: this.options.linkTokens?.seal(token) ?? null,
    };
  }

  /** The same answer for a wrong token and a missing order, so order ids cannot be probed. */
  async authorize(id: number, token: string): Promise<OrderRecord> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!orderTokenMatches(token, order?.tokenHash) || !order) throw permissionDenied(INVALID_ORDER_TOKEN);
    return order;
  }

  async setPaymentStatus(id: number, status: string, actor: StatusActor): Promise<OrderRecord> {
    const next = parsePaymentStatus(status);
    const { order, changed } = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!current) throw notFound(ORDER_NOT_FOUND);
      assertMayChange(actor, current.paymentStatus as PaymentStatus, next);
      return this.changeStatus(tx, current, next);
    });
    if (changed) this.options.onEventsQueued();
    return order;
  }

  /**
   * Applies an approved receipt inside the consumer's transaction: a pending order becomes paid; a paid one is
   * left alone; a cancelled one stays cancelled (the operator decided), which is logged for follow-up.
   * Returns whether the order changed.
   */
  async applyApprovedReceipt(tx: OrdersTransaction, orderId: number): Promise<boolean> {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const log = this.options.logger;
    if (!current) {
      log.warn({ order_id: orderId }, 'approved receipt for an unknown order ignored');
      return false;
    }
    if (current.paymentStatus === 'cancelled') {
      log.warn({ order_id: orderId }, 'approved receipt for a cancelled order: order left cancelled');
      return false;
    }
    return (await this.changeStatus(tx, current, 'paid')).changed;
  }

  /**
   * Applies a Pix the bank confirmed (PSP): a pending order becomes paid. The money is in the store's account, so
   * even an order that expired or was cancelled becomes paid, flagged for the operator. Returns whether it changed.
   */
  async applyBankPayment(tx: OrdersTransaction, orderId: number): Promise<boolean> {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!current) {
      this.options.logger.warn({ order_id: orderId }, 'bank payment for an unknown order ignored');
      return false;
    }
    const late = current.paymentStatus === 'cancelled';
    if (late) this.options.logger.warn({ order_id: orderId }, 'bank payment for a cancelled order: paid and flagged');
    return (await this.changeStatus(tx, current, 'paid', late ? { latePayment: true } : {})).changed;
  }

  /** Applies a full Pix refund: the paid order is cancelled (and leaves the sales totals once). */
  async applyRefund(tx: OrdersTransaction, orderId: number): Promise<boolean> {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!current) return false;
    return (await this.changeStatus(tx, current, 'cancelled')).changed;
  }

  /**
   * Cancels, as expired, every order still unpaid `ttlMs` after it was placed, each with its status event.
   * Returns how many expired.
   */
  async expireUnpaid(ttlMs: number, batchSize = 100): Promise<number> {
    const deadline = new Date(this.options.clock().getTime() - ttlMs);
    return this.cancelPendingInBatches(
      [eq(orders.requiresPayment, true), lte(orders.createdAt, deadline)],
      () => ({ expiredAt: this.options.clock() }),
      batchSize,
    );
  }

  /** Spec §4 bulk cancel on the server: every pending order matching `where`, each with its status event. */
  cancelPending(where: SQL[], batchSize = 200): Promise<number> {
    return this.cancelPendingInBatches(where, () => ({}), batchSize);
  }

  /** Pending orders matching `where`, oldest first, a committed batch at a time; returns how many changed. */
  private async cancelPendingInBatches(
    where: SQL[],
    alsoSet: () => Partial<Pick<OrderRecord, 'expiredAt'>>,
    batchSize: number,
  ): Promise<number> {
    let cancelled = 0;
    for (;;) {
      const batch = await this.db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.paymentStatus, 'pending'), ...where))
          .orderBy(asc(orders.createdAt))
          .limit(batchSize)
          .for('update', { skipLocked: true });
        for (const order of due) await this.changeStatus(tx, order, 'cancelled', alsoSet());
        return due.length;
      });
      cancelled += batch;
      if (batch > 0) this.options.onEventsQueued();
      if (batch < batchSize) return cancelled;
    }
  }

  private async changeStatus(
    tx: OrdersTransaction,
    current: OrderRecord,
    next: PaymentStatus,
    alsoSet: Partial<Pick<OrderRecord, 'expiredAt' | 'latePayment'>> = {},
  ) {
    const previous = current.paymentStatus as PaymentStatus;
    if (previous === next) return { order: current, changed: false };
    const [order] = await tx
      .update(orders)
      .set({ paymentStatus: next, statusChangedAt: this.options.clock(), ...alsoSet })
      .where(eq(orders.id, current.id))
      .returning();
    const event: OrderStatusChanged = {
      ...snapshot(order!),
      previous_status: previous,
      changed_at: this.options.clock().toISOString(),
    };
    await enqueueEvent(tx, EventTypes.OrderStatusChanged, event);
    return { order: order!, changed: true };
  }

  private async place(
    request: OrderRequest,
    kind: PlacementKind,
    alongside?: (tx: OrdersTransaction, order: OrderRecord) => Promise<unknown>,
  ): Promise<OrderRecord> {
    const ritual = await this.rituals.orderableRitual(request.ritual_id);
    const form = validateOrderForm(ritual.form_fields, request);
    const photos = await this.photos.checkOrderPhotos(request.photos);
    if (request.consent && (!request.consent.accepted || !request.consent.notice_version)) {
      throw invalidArgument(CONSENT_REQUIRED);
    }
    const createdAt = this.options.clock();
    const order = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(orders)
        .values({
          ritualId: ritual.id,
          ritualName: ritual.name,
          ...chargedAmounts(ritual, kind.requiresPayment),
          formData: form.formData,
          whatsapp: form.whatsapp,
          whatsappDigits: form.whatsappDigits,
          photos,
          // A registration without payment owes nothing, so it is settled ("paid") from the start: admin lists
          // do not show it as awaiting payment, bulk "cancel pending" leaves it alone, video delivery (which
          // lists paid clients) includes it, and its zero amounts keep it out of sales and commission totals.
          paymentStatus: kind.requiresPayment ? 'pending' : 'paid',
          requiresPayment: kind.requiresPayment,
          tokenHash: kind.tokenHash,
          sealedLinkToken: kind.sealedLinkToken,
          createdAt,
          statusChangedAt: createdAt,
          storeDate: storeDate(createdAt, this.options.timeZone),
          ...(request.consent && {
            consentNoticeVersion: request.consent.notice_version.slice(0, 20),
            consentAt: createdAt,
            consentAddress: request.consent.client_address.slice(0, 64),
          }),
        })
        .returning();
      await alongside?.(tx, inserted!);
      await enqueueEvent(tx, EventTypes.OrderCreated, snapshot(inserted!) satisfies OrderCreated);
      return inserted!;
    });
    this.options.onEventsQueued();
    return order;
  }
}

/** What the order brings in: the ritual's price and commission, or nothing for a registration without payment. */
function chargedAmounts(ritual: Ritual, requiresPayment: boolean) {
  return {
    ritualPrice: requiresPayment ? ritual.price : '0.00',
    commissionType: ritual.commission_type === 'fixed' ? 'fixed' : 'percentage',
    commissionValue: requiresPayment ? ritual.commission_value : '0.00',
  };
}
