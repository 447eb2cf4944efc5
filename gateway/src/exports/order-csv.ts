import type { AdminClient as AdminOrder } from '@ritual/contracts/http';
import type { Order } from '@ritual/proto/ritual/v1/orders';
// The admin screens define the export columns (spec §9); the server writes the very same rows, a page at a time.
import {
  CSV_BOM,
  csvLine,
  deliveryRow,
  REPORT_COLUMNS,
  reportRow,
  VIDEO_CSV_HEADER,
  videoCsvRow,
} from '@ritual/web/order-export-rows';

export const EXPORT_VIEWS = ['report', 'video'] as const;
export type ExportView = (typeof EXPORT_VIEWS)[number];

function adminOrder(order: Order): AdminOrder {
  return {
    id: order.id,
    ritual_id: order.ritual_id,
    ritual_name: order.ritual_name,
    form_data: order.form_data,
    whatsapp: order.whatsapp,
    payment_status: order.payment_status as AdminOrder['payment_status'],
    created_at: order.created_at,
    expired: order.expired,
    late_payment: order.late_payment,
    photos: order.photos,
    // No export column shows the consent record.
    consent: null,
  };
}

/** The file's first bytes: BOM (Excel reads UTF-8) and the header of the view. */
export function csvHeader(view: ExportView): string {
  return CSV_BOM + csvLine(view === 'report' ? REPORT_COLUMNS : VIDEO_CSV_HEADER);
}

/** The lines of a page of orders; `ritualName` overrides each order's snapshot name when the screen chose a ritual. */
export function csvLines(view: ExportView, orders: readonly Order[], ritualName = ''): string {
  return orders
    .map((order) => {
      const admin = adminOrder(order);
      return csvLine(
        view === 'report' ? reportRow(admin, ritualName) : videoCsvRow(deliveryRow(admin, ritualName), ritualName),
      );
    })
    .join('');
}
