import { PaymentsService } from '@ritual/proto/ritual/v1/payments';
import { createClient } from '@ritual/runtime';

export const createPaymentsClient = (address: string) => createClient(PaymentsService, address);
export type PaymentsClient = ReturnType<typeof createPaymentsClient>;
