import { ApiError } from '../../lib/api-client';
import type { AdminOrder } from '../admin-common/admin-types';

export interface BulkCancelResult {
  cancelled: number;
  failed: number;
  /** Failures where the server could not be reached at all. */
  unreachable: number;
  cancelledIds: Array<AdminOrder['id']>;
}

/**
 * Spec §4 bulk cancel: every pending order given is set to cancelled, one call each; a failure does not stop the
 * others, and the result counts both. A few calls run at a time, so a long list neither crawls nor floods the API.
 */
export async function cancelPendingOrders(
  orders: readonly AdminOrder[],
  cancel: (id: AdminOrder['id']) => Promise<void>,
  concurrency = 4,
): Promise<BulkCancelResult> {
  const pending = orders.filter((order) => order.payment_status === 'pending');
  const result: BulkCancelResult = { cancelled: 0, failed: 0, unreachable: 0, cancelledIds: [] };
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const order = pending[next++]!;
      try {
        await cancel(order.id);
        result.cancelled += 1;
        result.cancelledIds.push(order.id);
      } catch (error) {
        result.failed += 1;
        if (error instanceof ApiError && error.status === 0) result.unreachable += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pending.length) }, worker));
  return result;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The notice after a bulk cancel: how many were cancelled and how many failed (spec §4 and §8 texts). */
export function bulkCancelMessage(result: BulkCancelResult): { kind: 'success' | 'error'; text: string } {
  if (result.cancelled === 0 && result.failed > 0) {
    return {
      kind: 'error',
      text:
        result.unreachable === result.failed
          ? 'Erro ao cancelar pedidos. Verifique sua conexão e tente novamente.'
          : 'Erro ao cancelar pedidos. Tente novamente.',
    };
  }
  const cancelled = plural(result.cancelled, 'pedido cancelado', 'pedidos cancelados');
  if (result.failed === 0) return { kind: 'success', text: `${cancelled} com sucesso.` };
  const failed = plural(result.failed, 'pedido falhou', 'pedidos falharam');
  return { kind: 'error', text: `${cancelled} com sucesso. ${failed}; tente novamente.` };
}
