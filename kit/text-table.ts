/** A plain-text table for terminal reports: columns padded to their widest cell, numbers right-aligned. */
export function textTable(rows: readonly Record<string, string | number>[]): string {
  if (rows.length === 0) return '(no rows)';
  const headers = Object.keys(rows[0]!);
  const cells = rows.map((row) => headers.map((header) => String(row[header] ?? '')));
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((line) => line[column]!.length)));
  const numeric = headers.map((header) => rows.every((row) => typeof row[header] === 'number'));
  const line = (values: string[]) =>
    values
      .map((value, column) => (numeric[column] ? value.padStart(widths[column]!) : value.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}
