import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Test support: a small ZIP reader (the central directory, each entry inflated and its CRC-32
 * checked) and a SpreadsheetML sheet reader, to look inside the workbooks the exports write.
 */
export function unzip(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${i}`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (zip.readUInt32LE(offset) !== 0x04034b50) throw new Error(`bad local header of ${name}`);
    const dataAt = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const raw = zip.subarray(dataAt, dataAt + compressed);
    const content = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    if (content.length !== size) throw new Error(`size of ${name}: ${content.length} ≠ ${size}`);
    if (crc32(content) !== crc) throw new Error(`CRC-32 of ${name} does not match`);
    files.set(name, content);
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** A cell as read back: text, a number, or null when the row has no cell at that column. */
export type ReadCell = string | number | null;

/** The rows of the workbook's first sheet: inline strings as text, `<v>` values as numbers. */
export function sheetRows(xlsx: Buffer): ReadCell[][] {
  const xml = unzip(xlsx).get('xl/worksheets/sheet1.xml')?.toString('utf8');
  if (!xml) throw new Error('no sheet1.xml');
  const rows: ReadCell[][] = [];
  for (const [, inner] of xml.matchAll(/<row [^>]*>(.*?)<\/row>/gs)) {
    const cells: ReadCell[] = [];
    for (const [, ref, attrs, body] of inner!.matchAll(/<c r="([A-Z]+)\d+"([^>]*)>(.*?)<\/c>/gs)) {
      const col = ref!.split('').reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      while (cells.length < col) cells.push(null);
      cells.push(
        attrs!.includes('t="inlineStr"')
          ? unescape(/<t[^>]*>(.*?)<\/t>/s.exec(body!)?.[1] ?? '')
          : Number(/<v>(.*?)<\/v>/.exec(body!)?.[1]),
      );
    }
    rows.push(cells);
  }
  return rows;
}

/** CSV text (as the exports write it: BOM, CRLF, RFC 4180 quotes) as rows of cells. */
export function csvRows(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && src[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
