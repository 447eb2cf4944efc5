import { REPORT_COLUMNS, type ReportRow } from './report-rows';

const COLUMN_WIDTHS = [30, 24, 18, 20, 12, 16, 14, 30];

/** Header row in bold, then the rows as text cells (.xlsx strings are never evaluated as formulas). */
export function reportSheetData(rows: readonly ReportRow[]) {
  return [
    REPORT_COLUMNS.map((title) => ({ value: title, fontWeight: 'bold' as const })),
    ...rows.map((row) => row.map((value) => ({ value, type: String }))),
  ];
}

/**
 * Beyond the spec: a real .xlsx with the report's columns. write-excel-file (small, zips with fflate) is loaded
 * only when the operator asks for the file, so neither the site nor the rest of the panel carries it.
 */
export async function reportXlsxBlob(rows: readonly ReportRow[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(reportSheetData(rows), {
    sheet: 'Relatório',
    columns: COLUMN_WIDTHS.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBlob();
}
