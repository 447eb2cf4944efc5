import { once } from 'node:events';
import { status } from '@grpc/grpc-js';
import {
  type Client,
  CONSENT_OUTDATED,
  type ConsentRecord,
  ordersApi,
  PAGE_PARAMS,
  type StorefrontRitual,
} from '@ritual/contracts/http';
import {
  type OrderFilter as FilterMessage,
  type Order,
  type OrderConsent,
  StatusActor,
} from '@ritual/proto/ritual/v1/orders';
import { isServiceError } from '@ritual/runtime';
import type { Request, RequestHandler, Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { CatalogClient } from '../clients/catalog.js';
import { csvHeader, csvLines } from '../exports/order-csv.js';
import { ordersInFilter, reportDownloadAudit } from '../exports/report-audit.js';
import { auditTo } from '../http/audit.js';
import { adminOf } from '../http/auth.js';
import { HttpError } from '../http/errors.js';
import { implement } from '../http/route.js';
import { money } from '../http/values.js';
import { LOGIN_WINDOW_MS } from './auth.js';
import { storefrontRitualJson } from './catalog.js';
import type { RouteDeps } from './index.js';
import { orderOf } from './payments.js';

/** Rows per call while an export walks the list: big enough to be quick, small enough to stay flat in memory. */
const EXPORT_BATCH = 1000;

export function clientView(order: Order): Client {
  return {
    id: order.id,
    ritual_id: order.ritual_id,
    ritual_name: order.ritual_name,
    form_data: order.form_data,
    whatsapp: order.whatsapp,
    payment_status: order.payment_status as Client['payment_status'],
    created_at: order.created_at,
    expired: order.expired,
    late_payment: order.late_payment,
  };
}

const consentView = (consent: OrderConsent | undefined): ConsentRecord | null =>
  consent
    ? {
        notice_version: consent.notice_version,
        accepted_at: consent.accepted_at,
        client_address: consent.client_address,
      }
    : null;

export const adminView = (order: Order) => ({
  ...clientView(order),
  photos: order.photos,
  consent: consentView(order.consent),
});

/** The admin list's filter (status, client or ritual name, ritual, store-time-zone days) as the service takes it. */
const filterOf = (filter: {
  status?: string;
  q?: string;
  ritual_id?: number;
  from?: string;
  to?: string;
}): FilterMessage => ({
  status: filter.status ?? '',
  q: (filter.q ?? '').slice(0, 100),
  ritual_id: filter.ritual_id,
  from: filter.from ?? '',
  to: filter.to ?? '',
});

/** Answers to GET /api/pedidos/:id refused with 404 (no such order, or not its token) per client address a window. */
export const ORDER_VIEW_MISSES_PER_WINDOW = 30;
/** Answers of any kind per client address a window: a page opened again and again, but no scraper. */
export const ORDER_VIEW_READS_PER_WINDOW = 300;
/**
 * The order page's window: the shared store's (NATS KV) entries live as long as the login limits' window, so the
 * order page counts in the same one.
 */
export const ORDER_VIEW_WINDOW_MS = LOGIN_WINDOW_MS;
const TOO_MANY_ORDER_VIEWS = ordersApi.operations.getOrderView.errors[429];

/** The lasting order page is one person's: never kept by a shared cache, never indexed, whatever the answer. */
const orderViewHeaders: RequestHandler = (_req, res, next) => {
  res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
  next();
};

/**
 * Misses (a guessed id or token) counted apart from reads: a client behind a carrier's shared address (CGNAT) still
 * opens its page, while probing stops after a few. Both run before the token check, so refusals are counted.
 */
function orderViewLimits(deps: RouteDeps): RequestHandler[] {
  const limiter = (limit: number, prefix: string, missesOnly: boolean) =>
    rateLimit({
      store: deps.loginLimitStore?.(prefix),
      // A shared store that cannot answer must not hide every order: the limit is a second line of defence.
      passOnStoreError: true,
      windowMs: ORDER_VIEW_WINDOW_MS,
      limit,
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
      skipSuccessfulRequests: missesOnly,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      message: { detail: TOO_MANY_ORDER_VIEWS },
    });
  return [
    limiter(ORDER_VIEW_READS_PER_WINDOW, 'order-view', false),
    limiter(ORDER_VIEW_MISSES_PER_WINDOW, 'order-view-miss', true),
  ];
}

/** The ritual as the storefront shows it now; null once it is inactive or deleted (the order keeps its snapshot). */
async function currentRitual(catalog: CatalogClient, id: number): Promise<StorefrontRitual | null> {
  try {
    const ritual = await catalog.getRitual({ id });
    return ritual.active ? storefrontRitualJson(ritual) : null;
  } catch (err) {
    if (isServiceError(err) && err.code === status.NOT_FOUND) return null;
    throw err;
  }
}

/**
 * Spec §7 orders calls: photo upload, order and registration, payment status; and the admin list, with server-side
 * paging, the streamed CSV export and bulk cancel on one filter.
 */
export function ordersRoutes(deps: RouteDeps): Router {
  const orders = deps.clients.orders;
  const audit = auditTo(deps.clients.identity);
  /** The consent of an order form, refused (400) unless it names the notice now in force (LGPD art. 8 §1). */
  const currentConsent = async (consent: { notice_version: string }, req: Request): Promise<OrderConsent> => {
    const notice = await deps.clients.privacy.getPrivacyNotice({});
    if (consent.notice_version !== notice.version) throw new HttpError(400, CONSENT_OUTDATED);
    return {
      accepted: true,
      notice_version: notice.version,
      client_address: req.ip ?? '',
      accepted_at: '',
      revoked_at: '',
    };
  };
  return implement(ordersApi, deps, {
    uploadPhoto: async ({ file }) => {
      const { filename } = await orders.storePhoto({ original_name: file!.originalname, content: file!.buffer });
      return { filename };
    },
    createOrder: async ({ body, headers, req }) => {
      const request = {
        ...body,
        consent: await currentConsent(body.consent, req),
        idempotency_key: headers['idempotency-key'] ?? '',
      };
      // With an Idempotency-Key the same order cannot be made twice, so a call cut off by a dying orders replica, or
      // refused while a restarted one is reconnected, is sent once more, waiting (within its deadline) for a
      // reachable replica, instead of answering 503 to a client whose order may exist.
      const { order, order_token } = await orders.createOrder(request).catch((err: unknown) => {
        if (request.idempotency_key && isServiceError(err) && err.code === status.UNAVAILABLE) {
          return orders.createOrder(request, { waitForReady: true });
        }
        throw err;
      });
      return { ...clientView(order!), order_token };
    },
    registerWithoutPayment: async ({ body, req }) => {
      const { message, order } = await orders.registerWithoutPayment({
        ...body,
        consent: await currentConsent(body.consent, req),
        idempotency_key: '',
      });
      return { message, id: order!.id };
    },
    listOrders: async ({ query, req, res }) => {
      // Page mode when any paging or filter parameter besides ritual_id is given; otherwise the spec's plain list.
      if (!PAGE_PARAMS.some((name) => req.query[name] !== undefined)) {
        return (await orders.listOrders({ ritual_id: query.ritual_id })).orders.map(adminView);
      }
      const page = await orders.queryOrders({
        filter: filterOf(query),
        limit: query.limit ?? 50,
        cursor: query.cursor ?? '',
      });
      // The panel builds the Excel file from these pages: its first page is the download (LGPD audit trail).
      if (query.download && !query.cursor) {
        await audit(
          req,
          res,
          reportDownloadAudit({
            format: query.download,
            view: 'report',
            filter: query,
            orders: ordersInFilter(page.counts, query.status),
          }),
        );
      }
      return { items: page.orders.map(adminView), next_cursor: page.next_cursor || null, counts: page.counts ?? null };
    },
    exportOrders: async ({ query, req, res }) => {
      const view = query.view ?? 'report';
      const filter = filterOf(query);
      const fileName = (query.filename ?? '').replace(/[^A-Za-z0-9_-]/g, '_') || 'clientes';
      // The first page is read before the headers go out, so a bad filter still answers 400 as JSON.
      let page = await orders.queryOrders({ filter, limit: EXPORT_BATCH, cursor: '' });
      // Audited before a byte of personal data leaves (an unrecorded download answers 503 instead).
      await audit(
        req,
        res,
        reportDownloadAudit({
          format: 'csv',
          view,
          filter: query,
          ritualName: query.ritual_name,
          orders: ordersInFilter(page.counts, query.status),
        }),
      );
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}.csv"`);
      res.setHeader('Cache-Control', 'no-store');
      res.write(csvHeader(view));
      try {
        for (;;) {
          if (!res.write(csvLines(view, page.orders, query.ritual_name ?? ''))) {
            await Promise.race([once(res, 'drain'), once(res, 'close')]);
          }
          if (!page.next_cursor || res.destroyed) break;
          page = await orders.queryOrders({ filter, limit: EXPORT_BATCH, cursor: page.next_cursor });
        }
        res.end();
      } catch (err) {
        // Headers are gone: a cut download is the only honest answer.
        res.destroy(err as Error);
      }
      return undefined;
    },
    cancelPendingOrders: async ({ body }) => {
      const { cancelled } = await orders.cancelPendingOrders(filterOf(body));
      return { cancelled, message: `${cancelled} ${cancelled === 1 ? 'pedido cancelado' : 'pedidos cancelados'}` };
    },
    getOrderView: {
      before: [orderViewHeaders, ...orderViewLimits(deps)],
      handle: async ({ res }) => {
        const order = orderOf(res);
        return {
          client: clientView(order),
          amount: money(order.ritual_price),
          requires_payment: order.requires_payment,
          payment_expires_at: order.payment_expires_at || null,
          ritual: await currentRitual(deps.clients.catalog, order.ritual_id),
        };
      },
    },
    setPaymentStatus: async ({ params, body, res }) => {
      const actor = adminOf(res) ? StatusActor.STATUS_ACTOR_ADMIN : StatusActor.STATUS_ACTOR_CLIENT;
      const order = await orders.setPaymentStatus({ id: params.id, payment_status: body.payment_status, actor });
      return { id: order.id, payment_status: order.payment_status as Client['payment_status'] };
    },
  });
}
