import { type ReceiptStatus, receiptReviewApi } from '@ritual/contracts/http';
import type { Router } from 'express';
import { adminOf } from '../http/auth.js';
import { implement } from '../http/route.js';
import { money } from '../http/values.js';
import type { RouteDeps } from './index.js';
import { clientView } from './orders.js';
import { orderOf, receiptJson } from './payments.js';

/**
 * The "Comprovantes" review queue of the panel (admin only), and what the client of one order may see of its latest
 * receipt while it waits on /pagamento.
 */
export function receiptReviewRoutes(deps: RouteDeps): Router {
  const payments = deps.clients.payments;
  const decide = async (receiptId: number, decision: 'approved' | 'rejected', note: string, reviewer: string) =>
    receiptJson(await payments.reviewReceipt({ receipt_id: receiptId, decision, note, reviewer }));
  return implement(receiptReviewApi, deps, {
    listReviewQueue: async () =>
      (await payments.listReviewQueue({})).items.map(({ receipt, order }) => ({
        receipt: receiptJson(receipt!),
        order: { ...clientView(order!), ritual_price: money(order!.ritual_price) },
      })),
    countReviewQueue: () => payments.countReviewQueue({}),
    approveReceipt: ({ params, res }) => decide(params.id, 'approved', '', adminOf(res)!.username),
    rejectReceipt: ({ params, body, res }) => decide(params.id, 'rejected', body.reason, adminOf(res)!.username),
    getReceiptStatus: async ({ res }) => {
      const current = await payments.getReceiptStatus({ order_id: orderOf(res).id });
      return {
        verification_status: (current.verification_status || null) as ReceiptStatus['verification_status'],
        verification_reason: current.verification_reason,
        payment_approved: current.verification_status === 'approved',
        attempts: current.attempts,
        reviewed: current.reviewed,
      };
    },
  });
}
