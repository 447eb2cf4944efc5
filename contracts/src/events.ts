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
  RetentionDue: 'privacy.retention_due',
  RetentionDone: 'privacy.retention_done',
  PersonalDataErased: 'orders.personal_data_erased',
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

/**
 * The day's data retention run (site-config schedules it once a day, whatever its replicas): each owning service
 * removes what the settings say has been kept long enough as of `as_of`, then answers RetentionDone. An unset
 * setting keeps forever. The same run can arrive twice: the work is idempotent.
 */
export interface RetentionDue {
  /** The store's date of the run, e.g. 2026-11-26: one run a day. */
  run_id: string;
  /** The moment the ages are measured from (ISO-8601). */
  as_of: string;
  unpaid_order_days: number | null;
  paid_order_months: number | null;
  receipt_file_days: number | null;
}

/** One service's part of a retention run, recorded in the audit log (once per run and service). */
export interface RetentionDone {
  run_id: string;
  service: 'orders' | 'payments' | 'site-config' | 'messaging';
  /** What was removed, by kind (e.g. { unpaid_orders_erased: 3 }). */
  counts: Record<string, number>;
  /** pt-BR, as the panel shows it, e.g. "3 pedidos não pagos apagados". */
  summary: string;
  finished_at: string;
}

/**
 * Orders blanked the personal fields of these orders (retention, or an erasure re-applied after a restore):
 * payments deletes their receipt files and what was read beyond the payment, messaging blanks their messages.
 */
export interface PersonalDataErased {
  order_ids: number[];
  reason: 'retention' | 'erasure';
}
