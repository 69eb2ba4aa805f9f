import type { FastifyReply } from 'fastify';
import { cleanFileName } from '@shared/file-names';

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. A cell
 * a spreadsheet would take for a formula (starting with = + - @, a tab or a carriage return) is
 * prefixed with ' so that it stays text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV text: CRLF line ends, a UTF-8 byte order mark for spreadsheets. */
export const toCsv = (rows: readonly (readonly string[])[]): string =>
  `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** Sends CSV text as a download named `fileName`. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  const name = cleanFileName(fileName).replace(/[^\x20-\x7e]|["\\]/g, '_') || 'export.csv';
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(csv, 'utf8'));
}
