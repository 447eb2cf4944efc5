// Hand-written rather than a CSV library: writing is the only need (nothing is parsed), and the two rules that
// matter here — Excel pt-BR's ';' separator with a UTF-8 BOM, and neutralizing formula injection — are a few
// lines that a library would still leave to us.

export const CSV_SEPARATOR = ';';

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** A cell that starts like a formula gets a leading apostrophe, so spreadsheets show it as text. */
export function neutralizeFormula(value: string): string {
  return value.length > 0 && FORMULA_TRIGGERS.includes(value[0]!) ? `'${value}` : value;
}

/** One cell: neutralized, then quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  const text = neutralizeFormula(value === null || value === undefined ? '' : String(value));
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Put once at the start of a file, so Excel reads it as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** One row: its cells joined by the separator, with a CRLF line end. */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}
