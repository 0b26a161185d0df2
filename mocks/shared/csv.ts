/**
 * RFC 4180 CSV. Cells that a spreadsheet would run as a formula (= + - @, tab, CR) get a leading
 * quote so that an exported note can never execute; numbers are written as they are.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<T>(
  rows: readonly T[],
  columns: readonly { header: string; value: (row: T) => string | number | boolean | null | undefined }[],
): string {
  const lines = [
    columns.map((column) => csvCell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
