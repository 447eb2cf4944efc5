import type { ReceiptFileLink } from '@ritual/contracts/http';
import { adminApi } from './admin-api';

/**
 * A fresh short-lived link to a receipt's file. The gateway records the view in the audit log (receipt.view, LGPD)
 * before answering it, so the panel shows receipts only through here, never through the listing's own link.
 */
export const fetchReceiptFileUrl = (orderId: string | number, receiptId: number, signal?: AbortSignal) =>
  adminApi
    .get<ReceiptFileLink>(
      `/clientes/${encodeURIComponent(String(orderId))}/receipts/${encodeURIComponent(String(receiptId))}/file?format=json`,
      { signal },
    )
    .then((link) => link.url);

/**
 * Opens a receipt's file in a new tab: the tab opens within the click (no popup blocker), then goes to the audited
 * link once the server answers it; a failure closes the tab and rejects.
 */
export async function openReceiptFile(orderId: string | number, receiptId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await fetchReceiptFileUrl(orderId, receiptId);
    if (!tab) throw new Error('popup blocked');
    tab.opener = null;
    tab.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
