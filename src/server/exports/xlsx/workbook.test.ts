import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { columnName, escapeXml, xlsxStream, type Cell } from './workbook';
import { sheetRows, unzip } from './test-unzip';

async function collect(stream: AsyncIterable<Buffer>): Promise<{ file: Buffer; pieces: number }> {
  const pieces: Buffer[] = [];
  for await (const p of stream) pieces.push(p);
  return { file: Buffer.concat(pieces), pieces: pieces.length };
}

async function* batches(rows: Cell[][], size = 2): AsyncGenerator<Cell[][]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

const ROWS: Cell[][] = [
  ['INV-1', 1234.5, 'Acme & Sons <Ltd>'],
  ['=HYPERLINK("x")', -2, ' padded '],
  ['Café ☕ 日本', null, 'line\nbreak'],
];

/** Finds a program on the PATH (null when it is not installed). */
const which = (name: string) => {
  const r = spawnSync('which', [name], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
};

describe('the XLSX writer', () => {
  it('names columns as spreadsheets do and escapes XML', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(escapeXml('a<b>&"c"\u0001')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
  });

  it('writes a valid ZIP of the Office Open XML parts with a bold header, inline strings and numbers', async () => {
    const { file } = await collect(
      xlsxStream('Invoices: all/[x]', ['Number', 'Amount', 'Vendor'], batches(ROWS)),
    );
    const parts = unzip(file);
    expect([...parts.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(parts.get('[Content_Types].xml')!.toString()).toContain('/xl/worksheets/sheet1.xml');
    // Sheet names lose the characters Excel refuses.
    expect(parts.get('xl/workbook.xml')!.toString()).toContain('<sheet name="Invoices  all  x" sheetId="1"');
    const sheet = parts.get('xl/worksheets/sheet1.xml')!.toString();
    expect(sheet).toContain('<row r="1"><c r="A1" s="1" t="inlineStr"><is><t>Number</t></is></c>');
    expect(sheet).toContain('<c r="B2"><v>1234.5</v></c>');
    expect(sheet).toContain('<t>Acme &amp; Sons &lt;Ltd&gt;</t>');
    expect(sheet).toContain('<t xml:space="preserve"> padded </t>');
    // An inline string is never a formula.
    expect(sheet).not.toContain('<f>');
    expect(sheetRows(file)).toEqual([
      ['Number', 'Amount', 'Vendor'],
      ['INV-1', 1234.5, 'Acme & Sons <Ltd>'],
      ['=HYPERLINK("x")', -2, ' padded '],
      ['Café ☕ 日本', null, 'line\nbreak'],
    ]);
  });

  it('streams: a large sheet is produced piece by piece, each batch on its own', async () => {
    let produced = 0;
    async function* many(): AsyncGenerator<Cell[][]> {
      for (let b = 0; b < 40; b++) {
        produced++;
        yield Array.from({ length: 500 }, (_, i) => [`Row ${b * 500 + i}`, b * 500 + i, 'x'.repeat(20)]);
      }
    }
    const stream = xlsxStream('Big', ['Name', 'N', 'Pad'], many());
    const first = await stream.next();
    expect(first.done).toBe(false);
    // Only the start of the archive has been asked for: the rows are not all read yet.
    expect(produced).toBeLessThan(40);
    const rest = await collect(stream);
    const rows = sheetRows(Buffer.concat([first.value as Buffer, rest.file]));
    expect(rows).toHaveLength(20_001);
    expect(rows[20_000]).toEqual(['Row 19999', 19999, 'x'.repeat(20)]);
    expect(rest.pieces).toBeGreaterThan(5);
  });

  it('is read by the unzip program (a real ZIP reader) when installed', async () => {
    const unzipBin = which('unzip');
    if (!unzipBin) {
      console.warn('SKIPPED: the unzip program is not installed on this machine.');
      return;
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'xlsx-'));
    try {
      const { file } = await collect(xlsxStream('Check', ['A', 'B'], batches(ROWS)));
      writeFileSync(path.join(dir, 'check.xlsx'), file);
      const out = execFileSync(unzipBin, ['-t', path.join(dir, 'check.xlsx')], { encoding: 'utf8' });
      expect(out).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('opens in LibreOffice (converted to CSV) when LibreOffice is installed', async (ctx) => {
    const office = which('libreoffice') ?? which('soffice');
    if (!office) {
      console.warn(
        'SKIPPED: LibreOffice (libreoffice/soffice) is not installed on this machine, so no spreadsheet application can open the workbook here.',
      );
      ctx.skip();
      return;
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'xlsx-lo-'));
    try {
      const { file } = await collect(xlsxStream('Check', ['Number', 'Amount', 'Vendor'], batches(ROWS)));
      writeFileSync(path.join(dir, 'check.xlsx'), file);
      execFileSync(
        office,
        ['--headless', '--convert-to', 'csv', '--outdir', dir, path.join(dir, 'check.xlsx')],
        {
          timeout: 120_000,
        },
      );
      const csv = readdirSync(dir).find((f) => f.endsWith('.csv'));
      expect(csv).toBeDefined();
      const text = readFileSync(path.join(dir, csv!), 'utf8');
      expect(text.split('\n')[0]).toBe('Number,Amount,Vendor');
      expect(text).toContain('INV-1,1234.5,Acme & Sons <Ltd>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
