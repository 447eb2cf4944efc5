// The export rows of the admin screens (spec §9), which the gateway's streamed CSV export writes too: it imports
// them by package name (@ritual/web/order-export-rows), so both always write the very same columns.

export { REPORT_COLUMNS, reportRow } from '../admin-reports/report-rows';
export { deliveryRow, VIDEO_CSV_HEADER, videoCsvRow } from '../admin-video/video-delivery';
export { CSV_BOM, csvLine } from './csv';
