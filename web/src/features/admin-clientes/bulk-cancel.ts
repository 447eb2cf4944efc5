export interface BulkCancelResult {
  cancelled: number;
  failed: number;
  /** Failures where the server could not be reached at all. */
  unreachable: number;
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
