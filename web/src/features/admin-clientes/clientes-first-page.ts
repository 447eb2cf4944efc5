import type { PaymentStatus } from '../../lib/domain-types';
import type { OrderFilter } from '../admin-common/api/order-pages-api';

export const CLIENTES_PAGE_SIZE = 50;

/** The server-side filter of the Clientes list: the search and the status button ('' for all). */
export const clientesFilter = (search: string, status: PaymentStatus | ''): OrderFilter => ({ q: search, status });
