import type { PaymentStatus } from './http/orders.js';

/**
 * The events services exchange (subject = `${EVENT_SUBJECT_PREFIX}.${type}`). Money as exact decimal strings,
 * times as ISO-8601 UTC. Consumers must be idempotent: the same event id can arrive more than once.
 */
export const EventTypes = {
  OrderCreated: 'orders.created',
  OrderStatusChanged: 'orders.status_changed',
  ReceiptVerified: 'payments.receipt_verified',
  PixConfirmed: 'payments.pix_confirmed',
  PixRefunded: 'payments.pix_refunded',
  RitualChanged: 'catalog.ritual_changed',
  SiteConfigChanged: 'site_config.changed',
  PaymentConfigChanged: 'payments.config_changed',
} as const;

export type { PaymentStatus };

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

/** The receiving bank (PSP) holds a Pix that pays the order: its charge is CONCLUIDA with the order's exact amount. */
export interface PixConfirmed {
  order_id: number;
  end_to_end_id: string;
  txid: string;
  amount: string;
  /** When the bank settled the Pix (its `horario`). */
  paid_at: string;
}

/** The operator returned the order's Pix in full (a `devolucao` requested at the PSP). */
export interface PixRefunded {
  order_id: number;
  end_to_end_id: string;
  devolucao_id: string;
  amount: string;
}

export interface RitualChanged {
  ritual_id: number;
  action: 'created' | 'updated' | 'deleted' | 'status_toggled';
  name: string;
  active: boolean;
}

/** Site texts or one of the theme choices changed (the gateway drops its copy of the public reads). */
export interface SiteConfigChanged {
  part: 'site' | 'site_theme' | 'admin_theme' | 'dashboard_style';
}

/** The PIX key or QR image changed. */
export interface PaymentConfigChanged {
  has_pix_key: boolean;
}
