import type { OrderPaymentStatus, PaymentCheck } from '@ritual/contracts/http';
import { apiClient } from '../../../lib/api-client';
import type { Client } from '../../../lib/domain-types';

const orderTokenHeader = (orderToken: string) => ({ 'X-Order-Token': orderToken });

export const fetchPaymentStatus = (clientId: Client['id'], orderToken: string, signal?: AbortSignal) =>
  apiClient.get<OrderPaymentStatus>(`/clientes/${encodeURIComponent(clientId)}/payment-status`, {
    signal,
    headers: orderTokenHeader(orderToken),
  });

/** "Pagamento Efetuado" with a PSP: asks the bank about the order's charge now. */
export const checkBankPayment = (clientId: Client['id'], orderToken: string) =>
  apiClient.postJson<PaymentCheck>(
    `/clientes/${encodeURIComponent(clientId)}/pix/check`,
    {},
    { headers: orderTokenHeader(orderToken) },
  );

export type { OrderPaymentStatus };
