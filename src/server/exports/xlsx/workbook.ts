import { zipStream } from './zip';

/** A cell: text, a number (written as a number, so spreadsheets sum it), or empty. */
export type Cell = string | number | null;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL}">\
<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL}">\
<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>\
</Relationships>`;

/** Two cell formats: 0 plain, 1 bold (the header row). */
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}">\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

/** A sheet name as Excel allows it: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetName = (name: string) =>
  name
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31) || 'Sheet1';

const workbookXml = (name: string) =>
  `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>\
<sheet name="${escapeXml(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Text as XML character data: markup escaped, characters XML 1.0 forbids dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

function cellXml(value: Cell, ref: string, style: number): string {
  const s = style ? ` s="${style}"` : '';
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  }
  const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${escapeXml(value)}</t></is></c>`;
}

/** One row of the sheet (1-based `rowNumber`); style 1 makes it bold. */
export function rowXml(cells: readonly Cell[], rowNumber: number, style = 0): string {
  const inner = cells.map((v, i) => cellXml(v, `${columnName(i)}${rowNumber}`, style)).join('');
  return `<row r="${rowNumber}">${inner}</row>`;
}

/**
 * The worksheet XML, piece by piece: the bold header row, then each batch of rows as it comes (one
 * buffer per batch).
 */
async function* sheetXml(
  header: readonly string[],
  batches: AsyncIterable<Cell[][]>,
): AsyncGenerator<Buffer> {
  yield Buffer.from(
    `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0">\
<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>\
<sheetData>${rowXml(header, 1, 1)}`,
    'utf8',
  );
  let n = 1;
  for await (const rows of batches) {
    if (!rows.length) continue;
    yield Buffer.from(rows.map((cells) => rowXml(cells, ++n)).join(''), 'utf8');
  }
  yield Buffer.from('</sheetData></worksheet>', 'utf8');
}

/**
 * An XLSX workbook of one sheet (Office Open XML, SpreadsheetML): a header row in bold, then the rows,
 * text as inline strings and numbers as numbers. Streamed: the rows are read, written and compressed
 * one batch at a time.
 */
export function xlsxStream(
  sheet: string,
  header: readonly string[],
  batches: AsyncIterable<Cell[][]>,
): AsyncGenerator<Buffer> {
  const fixed = (text: string) => [Buffer.from(text, 'utf8')];
  return zipStream([
    { name: '[Content_Types].xml', content: fixed(CONTENT_TYPES) },
    { name: '_rels/.rels', content: fixed(ROOT_RELS) },
    { name: 'xl/workbook.xml', content: fixed(workbookXml(sheet)) },
    { name: 'xl/_rels/workbook.xml.rels', content: fixed(WORKBOOK_RELS) },
    { name: 'xl/styles.xml', content: fixed(STYLES) },
    { name: 'xl/worksheets/sheet1.xml', content: sheetXml(header, batches) },
  ]);
}
