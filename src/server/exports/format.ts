import type { ExportFormat } from '@shared/exports/schemas';
import { csvCell } from '../http/csv';
import { xlsxStream, type Cell } from './xlsx/workbook';

/**
 * One column of an export: its heading and its value in a row. `number` columns (amounts, counts) are
 * numbers in a workbook, so a spreadsheet sums them; in CSV every value is text as the API gives it.
 */
export type Column<T> = { header: string; value: (row: T) => string | number | null; number?: boolean };

export const MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A file name for an export of `title` made on `day` (YYYY-MM-DD). */
export const exportFileName = (title: string, format: ExportFormat, day: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${day}.${format}`;

/** Rows per read: the lists' largest page (http/list.ts listQuerySchema). */
export const BATCH_SIZE = 500;

export const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

function xlsxCell<T>(column: Column<T>, row: T): Cell {
  const v = column.value(row);
  if (v === null || typeof v === 'number' || !column.number) return v;
  const n = Number(v);
  return v.trim() !== '' && Number.isFinite(n) ? n : v;
}

const csvLine = (cells: readonly (string | number | null)[]) =>
  cells.map((c) => csvCell(c === null ? '' : String(c))).join(',') + '\r\n';

async function* csvStream<T>(columns: Column<T>[], batches: AsyncIterable<T[]>): AsyncGenerator<Buffer> {
  // The byte order mark tells spreadsheets the file is UTF-8 (as toCsv in http/csv.ts).
  yield Buffer.from(`\uFEFF${csvLine(columns.map((c) => c.header))}`, 'utf8');
  for await (const rows of batches) {
    if (!rows.length) continue;
    yield Buffer.from(rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join(''), 'utf8');
  }
}

async function* cellBatches<T>(columns: Column<T>[], batches: AsyncIterable<T[]>): AsyncGenerator<Cell[][]> {
  for await (const rows of batches) yield rows.map((row) => columns.map((c) => xlsxCell(c, row)));
}

/**
 * The export file, one buffer per batch of rows as they are read: CSV (RFC 4180 cells, safe against
 * spreadsheet formulas, http/csv.ts) or an XLSX workbook of one sheet named `title`.
 */
export function exportStream<T>(
  format: ExportFormat,
  title: string,
  columns: Column<T>[],
  batches: AsyncIterable<T[]>,
): AsyncGenerator<Buffer> {
  if (format === 'csv') return csvStream(columns, batches);
  return xlsxStream(
    title,
    columns.map((c) => c.header),
    cellBatches(columns, batches),
  );
}

/** Reads the rows of a list page by page: `limit` rows from `offset`, until a page is short or `max` is reached. */
export async function* inBatches<T>(
  read: (page: { limit: number; offset: number }) => Promise<T[]>,
  max: number,
  size = BATCH_SIZE,
): AsyncGenerator<T[]> {
  for (let offset = 0; offset < max; offset += size) {
    const limit = Math.min(size, max - offset);
    const rows = await read({ limit, offset });
    if (rows.length) yield rows;
    if (rows.length < limit) return;
  }
}
