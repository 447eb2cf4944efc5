import { status } from '@grpc/grpc-js';
import { type PaymentStatus, PixNotification, type PixPayment, pixPspApi } from '@ritual/contracts/http';
import type { PixPayment as PixPaymentMessage } from '@ritual/proto/ritual/v1/payments';
import { isServiceError } from '@ritual/runtime';
import type { RequestHandler, Router } from 'express';
import { implement } from '../http/route.js';
import { money } from '../http/values.js';
import type { RouteDeps } from './index.js';
import { orderOf } from './payments.js';

function pixPaymentJson(payment: PixPaymentMessage): PixPayment {
  return {
    paid_through_psp: payment.found,
    end_to_end_id: payment.end_to_end_id || null,
    amount: payment.found ? money(payment.amount) : null,
    paid_at: payment.paid_at || null,
    refund_status: payment.refund_status || null,
    refunded_at: payment.refunded_at || null,
  };
}

/**
 * The PSP flow (Banco Central's API Pix): the PSP's webhook, the storefront's wait for the bank's confirmation,
 * and the panel's refund.
 */
export function pixPspRoutes(deps: RouteDeps): Router {
  const { clients, logger } = deps;
  // Nothing of the body (payer data) is logged.
  const logRefusal: RequestHandler = (req, _res, next) => {
    if (!PixNotification.safeParse(req.body).success) {
      logger.warn({ route: 'pix-webhook' }, 'PSP notification refused: not the BCB format');
    }
    next();
  };
  // The body is only a hint: payments reads each Pix back from the PSP before anything is paid.
  const webhook = {
    middleware: [logRefusal],
    handle: async ({ params, body }: { params: { secret: string }; body: PixNotification }) => {
      const endToEndIds = body.pix.map((entry) => entry.endToEndId);
      try {
        const { settled } = await clients.payments.notifyPix({ secret: params.secret, end_to_end_ids: endToEndIds });
        return { received: endToEndIds.length, settled };
      } catch (err) {
        if (isServiceError(err) && err.code === status.UNAUTHENTICATED) {
          logger.warn({ route: 'pix-webhook' }, 'PSP notification refused: wrong secret');
        }
        throw err;
      }
    },
  };
  return implement(pixPspApi, deps, {
    pixWebhook: webhook,
    pixWebhookAppended: webhook,
    getPaymentStatus: ({ res }) => {
      const order = orderOf(res);
      return {
        id: order.id,
        payment_status: order.payment_status as PaymentStatus,
        expired: order.expired,
        payment_expires_at: order.payment_expires_at || null,
      };
    },
    checkOrderPayment: async ({ res }) => ({
      paid: (await clients.payments.checkOrderPayment({ order_id: orderOf(res).id })).paid,
    }),
    getPixPayment: async ({ params }) => pixPaymentJson(await clients.payments.getPixPayment({ order_id: params.id })),
    refundPix: async ({ params }) => pixPaymentJson(await clients.payments.refundPix({ order_id: params.id })),
  });
}
