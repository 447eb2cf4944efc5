/**
 * The events services exchange (subject = `${EVENT_SUBJECT_PREFIX}.${type}`). Money as exact decimal strings,
 * times as ISO-8601 UTC. Consumers must be idempotent: the same event id can arrive more than once.
 */
export const EventTypes = {
  OrderCreated: 'orders.created',
  OrderStatusChanged: 'orders.status_changed',
  ReceiptVerified: 'payments.receipt_verified',
  RitualChanged: 'catalog.ritual_changed',
} as const;

export type PaymentStatus = 'pending' | 'paid' | 'cancelled';

/** Snapshot of the order the way reporting and payments need it. */
export interface OrderSnapshot {
  order_id: number;
  ritual_id: number;
  ritual_name: string;
  price: string;
  commission_type: 'percentage' | 'fixed';
  commission_value: string;
  payment_status: PaymentStatus;
  requires_payment: boolean;
  /** When the order was placed (the purchase date of reports and dashboard). */
  created_at: string;
}

export type OrderCreated = OrderSnapshot;

export interface OrderStatusChanged extends OrderSnapshot {
  previous_status: PaymentStatus;
  changed_at: string;
}

export interface ReceiptVerified {
  order_id: number;
  receipt_id: number;
  verification_status: 'approved' | 'rejected' | 'pending_review';
  payment_approved: boolean;
}

export interface RitualChanged {
  ritual_id: number;
  action: 'created' | 'updated' | 'deleted' | 'status_toggled';
  name: string;
  active: boolean;
}
